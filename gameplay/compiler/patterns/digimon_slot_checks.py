"""Looking at one card in the opponent's slots and sending it away: "During battle, you may discard two
Level III Digimon cards from your hand, check the contents of one card in the opponent's slot, and
send it to the Dark Area." (Bo-366), "… verify one of the cards in the opponent's slots, and send to
the Dark Area." (Bo-1137). One of the opponent's option cards, face-up or not, goes to the Dark Area
(effects.discard_option_slots), as "send one of the cards in the opponent's slots to the Dark Area"
reads (Bo-488); the price is read by the cost reader."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.discard_option_slots import DiscardOptionSlots


@clause(
    r"(?:verify|check the contents of) one (?:of the cards|card) in the opponent's slots?,?"
    r" and send (?:it )?to the Dark Area"
)
def _checked_slot_to_dark_area(m: re.Match[str]) -> Clause:
    return Clause((DiscardOptionSlots("opponent", 1),))
