""" "Once your opponent has lost 30 or more points since the point when this card's effects were
activated, immediately send this card to the Dark Area" (Bo-980): the source option leaves its slot
for the Dark Area as soon as `side` has `amount` points fewer than when the effect took place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class LeaveAfterLoss(Effect):
    kind: ClassVar[str] = "leave_after_loss"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        options.leave_after_loss(ctx, self.side, self.amount)

    def describe(self) -> str:
        return f"this card leaves once {owner_word(self.side)} side has lost {self.amount} points"
