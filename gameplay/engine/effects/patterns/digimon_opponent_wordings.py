"""Digimon clauses on the opponent in wordings the shared clauses do not read: "reduce the attack
power of the opponent Digimon by 500" (Re-120), "the opponent's attack B goes to zero" (Sx-101)."""

from __future__ import annotations

import re

from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Column
from gameplay.engine.effects.patterns.clauses import Clause, clause
from gameplay.engine.effects.zero_column import ZeroColumn


@clause(r"reduce the attack power of the opponent Digimon by (\d+)")
def _reduce_opponent(m: re.Match[str]) -> Clause:
    return Clause((AddAttack("opponent", -int(m.group(1))),))


@clause(r"the opponent's attack ([ABC]) goes to zero")
def _zero_opponent_column(m: re.Match[str]) -> Clause:
    column: Column = "A" if m.group(1) == "A" else "B" if m.group(1) == "B" else "C"
    return Clause((ZeroColumn("opponent", column),))
