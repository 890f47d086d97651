""" "When your attack is B, your attack power becomes the same as your attack A" (Bo-445): `side`'s
basic attack power (B-8 step 2) is its printed `column` attack, whatever column it attacks with."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class UseColumnValue(Effect):
    kind: ClassVar[str] = "use_column_value"
    side: Side
    column: Column

    def apply(self, ctx: EffectContext) -> None:
        attack.use_column_value(ctx, self.side, self.column)

    def describe(self) -> str:
        return f"{owner_word(self.side)} attack power becomes its printed {self.column} attack"
