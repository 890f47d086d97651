""" "At the end of the turn, the Digimon that used this card is stacked onto the point gauge, regardless
of whether it won or lost" (St-752): the battling Digimon that used the option leaves at P-5 (d) for
the point gauge's effect-placed cards, if it is still the battling Digimon then."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class StackUserAtEndOfTurn(Effect):
    kind: ClassVar[str] = "stack_user_at_end_of_turn"

    def apply(self, ctx: EffectContext) -> None:
        points.stack_user_at_end_of_turn(ctx)

    def describe(self) -> str:
        return "the Digimon that used this card is stacked onto the point gauge at the end of the turn"
