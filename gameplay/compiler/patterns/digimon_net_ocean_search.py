"""A Digimon's search of its whole Net Ocean for one named card: "When you evolve into this Digimon,
search your Net Ocean for one Wizarmon card and add it to your hand (shuffle your Net Ocean
afterwards)" (G.E.M.-4, Bx-180)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.search_net_ocean import SearchNetOcean

# S-1: a deck is 30 cards, so a search of this many cards looks through the whole Net Ocean.
_WHOLE_NET_OCEAN = 30


@clause(
    r"search your Net Ocean for (?:one|a|an) (.+?),? and add it to your hand"
    r" \((?:shuffle your Net Ocean afterwards|after that, shuffle your Net Ocean)\)"
)
def _search_for_one(m: re.Match[str]) -> Clause | None:
    card_filter = noun_filter(m.group(1))
    if card_filter is None or card_filter == "any":
        return None
    # The first such card found goes to the hand; the Net Ocean is shuffled (the state's PRNG, S-3).
    return Clause((SearchNetOcean("self", _WHOLE_NET_OCEAN, (card_filter,), "hand", "net_ocean", most=1),))
