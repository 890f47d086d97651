""" "You can make your attack either A, B, or C, depending on which one has the highest attack power
written on your card (if any of them have the same attack power, you can choose between either of
them)" (Bo-349): whether `column`'s printed attack (RULES 1.5) is the highest of the three, ties
included."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class PrintedColumnHighest(Condition):
    kind: ClassVar[str] = "printed_column_highest"
    side: Side
    column: Column

    def holds(self, ctx: EffectQueries) -> bool:
        columns: tuple[Column, ...] = ("A", "B", "C")
        printed = [ctx.base_attack(self.side, c) for c in columns]
        return ctx.base_attack(self.side, self.column) == max(printed)
