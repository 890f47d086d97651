""" "The opponent cannot use or place support Digimon into their support box" (St-938, Bo-1020): while
the effect lasts, `side` places no support Digimon (B-10), which is how a support is used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class ForbidSupports(Effect):
    kind: ClassVar[str] = "forbid_supports"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        options.forbid_supports(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side cannot place support Digimon"
