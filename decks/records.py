"""Small immutable card records for deck rules: what `decks.legality` needs to know about a card.

Legality is a pure module (DESIGN rule 1 applied to decks): it never touches the database. The
services build a `DeckCard` from each `cards.models.Card` once and hand the records over.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cards.models import Card

# A card that may be put in a deck in any number of copies (D-5 exception, `deckLimitOverride`).
UNLIMITED_COPIES = 1_000_000

# Card text that lifts the 3-per-name limit (D-5): "You may add as many of this Digimon into your
# deck as you like", "You can include as many of this Digimon in your deck as you want". The
# catalog has no deckLimitOverride column, so the flag is read from the card's own text.
_UNLIMITED_TEXT = re.compile(r"as many of this (?:digimon|card)s? (?:into|in|to) your deck", re.IGNORECASE)
# "You may include up to four of this card in your deck" (Bo-84t D-Reaper ADR-04, Bo-82t): a printed
# limit of its own in place of the format's (D-5).
_UP_TO_TEXT = re.compile(
    r"include up to (\d+|four|five|six|seven|eight|nine|ten) of this card in your deck", re.IGNORECASE
)
_COPY_WORDS = {"four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

LEVEL_III = 3
LEVEL_ULTIMATE = 6


def _printed_limit(text: str) -> int | None:
    """D-5 exception: the copies the card's own text allows, None when it prints no limit."""
    if _UNLIMITED_TEXT.search(text):
        return UNLIMITED_COPIES
    if m := _UP_TO_TEXT.search(text):
        word = m.group(1).lower()
        return _COPY_WORDS[word] if word in _COPY_WORDS else int(word)
    return None


def normalise_name(name: str) -> str:
    """RULES 2.1: NFKC, trimmed, inner whitespace collapsed, case-folded (the key D-5 groups by)."""
    return " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


@dataclass(frozen=True, slots=True)
class DeckCard:
    """One catalog card as deck rules see it (RULES 2.1 inputs: name, kind, level, game, set)."""

    number: str
    name: str
    base_name: str
    # normalise_name(base_name): two cards with the same name_key are "the same name" for D-5.
    name_key: str
    kind: str
    level: str = ""
    # III=3, IV=4, Perfect=5, Ultimate=6, 0 for level-less cards (Hybrid, D-Reaper).
    level_order: int = 0
    set_code: str = ""
    prefix: str = ""
    lost_iii: int | None = None
    lost_iv: int | None = None
    lost_perfect: int | None = None
    lost_ultimate: int | None = None
    # RULES 1.3: how an opponent reads a level-less card on its lost-point table. The catalog
    # does not carry it yet, so it is empty and D-W2 reports those cards.
    lost_point_column_as: str = ""
    # D-5 exception; None means the format's limit applies.
    deck_limit_override: int | None = None

    @classmethod
    def from_card(cls, card: Card) -> DeckCard:
        text = " ".join(
            filter(None, [card.ability_text, card.evolution_raw, card.effect_text, card.activation_text])
        )
        return cls(
            number=card.number,
            name=card.name,
            base_name=card.base_name,
            name_key=card.name_key,
            kind=card.kind,
            level=card.level,
            level_order=card.level_order,
            set_code=card.set_code,
            prefix=card.prefix,
            lost_iii=card.lost_iii,
            lost_iv=card.lost_iv,
            lost_perfect=card.lost_perfect,
            lost_ultimate=card.lost_ultimate,
            deck_limit_override=_printed_limit(text),
        )

    @property
    def is_digimon(self) -> bool:
        return self.kind == "digimon"

    @property
    def is_hybrid(self) -> bool:
        return self.level.strip().casefold() == "hybrid"

    @property
    def lost_points_complete(self) -> bool:
        return None not in (self.lost_iii, self.lost_iv, self.lost_perfect, self.lost_ultimate)
