""" "When your Digimon is last to attack" (Bx-9): `side` is the second player (後攻) of this turn, the
one that attacks last (RULES 0.3, 4.0); an effect that makes a Digimon attack last (effects.attack_last)
makes it so for the rest of the turn."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class AttacksLast(Condition):
    kind: ClassVar[str] = "attacks_last"
    side: Side

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.attacks_last(self.side)
