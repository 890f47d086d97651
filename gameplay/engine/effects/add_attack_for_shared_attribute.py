""" "During battle, send one Digimon belonging to the Seven Great Demon Lords from your hand to your
support box. When the Digimon that you sent with the use of this card has the same attribute as the
Digimon in your Digimon box, add 700 to your attack power" (Bo-1086): the card this use just paid
into the Support Box (not a support Digimon, B-10.5) is compared with the battling Digimon's
attributes as they are now (B-8 step 5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddAttackForSharedAttribute(Effect):
    kind: ClassVar[str] = "add_attack_for_shared_attribute"
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        attack.add_attack_for_shared_attribute(ctx, self.amount)

    def describe(self) -> str:
        return f"add {self.amount} to your attack if the card sent to the Support Box shares your attribute"
