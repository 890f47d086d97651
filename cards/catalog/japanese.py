"""Japanese names from the wikimon-starter CSVs (St-1..St-111), keyed by card number."""

import csv
from pathlib import Path

METADATA_FILE = "starter_card_metadata.csv"


def read_japanese_names(folder: Path | None) -> dict[str, str]:
    """{number_key: name_jp}; empty when the folder or file is absent (the names are optional)."""
    if folder is None:
        return {}
    path = Path(folder) / METADATA_FILE
    if not path.is_file():
        return {}
    with path.open(encoding="utf-8-sig", newline="") as handle:
        return {
            row["id"].strip().lower(): row["name_jp"].strip()
            for row in csv.DictReader(handle)
            if row.get("id") and row.get("name_jp", "").strip()
        }
