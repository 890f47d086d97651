""" "While this card is activated, the opponent cannot set any Option cards" (Bo-980): while the effect
lasts, `side` sets no Option card (T-P6, nor from the hand in a battle window), except a card that can
"be set even when Particle Worm No. 2 is in effect" (a protection from the source card by name)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class ForbidSetting(Effect):
    kind: ClassVar[str] = "forbid_setting"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        options.forbid_setting(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side cannot set Option cards"
