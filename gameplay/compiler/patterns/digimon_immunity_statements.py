"""Whole Digimon sentences that state an immunity in wordings the shared statements do not read:
"Cannot receive the effects of the opponent's 'The Revelation of Hidden Power!!' cards" (Bx-141),
"A or C will not go to zero due to the effects of an attack C or A" (St-578)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED
from gameplay.compiler.patterns.statements import statement
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.base import Effect
from gameplay.engine.effects.immunity import GrantImmunity


@statement(rf"cannot receive (?:the )?effects of the opponent's {QUOTED} cards?")
def _opponent_card_protected(m: re.Match[str]) -> tuple[Effect, ...]:
    # Only the opponent can use a card against this Digimon, so "the opponent's" narrows nothing.
    return (GrantImmunity("self", imm.CARD + m.group(1)),)


@statement(
    r"([ABC](?:(?:,|,? and|,? or) [ABC])*) will not go to zero due to the effects of an attack [ABC]"
    r"(?:(?:,|,? and|,? or) [ABC])*"
)
def _columns_protected_from_an_attack(m: re.Match[str]) -> tuple[Effect, ...]:
    # RULES 1.5 / B-8 step 3, as statements._columns_protected reads "… of attack C".
    return tuple(GrantImmunity("self", imm.ZERO_COLUMN + c) for c in re.findall(r"[ABC]", m.group(1)))
