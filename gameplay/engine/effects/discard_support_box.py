"""Empty a side's whole Support Box ("send all of the cards in the opponent's support box to the Dark
Area", Re-64, Re-2, St-614): the support Digimon and every other card there (a Spirit, a card placed
next to the Digimon, B-10.10) go to the Dark Area, and what they gave ends (O-L2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardSupportBox(Effect):
    kind: ClassVar[str] = "discard_support_box"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.send_support_box_to_dark_area(ctx, self.side)

    def describe(self) -> str:
        return f"send all of the cards in {owner_word(self.side)} support box to the Dark Area"
