""" "When you win the battle on the turn that this card was activated" (Bo-698): the option whose
text this is was used (flipped) in the current turn; a card that lasts into the next turn does not
act on that turn's battle."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


@condition_kind
@dataclass(frozen=True)
class UsedThisTurn(Condition):
    kind: ClassVar[str] = "used_this_turn"

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.used_this_turn()
