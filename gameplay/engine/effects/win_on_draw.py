""" "The Digimon that received the effects of this card is considered to have won the battle if the
battle ends in a draw" (Vj-1): a battle draw (P-1) counts as a win for `side`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class WinOnDraw(Effect):
    kind: ClassVar[str] = "win_on_draw"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.win_on_draw(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon wins the battle if it ends in a draw"
