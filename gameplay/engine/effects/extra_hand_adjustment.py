"""One more hand adjustment in the next Preparation Phase: "During the next turn's Preparation Phase,
after adjusting your hand as per normal, you may adjust your hand one additional time (one time max)"
(Re-28t). After the T-P2 refill the player is back at T-P1 once: they may discard again and refill
again (preparation.apply)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class ExtraHandAdjustment(Effect):
    kind: ClassVar[str] = "extra_hand_adjustment"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.grant_extra_hand_adjustment(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side may adjust its hand once more in the next Preparation Phase"
