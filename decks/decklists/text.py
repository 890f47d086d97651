"""Plain-text decklists: a tolerant parser (pure) and a writer.

Accepted line shapes, each keeping its 1-based line number:

    3 St-1            3x Agumon (St-1)       Agumon St-1 x3
    3 st 32           St32 x3                3x St-032          St-032 x3
    3 St-1 Agumon     St-1                   # a comment
A line without a count means one copy. What cannot be read is kept as a line with an `error`, so
the caller can report every bad line at once instead of stopping at the first.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from django.utils.translation import gettext

from cards.query.text import NUMBER_PREFIX, NUMBER_TAIL

# A card number of the original game in any spelling: St-1, st1, St-01, Bo-12t, G.E.M.-1, Bx-25.
# 2020-game numbers (ST1-03, BT1-010) match too, so that resolving can say which game they are from.
NUMBER_TOKEN = re.compile(r"^[A-Za-z][A-Za-z.]*\d*-?\d+[A-Za-z]*$")

_LEADING_COUNT = re.compile(r"^(?P<count>[+-]?\d+)\s*[x×*]?(?:\s+|$)(?P<rest>.*)$", re.IGNORECASE)
_TRAILING_COUNT = re.compile(r"^(?P<rest>.*?)\s+[x×*]\s*(?P<count>[+-]?\d+)$", re.IGNORECASE)
_TRAILING_COUNT_X = re.compile(r"^(?P<rest>.*?)\s+(?P<count>[+-]?\d+)\s*[x×]$", re.IGNORECASE)
_PAREN_NUMBER = re.compile(r"^(?P<name>.*?)\s*[(\[](?P<number>[^()\[\]]+)[)\]]$")

MAX_COUNT = 99
# Lines of a text decklist, comments and blank lines included, counted before any line is parsed;
# a 200-card deck written by write_text is under 100 lines.
MAX_TEXT_LINES = 1_000
# Characters of a line before its comment, after NFKC: a count, a number and the longest card name
# fit many times over. The count patterns backtrack over runs of spaces, so an unbounded line would
# cost quadratic time.
MAX_LINE_CHARS = 200
# Characters of a whole text decklist (MAX_TEXT_LINES lines of a typical length, and more).
MAX_TEXT_CHARS = 100_000


@dataclass(frozen=True, slots=True)
class DecklistLine:
    """One meaningful line of a decklist: a count and a number and/or a name, or an error."""

    line_no: int
    raw: str
    count: int = 1
    number: str = ""
    name: str = ""
    error: str = ""


def _is_number(token: str) -> bool:
    return bool(NUMBER_TOKEN.match(token))


def _split_count(body: str) -> tuple[str, str | None]:
    """(the rest of the line, the count text or None when the line gives no count)."""
    for pattern in (_TRAILING_COUNT, _TRAILING_COUNT_X):
        match = pattern.match(body)
        if match:
            return match["rest"].strip(), match["count"]
    match = _LEADING_COUNT.match(body)
    if match:
        return match["rest"].strip(), match["count"]
    return body, None


def _is_spaced_number(first: str, second: str) -> bool:
    """`St 32`, `BO 12`, `G.E.M. 1`: a number written as two words, as the card search reads it."""
    return bool(NUMBER_PREFIX.match(first.lower()) and NUMBER_TAIL.match(second.lower()))


def _split_card(rest: str) -> tuple[str, str]:
    """(number, name) from what is left once the count is gone; either may be empty.

    A number written as two words keeps its space (`St 32`), so a name whose last two words only
    look like one can still be resolved from the whole text.
    """
    paren = _PAREN_NUMBER.match(rest)
    # "Agumon (St-1)" carries the number in brackets; "Agumon (1)" is a name with a disambiguator.
    if paren and _is_number(paren["number"].strip()):
        return paren["number"].strip(), paren["name"].strip()
    tokens = rest.split()
    if len(tokens) >= 2 and _is_spaced_number(tokens[0], tokens[1]):
        return f"{tokens[0]} {tokens[1]}", " ".join(tokens[2:])
    if len(tokens) >= 3 and _is_spaced_number(tokens[-2], tokens[-1]):
        return f"{tokens[-2]} {tokens[-1]}", " ".join(tokens[:-2])
    if len(tokens) == 1:
        return (tokens[0], "") if _is_number(tokens[0]) else ("", tokens[0])
    if _is_number(tokens[0]):
        return tokens[0], " ".join(tokens[1:])
    if _is_number(tokens[-1]):
        return tokens[-1], " ".join(tokens[:-1])
    return "", rest


def parse_line(line_no: int, raw: str) -> DecklistLine | None:
    """One line, or None for a blank or comment-only line."""
    # NFKC first, so full-width input (３ Ｓｔ－１) reads like its ASCII twin.
    body = unicodedata.normalize("NFKC", raw.split("#", 1)[0]).strip()
    if not body:
        return None
    if len(body) > MAX_LINE_CHARS:
        return DecklistLine(
            line_no,
            raw[:MAX_LINE_CHARS] + "…",
            error=gettext("the card part of the line has {length:,} characters; at most {limit}").format(
                length=len(body), limit=MAX_LINE_CHARS
            ),
        )
    rest, count_text = _split_count(body)
    if not rest:
        return DecklistLine(
            line_no,
            raw,
            error=gettext("expected a card number or name after the count, got '{text}'").format(text=body),
        )
    number, name = _split_card(rest)
    count = 1 if count_text is None else int(count_text)
    if not 1 <= count <= MAX_COUNT:
        return DecklistLine(
            line_no,
            raw,
            count,
            number,
            name,
            error=gettext("bad count {count}: expected a number from 1 to {limit}").format(
                count=count, limit=MAX_COUNT
            ),
        )
    return DecklistLine(line_no, raw, count, number, name)


def parse_text(text: str) -> list[DecklistLine]:
    """Every meaningful line of `text`, in order; blank lines and `#` comments are skipped."""
    lines = []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        parsed = parse_line(line_no, raw)
        if parsed is not None:
            lines.append(parsed)
    return lines


_LEVEL_TITLES = {3: "Level III", 4: "Level IV", 5: "Perfect", 6: "Ultimate"}


def _section(card) -> tuple[int, str]:
    """Sort key and heading of a card's group: Digimon by level, then Options."""
    if card.kind != "digimon":
        return (9, "Options")
    if card.level_order in _LEVEL_TITLES:
        return (card.level_order, f"Digimon — {_LEVEL_TITLES[card.level_order]}")
    return (7, f"Digimon — {card.level.strip() or 'no level'}")


def write_text(entries: Iterable[tuple[object, int]], *, title: str = "") -> str:
    """`3 St-1 Agumon` lines grouped under `# ...` comments by kind and level; parse_text reads it back.

    Entries are (card, count) where the card has number, name, kind, level and level_order: a
    `cards.models.Card` or a `decks.records.DeckCard`.
    """
    entries = list(entries)
    out: list[str] = []
    if title:
        out.append(f"# {title}")
    out.append(f"# {sum(count for _, count in entries)} cards")
    by_section: dict[tuple[int, str], list[tuple[object, int]]] = {}
    for card, count in entries:
        by_section.setdefault(_section(card), []).append((card, count))
    for section in sorted(by_section):
        group = by_section[section]
        out.append("")
        out.append(f"# {section[1]} ({sum(count for _, count in group)})")
        out.extend(f"{count} {card.number} {card.name}" for card, count in group)
    return "\n".join(out) + "\n"
