"""A change to the attack power of "all" the Digimon of a kind on one sheet: "Add 200 to the attack
power of all red frame Digimon on your sheet (including this card)" (Sx-48), "reduce the attack
power of all Vaccine attribute Digimon on the opponent's sheet by 200" (Sx-65).

Only the battling Digimon has an attack power in the battle (B-8); supports have none of their own,
so the change is the battling Digimon's, when it is of that kind.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import side_of
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.subjects import parse_subject
from gameplay.engine.effects.add_attack import AddAttack


def _described(words: str, side_words: str, amount: int) -> Clause | None:
    side = side_of(side_words)
    subject = parse_subject(side, f"a {words}")
    if subject is None:
        return None
    return Clause((AddAttack(side, amount),), subject)


# "all Digimon …" is the general clauses._add_to_described's.
@clause(
    r"add (\d+) to the attack power of all (?!(?:the )?Digimon\b)(.+?) on (your|the opponent's) sheet"
    r"(?: \(including this (?:card|Digimon)\))?"
)
def _add_to_all(m: re.Match[str]) -> Clause | None:
    return _described(m.group(2), m.group(3), int(m.group(1)))


@clause(
    r"(?:reduce|lower) the attack power of all (?!(?:the )?Digimon\b)(.+?) on (your|the opponent's) sheet"
    r" by (\d+)"
)
def _reduce_all(m: re.Match[str]) -> Clause | None:
    return _described(m.group(1), m.group(2), -int(m.group(3)))
