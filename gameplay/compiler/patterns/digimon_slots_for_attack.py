"""A Digimon's ability that clears the opponent's slots and counts what went: "send all of the cards in
the opponent's slots to the Dark Area, and for every card sent, add 50 to your attack power" (Bo-356,
Bo-573). The cards are counted as they go (discard_slots_for_attack), so a card that stays in its slot
(RULES 7.8) adds nothing."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.discard_slots_for_attack import DiscardSlotsForAttack


@clause(
    r"send all (?:of )?(?:the )?cards in the opponent's slots to the Dark Area,? and for (?:every|each)"
    r" card sent, add (\d+) to your attack power"
)
def _slots_for_attack(m: re.Match[str]) -> Clause:
    return Clause((DiscardSlotsForAttack("opponent", int(m.group(1))),))
