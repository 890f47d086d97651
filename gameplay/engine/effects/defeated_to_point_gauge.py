""" "When you win the battle, instead of being sent to the Dark Area, the opponent Digimon gets
stacked onto the point gauge" (Bo-791): `side`'s defeated Digimon goes onto its owner's point gauge
at P-5 (a) instead of the Dark Area; a Level III loser still stays in its box."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class DefeatedToPointGauge(Effect):
    kind: ClassVar[str] = "defeated_to_point_gauge"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.defeated_to_point_gauge(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} defeated Digimon is stacked onto the point gauge"
