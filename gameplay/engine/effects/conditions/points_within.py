""" "When your points are 40 and below" / "… 60 and above" (also support conditions, B-10.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class PointsWithin(Condition):
    kind: ClassVar[str] = "points_within"
    side: Side
    at_most: int | None = None
    at_least: int | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        points = ctx.points(self.side)
        if self.at_most is not None and points > self.at_most:
            return False
        return self.at_least is None or points >= self.at_least
