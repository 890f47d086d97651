""" "When your opponent's Level III Digimon evolves into a Digimon with the same name as a Level IV
Digimon that has been evolved to before" (Bo-269): `side`'s battling Digimon, just evolved, is of
`level` and bears the name of a Digimon of that level `side` evolved into earlier in the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class EvolvedIntoNameAgain(Condition):
    kind: ClassVar[str] = "evolved_into_name_again"
    level: str
    side: Side = "self"

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.level(self.side) == self.level and ctx.evolved_name_before(self.side, self.level)
