"""Send a side's hand cards that pass a filter to the Dark Area: "After evolution, send one Digimon card
from your hand to the Dark Area" (St-584, St-585), `count` 1; "Check the opponent's hand, and send all
red frame Option cards in their hand to the Dark Area" (Bx-77), `count` None. `card_filter` is in the
filter words of `Cost`; fewer go when the hand holds fewer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardMatching(Effect):
    kind: ClassVar[str] = "discard_matching"
    side: Side
    # None: every matching card the hand holds when the effect resolves.
    count: int | None
    card_filter: str

    def apply(self, ctx: EffectContext) -> None:
        if self.count is None:
            cards.discard_hand_matching(ctx, self.side, self.card_filter)
        else:
            cards.discard_matching(ctx, self.side, self.count, self.card_filter)

    def describe(self) -> str:
        how_many = "every" if self.count is None else f"{self.count}"
        return f"{owner_word(self.side)} side discards {how_many} hand card(s) ({self.card_filter})"
