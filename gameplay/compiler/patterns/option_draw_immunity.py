"""A protection from forced draws worded from the side of the one who would force it: "During battle,
the opponent cannot cause the battle to end in a draw" (St-690). It is the P-1 immunity of
"cannot receive effects that cause the battle to end in a draw" (FORCED_DRAW) held by this side: the
opponent's "the battle ends in a draw" does nothing to it, and this side's own still works."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.immunity import GrantImmunity


@clause(r"the opponent cannot (?:cause|make) the battle (?:to )?(?:end in|be) a draw")
def _opponent_cannot_force_draw(m: re.Match[str]) -> Clause:
    return Clause((GrantImmunity("self", imm.FORCED_DRAW),))
