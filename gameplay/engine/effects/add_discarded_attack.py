""" "You may discard one Agnimon card from your hand, and add the discarded Agnimon's basic A attack power
to your attack power (1 card max)" (St-717, St-719, St-725): the printed attack (RULES 1.5) of the card
the use just discarded into the Dark Area is added (B-8 step 5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddDiscardedAttack(Effect):
    kind: ClassVar[str] = "add_discarded_attack"
    column: Column

    def apply(self, ctx: EffectContext) -> None:
        attack.add_discarded_attack(ctx, self.column)

    def describe(self) -> str:
        return f"add the printed {self.column} attack of the discarded card to your attack"
