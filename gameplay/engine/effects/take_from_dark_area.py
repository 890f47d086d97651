"""Add cards from the Dark Area to the hand: "Choose one Digimon card from your Dark Area and add it
to your hand" (Bo-162). The player names the cards in the `pay` of the Use action (as for discard
costs); otherwise the engine takes the latest matching cards sent there (the top of the Dark Area).
As many as there are, up to `count`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class TakeFromDarkArea(Effect):
    kind: ClassVar[str] = "take_from_dark_area"
    side: Side
    card_filter: str
    count: int

    def apply(self, ctx: EffectContext) -> None:
        cards.take_from_dark_area(ctx, self.side, self.card_filter, self.count)

    def describe(self) -> str:
        return (
            f"add {self.count} {self.card_filter} card(s) from {owner_word(self.side)} Dark Area to the hand"
        )
