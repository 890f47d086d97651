""" "(including Cherub, Dominion, Ophan, Power, Seraph, Virtue …)": the type (型) is exactly one of
the names, so "Power" is not "Power Synthesis" (a substring or word test would take both)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class SpeciesIs(Condition):
    kind: ClassVar[str] = "species_is"
    side: Side
    names: tuple[str, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        species = ctx.species(self.side).casefold()
        return any(species == name.casefold() for name in self.names)
