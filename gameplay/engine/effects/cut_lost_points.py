""" "You may reduce your lost points by 10 (however, it cannot become zero)" (Bx-34): the lost points
of P-3 are cut by N while the source stays, unless the cut would leave none."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class CutLostPoints(Effect):
    kind: ClassVar[str] = "cut_lost_points"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        points.cut_lost_points(ctx, self.side, self.amount)

    def describe(self) -> str:
        return f"{owner_word(self.side)} lost points -{self.amount}, never down to zero"
