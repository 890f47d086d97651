""" "When your attack is B", "when the opponent's attack is A or C": the column a side attacks with
(B-8 step 1: the opponent's battle type unless an effect fixed the column)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class AttackColumnIs(Condition):
    kind: ClassVar[str] = "attack_column_is"
    side: Side
    columns: tuple[Column, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.attack_column(self.side) in self.columns
