"""Send the opponent's active (face-up) option cards that pass a card filter to the Dark Area:
"Send all currently activated blue frame Field cards in the opponent's slots to the Dark Area",
"… up to two currently activated Option cards … with the words 'High Speed' in its name …".
Removing an active card ends its effect (O-L2, O-L4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class DiscardActiveOptions(Effect):
    kind: ClassVar[str] = "discard_active_options"
    side: Side
    # The filter words of `Cost` ("option;type:Field;frame:blue", "name_contains:Defense").
    card_filter: str
    # How many cards at most; 3 (every slot, RULES 1.1) for "all".
    count: int

    def apply(self, ctx: EffectContext) -> None:
        options.discard_active_options(ctx, self.side, self.card_filter, self.count)

    def describe(self) -> str:
        return (
            f"send up to {self.count} of {owner_word(self.side)} active option cards ({self.card_filter})"
            " to the Dark Area"
        )
