""" "All mentions of 'regain' on all cards are changed to 'reduce'" (Bo-1023): while the source
lasts, a card effect that would raise `side`'s points by N lowers them by N instead."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class ReverseRegain(Effect):
    kind: ClassVar[str] = "reverse_regain"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.reverse_regain(ctx, self.side)

    def describe(self) -> str:
        return f"card effects that would regain {owner_word(self.side)} points reduce them instead"
