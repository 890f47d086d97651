""" "Add the amount stated in the Level III part of your Lost Points box, multiplied by 10, to your
attack power" (St-436 Virus Busters): `side`'s attack power gains `factor` times the lost points its
battling Digimon prints in `column` (RULES 1.6), read at each calculation (B-8 step 5), so an
evolved Digimon adds its own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, LostColumn, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddLostColumnAttack(Effect):
    kind: ClassVar[str] = "add_lost_column_attack"
    side: Side
    column: LostColumn
    factor: int

    def apply(self, ctx: EffectContext) -> None:
        attack.add_lost_column_attack(ctx, self.side, self.column, self.factor)

    def describe(self) -> str:
        return (
            f"add {self.factor} times the {self.column} column of {owner_word(self.side)} lost points to"
            f" {owner_word(self.side)} attack power"
        )
