"""Writes to the card catalog (DESIGN rule 7)."""

import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import connection, transaction
from django.db.models import ProtectedError
from django.utils import timezone

from cards.catalog import corrections, evolution, names
from cards.catalog.japanese import METADATA_FILE, read_japanese_names
from cards.catalog.numbers import parse_number
from cards.catalog.parse import DIGIMON, CatalogNames, CatalogRow, loose_key, parse_row
from cards.catalog.reader import CatalogError, SetFile, read_set_files
from cards.effects import card_effects_store
from cards.models import Card, CatalogState, EvolutionLink

BATCH_SIZE = 500
# How many of the cards or links an import would remove its refusal names.
SHOWN = 5


class RemovalRefused(CatalogError):
    """The import would remove cards or evolution links from the database, which a damaged file
    does; the caller must allow removals explicitly."""


@dataclass
class ImportReport:
    """What one import did: the summary the command prints and the tests check."""

    folder: Path
    files: list[tuple[str, str, int]] = field(default_factory=list)  # (name, encoding, rows)
    per_prefix: Counter[str] = field(default_factory=Counter)
    per_kind: Counter[str] = field(default_factory=Counter)
    warnings: list[str] = field(default_factory=list)  # "file:line: what is wrong"
    # Problems with the sources as a whole (a missing Japanese-names or formats file).
    notices: list[str] = field(default_factory=list)
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    not_in_source: list[str] = field(default_factory=list)  # cards of files this import did not read
    removed: list[str] = field(default_factory=list)  # cards of files it read that are gone from them
    duplicates: int = 0  # rows whose number an earlier row already had (not imported)
    japanese_names: int = 0
    conditions: int = 0
    conditions_parsed: int = 0
    conditions_naming: int = 0  # conditions that name at least one Digimon
    conditions_resolved: int = 0  # ... and every Digimon they name is in the catalog
    links: int = 0
    links_created: int = 0
    links_deleted: int = 0
    # Cards whose stored compiled effects changed (cards.effects).
    effects_compiled: int = 0
    # One line per data correction of fixtures/corrections.csv (cards.catalog.corrections).
    corrections: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def cards(self) -> int:
        return sum(self.per_kind.values())

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.links_created or self.links_deleted)


def _read_records(
    set_files: list[SetFile], others: list[dict[str, Any]], report: ImportReport
) -> list[CatalogRow]:
    """Parse every row of every set file; duplicates are reported and the first row kept."""
    records: list[CatalogRow] = []
    seen: dict[str, str] = {}
    # Conditions name other cards; knowing every name (those of the rest of the catalog too) lets
    # the parser split run-together pairs.
    index = CatalogNames.from_rows(
        [raw for set_file in set_files for raw in set_file.rows],
        digimon={other["name"] for other in others if other["kind"] == DIGIMON},
        options={other["name"] for other in others if other["kind"] != DIGIMON},
    )
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


def _other_cards(files_read: set[str]) -> list[dict[str, Any]]:
    """The cards in the database from the files this import does not read: conditions of the
    imported cards may name them, so importing one file keeps its links to the rest."""
    fields = ("pk", "number", "kind", "name", "level", "attributes", "fields", "frame")
    return list(Card.objects.exclude(source_file__in=files_read).values(*fields))


def _fit_columns(record: CatalogRow, where: str) -> None:
    """A card number too long for its column cannot be stored at all (fatal); any other value
    longer than its column is cut to fit and reported, so the card is still imported."""
    number = record.values["number"]
    if len(number) > Card._meta.get_field("number").max_length:
        raise CatalogError(f"{where}: card number {number!r} is too long; fix the row.")
    for name, value in record.values.items():
        limit = getattr(Card._meta.get_field(name), "max_length", None)
        if isinstance(value, str) and limit and len(value) > limit:
            record.values[name] = value[:limit]
            record.warnings.append(f"{name} longer than {limit} characters (cut)")


