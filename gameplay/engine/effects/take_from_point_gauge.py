"""Take cards stacked on the point gauge into the hand ("Add one of the Digimon cards currently stacked
on your point gauge to your hand (this effect cannot be used to add to your hand the card that was
placed on the point gauge at the start of the game)", Re-11t): only the cards effects put there, never
the marker card of setup (RULES 1.1, S-4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class TakeFromPointGauge(Effect):
    kind: ClassVar[str] = "take_from_point_gauge"
    side: Side
    # The filter words of `Cost` ("digimon").
    card_filter: str
    count: int

    def apply(self, ctx: EffectContext) -> None:
        cards.take_from_point_gauge(ctx, self.side, self.card_filter, self.count)

    def describe(self) -> str:
        return (
            f"{owner_word(self.side)} hand takes {self.count} card(s) ({self.card_filter}) stacked on the"
            " point gauge"
        )
