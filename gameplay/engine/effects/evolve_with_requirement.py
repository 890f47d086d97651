"""Evolve through a card that stands for an evolution condition (EC-2): "Evolve your Digimon into a
Digimon of the next level with Winning Percentage: 40%! in its evolution requirements"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class EvolveWithRequirement(Effect):
    kind: ClassVar[str] = "evolve_with_requirement"
    side: Side
    requirements: tuple[str, ...]

    def apply(self, ctx: EffectContext) -> None:
        evolution.evolve_with_requirement(ctx, self.side, self.requirements)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon evolves through " + " or ".join(self.requirements)
