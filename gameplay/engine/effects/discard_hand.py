"""Send a whole hand to the Dark Area ("after that, send your whole hand to the Dark Area")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardHand(Effect):
    kind: ClassVar[str] = "discard_hand"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        # The hand is counted when the effect resolves, so every card in it goes.
        cards.discard_from_hand(ctx, self.side, ctx.hand_size(self.side))

    def describe(self) -> str:
        return f"{owner_word(self.side)} side discards its whole hand"
