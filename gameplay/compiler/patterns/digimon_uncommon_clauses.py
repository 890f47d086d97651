"""Digimon ability clauses in wordings the general tables do not know: the invalidation of a named
card worded "your opponent's" or with an unquoted name (St-656, St-669, St-671), the printed attack
of the card just discarded (St-717), an A that the attack C does not zero for the use (St-699) and the
cards of a kind shown from the hand (St-951).

"The opponent cannot use cards containing the word 'Limiter' in their name" (St-630) stays manual: a
Digimon's continuous ban applies in the battle (B-3), and Limiter cards are used in the Preparation
and Evolution Phases too."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.add_discarded_attack import AddDiscardedAttack
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_named_option import InvalidateNamedOption


@clause(
    rf"invalidate one of (?:your opponent's {QUOTED}|(?:the|your) opponent's (Shaggai Hole))"
    r" cards? and send it to the Dark Area"
)
def _invalidate_named_card(m: re.Match[str]) -> Clause:
    name = m.group(1) or m.group(2)
    return Clause((InvalidateNamedOption("opponent", (name,)),))


@clause(r"add the discarded [\w -]+?'s basic ([ABC]) attack power to your attack power")
def _discarded_attack(m: re.Match[str]) -> Clause:
    return Clause((AddDiscardedAttack(m.group(1).upper()),))  # type: ignore[arg-type]


@clause(r"make your (?:A attack|attack A) unable to go to zero due to the effects of attack C")
def _keep_a_for_the_use(m: re.Match[str]) -> Clause:
    # B-8 step 3 is skipped for the A attack while the use's effect lasts (the phase, B-11.2).
    return Clause((GrantImmunity("self", "zero_column:A"),))


@clause(
    # "for every card in your hand" (any card) is digimon_clauses._per_hand_card's, "… card you have in
    # your hand" counting._in_hand's.
    r"for (?:every|each) (?!cards? in)(.+?)(?<! you have) in your hand"
    r"(?: that you show (?:to )?(?:your|the) opponent)?( or on your sheet)?"
    r", add (\d+) to your attack power"
)
def _per_card_in_hand(m: re.Match[str]) -> Clause | None:
    # Showing cards to the opponent: the engine keeps no hidden-information state, so the shown cards
    # are the hand's cards of that kind, all of them (showing costs nothing, patterns/digimon_clauses.py).
    card_filter = noun_filter(m.group(1))
    if card_filter is None:
        return None
    # "in your hand or on your sheet" (St-836): both places, the Support Box with the sheet (B-10.10).
    zone = "sheet+hand" if m.group(2) else "hand"
    return Clause((AddAttackPerCard("self", int(m.group(3)), ("self",), zone, card_filter),))
