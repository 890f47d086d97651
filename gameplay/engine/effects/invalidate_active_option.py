"""Invalidate one currently active option card ("invalidate one currently active Field Option
card"): only a face-up card in effect qualifies; it is negated and goes to the Dark Area (O-L4).

The printed text lets the user pick any active card of the type; the compiler names the
opponent's, the one a player invalidates to gain anything (A-18: one active Field per player).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class InvalidateActiveOption(Effect):
    kind: ClassVar[str] = "invalidate_active_option"
    side: Side
    # "Item", "Program", "Field" or "any".
    card_type: str = "any"

    def apply(self, ctx: EffectContext) -> None:
        options.invalidate_active_option(ctx, self.side, self.card_type)

    def describe(self) -> str:
        kind = "option" if self.card_type == "any" else f"{self.card_type} option"
        return f"invalidate one of {owner_word(self.side)} currently active {kind} cards"
