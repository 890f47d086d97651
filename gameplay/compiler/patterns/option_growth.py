""" "Regular Growth" and "Irregular Growth": the placement of a ●/× card in the evolution requirements
(Power) box, upright for ● and sideways for × (EC-1). Bo-106 lays one of the opponent's upright
cards sideways, Bo-160 stands one of their sideways cards upright."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.turn_power_card import TurnPowerCard


@clause(
    r"(?:you can )?change the placement of one of the cards in (?:the|your) opponent's evolution requirements"
    r" box from '(Regular|Irregular) Growth' to '(Irregular|Regular) Growth'"
)
def _change_placement(m: re.Match[str]) -> Clause | None:
    before, after = m.group(1).lower(), m.group(2).lower()
    if before == after:
        return None
    return Clause((TurnPowerCard("opponent", to_sideways=before == "regular"),))
