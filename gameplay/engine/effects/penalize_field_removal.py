""" "During the turn, when the opponent removes a Field Option card from their slot (including
exchanging), immediately reduce the opponent's points by 20" (St-744): while the effect lasts, `side`
loses `amount` points (a direct reduction, P-7) each time it removes an active Field card from its
own slots."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class PenalizeFieldRemoval(Effect):
    kind: ClassVar[str] = "penalize_field_removal"
    side: Side
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        options.penalize_field_removal(ctx, self.side, self.amount)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side loses {self.amount} points for every active Field it removes"
