""" "Directly reduce the opponent's points by the Level IV amount stated in your lost points field"
(St-608): a point change (P-7, P-8) as large as one column of the lost-point table printed on the
owner's battling Digimon (RULES 1.6)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, LostColumn, Side, effect_kind, owner_word


@effect_kind
@dataclass(frozen=True)
class ReduceByLostColumn(Effect):
    kind: ClassVar[str] = "reduce_by_lost_column"
    side: Side
    # Whose table is read ("self": "your lost points field") and which column.
    table: Side
    column: LostColumn

    def apply(self, ctx: EffectContext) -> None:
        amount = ctx.printed_lost_points(self.table, self.column)
        if amount:
            ctx.change_points(self.side, -amount)

    def describe(self) -> str:
        return (
            f"reduce {owner_word(self.side)} points by the {self.column} column of"
            f" {owner_word(self.table)} lost points"
        )
