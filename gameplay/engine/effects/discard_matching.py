""" "After evolution, send one Digimon card from your hand to the Dark Area" (St-584, St-585): up to
`count` hand cards that pass `card_filter` (the filter words of `Cost`) go to the Dark Area; fewer
when the hand holds fewer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word


@effect_kind
@dataclass(frozen=True)
class DiscardMatching(Effect):
    kind: ClassVar[str] = "discard_matching"
    side: Side
    count: int
    card_filter: str

    def apply(self, ctx: EffectContext) -> None:
        ctx.discard_matching(self.side, self.count, self.card_filter)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side discards {self.count} hand card(s) ({self.card_filter})"
