"""Evolve ignoring the evolution conditions (blocked by "cannot be ignored" cards)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word


@effect_kind
@dataclass(frozen=True)
class EvolveIgnoringConditions(Effect):
    kind: ClassVar[str] = "evolve_ignoring_conditions"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        ctx.evolve_ignoring_conditions(self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon evolves ignoring its evolution conditions"
