"""Send face-up option cards of a side to the Dark Area ("send all of the opponent's support Digimon
and face-up cards in their slots to the Dark Area"): every card turned face-up qualifies, a card set
face-up (T-P6) and not used yet included; face-down cards stay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class DiscardFaceUpSlots(Effect):
    kind: ClassVar[str] = "discard_face_up_slots"
    side: Side
    # Three option slots (RULES 1.1): "all" is 3.
    count: int = 3

    def apply(self, ctx: EffectContext) -> None:
        options.discard_face_up_slots(ctx, self.side, self.count)

    def describe(self) -> str:
        return f"send {self.count} face-up card(s) in {owner_word(self.side)} slots to the Dark Area"
