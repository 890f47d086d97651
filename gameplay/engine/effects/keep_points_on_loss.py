""" "During the turn, even if you lose the battle, the Digimon that used this card does not get sent to
the Dark Area, and your points do not get reduced" (St-607): `side` loses no points at P-3 when its
Digimon loses this turn's battle (the lost points of RULES 6.1 and every lost-point change)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class KeepPointsOnLoss(Effect):
    kind: ClassVar[str] = "keep_points_on_loss"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.keep_points_on_loss(ctx, self.side)

    def describe(self) -> str:
        owner = owner_word(self.side)
        return f"{owner} points are not reduced if {owner} Digimon loses the battle"
