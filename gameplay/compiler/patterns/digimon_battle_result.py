"""What a Digimon's ability does with the battle's result (P-3, P-5), in wordings the shared clauses
do not read: "When the battle ends in a draw, the opponent loses a further 10 points" (St-988),
"When the battle ends in a draw, you do not lose any points, and the opponent's Digimon is sent to
the Dark Area" (Re-54)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.draw_loss import DrawLoss
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea


@clause(r"the opponent loses a further (\d+) points")
def _further_loss(m: re.Match[str]) -> Clause:
    # P-3: a "reduce again" loss comes after the normal calculation.
    return Clause((AddLostPoints("opponent", int(m.group(1))),))


@clause(
    r"(?:you do not lose any points|your points do not get reduced), and the opponent's Digimon is sent"
    r" to the Dark Area"
)
def _draw_won(m: re.Match[str]) -> Clause:
    # this battle's draw costs this side nothing; P-5 (a): the opponent's Digimon (never its
    # Level III) leaves as a loser's would.
    return Clause((DrawLoss("self", 0), SendDigimonToDarkArea("opponent")))
