"""Deck legality against the catalog: resolve numbers through the database, then decks.legality.

The legality rules themselves are pure (decks.legality); this module is the one place that turns
catalog rows into the `DeckCard` records they take.
"""

from __future__ import annotations

from collections.abc import Iterable

from cards.models import Card
from decks import legality
from decks.decklists.resolve import number_cards
from decks.formats import format_get
from decks.records import DeckCard
from dmcg_site.api_errors import DmcgError


def decklist_validate(*, format_code: str, cards: list[tuple[str, int]]) -> legality.Result:
    """Every violation and warning of a deck given as (number, count) pairs, numbers in any spelling.

    Numbers the catalog does not know reach the checker as plain strings, where they become
    E_UNKNOWN_CARD (D-2) or E_WRONG_GAME (D-3). An unknown format raises UnknownFormat (HTTP 400).
    """
    fmt = format_get(code=format_code)
    found = number_cards(numbers=[number for number, _ in cards])
    records = {number: DeckCard.from_card(card) for number, card in found.items()}
    return legality.check([(records.get(number, number), count) for number, count in cards], fmt)


def deck_cards_validate(*, format_code: str, entries: Iterable[tuple[Card, int]]) -> legality.Result:
    """Legality of a deck whose cards are already loaded (the editor, saved decks)."""
    fmt = format_get(code=format_code)
    return legality.check([(DeckCard.from_card(card), count) for card, count in entries], fmt)


class DeckNotLegal(DmcgError):
    """A deck that must be legal to be played (S-1) is not."""


def deck_require_legal(*, entries: Iterable[tuple[Card, int]], whose: str = "The deck") -> None:
    """S-1: each player presents a legal deck (the standard format, RULES 2.2), or DeckNotLegal."""
    result = deck_cards_validate(format_code="standard", entries=entries)
    if not result.legal:
        problems = "; ".join(f"{issue.message} ({issue.rule})" for issue in result.violations)
        raise DeckNotLegal(f"{whose} is not a legal deck (S-1): {problems}")
