"""Zero one attack column (B-8 step 3), e.g. "the opponent's A becomes 0"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class ZeroColumn(Effect):
    kind: ClassVar[str] = "zero_column"
    side: Side
    column: Column

    def apply(self, ctx: EffectContext) -> None:
        attack.zero_column(ctx, self.side, self.column)

    def describe(self) -> str:
        return f"{owner_word(self.side)} {self.column} attack becomes 0"
