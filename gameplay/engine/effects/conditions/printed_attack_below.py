""" "When your attack power without modification by effects or abilities (in other words, the attack
power stated on the card itself) is lower than the opponent's attack power after taking into account
effects and abilities" (St-221): the printed attack of the column `side` attacks with (B-8 step 1)
against the other side's B-8 value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class PrintedAttackBelow(Condition):
    kind: ClassVar[str] = "printed_attack_below"
    side: Side

    def holds(self, ctx: EffectQueries) -> bool:
        column = ctx.attack_column(self.side)
        if column not in ("A", "B", "C"):
            return False
        other: Side = "opponent" if self.side == "self" else "self"
        return ctx.base_attack(self.side, column) < ctx.attack_value(other)  # type: ignore[arg-type]
