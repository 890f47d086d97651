"""Send a battling Digimon (not its Level III) to the Dark Area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class SendDigimonToDarkArea(Effect):
    kind: ClassVar[str] = "send_to_dark_area"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.send_digimon_to_dark_area(ctx, self.side)

    def describe(self) -> str:
        return f"send {owner_word(self.side)} Digimon to the Dark Area"
