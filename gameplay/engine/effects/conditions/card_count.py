""" "When there is a red frame Digimon on the opponent's sheet", "when you have 3 Digimon belonging to
Deep Savers on your sheet", "when there are no Digimon belonging to Deep Savers …": a count of
cards (`EffectQueries.count_cards`) within bounds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class CardCount(Condition):
    kind: ClassVar[str] = "card_count"
    sides: tuple[Side, ...]
    zone: str
    card_filter: str
    at_least: int = 1
    at_most: int | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        found = sum(ctx.count_cards(side, self.zone, self.card_filter) for side in self.sides)
        return found >= self.at_least and (self.at_most is None or found <= self.at_most)
