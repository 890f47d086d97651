"""\"At the end of the turn during which fusion took place, send this card to the Dark Area\": the
source Digimon goes to the Dark Area at P-5 (d), if it is still the battling Digimon then."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class LeaveAtEndOfTurn(Effect):
    kind: ClassVar[str] = "leave_at_end_of_turn"

    def apply(self, ctx: EffectContext) -> None:
        points.leave_at_end_of_turn(ctx)

    def describe(self) -> str:
        return "this Digimon goes to the Dark Area at the end of the turn"
