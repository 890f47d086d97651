""" "When your Digimon is sent to the Dark Area, or at the end of the turn during which the opponent
loses points due to the effects of this card, send this card to the Dark Area" (Bo-304): once the
effect it follows has acted, the option card leaves its slot at the end of this turn (O-L1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class LeaveSlotAtEndOfTurn(Effect):
    kind: ClassVar[str] = "leave_slot_at_end_of_turn"

    def apply(self, ctx: EffectContext) -> None:
        options.leave_slot_at_end_of_turn(ctx)

    def describe(self) -> str:
        return "this card leaves its slot at the end of the turn"
