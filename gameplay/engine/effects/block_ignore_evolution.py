""" "During the battle phase, both parties cannot use the effects of 'ignore the evolution
requirements'" (Bx-147): while the source lasts, an "ignore the evolution requirements" effect used
for `side` in a Battle Phase does nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class BlockIgnoreEvolution(Effect):
    kind: ClassVar[str] = "block_ignore_evolution"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        evolution.block_ignore_evolution(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} 'ignore the evolution requirements' effects do nothing in battle"
