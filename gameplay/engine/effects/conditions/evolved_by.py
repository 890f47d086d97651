""" "When you evolve into this Digimon due to the effects of the opponent's Option cards" (Bo-1113,
Bo-1131, Bo-1165 …): the battling Digimon of `side` was put on top by an effect of this cause
(E-6.5, E-6.7), as the engine records it in `PlayerState.evolved_by` when it evolves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class EvolvedBy(Condition):
    kind: ClassVar[str] = "evolved_by"
    # "<own|opponent>_<option|ability>", seen from `side`: "opponent_option" is an Option card of
    # `side`'s opponent.
    cause: str
    side: Side = "self"

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.evolved_by(self.side) == self.cause
