"""Invalidate one option card ("invalidate one of the opponent's Program Option cards before it takes
effect"): unlike `negate_options`, one card of one type, which then goes to the Dark Area (O-L4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class InvalidateOption(Effect):
    kind: ClassVar[str] = "invalidate_option"
    side: Side
    # "Item", "Program", "Field" or "any" (RULES 7.7 categories are not types).
    card_type: str = "any"

    def apply(self, ctx: EffectContext) -> None:
        options.invalidate_option(ctx, self.side, self.card_type)

    def describe(self) -> str:
        kind = "option" if self.card_type == "any" else f"{self.card_type} option"
        return f"invalidate one of {owner_word(self.side)} {kind} cards"
