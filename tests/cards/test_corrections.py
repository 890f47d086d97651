"""Data corrections (fixtures/corrections.csv) applied by the importer, each with a report line."""

from io import StringIO

import pytest
from django.conf import settings
from django.core.management import call_command

from cards.catalog.corrections import read_corrections
from cards.catalog.reader import CatalogError


def test_the_import_sets_the_corrected_battle_types_and_says_so(catalog):
    out = StringIO()
    call_command("import_catalog", str(settings.CATALOG_DIR), stdout=out)
    text = out.getvalue()
    assert "Data correction corrections.csv:2: Bo-1000 battle_type '' -> 'B': The DMHC data has no" in text
    assert catalog.get(number="Bo-1000").battle_type == "B"
    assert catalog.get(number="Bo-18v").battle_type == "A"


def test_a_correction_the_data_already_carries_is_reported_as_such(tmp_path, catalog):
    from cards.catalog.corrections import apply_corrections
    from cards.catalog.parse import CatalogRow

    path = tmp_path / "corrections.csv"
    path.write_text("number,field,value,reason\nZz-1,battle_type,B,why\nZz-2,battle_type,A,why\n")
    records = [CatalogRow({"number": "Zz-1", "battle_type": "B"})]
    assert apply_corrections(records, read_corrections(path)) == [
        "corrections.csv:2: Zz-1 battle_type is 'B' in the data already",
        "corrections.csv:3: Zz-2 is not in this import (not applied)",
    ]


def test_every_correction_names_a_field_value_and_reason_the_importer_knows():
    corrections = read_corrections()
    assert {(c.number, c.field, c.value) for c in corrections} == {
        ("Bo-1000", "battle_type", "B"),
        ("Bo-18v", "battle_type", "A"),
    }
    assert all(c.reason for c in corrections)


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("Bo-1000,battle_type,D,why", "'D' is not a battle_type"),
        ("Bo-1000,attack_a,990,why", "'attack_a' is not a field a correction may set"),
        ("Bo-1000,battle_type,B,", "the reason column is empty"),
    ],
)
def test_a_correction_the_importer_cannot_apply_stops_the_import(tmp_path, row, message):
    path = tmp_path / "corrections.csv"
    path.write_text("number,field,value,reason\n" + row + "\n")
    with pytest.raises(CatalogError, match=message):
        read_corrections(path)
