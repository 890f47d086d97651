""" "Stack all of the opponent's cards with 'Particle Worm' in their names onto their point gauge"
(Sx-107): every option card of `side`'s slots that passes `card_filter` (the filter words of `Cost`,
"name_contains:Particle Worm") and that this effect reaches leaves its slot (O-L2: what it gave ends)
for the point gauge of its owner, not the Dark Area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class StackSlotCardsOnPointGauge(Effect):
    kind: ClassVar[str] = "stack_slot_cards_on_point_gauge"
    side: Side
    card_filter: str

    def apply(self, ctx: EffectContext) -> None:
        options.stack_slot_cards_on_point_gauge(ctx, self.side, self.card_filter)

    def describe(self) -> str:
        return f"{owner_word(self.side)} slot cards ({self.card_filter}) are stacked onto the point gauge"
