""" "When facing a Beast type Digimon": the species (型) contains the word."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class SpeciesContains(Condition):
    kind: ClassVar[str] = "species_contains"
    side: Side
    word: str

    def holds(self, ctx: EffectQueries) -> bool:
        return self.word.casefold() in ctx.species(self.side).casefold()
