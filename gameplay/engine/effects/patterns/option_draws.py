"""Option clauses that move cards between the hand, the Net Ocean, the Dark Area and the point gauge
(the "draws" family): shuffling the Dark Area back into the Net Ocean, drawing up to the hand's upper
limit and changing that limit (T-P1, T-P2).

They register into the shared clause list (patterns/clauses.py); the compiler imports this module
through patterns/option_lines.py.
"""

from __future__ import annotations

import re

from gameplay.engine.effects.base import Effect
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.draw_to_hand_limit import DrawToHandLimit
from gameplay.engine.effects.patterns import COUNT, count
from gameplay.engine.effects.patterns.clauses import Clause, clause, parse_clause
from gameplay.engine.effects.recycle_dark_area import RecycleDarkArea
from gameplay.engine.effects.set_hand_limit import SetHandLimit

_HAND_LIMIT = r"(?:the upper limit of your hand|your hand's upper limit)"


@clause(
    r"return all (?:of )?the cards in your Dark Area to your Net Ocean and shuffle it"
    r"|shuffle (?:all )?(?:of )?the cards in your Dark Area back into your Net Ocean"
    r"|shuffle your Dark Area back into your Net Ocean"
)
def _recycle(m: re.Match[str]) -> Clause:
    return Clause((RecycleDarkArea("self"),))


@clause(rf"draw cards until you reach {_HAND_LIMIT}")
def _draw_to_limit(m: re.Match[str]) -> Clause:
    return Clause((DrawToHandLimit("self"),))


@clause(rf"draw a new hand of {COUNT} cards")
def _new_hand(m: re.Match[str]) -> Clause:
    # Printed after "send your whole hand to the Dark Area" (CD-15): the hand is empty, so a new
    # hand of 6 is 6 cards drawn.
    return Clause((DrawCards("self", count(m.group(1))),))


@clause(
    rf"(?:for the next turn only, )?(?:the upper limit of your hand becomes|change {_HAND_LIMIT} to)"
    rf" {COUNT}(?:,? and (.+?))?"
    # Bo-451's reminder of T-P1 under the new limit: the Preparation Phase discards down to it.
    r"(?: \(if your hand has more than \w+ cards in it, adjust it during the preparation phase so that"
    r" there are only \w+ cards in your hand\))?"
)
def _hand_limit(m: re.Match[str]) -> Clause | None:
    # "For the next turn only": the card stays in its slot until the end of the next turn (its
    # printed limit), and the new limit lasts as long as it does (O-L2), so T-P1/T-P2 of the next
    # turn use it.
    effects: tuple[Effect, ...] = (SetHandLimit("self", count(m.group(1))),)
    if m.group(2):
        rest = parse_clause(m.group(2))
        if rest is None or rest.condition is not None:
            return None
        effects += rest.effects
    return Clause(effects)
