""" "non-Level III", "not belonging to Unknown": the opposite of a condition."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


@condition_kind
@dataclass(frozen=True)
class Not(Condition):
    kind: ClassVar[str] = "not"
    part: Condition

    def holds(self, ctx: EffectQueries) -> bool:
        return not self.part.holds(ctx)
