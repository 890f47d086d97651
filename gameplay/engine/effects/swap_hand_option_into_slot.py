"""Swap an Option card of the hand with a face-down card set in a slot ("At the end of your Evolution
Phase, you may swap an Option card from your hand with a card already set in your slot", Re-77,
CD-7): the hand card is set face down in that slot, and the set card goes back to the hand. One
effect per slot, so the player's choice of slot is the effect they use (engine.option_menus); the
hand card is the one they name (the use's `pay`), else the newest Option card of the hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class SwapHandOptionIntoSlot(Effect):
    kind: ClassVar[str] = "swap_hand_option_into_slot"
    side: Side
    # The slot, 1 to 3.
    slot: int

    def apply(self, ctx: EffectContext) -> None:
        options.swap_hand_option_into_slot(ctx, self.side, self.slot)

    def describe(self) -> str:
        return f"swap an Option card of {owner_word(self.side)} hand with the card set in slot {self.slot}"
