"""Lost points +N for this battle (P-3): additions stack and come after the normal calculation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class AddLostPoints(Effect):
    kind: ClassVar[str] = "lost_points_add"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        points.add_lost_points(ctx, self.side, self.amount)

    def describe(self) -> str:
        return f"{owner_word(self.side)} lost points +{self.amount}"
