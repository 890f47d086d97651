""" "You lose your A>0 ability" (St-380): the side's C attack no longer zeroes the opponent's A attack
(RULES 1.5, B-8 step 3) while the effect lasts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class LoseZeroing(Effect):
    kind: ClassVar[str] = "lose_zeroing"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        attack.lose_zeroing(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} C attack no longer zeroes the A attack"
