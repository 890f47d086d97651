"""Attack ×N or ÷N (B-8 step 4): only the most recently activated multiplier applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class MultiplyAttack(Effect):
    kind: ClassVar[str] = "multiply_attack"
    side: Side
    numerator: int
    denominator: int = 1

    def apply(self, ctx: EffectContext) -> None:
        attack.multiply_attack(ctx, self.side, self.numerator, self.denominator)

    def describe(self) -> str:
        factor = f"{self.numerator}" if self.denominator == 1 else f"{self.numerator}/{self.denominator}"
        return f"multiply {owner_word(self.side)} attack by {factor}"
