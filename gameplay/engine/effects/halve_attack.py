"""Halve the final attack after effects and abilities (B-8 step 7, rounded down, A-19)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class HalveAttack(Effect):
    kind: ClassVar[str] = "halve_attack"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        attack.halve_after_effects(ctx, self.side)

    def describe(self) -> str:
        return f"halve {owner_word(self.side)} final attack"
