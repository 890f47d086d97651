"""The forgiving name column: both names without spaces or punctuation, filled here and at import.

On PostgreSQL it gets a pg_trgm GIN index like `search_name`, which serves the query language's
`LIKE '%…%'` name lookups.
"""

from django.db import migrations, models

from cards.catalog.names import search_squashed

INDEX = "cards_card_search_squashed_trgm"


def fill(apps, schema_editor):
    Card = apps.get_model("cards", "Card")
    cards = list(Card.objects.only("pk", "name", "name_ja"))
    for card in cards:
        card.search_squashed = search_squashed(card.name, card.name_ja)
    Card.objects.bulk_update(cards, ["search_squashed"], batch_size=500)
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(
            f'CREATE INDEX IF NOT EXISTS "{INDEX}" ON "cards_card" '
            'USING gin (("search_squashed"::text) gin_trgm_ops)'
        )


def drop_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f'DROP INDEX IF EXISTS "{INDEX}"')


class Migration(migrations.Migration):
    dependencies = [("cards", "0101_card_effects")]

    operations = [
        migrations.AddField(
            model_name="card",
            name="search_squashed",
            field=models.CharField(blank=True, max_length=400),
        ),
        migrations.RunPython(fill, drop_index, elidable=False),
    ]
