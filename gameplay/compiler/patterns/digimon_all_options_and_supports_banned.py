"""A Digimon that stops every Option card and support ability in play: "All Option cards and support
abilities cannot be used, including those already in effect" (Bo-1064, Bo-1088 Leviamon).

Both players may turn no Option card face-up (forbid_option_cards) nor place a support (B-10,
forbid_supports), and neither battling Digimon receives the effects of any Option card ("options"
immunity), which also ends what the cards already in effect gave, as "All Digimon cannot receive the
effects of Field Option cards" does for one type (Bo-431).
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.base import Effect, Side
from gameplay.engine.effects.forbid_option_cards import ForbidOptionCards
from gameplay.engine.effects.forbid_supports import ForbidSupports
from gameplay.engine.effects.immunity import ALL_OPTIONS, GrantImmunity

_BOTH: tuple[Side, ...] = ("self", "opponent")


@clause(r"all Option cards and support abilities cannot be used, including those already in effect")
def _all_options_and_supports(m: re.Match[str]) -> Clause:
    effects: list[Effect] = []
    for side in _BOTH:
        effects += [GrantImmunity(side, ALL_OPTIONS), ForbidOptionCards(side, "option"), ForbidSupports(side)]
    return Clause(tuple(effects))
