"""Draw until the hand reaches its upper limit ("After that, draw cards until you reach your hand's
upper limit", Bo-346): an effect draw (T-P2 note), up to the limit in force (6, T-P1, unless an
option changed it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DrawToHandLimit(Effect):
    kind: ClassVar[str] = "draw_to_hand_limit"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.draw_to_hand_limit(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side draws until its hand reaches its upper limit"
