"""Invalidate option cards of one side (send the negated card to the Dark Area, O-L4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class NegateOptions(Effect):
    kind: ClassVar[str] = "negate_options"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        options.negate_options(ctx, self.side)

    def describe(self) -> str:
        return f"invalidate {owner_word(self.side)} option card"
