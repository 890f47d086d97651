""" "Send all of the Digimon in the opponent's support box to the Dark Area. After that, both players
draw the amount of cards that were sent to the Dark Area from their Net Ocean" (Bx-170): `side`'s
support Digimon (B-10.5: the one card its ■ ability placed) goes to the Dark Area, and then each
player draws as many cards as went (O-K5)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardSupportThenDraw(Effect):
    kind: ClassVar[str] = "discard_support_then_draw"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.discard_support_then_draw(ctx, self.side)

    def describe(self) -> str:
        return (
            f"send {owner_word(self.side)} support Digimon to the Dark Area, then both players draw"
            " as many cards as were sent"
        )
