"""A Digimon that changes a type: "Change the type of one of the Digimon on your or your opponent's sheet
to Insect type" (Bo-688 Kabuterimon, Bo-888 Yanmamon, Bo-889 Kuwagamon).

It is effects.change_species on the opponent's battling Digimon while this Digimon battles: the cards
that print it are of that type themselves, so the change that matters in a battle is the opponent's
(RULES 1.9, "when facing an Insect type Digimon").
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.change_species import ChangeSpecies


@clause(r"change the type of one of the Digimon on your or your opponent's sheet to ([A-Z][\w-]*) type")
def _type_change(m: re.Match[str]) -> Clause:
    return Clause((ChangeSpecies("opponent", m.group(1)),))
