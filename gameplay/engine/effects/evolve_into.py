"""Evolve through a Power Box card that also restricts the Digimon it evolves into (EC-2, A-20):
"Evolve your Digimon into a Perfect or Hybrid level Digimon with Winning Percentage: 40%! in its
evolution requirements", "… into a red frame Digimon with …"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class EvolveInto(Effect):
    kind: ClassVar[str] = "evolve_into"
    side: Side
    requirements: tuple[str, ...]
    # The Digimon the card may evolve into, in the filter words of `Cost` ("level:Perfect|Hybrid",
    # "frame:red"), alternatives joined by " or " ("next_level or level:Hybrid", where "next_level"
    # is the level after the evolving Digimon's); "any" when the card names no restriction. The
    # engine's payment rules read it (conditions.pays): the card pays for no other target.
    target_filter: str = "any"
    # The Digimon that may evolve with it, in the same words ("group:Fusion Form").
    from_filter: str = "any"

    def apply(self, ctx: EffectContext) -> None:
        # The evolution itself is the Power Box payment the card makes (E-6.2).
        evolution.evolve_with_requirement(ctx, self.side, self.requirements)

    def describe(self) -> str:
        into = "" if self.target_filter == "any" else f" into a Digimon ({self.target_filter})"
        source = "" if self.from_filter == "any" else f" ({self.from_filter})"
        return f"{owner_word(self.side)} Digimon{source} evolves{into} through " + " or ".join(
            self.requirements
        )
