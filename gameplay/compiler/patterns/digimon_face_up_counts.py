"""Digimon counting clauses over the Option cards a side has face up: "For every Option card that the
opponent has face up, add 200 to your attack power" (St-701).

Option cards are face up only in the slots (RULES 1.1: they are set face-down and turned face-up
there, O-1), so the count is of the side's face-up slot cards that are Option cards."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.base import Side


@clause(
    r"for (?:every|each) Option card (?:that )?(?P<whose>you have|the opponent has|your opponent has)"
    r" face[- ]up, add (?P<amount>\d+) to your attack power"
)
def _per_face_up_option(m: re.Match[str]) -> Clause:
    counted: Side = "self" if m.group("whose") == "you have" else "opponent"
    return Clause(
        (AddAttackPerCard("self", int(m.group("amount")), (counted,), "slots_face_up", "option", None),)
    )
