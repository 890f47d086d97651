""" "When your attack is B, add your A attack power to your total attack power" (Bo-863): `side`'s
printed `column` attack is added to its attack power (B-8 step 5), read from the battling Digimon
at each calculation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddColumnValue(Effect):
    kind: ClassVar[str] = "add_column_value"
    side: Side
    column: Column

    def apply(self, ctx: EffectContext) -> None:
        attack.add_column_value(ctx, self.side, self.column)

    def describe(self) -> str:
        return f"add {owner_word(self.side)} printed {self.column} attack to its attack power"
