""" "For every Digimon the opponent has with the same background as this card, immediately reduce the
opponent's points by 10" (St-322 Nature Spirits): one direct point change (P-7, P-8) of `delta`
times the cards counted when the effect applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word


@effect_kind
@dataclass(frozen=True)
class ChangePointsPerCard(Effect):
    kind: ClassVar[str] = "change_points_per_card"
    side: Side
    delta: int
    # Whose cards are counted, where (see `EffectQueries.count_cards`), and which.
    counted: tuple[Side, ...]
    zone: str
    card_filter: str = "any"

    def apply(self, ctx: EffectContext) -> None:
        found = sum(ctx.count_cards(side, self.zone, self.card_filter) for side in self.counted)
        if found:
            ctx.change_points(self.side, self.delta * found)

    def describe(self) -> str:
        whose = " and ".join(owner_word(side) for side in self.counted)
        verb = "gains" if self.delta >= 0 else "loses"
        return (
            f"{owner_word(self.side)} side {verb} {abs(self.delta)} points for every {self.card_filter} card"
            f" in {whose} {self.zone}"
        )
