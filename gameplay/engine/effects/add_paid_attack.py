""" "Send one Digimon card … to your support box. After that, add that Digimon's basic A attack power to
your attack power" (St-759): the printed attack (RULES 1.5) of the card the use just paid into the
Support Box is added (B-8 step 5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddPaidAttack(Effect):
    kind: ClassVar[str] = "add_paid_attack"
    column: Column

    def apply(self, ctx: EffectContext) -> None:
        attack.add_paid_attack(ctx, self.column)

    def describe(self) -> str:
        return f"add the printed {self.column} attack of the card sent to the Support Box to your attack"
