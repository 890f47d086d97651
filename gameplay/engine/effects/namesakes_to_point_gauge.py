""" "When you win the battle, … stack the opponent's Digimon along with any Digimon in their Dark Area
with the same name onto their Point Gauge" (Sp-27): at P-5 (a) `side`'s defeated Digimon goes onto
its point gauge instead of the Dark Area, and every Digimon card of its name (RULES 2.1) in its Dark
Area goes with it; a Level III loser stays in its box (P-5 (a)), and nothing goes with it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class NamesakesToPointGauge(Effect):
    kind: ClassVar[str] = "namesakes_to_point_gauge"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.namesakes_to_point_gauge(ctx, self.side)

    def describe(self) -> str:
        return (
            f"{owner_word(self.side)} defeated Digimon is stacked onto the point gauge with the Digimon"
            " of its name in the Dark Area"
        )
