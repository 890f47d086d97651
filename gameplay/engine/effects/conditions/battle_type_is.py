""" "When the opponent\'s battle type is C"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class BattleTypeIs(Condition):
    kind: ClassVar[str] = "battle_type_is"
    side: Side
    battle_type: Column

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.battle_type(self.side) == self.battle_type
