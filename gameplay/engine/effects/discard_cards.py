"""Send N hand cards to the Dark Area (the owner chooses; the opponent\'s unseen, at random)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardCards(Effect):
    kind: ClassVar[str] = "discard_cards"
    side: Side
    count: int

    def apply(self, ctx: EffectContext) -> None:
        cards.discard_from_hand(ctx, self.side, self.count)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side discards {self.count} hand card(s)"
