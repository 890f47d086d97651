"""Digimon ability lines about how the card itself is fused (RULES 4.2, EC-5, E-11).

"When Tailmon is in the Digimon Box and the Digimental of Friendship is in the Evolution Requirements
Box, they can fuse into this Digimon." (Bo-326 Bitmon … Bo-333) says again what the card's armor
evolution requirement already says (EC-8); the engine reads that requirement, so the line changes
nothing in play. "This Digimon can only be fused from the Digimon stated in this card's evolution
requirements field." (Bo-211 Omegamon; "Can only fuse from the Digimon stated in its evolution
requirements field.", Tv-1) forbids every other way onto the sheet: an effect that
ignores the evolution requirements cannot reach it (E-11), as for "The evolution requirements cannot
be ignored".
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.statements import statement
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.base import Effect
from gameplay.engine.effects.immunity import GrantImmunity

_ARMOR_RESTATEMENT = compile_re(
    r"When [A-Z][\w-]*(?: [A-Z][\w-]*)? is in the Digimon Box and the Digimental of [A-Z]\w+ is in the"
    r" Evolution Requirements Box, they can fuse into this Digimon\.?"
)


def restates_requirement(sentence: str) -> bool:
    """Whether the sentence only repeats the card's own armor evolution requirement (EC-8)."""
    return _ARMOR_RESTATEMENT.fullmatch(sentence) is not None


@statement(
    r"(?:This Digimon can only be fused|Can only fuse) from the Digimon stated in (?:this card's|its)"
    r" evolution requirements field"
)
def _only_fused_as_printed(m: re.Match[str]) -> tuple[Effect, ...]:
    return (GrantImmunity("self", imm.IGNORE_EVOLUTION_CONDITIONS),)
