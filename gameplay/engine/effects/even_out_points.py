""" "The player with more points loses 10 points, and the player with less points regains 10 points.
If both players have an equal amount of points, both players regain 10 points." (Re-20t): points
compared when the effect acts, then changed as card effects (P-7 clamps, P-8 checks)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind


@effect_kind
@dataclass(frozen=True)
class EvenOutPoints(Effect):
    kind: ClassVar[str] = "even_out_points"
    loss: int
    regain: int
    tie: int

    def apply(self, ctx: EffectContext) -> None:
        mine, theirs = ctx.points("self"), ctx.points("opponent")
        if mine == theirs:
            ctx.change_points("self", self.tie)
            ctx.change_points("opponent", self.tie)
            return
        ahead: Side = "self" if mine > theirs else "opponent"
        behind: Side = "opponent" if ahead == "self" else "self"
        ctx.change_points(ahead, -self.loss)
        ctx.change_points(behind, self.regain)

    def describe(self) -> str:
        return (
            f"the player with more points loses {self.loss} and the other regains {self.regain}"
            f" (both regain {self.tie} when equal)"
        )
