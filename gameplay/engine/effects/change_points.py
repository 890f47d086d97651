"""Gain or lose points directly (P-7 clamps to 0..100, P-8 checks the game end at once)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word


@effect_kind
@dataclass(frozen=True)
class ChangePoints(Effect):
    kind: ClassVar[str] = "change_points"
    side: Side
    delta: int

    def apply(self, ctx: EffectContext) -> None:
        ctx.change_points(self.side, self.delta)

    def describe(self) -> str:
        verb = "gain" if self.delta >= 0 else "lose"
        return f"{owner_word(self.side)} side: {verb} {abs(self.delta)} points"
