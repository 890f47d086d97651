""" "When your hand contains three or four cards", "when the opponent has 6 or more cards in their hand"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class HandSizeWithin(Condition):
    kind: ClassVar[str] = "hand_size_within"
    side: Side
    at_least: int = 0
    at_most: int | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        size = ctx.hand_size(self.side)
        return size >= self.at_least and (self.at_most is None or size <= self.at_most)
