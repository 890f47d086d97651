""" "When you are evolving your Digimon, even if the card placed in your evolution requirements box is
facing the wrong way from the O or X written in your Digimon's evolution requirements, you may still
carry out the evolution" (CD-10): while the source lasts, `side`'s ●/× cards count whichever way they
face (EC-1), as a card turned by the opponent ("Irregular Growth", turn_power_card) would not."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class MarksEitherWay(Effect):
    kind: ClassVar[str] = "marks_either_way"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        evolution.marks_either_way(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} O/X cards meet the evolution requirements whichever way they face"
