"""Lost points ×N for this battle (P-3): the last multiplier wins, never on a direct attack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class MultiplyLostPoints(Effect):
    kind: ClassVar[str] = "lost_points_multiply"
    side: Side
    factor: int

    def apply(self, ctx: EffectContext) -> None:
        points.multiply_lost_points(ctx, self.side, self.factor)

    def describe(self) -> str:
        return f"multiply {owner_word(self.side)} lost points by {self.factor}"
