"""The catalog's revision and change time, the validators of the bulk download (cards.bulk)."""

from django.db import migrations, models
from django.utils import timezone


def create_state(apps, schema_editor):
    apps.get_model("cards", "CatalogState").objects.create(revision=1, changed_at=timezone.now())


class Migration(migrations.Migration):
    dependencies = [("cards", "0102_search_squashed")]

    operations = [
        migrations.CreateModel(
            name="CatalogState",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("revision", models.PositiveIntegerField(default=1)),
                ("changed_at", models.DateTimeField()),
            ],
        ),
        migrations.RunPython(create_state, migrations.RunPython.noop, elidable=False),
    ]
