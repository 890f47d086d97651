"""The plain-text decklist parser: every accepted line shape, pure, no database."""

import pytest

from decks.decklists import DecklistLine, parse_text


@pytest.mark.parametrize(
    ("line", "count", "number", "name"),
    [
        ("3 St-1", 3, "St-1", ""),
        ("3x Agumon (St-1)", 3, "St-1", "Agumon"),
        ("3 x Agumon (St-1)", 3, "St-1", "Agumon"),
        ("Agumon St-1 x3", 3, "St-1", "Agumon"),
        ("Agumon St-1 ×3", 3, "St-1", "Agumon"),
        ("3 Agumon", 3, "", "Agumon"),
        ("3 St-1 Agumon", 3, "St-1", "Agumon"),
        ("2 St-228 Agumon (1)", 2, "St-228", "Agumon (1)"),
        ("3x Agumon (1)", 3, "", "Agumon (1)"),
        ("St-1", 1, "St-1", ""),
        ("  3   st1  ", 3, "st1", ""),
        ("1 Digivice 01", 1, "", "Digivice 01"),
        ("4 BT1-010", 4, "BT1-010", ""),
    ],
)
def test_it_reads_each_accepted_line_shape(line, count, number, name):
    (parsed,) = parse_text(line)
    assert (parsed.count, parsed.number, parsed.name, parsed.error) == (count, number, name, "")


def test_it_skips_comments_and_blank_lines_and_keeps_line_numbers():
    text = "# my deck\n\n3 St-1  # the partner\n\n   \n2 St-2\n"
    assert parse_text(text) == [
        DecklistLine(line_no=3, raw="3 St-1  # the partner", count=3, number="St-1"),
        DecklistLine(line_no=6, raw="2 St-2", count=2, number="St-2"),
    ]


@pytest.mark.parametrize("line", ["0 St-1", "-1 St-1", "100 St-1", "Agumon St-1 x0"])
def test_it_marks_a_bad_count_as_an_error_line(line):
    (parsed,) = parse_text(line)
    assert parsed.error.startswith("bad count")


def test_it_marks_a_count_without_a_card_as_an_error_line():
    (parsed,) = parse_text("\n3x\n")
    assert parsed.line_no == 2
    assert "expected a card number or name" in parsed.error


def test_it_accepts_windows_line_ends():
    assert [line.number for line in parse_text("3 St-1\r\n3 St-2\r\n")] == ["St-1", "St-2"]


def test_it_reads_full_width_input_like_ascii():
    (parsed,) = parse_text("３ｘ Ａｇｕｍｏｎ （Ｓｔ－１）")
    assert (parsed.count, parsed.number, parsed.name) == (3, "St-1", "Agumon")


def test_it_reads_lackey_style_tab_separated_lines():
    (parsed,) = parse_text("2\tSt-44")
    assert (parsed.count, parsed.number) == (2, "St-44")
