""" "Double the basic A, B, and C attack of your Digimon" (Bo-595): B-8 step 2's printed value of
`side`'s battling Digimon is `factor` times the card's, whichever column it attacks with. Unlike
"double your attack power" (B-8 step 4), it is part of the base, so a later multiplier multiplies
the doubled value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class MultiplyBaseAttack(Effect):
    kind: ClassVar[str] = "multiply_base_attack"
    side: Side
    factor: int

    def apply(self, ctx: EffectContext) -> None:
        attack.multiply_base_attack(ctx, self.side, self.factor)

    def describe(self) -> str:
        return f"multiply {owner_word(self.side)} basic A, B and C attack by {self.factor}"
