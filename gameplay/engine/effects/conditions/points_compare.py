""" "When your points are lower than the opponent's", "equal to or lower than your opponent's":
`side`'s points against the other side's (option use requirements, RULES 7.3 O-N2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class PointsCompare(Condition):
    kind: ClassVar[str] = "points_compare"
    side: Side
    # "lower": strictly fewer points than the other side; "at_most": fewer or equal.
    relation: Literal["lower", "at_most"]

    def holds(self, ctx: EffectQueries) -> bool:
        other: Side = "opponent" if self.side == "self" else "self"
        mine, theirs = ctx.points(self.side), ctx.points(other)
        return mine < theirs if self.relation == "lower" else mine <= theirs
