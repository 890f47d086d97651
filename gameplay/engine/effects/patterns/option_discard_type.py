""" "You may discard one Digimon card from your hand, and change your battle type to match discarded
card's battle type (1 card max)" (Bo-2f): the discard and the type change are one choice
(DiscardForBattleType), made only for a type that helps (B-3). `option_widening` rewords it as
"You may change your battle type to match one Digimon card you discard from your hand.", so that the
discard is not read as a price paid apart from the change."""

from __future__ import annotations

import re

from gameplay.engine.effects.discard_for_battle_type import DiscardForBattleType
from gameplay.engine.effects.patterns.clauses import Clause, clause

REWORDED = "You may change your battle type to match one Digimon card you discard from your hand."
PRINTED = (
    r"You may discard one Digimon card from your hand,? and change your battle type to match (?:the )?"
    r"discarded card's battle type(?: \(1 card max\))?\.?"
)


@clause(r"change your battle type to match one Digimon card you discard from your hand")
def _discard_for_type(m: re.Match[str]) -> Clause:
    return Clause((DiscardForBattleType("self"),))
