"""\"This Digimon will always attack last, regardless of original turn order\": its owner plays the
turn as the second player (後攻, RULES 0.3). The order matters in HCB: the second player confirms
and uses its windows first in battle (B-3, B-4), the first player acts first in the Point
Calculation Phase (P-2, P-4) and the death check (P-5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class AttackLast(Effect):
    kind: ClassVar[str] = "attack_last"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.attack_last(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon attacks last (second player) this turn"
