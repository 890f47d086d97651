"""What a battle draw costs one player instead of the usual 10 points (P-3, A-1): "Instead of both
players losing 10 points, you lose 10 points while the opponent loses 20 points" (Bo-144t),
"… both parties do not lose any points instead" (Sx-79). Acts when the battle ends in a draw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class DrawLoss(Effect):
    kind: ClassVar[str] = "draw_loss"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        points.set_draw_loss(ctx, self.side, self.amount)

    def describe(self) -> str:
        return f"the battle draw costs {owner_word(self.side)} side {self.amount} points instead"
