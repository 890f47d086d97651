""" "When your Digimon is Grademon, you may stack one of the opponent's cards belonging to the 'Weapon'
category onto their point gauge" (Bx-30): up to `count` of `side`'s active (face-up) option cards that
pass `card_filter` (the filter words of `Cost`: "category_contains:Weapon") leave their slot for
their owner's point gauge; removing an active card ends its effect (O-L2, O-L4). Face-down cards
show no category, so only face-up ones are chosen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class StackActiveOption(Effect):
    kind: ClassVar[str] = "stack_active_option"
    side: Side
    card_filter: str
    count: int

    def apply(self, ctx: EffectContext) -> None:
        options.stack_active_options(ctx, self.side, self.card_filter, self.count)

    def describe(self) -> str:
        return (
            f"stack up to {self.count} of {owner_word(self.side)} active option cards ({self.card_filter})"
            " onto the point gauge"
        )
