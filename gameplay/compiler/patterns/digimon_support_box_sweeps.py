"""A Digimon ability that empties the opponent's whole Support Box: "Only once during battle, send all
of the cards in the opponent's support box to the Dark Area." (Re-64), "… send all of the cards in your
opponent's slots and support box to the Dark Area." (Re-2), and the "If it is a Digimon card, …" of
a look at the top card (St-614). The support Digimon and every other card there (a Spirit, a card
placed next to the Digimon, B-10.10) go: effects.discard_support, scope "box"."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.base import Effect
from gameplay.engine.effects.discard_option_slots import DiscardOptionSlots
from gameplay.engine.effects.discard_support import DiscardSupport


@clause(r"send all (?:of )?the cards in (?:the|your) opponent's (slots and )?support box to the Dark Area")
def _empty_support_box(m: re.Match[str]) -> Clause:
    # "slots and support box": the three option slots too (O-L4), as "all of the cards in the
    # opponent's slots" reads.
    slots: tuple[Effect, ...] = (DiscardOptionSlots("opponent", 3),) if m.group(1) else ()
    return Clause((*slots, DiscardSupport("opponent", scope="box", count=None)))
