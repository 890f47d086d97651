""" "If the number of Digimon cards in their hand is less than half the total number of cards in their
hand" (St-382): fewer than `numerator`/`denominator` of `side`'s hand cards pass `card_filter` (the
filter words of `Cost`); an empty hand has no such share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class HandShareBelow(Condition):
    kind: ClassVar[str] = "hand_share_below"
    side: Side
    card_filter: str
    numerator: int = 1
    denominator: int = 2

    def holds(self, ctx: EffectQueries) -> bool:
        found = ctx.count_cards(self.side, "hand", self.card_filter)
        return found * self.denominator < ctx.hand_size(self.side) * self.numerator
