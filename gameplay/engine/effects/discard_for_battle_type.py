""" "You may discard one Digimon card from your hand, and change your battle type to match discarded
card's battle type (1 card max)" (Bo-2f): one hand Digimon card to the Dark Area, and the side's
battle type (B-3) becomes that card's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DiscardForBattleType(Effect):
    kind: ClassVar[str] = "discard_for_battle_type"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.discard_for_battle_type(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side may discard a Digimon card and take its battle type"
