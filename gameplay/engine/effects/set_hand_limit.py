"""Change the upper limit of a hand (T-P1 discards down to it, T-P2 refills up to it): "For the next
turn only, the upper limit of your hand becomes 8" (Bo-452). It holds while its source stays in its
slot (O-L2), so the card's printed limit ("at the end of the turn after the turn during which this
card was used") is how long it lasts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class SetHandLimit(Effect):
    kind: ClassVar[str] = "set_hand_limit"
    side: Side
    limit: int

    def apply(self, ctx: EffectContext) -> None:
        cards.set_hand_limit(ctx, self.side, self.limit)

    def describe(self) -> str:
        return f"the upper limit of {owner_word(self.side)} hand becomes {self.limit}"
