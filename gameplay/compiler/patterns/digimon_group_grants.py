"""A Digimon's ability that gives a player's battling Digimon a group: "The opponent gains the group
'Infected Digimon'" (Re-34t), "You may discard one card from your hand and gain the group 'Royal
Knights'" (St-884). The group counts for every "belonging to …" reading while it lasts (RULES 1.4)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.subjects import GROUP
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.base import Side


@clause(rf"(the opponent gains|gain) the group ['\"]({GROUP})['\"]")
def _gain_group(m: re.Match[str]) -> Clause:
    side: Side = "opponent" if m.group(1).lower().startswith("the opponent") else "self"
    return Clause((AddTrait(side, "group", m.group(2)),))
