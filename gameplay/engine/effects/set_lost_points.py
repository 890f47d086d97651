""" "Change your lost points to 'III10 IV10 P10 U10'" (Bo-795 Protector): for this turn's P-3 the
side's Digimon reads this table instead of the one printed on it (RULES 1.6, 6.1); multipliers and
additions then apply as usual."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class SetLostPoints(Effect):
    kind: ClassVar[str] = "set_lost_points"
    side: Side
    # Against a winner of level III, IV, Perfect, Ultimate (RULES 1.6).
    table: tuple[int, int, int, int]

    def apply(self, ctx: EffectContext) -> None:
        points.set_lost_points(ctx, self.side, self.table)

    def describe(self) -> str:
        iii, iv, perfect, ultimate = self.table
        return f"{owner_word(self.side)} lost points become III{iii} IV{iv} P{perfect} U{ultimate}"
