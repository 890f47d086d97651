""" "Your opponent's Nightmare Soldiers Digimon become unable to use any cards placed outside of their
slot 1 or power box" (Bo-1057): while the effect lasts, `side` may not use the cards of its option
slots 2 and 3, neither turning them face-up (O-3) nor paying them into the Power Box (EC-2); its slot 1
card and its Power Box it still uses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class RestrictToSlotOne(Effect):
    kind: ClassVar[str] = "restrict_to_slot_one"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        options.restrict_to_slot_one(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side can use only the card in its slot 1 and its Power Box"
