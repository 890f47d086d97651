""" "At the end of the battle phase, when you won the battle" (Bo-698): this battle's result (P-1,
known from the end of the Battle Phase) is a win for `side`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class BattleWon(Condition):
    kind: ClassVar[str] = "battle_won"
    side: Side

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.battle_won(self.side)
