"""Draw the top N cards of a Net Ocean and sort them by what they are: "Draw 4 cards from your Net
Ocean. If any of them are Digimon with 'Greymon' in their names, you may add those cards to your
hand. Shuffle the remaining cards back into your Net Ocean" (Re-14); "Your opponent draws 3 cards
from the top of their Net Ocean. For every Option card that they draw, immediately reduce their
points by 10. After that, return the drawn cards to the Net Ocean and shuffle them" (Bo-305).

The cards that pass one of `card_filters` (the filter words of `Cost`; any one of them) go to
`found_to`, at most `most` of them (top first, as drawn); the others go to `rest_to`: "hand",
"dark_area", "net_ocean" (shuffled back in) or "kept" (back on top in their order, Bo-499); found
cards may also be "slot": set face-down in the free option slots, the hand when none is free (Re-80). `side`
loses `points_each` points for every card found (a direct reduction when it is the opponent, P-7/P-8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards

_PLACES = {
    "hand": "the hand",
    "dark_area": "the Dark Area",
    "net_ocean": "the Net Ocean (shuffled)",
    "kept": "the top of the Net Ocean, in their order",
    "slot": "free option slots (face-down; the hand when none is free)",
}


@effect_kind
@dataclass(frozen=True)
class SearchNetOcean(Effect):
    kind: ClassVar[str] = "search_net_ocean"
    side: Side
    count: int
    card_filters: tuple[str, ...]
    found_to: str
    rest_to: str
    most: int | None = None
    points_each: int = 0

    def apply(self, ctx: EffectContext) -> None:
        cards.search_net_ocean(
            ctx,
            self.side,
            self.count,
            self.card_filters,
            self.found_to,
            self.rest_to,
            self.most,
            self.points_each,
        )

    def describe(self) -> str:
        found = " or ".join(self.card_filters)
        most = f" (at most {self.most})" if self.most is not None else ""
        points = f", {self.points_each} points lost for each" if self.points_each else ""
        return (
            f"draw the top {self.count} card(s) of {owner_word(self.side)} Net Ocean: those that are {found}"
            f" go to {_PLACES[self.found_to]}{most}{points}, the rest to {_PLACES[self.rest_to]}"
        )
