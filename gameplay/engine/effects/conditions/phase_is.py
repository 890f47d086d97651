""" "During your Preparation Phase, you may …": the phase the game is in ("preparation",
"evolution", "battle", "point_calculation"), so that the ability is offered only in that phase's
use window (T-P5 for the Preparation Phase)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


@condition_kind
@dataclass(frozen=True)
class PhaseIs(Condition):
    kind: ClassVar[str] = "phase_is"
    phases: tuple[str, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.phase() in self.phases
