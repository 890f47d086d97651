"""Shuffle a whole Dark Area back into its Net Ocean ("Return all the cards in your Dark Area to your
Net Ocean and shuffle it", Bo-346; the same move the P-5 (c) death check makes, without its losses)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class RecycleDarkArea(Effect):
    kind: ClassVar[str] = "recycle_dark_area"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.recycle_dark_area(ctx, self.side)

    def describe(self) -> str:
        return f"shuffle {owner_word(self.side)} Dark Area back into the Net Ocean"
