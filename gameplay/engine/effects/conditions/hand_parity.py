""" "When you have an even number of cards in your hand" / "… an odd number …" (St-746, St-747)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class HandParity(Condition):
    kind: ClassVar[str] = "hand_parity"
    side: Side
    even: bool

    def holds(self, ctx: EffectQueries) -> bool:
        # An empty hand holds 0 cards: an even number.
        return ctx.hand_size(self.side) % 2 == (0 if self.even else 1)
