"""`import_catalog` refuses damaged set files instead of absorbing them.

Each test damages a copy of the real CardDataSt1.txt in tmp_path (cut short, one bad byte, a NUL,
a bare CR, an empty name) and imports it into the database that holds the real catalog: the import
stops with `file:line` and the database is left exactly as it was.
"""

import re
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from cards.models import Card, EvolutionLink

REAL = Path(settings.CATALOG_DIR) / "CardDataSt1.txt"


def import_copy(tmp_path: Path, data: bytes, *args: str) -> str:
    (tmp_path / "sets").mkdir(exist_ok=True)
    (tmp_path / "sets" / REAL.name).write_bytes(data)
    out = StringIO()
    call_command("import_catalog", str(tmp_path / "sets"), *args, stdout=out)
    return out.getvalue()


def state() -> tuple[int, int, list[tuple]]:
    """What a refused import must leave as it was: the counts and every St1 card's values."""
    st1 = Card.objects.filter(source_file=REAL.name).order_by("number")
    return Card.objects.count(), EvolutionLink.objects.count(), list(st1.values_list())


def refused(tmp_path: Path, data: bytes, *args: str) -> str:
    """Import `data`, expect the refusal, check the database is left as it was; the refusal's message."""
    before = state()
    with pytest.raises(CommandError) as error:
        import_copy(tmp_path, data, *args)
    assert state() == before
    return str(error.value)


def cut_at_line_end(data: bytes) -> tuple[bytes, list[str]]:
    """The first half of `data`, cut after a whole line, and the card numbers of the rows cut off."""
    cut = data.index(b"\r\n", len(data) // 2) + 2
    rows = [line.split(b"\t") for line in data[cut:].split(b"\r\n") if line]
    return data[:cut], [row[3].decode().strip() for row in rows]


def test_a_file_cut_in_half_is_refused_with_what_would_go_and_nothing_changes(catalog, tmp_path):
    half, gone = cut_at_line_end(REAL.read_bytes())
    with pytest.raises(CommandError) as error:
        import_copy(tmp_path, half)
    message = str(error.value)
    assert message.startswith(f"the import would remove {len(gone)} cards ({', '.join(gone[:5])}, …) and ")
    assert " evolution links (" in message and "nothing was changed" in message
    assert "--allow-removals" in message


def test_allow_removals_removes_the_cards_and_links_the_source_dropped(catalog, tmp_path):
    half, gone = cut_at_line_end(REAL.read_bytes())
    text = import_copy(tmp_path, half, "--allow-removals")
    assert f"Removed {len(gone)} cards the source dropped: {', '.join(gone[:3])}" in text
    assert not Card.objects.filter(number__in=gone).exists()
    assert Card.objects.count() == 3078 - len(gone)


def test_cards_still_in_decks_are_never_removed(deck, tmp_path):
    half, _gone = cut_at_line_end(REAL.read_bytes())
    message = refused(tmp_path, half, "--allow-removals")
    assert re.search(r"cards the source dropped are still in decks \(St-49, St-50, St-59\)", message)


def test_a_file_cut_inside_a_line_is_an_error_at_that_line(catalog, tmp_path):
    data = REAL.read_bytes()
    cut = data.index(b"\r\n", len(data) // 2) + 20
    line = data[:cut].count(b"\r\n") + 1
    message = refused(tmp_path, data[:cut])
    assert re.search(rf"^CardDataSt1.txt:{line}: the last line has no line end", message)


def test_one_invalid_byte_in_a_utf8_file_is_an_error_at_its_line_and_column(catalog, tmp_path):
    # "Agumon" on line 3 becomes "Ag\xffmon": not UTF-8, and no longer silently read as cp1252.
    data = REAL.read_bytes().replace(b"\r\nAgumon\t", b"\r\nAg\xffmon\t", 1)
    message = refused(tmp_path, data)
    assert re.search(r"^CardDataSt1.txt:3:3: byte 0xff is not valid utf-8", message)


@pytest.mark.parametrize(
    ("damage", "problem"),
    [(b"\x00", "a NUL byte"), (b"\r", r"a bare CR \(a line break without LF\)")],
)
def test_a_nul_byte_or_a_bare_cr_is_an_error_at_its_line(catalog, tmp_path, damage, problem):
    data = REAL.read_bytes().replace(b"\r\nAgumon\t", b"\r\nAgu" + damage + b"mon\t", 1)
    assert re.search(rf"^CardDataSt1.txt:3:4: {problem}", refused(tmp_path, data))


def test_a_row_with_an_empty_name_is_an_error_at_its_line(catalog, tmp_path):
    data = REAL.read_bytes().replace(b"\r\nAgumon\t", b"\r\n \t", 1)
    assert re.search(r"^CardDataSt1.txt:3: empty Name; every row needs", refused(tmp_path, data))


def test_the_intact_copy_imports_with_no_change(catalog, tmp_path):
    assert "No changes: all" in import_copy(tmp_path, REAL.read_bytes())
