""" "A Digimon with a basic A attack of 600 or more written on its card": the printed attack of one
column (RULES 1.5), before any B-8 modification."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class BaseAttackWithin(Condition):
    kind: ClassVar[str] = "base_attack_within"
    side: Side
    column: Column
    at_least: int | None = None
    at_most: int | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        value = ctx.base_attack(self.side, self.column)
        return (self.at_least is None or value >= self.at_least) and (
            self.at_most is None or value <= self.at_most
        )
