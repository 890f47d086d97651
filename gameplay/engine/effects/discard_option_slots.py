"""Send N cards from option slots to the Dark Area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class DiscardOptionSlots(Effect):
    kind: ClassVar[str] = "discard_option_slots"
    side: Side
    count: int

    def apply(self, ctx: EffectContext) -> None:
        options.discard_option_slots(ctx, self.side, self.count)

    def describe(self) -> str:
        return f"send {self.count} of {owner_word(self.side)} option slot card(s) to the Dark Area"
