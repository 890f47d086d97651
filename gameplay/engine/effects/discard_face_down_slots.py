"""Send face-down option cards of a side to the Dark Area ("choose one face-down card in the
opponent's slots and send it to the Dark Area"): only cards not yet turned face-up qualify."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class DiscardFaceDownSlots(Effect):
    kind: ClassVar[str] = "discard_face_down_slots"
    side: Side
    count: int = 1

    def apply(self, ctx: EffectContext) -> None:
        options.discard_face_down_slots(ctx, self.side, self.count)

    def describe(self) -> str:
        return f"send {self.count} face-down card(s) in {owner_word(self.side)} slots to the Dark Area"
