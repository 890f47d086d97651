""" "If you lost the battle on the turn during which this card was used, reduce the opponent's points
by the same amount that your points were reduced by" (CD-13): when `side` loses this turn's battle,
its P-3 loss is also taken from the other player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class MirrorLoss(Effect):
    kind: ClassVar[str] = "mirror_loss"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.mirror_loss(ctx, self.side)

    def describe(self) -> str:
        return f"if {owner_word(self.side)} Digimon loses this battle, the other player loses as many points"
