"""Send a side's face-down option cards back to that player's hand ("send any face-down cards in
either your or the opponent's slots back to your/their hand"): the cards were never used, so no
effect of theirs ends (O-L2); face-up cards stay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class ReturnFaceDownSlots(Effect):
    kind: ClassVar[str] = "return_face_down_slots"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        options.return_face_down_slots(ctx, self.side)

    def describe(self) -> str:
        return f"send the face-down cards in {owner_word(self.side)} slots back to the hand"
