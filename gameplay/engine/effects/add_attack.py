"""Attack +N / -N (B-8 step 5): every active addition stacks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddAttack(Effect):
    kind: ClassVar[str] = "add_attack"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        attack.add_attack(ctx, self.side, self.amount)

    def describe(self) -> str:
        if self.amount >= 0:
            return f"add {self.amount} to {owner_word(self.side)} attack"
        return f"subtract {-self.amount} from {owner_word(self.side)} attack"