def _add_japanese_names(records: list[CatalogRow], japanese_dir: Path | None, report: ImportReport) -> None:
    path = Path(japanese_dir) / METADATA_FILE if japanese_dir else None
    if path is None or not path.is_file():
        report.notices.append(
            f"no Japanese names: {path or 'no Japanese-names folder given'} is missing; "
            "`manage.py fetch_catalog` fetches it, or set DMCG_JA_NAMES_DIR to the wikimon-starter folder"
        )
        return
    japanese = read_japanese_names(path)
    for record in records:
        name_ja = japanese.get(record.values["number_key"], "")
        if name_ja:
            report.japanese_names += 1
            record.values["name_ja"] = name_ja
            record.values["search_name"] = names.search_name(record.values["name"], name_ja)
            record.values["search_squashed"] = names.search_squashed(record.values["name"], name_ja)


def _check_formats_file(formats_file: Path | None, report: ImportReport) -> None:
    # The era formats (fixtures/formats/era-*.json) were derived from the plugin's formats.txt and
    # tests/decks/test_formats.py compares them with it; without the file nothing can.
    if formats_file is None or not Path(formats_file).is_file():
        report.notices.append(
            f"no formats.txt: {formats_file or 'no formats file given'} is missing, so the era formats "
            "cannot be checked against the plugin's; `manage.py fetch_catalog` fetches it, or set "
            "DMCG_FORMATS_FILE"
        )


def _write_cards(records: list[CatalogRow], report: ImportReport) -> dict[str, int]:
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
    files_read = {name for name, _, _ in report.files}
    gone = set(existing) - numbers
    # A card of a file this import read but no longer in it would be removed; cards of other
    # files are left as they are (importing one extra folder must not drop the catalog).
    removed = {number for number in gone if existing[number].source_file in files_read}
    report.removed = sorted(removed, key=_number_order)
    report.not_in_source = sorted(gone - removed, key=_number_order)
    return {number: pk for number, pk in Card.objects.values_list("number", "pk") if number in numbers}


def _resolve_links(
    records: list[CatalogRow], others: dict[str, dict[str, Any]], report: ImportReport
) -> set[tuple[str, str, str]]:
    """Resolve every Digimon a condition names to the catalog Digimon of that name, among the
    imported records and `others` (the rest of the catalog).

    Returns (source number, target number, via) triples; a name that matches no Digimon is a
    warning on the card whose condition names it.
    """
    by_name: dict[str, list[str]] = defaultdict(list)
    by_number = {**others, **{record.number: record.values for record in records}}
    for number, values in others.items():
        by_name[loose_key(values["name"])].append(number)
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


def _plan_links(
    links: set[tuple[str, str, str]], records: list[CatalogRow], cards: dict[str, int]
) -> tuple[list[tuple[int, int, str]], list[int]]:
    """The links to create and the primary keys of the stale links to delete."""
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
    return sorted(wanted - set(existing)), stale


def _refuse_removals(report: ImportReport, stale_links: list[int]) -> None:
    """Raise RemovalRefused naming how many cards and links would go, and the first few."""
    if not (report.removed or stale_links):
        return
    shown = EvolutionLink.objects.filter(pk__in=stale_links[:SHOWN]).values_list(
        "source__number", "target__number", "via"
    )
    parts = []
    if report.removed:
        parts.append(f"{len(report.removed)} cards ({', '.join(report.removed[:SHOWN])}, …)")
    if stale_links:
        links = ", ".join(f"{source} → {target} ({via})" for source, target, via in shown)
        parts.append(f"{len(stale_links)} evolution links ({links}, …)")
    raise RemovalRefused(
        f"the import would remove {' and '.join(parts)} present in the database; nothing was changed. "
        "A set file cut short or damaged does this: restore it (fetch_catalog verifies the files). "
        "If the source really dropped them, run import_catalog --allow-removals."
    )


def _number_order(number: str) -> tuple[str, int, str]:
    return parse_number(number) or (number, 0, "")


def _remove_cards(numbers: list[str]) -> None:
    try:
        Card.objects.filter(number__in=numbers).delete()
    except ProtectedError as error:
        in_decks = sorted({entry.card.number for entry in error.protected_objects}, key=_number_order)
        raise CatalogError(
            f"{len(in_decks)} cards the source dropped are still in decks ({', '.join(in_decks[:SHOWN])}); "
            "nothing was changed: remove them from those decks first."
        ) from None


