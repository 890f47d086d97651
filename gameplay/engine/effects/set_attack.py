"""Set an attack to a fixed value ("attack power becomes 0")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class SetAttack(Effect):
    kind: ClassVar[str] = "set_attack"
    side: Side
    value: int

    def apply(self, ctx: EffectContext) -> None:
        attack.set_attack(ctx, self.side, self.value)

    def describe(self) -> str:
        return f"set {owner_word(self.side)} attack to {self.value}"
