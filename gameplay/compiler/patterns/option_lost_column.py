"""Lost-point wordings: "Directly reduce the opponent's points by the Level IV amount stated in your lost
points field" (St-608): the amount is read from the owner's printed lost-point table
(ReduceByLostColumn); "You may reduce your lost points by 10 (however, it cannot become zero)"
(Bx-34): a cut of P-3's lost points that never leaves none (CutLostPoints)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.base import LostColumn
from gameplay.engine.effects.cut_lost_points import CutLostPoints
from gameplay.engine.effects.reduce_by_lost_column import ReduceByLostColumn

_COLUMNS: dict[str, LostColumn] = {
    "level iii": "III",
    "level iv": "IV",
    "perfect": "Perfect",
    "ultimate": "Ultimate",
}


@clause(
    r"(?:directly )?reduce the opponent's points by the (Level III|Level IV|Perfect|Ultimate)(?: level)?"
    r" amount (?:stated|written) (?:in|on) your lost points field"
)
def _by_own_lost_column(m: re.Match[str]) -> Clause:
    return Clause((ReduceByLostColumn("opponent", "self", _COLUMNS[m.group(1).lower()]),))


@clause(r"(?:you may )?reduce your lost points by (\d+) \(however, (?:it|they) cannot become (?:zero|0)\)")
def _cut_not_to_zero(m: re.Match[str]) -> Clause:
    # "You may": a smaller loss is always the owner's choice, so the engine makes it.
    return Clause((CutLostPoints("self", int(m.group(1))),))
