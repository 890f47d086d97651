""" "Your Ultimate or Hybrid level Digimon with only one Digimon name in its evolution requirements
field" (Bo-799): the battling Digimon's evolution requirements (RULES 4.2) name exactly one Digimon,
in one alternative or in several (its "from" and Jogress requirements; Option and Spirit cards are
not Digimon names)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class OneEvolutionName(Condition):
    kind: ClassVar[str] = "one_evolution_name"
    side: Side

    def holds(self, ctx: EffectQueries) -> bool:
        return len(ctx.evolution_names(self.side)) == 1
