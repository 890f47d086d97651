"""Send the top N cards of a Net Ocean to the Dark Area ("when you lose the battle, send the top 3
cards of the opponent's Net Ocean to the Dark Area"). Running out never loses (P-11)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardFromNetOcean(Effect):
    kind: ClassVar[str] = "discard_from_net_ocean"
    side: Side
    count: int

    def apply(self, ctx: EffectContext) -> None:
        cards.discard_from_net_ocean(ctx, self.side, self.count)

    def describe(self) -> str:
        return f"send the top {self.count} card(s) of {owner_word(self.side)} Net Ocean to the Dark Area"
