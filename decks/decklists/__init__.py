"""Decklist formats: tolerant plain text and LackeyCCG .dek, both ways.

`parse_text` is pure; `load_text` resolves against the catalog and raises `DecklistError` listing
every bad line with its line number, so callers save nothing while any line fails.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from decks.decklists.dek import parse_dek, write_dek
from decks.decklists.resolve import DecklistError, LineError, resolve_lines
from decks.decklists.text import MAX_LINE_CHARS, MAX_TEXT_LINES, DecklistLine, parse_text, write_text

if TYPE_CHECKING:
    from cards.models import Card

__all__ = [
    "DecklistError",
    "DecklistLine",
    "LineError",
    "is_dek",
    "load_any",
    "load_dek",
    "load_text",
    "parse_dek",
    "parse_text",
    "write_dek",
    "write_text",
]


def load_text(text: str, *, picks: Mapping[int, str] | None = None) -> list[tuple[Card, int]]:
    """(card, count) for a plain-text decklist, or DecklistError naming every bad line.

    A list longer than MAX_TEXT_LINES is refused before any line is parsed, naming the limit.
    """
    lines = text.splitlines()
    if len(lines) > MAX_TEXT_LINES:
        raise DecklistError(
            [
                LineError(
                    MAX_TEXT_LINES + 1,
                    lines[MAX_TEXT_LINES][:MAX_LINE_CHARS],
                    f"the decklist has {len(lines):,} lines; a decklist has at most {MAX_TEXT_LINES:,} lines",
                )
            ]
        )
    return resolve_lines(parse_text(text), picks=picks)


def load_dek(data: str | bytes, *, picks: Mapping[int, str] | None = None) -> list[tuple[Card, int]]:
    """(card, count) for the main deck of a LackeyCCG .dek file, or DecklistError naming every bad card."""
    return resolve_lines(parse_dek(data), picks=picks)


def is_dek(text: str) -> bool:
    """Whether `text` is a .dek document rather than a plain list: no decklist line starts with "<"."""
    return text.lstrip("\ufeff \t\r\n").startswith("<")


def load_any(text: str, *, picks: Mapping[int, str] | None = None) -> list[tuple[Card, int]]:
    """(card, count) for a plain-text decklist or a .dek file's contents pasted as text.

    `picks` maps a line number to the card number chosen for that line's ambiguous name.
    """
    return (load_dek if is_dek(text) else load_text)(text, picks=picks)
