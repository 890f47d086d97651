"""Decklist formats: tolerant plain text and LackeyCCG .dek, both ways (issue 3 §4).

`parse_text` is pure; `load_text` resolves against the catalog and raises `DecklistError` listing
every bad line with its line number, so callers save nothing while any line fails.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from decks.decklists.resolve import DecklistError, LineError, resolve_lines
from decks.decklists.text import DecklistLine, parse_text, write_text

if TYPE_CHECKING:
    from cards.models import Card

__all__ = ["DecklistError", "DecklistLine", "LineError", "load_text", "parse_text", "write_text"]


def load_text(text: str) -> list[tuple[Card, int]]:
    """(card, count) for a plain-text decklist, or DecklistError naming every bad line."""
    return resolve_lines(parse_text(text))
