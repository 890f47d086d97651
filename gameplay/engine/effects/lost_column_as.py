""" "When the Hybrid level that appeared wins a battle, your opponent takes the lost points of an
Ultimate" (St-754): while `side`'s battling Digimon (the one there when the effect resolves) stays in
the box, a battle it wins costs the loser the lost points of `column` on the loser's table ("III",
"IV", "Perfect", "Ultimate"), not those of the winner's level (RULES 6.1, P-3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class LostColumnAs(Effect):
    kind: ClassVar[str] = "lost_column_as"
    side: Side
    column: str

    def apply(self, ctx: EffectContext) -> None:
        points.lost_column_as(ctx, self.side, self.column)

    def describe(self) -> str:
        return f"when {owner_word(self.side)} Digimon wins, the loser takes the lost points of {self.column}"
