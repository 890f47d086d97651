"""Writes to the card catalog (DESIGN rule 7)."""

import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from django.db import connection, transaction

from cards.catalog import corrections, evolution, names
from cards.catalog.japanese import read_japanese_names
from cards.catalog.parse import DIGIMON, CardRecord, CatalogNames, loose_key, parse_row
from cards.catalog.reader import CatalogError, read_set_files
from cards.models import Card, EvolutionLink

BATCH_SIZE = 500


@dataclass
class ImportReport:
    """What one import did: the summary the command prints and the tests check."""

    folder: Path
    files: list[tuple[str, str, int]] = field(default_factory=list)  # (name, encoding, rows)
    per_prefix: Counter[str] = field(default_factory=Counter)
    per_kind: Counter[str] = field(default_factory=Counter)
    warnings: list[str] = field(default_factory=list)  # "file:line: what is wrong"
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    not_in_source: list[str] = field(default_factory=list)
    duplicates: int = 0  # rows whose number an earlier row already had (not imported)
    japanese_names: int = 0
    conditions: int = 0
    conditions_parsed: int = 0
    conditions_naming: int = 0  # conditions that name at least one Digimon
    conditions_resolved: int = 0  # ... and every Digimon they name is in the catalog
    links: int = 0
    links_created: int = 0
    links_deleted: int = 0
    # One line per data correction of fixtures/corrections.csv (cards.catalog.corrections).
    corrections: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def cards(self) -> int:
        return sum(self.per_kind.values())

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.links_created or self.links_deleted)


def _read_records(folder: Path, report: ImportReport) -> list[CardRecord]:
    """Parse every row of every set file; duplicates are reported and the first row kept."""
    records: list[CardRecord] = []
    seen: dict[str, str] = {}
    set_files = list(read_set_files(folder))
    # Conditions name other cards; knowing every name lets the parser split run-together pairs.
    index = CatalogNames.from_rows([raw for set_file in set_files for raw in set_file.rows])
    for set_file in set_files:
        report.files.append((set_file.name, set_file.encoding, len(set_file.rows)))
        for raw in set_file.rows:
            record = parse_row(raw, index)
            _fit_columns(record, raw.where)
            key = record.values["number_key"]
            if key in seen:
                report.duplicates += 1
                report.warnings.append(
                    f"{raw.where}: duplicate card number {record.number} (first at {seen[key]}); "
                    "this row was not imported"
                )
                continue
            seen[key] = raw.where
            records.append(record)
    return records


def _fit_columns(record: CardRecord, where: str) -> None:
    """A card without a usable number cannot be stored at all (fatal); any other value longer
    than its column is cut to fit and reported, so the card is still imported."""
    number = record.values["number"]
    if not number or len(number) > Card._meta.get_field("number").max_length:
        raise CatalogError(f"{where}: card number {number!r} is empty or too long; fix the row.")
    for name, value in record.values.items():
        limit = getattr(Card._meta.get_field(name), "max_length", None)
        if isinstance(value, str) and limit and len(value) > limit:
            record.values[name] = value[:limit]
            record.warnings.append(f"{name} longer than {limit} characters (cut)")


def _add_japanese_names(records: list[CardRecord], japanese_dir: Path | None) -> int:
    japanese = read_japanese_names(japanese_dir)
    found = 0
    for record in records:
        name_ja = japanese.get(record.values["number_key"], "")
        if name_ja:
            found += 1
            record.values["name_ja"] = name_ja
            record.values["search_name"] = names.search_name(record.values["name"], name_ja)
    return found


def _write_cards(records: list[CardRecord], report: ImportReport) -> dict[str, int]:
    """Create new cards and update changed ones; returns the primary key of every imported number."""
    existing = {card.number: card for card in Card.objects.all()}
    columns = list(records[0].values) if records else []
    to_create, to_update = [], []
    for record in records:
        card = existing.get(record.number)
        if card is None:
            to_create.append(Card(**record.values))
        elif any(getattr(card, key) != value for key, value in record.values.items()):
            for key, value in record.values.items():
                setattr(card, key, value)
            to_update.append(card)
    Card.objects.bulk_create(to_create, batch_size=BATCH_SIZE)
    Card.objects.bulk_update(to_update, columns, batch_size=BATCH_SIZE)
    report.created, report.updated = len(to_create), len(to_update)
    report.unchanged = len(records) - len(to_create) - len(to_update)
    numbers = {record.number for record in records}
    report.not_in_source = sorted(set(existing) - numbers)
    return {number: pk for number, pk in Card.objects.values_list("number", "pk") if number in numbers}


