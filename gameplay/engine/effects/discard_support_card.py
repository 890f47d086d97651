"""Send one card of a side's Support Box, other than its support Digimon, to the Dark Area ("Send one
card in the opponent's support box with the words 'Training Manual' in its name to the Dark Area",
St-686): a card placed next to the Digimon or a Spirit, when it passes the card filter; what it gave
ends as it leaves (O-L2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardSupportCard(Effect):
    kind: ClassVar[str] = "discard_support_card"
    side: Side
    # The filter words of `Cost` ("name_contains:Training Manual").
    card_filter: str

    def apply(self, ctx: EffectContext) -> None:
        cards.send_support_card_to_dark_area(ctx, self.side, self.card_filter)

    def describe(self) -> str:
        return f"send one {self.card_filter} card of {owner_word(self.side)} Support Box to the Dark Area"
