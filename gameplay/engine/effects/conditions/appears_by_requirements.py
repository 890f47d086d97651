""" "(excluding … Digimon that evolve through appearance requirements)" (St-592): the battling Digimon
has appearance requirements (E-9) among its evolution requirements."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class AppearsByRequirements(Condition):
    kind: ClassVar[str] = "appears_by_requirements"
    side: Side

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.appears_by_requirements(self.side)
