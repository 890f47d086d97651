"""Base attack +N (B-8 step 2): counts as printed, so zeroing (step 3) wipes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddBaseAttack(Effect):
    kind: ClassVar[str] = "add_base_attack"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        attack.add_base_attack(ctx, self.side, self.amount)

    def describe(self) -> str:
        return f"add {self.amount} to {owner_word(self.side)} base attack"
