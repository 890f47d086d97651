""" "When the opponent is a red frame Digimon, even if you lose the battle, you may discard three cards
from your hand and not be sent to the Dark Area" (Bo-1033): `side`'s defeated Digimon stays in its
Digimon Box at P-5 (a), where a defeated Digimon that is not Level III goes to the Dark Area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class StayOnLoss(Effect):
    kind: ClassVar[str] = "stay_on_loss"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.stay_on_loss(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} defeated Digimon is not sent to the Dark Area"
