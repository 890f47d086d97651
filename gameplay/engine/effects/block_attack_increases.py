""" "The opponent cannot use any effects or abilities that multiply or add to their attack power"
(Bo-793 Hit Lock): while the source stays in play, the side's own effects and abilities add nothing
to its attack and multiply it by nothing over 1; what they added before stays (it was already used)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class BlockAttackIncreases(Effect):
    kind: ClassVar[str] = "block_attack_increases"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        attack.block_attack_increases(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} own effects and abilities cannot add to or multiply its attack"
