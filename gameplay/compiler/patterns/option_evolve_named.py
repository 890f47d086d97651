"""A Battle Phase option that evolves the battling Digimon into a named card of the hand (E-6.7):
"… and evolve your Digimon into either the Shakkoumon or Holy Angemon card in your hand" (Vj-10,
Vj-5, Vj-8, with the Level IV card they send to the Dark Area as their price).

The card does not say "ignore the evolution requirements", but the Level IV card it is paid with
stands for the whole Jogress; the engine reads it as an evolution that ignores the requirements
(RULES 4.2, E-11), so a target whose requirements "cannot be ignored" is not reached.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.evolve_from_hand import EvolveFromHand

# Capitalised words, case-sensitive inside the case-insensitive clause pattern ("XV-mon",
# "Holy Angemon").
_NAME = r"(?-i:[A-Z][\w.-]*(?: [A-Z][\w.-]*)*)"


@clause(rf"evolve your Digimon into (?:either )?the ({_NAME}) or ({_NAME}) card in your hand")
def _evolve_into_either(m: re.Match[str]) -> Clause:
    target = "name:" + "|".join(m.groups())
    # The evolution acts only when the hand holds one of them (HandFits), as St-609's does.
    return Clause((EvolveFromHand("self", target),), HandFits("self", "evolve", target, ()))
