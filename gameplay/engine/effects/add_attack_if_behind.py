""" "If your attack power is lower than the opponent's at the point of time when this card is used,
add 150 to your attack power": the two B-8 attack values are compared once, when the card is used;
the addition then stays even after it has put this side ahead (it is not an O-N2 situation that
is checked again)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddAttackIfBehind(Effect):
    kind: ClassVar[str] = "add_attack_if_behind"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        other: Side = "opponent" if self.side == "self" else "self"
        if ctx.attack_value(self.side) < ctx.attack_value(other):
            attack.add_attack(ctx, self.side, self.amount)

    def describe(self) -> str:
        return f"add {self.amount} to {owner_word(self.side)} attack if it is lower than the other side's now"
