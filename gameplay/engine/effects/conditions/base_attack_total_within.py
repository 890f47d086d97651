""" "If the added total of its basic A and B attack powers is 1000 and above": the sum of the
printed attacks of several columns (RULES 1.5), each before any B-8 modification."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class BaseAttackTotalWithin(Condition):
    kind: ClassVar[str] = "base_attack_total_within"
    side: Side
    columns: tuple[Column, ...]
    at_least: int | None = None
    at_most: int | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        total = sum(ctx.base_attack(self.side, column) for column in self.columns)
        return (self.at_least is None or total >= self.at_least) and (
            self.at_most is None or total <= self.at_most
        )
