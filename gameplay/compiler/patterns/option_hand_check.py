"""A count of the opponent's hand after looking at it: "Check the contents of the opponent's hand, and
for every Virus attribute Digimon in their hand, reduce their attack power by 80." (St-486).

Looking at the hand changes nothing in play (as option_prefixes reads "Check the opponent's hand,
and if it contains …"); the attack change is B-8 step 5, once per counted card.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard


@clause(
    r"check the (?:contents of )?(?:the )?opponent's hand,? and for (?:every|each) (.+?) in their hand,"
    r" reduce their attack power by (\d+)"
)
def _reduce_per_card_in_their_hand(m: re.Match[str]) -> Clause | None:
    card_filter = noun_filter(m.group(1))
    if card_filter is None:
        return None
    return Clause((AddAttackPerCard("opponent", -int(m.group(2)), ("opponent",), "hand", card_filter),))
