"""pg_trgm GIN indexes for the card query language's substring searches (PostgreSQL only).

The query language matches text with `LIKE '%…%'` on both databases so results are identical; on
PostgreSQL these trigram indexes serve those lookups (`contains` on the pre-folded `search_name`,
`icontains` as `UPPER(col::text) LIKE UPPER(…)` on the free-text columns). SQLite gets no-ops.
"""

from django.db import migrations

# (index name, indexed expression): the expressions match what Django emits for each lookup.
TRIGRAM_INDEXES = [
    ("cards_card_search_name_trgm", '("search_name"::text)'),
    ("cards_card_species_trgm", 'UPPER("species"::text)'),
    ("cards_card_ability_text_trgm", 'UPPER("ability_text"::text)'),
    ("cards_card_effect_text_trgm", 'UPPER("effect_text"::text)'),
    # o: ORs three columns; one unindexed column would force a scan of all of them.
    ("cards_card_activation_text_trgm", 'UPPER("activation_text"::text)'),
    ("cards_card_evolution_raw_trgm", 'UPPER("evolution_raw"::text)'),
]


def create_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    # pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    for name, expression in TRIGRAM_INDEXES:
        schema_editor.execute(
            f'CREATE INDEX IF NOT EXISTS "{name}" ON "cards_card" USING gin ({expression} gin_trgm_ops)'
        )


def drop_indexes(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, _ in TRIGRAM_INDEXES:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')


class Migration(migrations.Migration):
    dependencies = [("cards", "0001_initial")]

    operations = [migrations.RunPython(create_indexes, drop_indexes, elidable=False)]
