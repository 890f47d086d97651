"""Shuffle a Dark Area ("After that, shuffle your Dark Area", Bo-162): its order is what later "the top
cards of your Dark Area" effects read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class ShuffleDarkArea(Effect):
    kind: ClassVar[str] = "shuffle_dark_area"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.shuffle_dark_area(ctx, self.side)

    def describe(self) -> str:
        return f"shuffle {owner_word(self.side)} Dark Area"
