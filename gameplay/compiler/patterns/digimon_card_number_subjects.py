"""Digimon clauses that describe the Digimon they raise by the letters of its card number: "Add 580
to the attack power of your Digimon whose card number contains 'Re'" (Re-109, RULES 7.3)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.card_number_contains import CardNumberContains


@clause(rf"add (\d+) to the attack power of your Digimon whose card number contains {QUOTED}")
def _add_by_number_letters(m: re.Match[str]) -> Clause:
    return Clause((AddAttack("self", int(m.group(1))),), CardNumberContains("self", m.group(2)))
