"""Attack additions and multiplications that "are not affected by the effects of the card 'Hit Lock'"
(Bo-121t, Bo-130t, Bo-132t, Bo-138t, Bo-139t, Bo-1001): `effects` apply even while Hit Lock (Bo-793)
keeps the owner's effects and abilities from adding to or multiplying its attack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class PastAttackBlock(Effect):
    kind: ClassVar[str] = "past_attack_block"
    effects: tuple[Effect, ...]

    def apply(self, ctx: EffectContext) -> None:
        attack.past_attack_block(ctx, self.effects)

    def describe(self) -> str:
        inner = "; ".join(effect.describe() for effect in self.effects)
        return f"{inner}, even while 'Hit Lock' blocks attack increases"
