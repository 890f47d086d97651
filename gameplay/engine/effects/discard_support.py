"""Send a side's support Digimon to the Dark Area ("send one of the opponent's support Digimon
belonging to Nightmare Soldiers to the Dark Area"): only a card placed by its ■ ability counts
(B-10.5), and only when it passes the card filter."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardSupport(Effect):
    kind: ClassVar[str] = "discard_support"
    side: Side
    # The filter words of `Cost` ("any", "field:NSo", "frame:red;digimon", ...).
    card_filter: str = "any"

    def apply(self, ctx: EffectContext) -> None:
        cards.send_support_to_dark_area(ctx, self.side, self.card_filter)

    def describe(self) -> str:
        which = "" if self.card_filter == "any" else f" ({self.card_filter})"
        return f"send {owner_word(self.side)} support Digimon{which} to the Dark Area"
