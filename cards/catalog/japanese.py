"""Japanese names from the wikimon-starter CSVs (St-1..St-111), keyed by card number."""

import csv
from pathlib import Path

METADATA_FILE = "starter_card_metadata.csv"


def read_japanese_names(path: Path) -> dict[str, str]:
    """{number_key: name_jp} from the metadata CSV at `path`."""
    with path.open(encoding="utf-8-sig", newline="") as handle:
        return {
            row["id"].strip().lower(): row["name_jp"].strip()
            for row in csv.DictReader(handle)
            if row.get("id") and row.get("name_jp", "").strip()
        }
