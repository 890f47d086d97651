"""Stack the top cards of a Dark Area onto its owner's point gauge ("Shuffle either your or your
opponent's Dark Area and draw two cards, and stack those two cards on top of your/their point gauge",
Bo-347): the stacked cards are the ones that mark that player's points from then on (RULES 1.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DarkAreaToPointGauge(Effect):
    kind: ClassVar[str] = "dark_area_to_point_gauge"
    side: Side
    count: int

    def apply(self, ctx: EffectContext) -> None:
        cards.dark_area_to_point_gauge(ctx, self.side, self.count)

    def describe(self) -> str:
        return (
            f"stack the top {self.count} card(s) of {owner_word(self.side)} Dark Area onto that point gauge"
        )
