""" "Your Digimon whose card number contains 'Re'" (Re-109): the card number printed on the battling
Digimon contains the letters as printed ("Re-54t", "ReSP-3"; not "Bo-452"), RULES 7.3."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class CardNumberContains(Condition):
    kind: ClassVar[str] = "card_number_contains"
    side: Side
    letters: str

    def holds(self, ctx: EffectQueries) -> bool:
        # Case as printed: a set prefix is capitalised ("Re"), a suffix lower-case ("t").
        return self.letters in ctx.card_number(self.side)
