"""Send every card of a hand that passes a filter to the Dark Area: "Check the opponent's hand, and
send all red frame Option cards in their hand to the Dark Area" (Bx-77)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word


@effect_kind
@dataclass(frozen=True)
class DiscardHandMatching(Effect):
    kind: ClassVar[str] = "discard_hand_matching"
    side: Side
    card_filter: str

    def apply(self, ctx: EffectContext) -> None:
        ctx.discard_hand_matching(self.side, self.card_filter)

    def describe(self) -> str:
        return f"send every {self.card_filter} card in {owner_word(self.side)} hand to the Dark Area"
