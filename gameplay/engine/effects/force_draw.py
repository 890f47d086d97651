""" "The battle ends in a draw" (P-1): unless the other Digimon is immune to forced draws."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class ForceDraw(Effect):
    kind: ClassVar[str] = "force_draw"

    def apply(self, ctx: EffectContext) -> None:
        points.force_draw(ctx)

    def describe(self) -> str:
        return "the battle ends in a draw"
