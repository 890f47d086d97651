""" "For this turn, add 'Send two additional Digimon cards from your hand to the Dark Area' to the
opponent's evolution requirements field" (Bo-646): for the rest of the turn every evolution, fusion and
appearance of `side` also costs `count` hand cards that pass `card_filter` (EC-4), sent to the Dark Area;
a step that cannot pay it is not carried out (E-6.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class AddEvolutionCost(Effect):
    kind: ClassVar[str] = "add_evolution_cost"
    side: Side
    count: int
    card_filter: str = "any"

    def apply(self, ctx: EffectContext) -> None:
        evolution.add_evolution_cost(ctx, self.side, self.count, self.card_filter)

    def describe(self) -> str:
        cards = "Digimon cards" if self.card_filter == "digimon" else "cards"
        return (
            f"for this turn, every evolution of {owner_word(self.side)} Digimon also costs"
            f" {self.count} {cards} from the hand"
        )
