""" "Both you and the opponent cannot regain points" (St-103, CD-11): while the source lasts, card
effects that would raise `side`'s points do nothing (an Ultimate's "regain" on evolving included)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class BlockRegain(Effect):
    kind: ClassVar[str] = "block_regain"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.block_regain(ctx, self.side)

    def describe(self) -> str:
        return "you cannot regain points" if self.side == "self" else "the opponent cannot regain points"