def _write_links(new_links: list[tuple[int, int, str]], stale: list[int], report: ImportReport) -> None:
    for start in range(0, len(stale), BATCH_SIZE):
        EvolutionLink.objects.filter(pk__in=stale[start : start + BATCH_SIZE]).delete()
    # Tens of thousands of three-column rows: a plain executemany skips building a model
    # instance per row, which is most of the cost of bulk_create here.
    quote, meta = connection.ops.quote_name, EvolutionLink._meta
    columns = ", ".join(quote(meta.get_field(name).column) for name in ("source", "target", "via"))
    if new_links:
        with connection.cursor() as cursor:
            cursor.executemany(
                f"INSERT INTO {quote(meta.db_table)} ({columns}) VALUES (%s, %s, %s)", new_links
            )
    report.links_created = len(new_links)
    report.links_deleted = len(stale)


def catalog_state_touch() -> CatalogState:
    """Record that the catalog changed now: a new revision, so bulk downloads get a new ETag."""
    state = CatalogState.objects.select_for_update().first()
    if state is None:
        return CatalogState.objects.create(revision=1, changed_at=timezone.now())
    state.revision += 1
    state.changed_at = timezone.now()
    state.save(update_fields=["revision", "changed_at"])
    return state


@transaction.atomic
def catalog_import(
    *,
    folder: Path,
    japanese_dir: Path | None = None,
    formats_file: Path | None = None,
    allow_removals: bool = False,
) -> ImportReport:
    """Import every card of the set files in `folder`: all or nothing, and idempotent.

    Raises CatalogError (nothing written) when the folder or a file cannot be read, and
    RemovalRefused when the import would remove cards of the files it read, or evolution links,
    that are in the database, unless `allow_removals`.
    """
    started = time.perf_counter()
    report = ImportReport(folder=Path(folder))
    set_files = list(read_set_files(Path(folder)))
    others = _other_cards({set_file.name for set_file in set_files})
    records = _read_records(set_files, others, report)
    if not records:
        raise CatalogError(f"catalog folder {folder}: the set files hold no card rows.")
    _add_japanese_names(records, japanese_dir, report)
    _check_formats_file(formats_file, report)
    report.corrections = corrections.apply_corrections(records, corrections.read_corrections())
    for record in records:
        report.per_prefix[record.values["prefix"]] += 1
        report.per_kind[record.values["kind"]] += 1
    numbers = {record.number for record in records}
    # A number that moved into the files read is one of the records, not one of the others.
    other_digimon = {o["number"]: o for o in others if o["kind"] == DIGIMON and o["number"] not in numbers}
    links = _resolve_links(records, other_digimon, report)
    for record in records:
        where = f"{record.values['source_file']}:{record.values['source_line']}"
        report.warnings.extend(f"{where}: {warning}" for warning in record.warnings)
    cards = _write_cards(records, report) | {number: other["pk"] for number, other in other_digimon.items()}
    new_links, stale = _plan_links(links, records, cards)
    report.links = len(links)
    if not allow_removals:
        _refuse_removals(report, stale)
    _remove_cards(report.removed)
    _write_links(new_links, stale, report)
    # The compiler runs at import, not in play (DESIGN rule 6): the engine loads what is stored.
    report.effects_compiled = card_effects_store(numbers=numbers)
    if report.created or report.updated or report.removed or report.links_created or report.links_deleted:
        catalog_state_touch()
    report.seconds = time.perf_counter() - started
    return report


def report_lines(report: ImportReport, *, list_warnings: bool = False) -> list[str]:
    """The human summary printed by `import_catalog`: the notices, then the row warnings one per
    line when `list_warnings`, else one line counting them."""
    lines = [f"warning: {notice}" for notice in report.notices]
    rows = len({warning.split(": ", 1)[0] for warning in report.warnings})
    if list_warnings:
        lines += report.warnings
    elif report.warnings:
        lines.append(f"{rows} rows with known source quirks; --verbose lists them as file:line")
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
    if report.removed:
        dropped = ", ".join(report.removed[:20])
        lines.append(f"Removed {len(report.removed)} cards the source dropped: {dropped}")
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
    if report.effects_compiled:
        lines.append(f"Compiled effects changed for {report.effects_compiled} cards")
    lines.append(f"Done in {report.seconds:.1f} s")
    return lines
