"""Digimon clauses on the opponent in wordings the shared clauses do not read: "reduce the attack
power of the opponent Digimon by 500" (Re-120), "the opponent's attack B goes to zero" (Sx-101),
"invalidate one currently active Option card" (St-419), "This Digimon's A will not go to zero due to
the effects of the opponent Level III Digimon's attack" (JR-1)."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Column
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_active_option import InvalidateActiveOption
from gameplay.engine.effects.zero_column import ZeroColumn


@clause(r"reduce the attack power of the opponent Digimon by (\d+)")
def _reduce_opponent(m: re.Match[str]) -> Clause:
    return Clause((AddAttack("opponent", -int(m.group(1))),))


@clause(r"the opponent's attack ([ABC]) goes to zero")
def _zero_opponent_column(m: re.Match[str]) -> Clause:
    column: Column = "A" if m.group(1) == "A" else "B" if m.group(1) == "B" else "C"
    return Clause((ZeroColumn("opponent", column),))


@clause(
    r"invalidate one (?:currently active Option card|(Field|Item|Program) Option card currently in effect)"
)
def _invalidate_active(m: re.Match[str]) -> Clause:
    # As digimon_clauses._invalidate_active: the opponent's active card is the one worth invalidating.
    return Clause((InvalidateActiveOption("opponent", m.group(1).title() if m.group(1) else "any"),))


@clause(
    r"this Digimon's ([ABC]) will not go to zero due to the effects of the opponent"
    r" (Level III|Level IV|Perfect)(?: level)? Digimon's attack"
)
def _column_kept_from_a_level(m: re.Match[str]) -> Clause:
    # RULES 1.5: the column keeps its value against an opponent of that level only.
    level = m.group(2).removeprefix("Level ")
    return Clause((GrantImmunity("self", imm.ZERO_COLUMN + m.group(1)),), LevelIs("opponent", (level,)))
