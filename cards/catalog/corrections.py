"""Data corrections: card values the source data lacks or gets wrong, read from the project's own
`fixtures/corrections.csv` (columns number, field, value, reason) and applied by the importer on
top of the parsed set-file rows, each with a report line. A correction says what the card reads as
and why; it is data, so the engine never special-cases a card number.
"""

import csv
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .parse import CatalogRow
from .reader import CatalogError

CORRECTIONS_FILE = Path(__file__).resolve().parents[2] / "fixtures" / "corrections.csv"
# The fields a correction may set, and the values each accepts.
FIELDS = {"battle_type": frozenset({"A", "B", "C"})}


@dataclass(frozen=True)
class Correction:
    number: str
    field: str
    value: str
    reason: str
    # "corrections.csv:3", for messages.
    where: str


def read_corrections(path: Path = CORRECTIONS_FILE) -> list[Correction]:
    """Every row of the corrections file; a row naming an unknown field or value is fatal
    (CatalogError, nothing imported), so a typo never goes unnoticed."""
    corrections = []
    with path.open(newline="", encoding="utf-8") as handle:
        for line, row in enumerate(csv.DictReader(handle), start=2):
            where = f"{path.name}:{line}"
            field, value = (row.get("field") or "").strip(), (row.get("value") or "").strip()
            if field not in FIELDS:
                raise CatalogError(
                    f"{where}: {field!r} is not a field a correction may set ({', '.join(FIELDS)})"
                )
            if value not in FIELDS[field]:
                raise CatalogError(
                    f"{where}: {value!r} is not a {field} ({', '.join(sorted(FIELDS[field]))})"
                )
            reason = (row.get("reason") or "").strip()
            if not reason:
                raise CatalogError(f"{where}: a correction says why (the reason column is empty)")
            corrections.append(Correction((row.get("number") or "").strip(), field, value, reason, where))
    return corrections


def apply_corrections(records: Iterable[CatalogRow], corrections: list[Correction]) -> list[str]:
    """Set each correction's value on the record of its card; returns one report line per
    correction: applied (old -> new), already so in the data, or for a card not in this import."""
    by_number = {record.number: record for record in records}
    lines = []
    for correction in corrections:
        record = by_number.get(correction.number)
        if record is None:
            lines.append(f"{correction.where}: {correction.number} is not in this import (not applied)")
            continue
        old = record.values[correction.field]
        if old == correction.value:
            lines.append(
                f"{correction.where}: {correction.number} {correction.field} is {old!r} in the data already"
            )
            continue
        record.values[correction.field] = correction.value
        lines.append(
            f"{correction.where}: {correction.number} {correction.field} {old!r} -> {correction.value!r}"
            f": {correction.reason}"
        )
    return lines
