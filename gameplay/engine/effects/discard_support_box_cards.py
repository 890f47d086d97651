"""Send a number of cards of a side's Support Box to the Dark Area ("During battle, you may send as many
cards in the opponent's support box as you like to the Dark Area", Sp-16): the user announces how
many (O-3, one choice per count); the support Digimon goes first, then the other cards there (a
Spirit, a card placed next to the Digimon, B-10.10) in the order they came, and what they gave ends
(O-L2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardSupportBoxCards(Effect):
    kind: ClassVar[str] = "discard_support_box_cards"
    side: Side
    count: int

    def apply(self, ctx: EffectContext) -> None:
        cards.send_support_box_cards_to_dark_area(ctx, self.side, self.count)

    def describe(self) -> str:
        return f"send {self.count} cards of {owner_word(self.side)} support box to the Dark Area"
