""" "This card remains in its slot and continues its effects until the opponent's Particle Worm No. 2
loses its effect" (Bx-6, Sx-27): the source option stays only while one of `side`'s options that
pass `card_filter`, in use when the effect took place, is still in use."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class LeaveWithOption(Effect):
    kind: ClassVar[str] = "leave_with_option"
    side: Side
    card_filter: str

    def apply(self, ctx: EffectContext) -> None:
        options.leave_with_option(ctx, self.side, self.card_filter)

    def describe(self) -> str:
        return (
            f"this card stays while {owner_word(self.side)} {self.card_filter} option in use keeps its effect"
        )