def _resolve_links(records: list[CardRecord], report: ImportReport) -> set[tuple[str, str, str]]:
    """Resolve every Digimon a condition names to the catalog Digimon of that name.

    Returns (source number, target number, via) triples; a name that matches no Digimon is a
    warning on the card whose condition names it.
    """
    by_name: dict[str, list[str]] = defaultdict(list)
    by_number = {record.number: record.values for record in records}
    for record in records:
        if record.values["kind"] == DIGIMON:
            by_name[loose_key(record.values["name"])].append(record.number)

    def resolve(name: str) -> list[str]:
        numbers: list[str] = []
        for spelling in evolution.lookup_names(name):
            if numbers := by_name.get(loose_key(spelling), []):
                break
        qualifier = evolution.split_qualifier(name)[1]
        if not qualifier or loose_key(name) in by_name:
            return numbers
        # "Metal Greymon (Red Frame)", "Rapidmon (Level IV)": the qualifier is part of the
        # requirement (RULES 4.2), so only the cards that fit are linked; words that are no
        # qualifier (None) cannot narrow.
        return [
            number
            for number in numbers
            if evolution.qualifier_matches(
                qualifier,
                level=by_number[number]["level"],
                attributes=by_number[number]["attributes"],
                fields=by_number[number]["fields"],
                frame=by_number[number]["frame"],
            )
            is not False
        ]

    wanted: set[tuple[str, str, str]] = set()
    for record in records:
        condition = record.condition
        if condition is None or not condition.is_condition:
            continue
        report.conditions += 1
        report.conditions_parsed += condition.complete
        sources = evolution.source_names(condition.alternatives)
        report.conditions_naming += bool(sources)
        resolved = True
        for via, name in sources:
            numbers = resolve(name)
            if not numbers:
                resolved = False
                record.warnings.append(
                    f"evolution condition names {name!r}, which matches no catalog Digimon"
                )
            wanted.update((source, record.number, via) for source in numbers if source != record.number)
        report.conditions_resolved += bool(sources) and resolved
    return wanted


def _write_links(
    links: set[tuple[str, str, str]], records: list[CardRecord], cards: dict[str, int], report: ImportReport
) -> None:
    wanted = {(cards[source], cards[target], via) for source, target, via in links}
    # Only links into the cards of this import are ours to replace: importing one extra folder
    # must not drop the links of the rest of the catalog.
    targets = {cards[record.number] for record in records}
    existing = {
        (source, target, via): pk
        for pk, source, target, via in EvolutionLink.objects.values_list(
            "pk", "source_id", "target_id", "via"
        )
        if target in targets
    }
    stale = [pk for key, pk in existing.items() if key not in wanted]
    for start in range(0, len(stale), BATCH_SIZE):
        EvolutionLink.objects.filter(pk__in=stale[start : start + BATCH_SIZE]).delete()
    new_links = sorted(wanted - set(existing))
    # Tens of thousands of three-column rows: a plain executemany skips building a model
    # instance per row, which is most of the cost of bulk_create here.
    quote, meta = connection.ops.quote_name, EvolutionLink._meta
    columns = ", ".join(quote(meta.get_field(name).column) for name in ("source", "target", "via"))
    if new_links:
        with connection.cursor() as cursor:
            cursor.executemany(
                f"INSERT INTO {quote(meta.db_table)} ({columns}) VALUES (%s, %s, %s)", new_links
            )
    report.links = len(wanted)
    report.links_created = len(new_links)
    report.links_deleted = len(stale)


@transaction.atomic
def catalog_import(*, folder: Path, japanese_dir: Path | None = None) -> ImportReport:
    """Import every card of the set files in `folder`: all or nothing, and idempotent.

    Raises CatalogError (nothing written) when the folder or a file cannot be read at all.
    """
    started = time.perf_counter()
    report = ImportReport(folder=Path(folder))
    records = _read_records(Path(folder), report)
    if not records:
        raise CatalogError(f"catalog folder {folder}: the set files hold no card rows.")
    report.japanese_names = _add_japanese_names(records, japanese_dir)
    report.corrections = corrections.apply_corrections(records, corrections.read_corrections())
    for record in records:
        report.per_prefix[record.values["prefix"]] += 1
        report.per_kind[record.values["kind"]] += 1
    links = _resolve_links(records, report)
    for record in records:
        where = f"{record.values['source_file']}:{record.values['source_line']}"
        report.warnings.extend(f"{where}: {warning}" for warning in record.warnings)
    cards = _write_cards(records, report)
    _write_links(links, records, cards, report)
    report.seconds = time.perf_counter() - started
    return report


def report_lines(report: ImportReport, *, warnings: bool = True) -> list[str]:
    """The human summary printed by `import_catalog` (warnings listed one per line)."""
    lines: list[str] = []
    if warnings:
        lines += report.warnings
    encodings = Counter(encoding for _, encoding, _ in report.files)
    lines.append(
        f"{len(report.files)} set files from {report.folder} "
        f"({', '.join(f'{n} {e}' for e, n in sorted(encodings.items()))})"
    )
    lines.append(
        "Cards per prefix: "
        + ", ".join(f"{prefix} {count}" for prefix, count in sorted(report.per_prefix.items()))
    )
    lines.append(
        f"{report.cards} cards: {report.per_kind['digimon']} Digimon, "
        f"{report.per_kind['option']} Option; {report.japanese_names} Japanese names"
    )
    lines.append(f"{len(report.warnings)} warnings; {report.duplicates} duplicate card numbers")
    lines += [f"Data correction {line}" for line in report.corrections]
    lines.append(
        f"Evolution conditions: {report.conditions}, {report.conditions_parsed} fully parsed; "
        f"{report.conditions_resolved} of the {report.conditions_naming} that name Digimon "
        f"resolved every name; {report.links} evolution links"
    )
    if report.not_in_source:
        lines.append(
            f"{len(report.not_in_source)} cards in the database are not in the source (left as they are): "
            + ", ".join(report.not_in_source[:20])
        )
    if report.changed:
        lines.append(
            f"Created {report.created}, updated {report.updated}, unchanged {report.unchanged} cards; "
            f"links +{report.links_created} -{report.links_deleted}"
        )
    else:
        lines.append(f"No changes: all {report.unchanged} cards and {report.links} links are up to date")
    lines.append(f"Done in {report.seconds:.1f} s")
    return lines
