"""Take N cards from the Net Ocean into the hand: an effect draw, not the T-P2 refill (O-K5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word


@effect_kind
@dataclass(frozen=True)
class DrawCards(Effect):
    kind: ClassVar[str] = "draw_cards"
    side: Side
    count: int

    def apply(self, ctx: EffectContext) -> None:
        ctx.draw(self.side, self.count)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side draws {self.count} card(s)"
