""" "When you win the battle, send the opponent's Digimon to the Dark Area, including their Level III
Digimon" (St-919): if `side` loses this turn's battle, P-5 (a) sends its whole Digimon Box to the Dark
Area, the Level III with it; P-10 then asks for a new Level III by the end of its next Preparation
Phase (T-P3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class LevelIIIOnLoss(Effect):
    kind: ClassVar[str] = "level_iii_on_loss"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.level_iii_on_loss(ctx, self.side)

    def describe(self) -> str:
        return f"if {owner_word(self.side)} Digimon loses, its Level III goes to the Dark Area with it"
