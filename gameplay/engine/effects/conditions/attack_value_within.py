""" "… has an attack power of 500 and below at the point when this card turned face-up" (St-608): the
B-8 attack value of `side` now. Read as a use requirement it is checked when the card is turned
face-up, not afterwards (patterns/option_requirements.AT_THE_FLIP)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class AttackValueWithin(Condition):
    kind: ClassVar[str] = "attack_value_within"
    side: Side
    at_least: int | None = None
    at_most: int | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        value = ctx.attack_value(self.side)
        return (self.at_least is None or value >= self.at_least) and (
            self.at_most is None or value <= self.at_most
        )
