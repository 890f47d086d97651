""" "The opponent loses its special abilities" (B-11.5): blanks the ◎ lines, not information lines."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class NegateSpecials(Effect):
    kind: ClassVar[str] = "negate_specials"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        traits.negate_specials(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon loses its special abilities"
