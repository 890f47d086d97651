""" "Skip the Battle Phase of the turn during which this card is activated, and move straight to the
Point Calculation Phase (since there is no battle, point calculation will not occur)" (Re-04t,
St-220): this turn has no Battle Phase and no battle result; P-1..P-3 do not happen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class SkipBattle(Effect):
    kind: ClassVar[str] = "skip_battle"

    def apply(self, ctx: EffectContext) -> None:
        points.skip_battle(ctx)

    def describe(self) -> str:
        return "this turn has no Battle Phase and no point calculation"
