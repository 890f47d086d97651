"""Attack with a fixed column whatever the opponent's battle type (B-8 step 1): "you can make your
attack B regardless of the opponent's battle type"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class SetAttackColumn(Effect):
    kind: ClassVar[str] = "set_attack_column"
    side: Side
    column: Column

    def apply(self, ctx: EffectContext) -> None:
        attack.set_attack_column(ctx, self.side, self.column)

    def describe(self) -> str:
        return f"{owner_word(self.side)} attack uses column {self.column}"
