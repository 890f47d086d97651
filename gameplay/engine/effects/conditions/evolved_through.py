""" "If you Jogress evolved from two Digimon" (St-256, St-257, St-663, St-664, St-880), "When you evolve
using the card 'The Conflict I Staked My Life On'" (Bo-1037, Bo-1044, Bo-1053, Bx-1s), "the turn
during which you evolved from a red frame Digimon" (Bx-86, Bx-90): how `side`'s battling Digimon was
last put on top, as the engine records it in `PlayerState.evolved_route` (E-6.1, EC-2, EC-3).

`how` is "jogress" (its Evolution step used a Jogress alternative), "card" (the alternative it used
names the condition card `match`), "from" (the Digimon it covered passes the card test `match`) or
"began_from" (the Digimon the whole evolution began from passes it: in a warp evolution, RULES 1.10 and
E-6, the one the first step covered; "if the opponent's Level III or Level IV Digimon evolves, fuses or
appears into an Ultimate level Digimon", St-818)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class EvolvedThrough(Condition):
    kind: ClassVar[str] = "evolved_through"
    how: str
    match: str = ""
    side: Side = "self"

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.evolved_through(self.side, self.how, self.match)
