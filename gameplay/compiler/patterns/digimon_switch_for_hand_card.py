"""A Digimon that makes way for a card from the hand: "During battle, you may send this Digimon to the
Dark Area, and send one Belphemon card from your hand to your Digimon box" (Bo-1s), "… send this Digimon
to the Dark Area and send one Seraphimon card from your hand to the Digimon Box" (Bo-9v).

It is effects.switch_from_hand, the switch of Bo-268: the battling Digimon goes to the Dark Area and
the card from the hand battles in its place, which is no evolution (E-6.5 does not fire). The ability
acts only while the hand holds such a card (HandFits).
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.switch_from_hand import SwitchFromHand


@clause(
    r"send this Digimon to the Dark Area,? and send (?:one|a|an) (.+?) card from your hand to (?:your|the)"
    r" Digimon box"
)
def _switch_for_hand_card(m: re.Match[str]) -> Clause | None:
    card_filter = noun_filter(m.group(1))
    if card_filter is None:
        return None
    card_filter = f"digimon;{card_filter}" if "digimon" not in card_filter.split(";") else card_filter
    return Clause((SwitchFromHand("self", card_filter),), HandFits("self", "switch", card_filter, ()))
