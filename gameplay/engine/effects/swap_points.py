""" "Swap your and the opponent's points" (Bo-698): each player's points become the other's (P-8 is
checked after, as for any point change)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class SwapPoints(Effect):
    kind: ClassVar[str] = "swap_points"

    def apply(self, ctx: EffectContext) -> None:
        points.swap_points(ctx)

    def describe(self) -> str:
        return "your and the opponent's points are swapped"
