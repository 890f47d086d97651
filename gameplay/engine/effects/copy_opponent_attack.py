""" "Your attack power becomes the same as the opponent's (including any attack power adjustments that
has been affected by Option cards). After that, you may alter your attack power through effects or
abilities to get your final attack power." (St-211 Data Copy): `side`'s base attack is the other
side's B-8 value, and `side`'s own modifiers then apply to it (B-8 steps 4-7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class CopyOpponentAttack(Effect):
    kind: ClassVar[str] = "copy_opponent_attack"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        attack.copy_opponent_attack(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} attack power becomes the same as the other Digimon's"
