"""Evolve ignoring the evolution conditions (blocked by "cannot be ignored" cards)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class EvolveIgnoringConditions(Effect):
    kind: ClassVar[str] = "evolve_ignoring_conditions"
    side: Side
    # The Digimon it may evolve into, in the filter words of `EvolveInto.target_filter`: the next
    # level (RULES 4.2) unless the card names others, "evolve it into a Perfect level Digimon in
    # your evolution box" from a Level III or IV (CD-9: "level:Perfect"). Read by engine.ignoring.
    target_filter: str = "next_level"

    def apply(self, ctx: EffectContext) -> None:
        evolution.evolve_ignoring_conditions(ctx, self.side)

    def describe(self) -> str:
        into = "" if self.target_filter == "next_level" else f" into a Digimon ({self.target_filter})"
        return f"{owner_word(self.side)} Digimon evolves{into} ignoring its evolution conditions"
