""" "If you do [stack this card on top of a 'Tag' Item card], in addition to the first effect, …": the
option card lies on another card in its owner's slots (effects.stack_on_card)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


@condition_kind
@dataclass(frozen=True)
class Stacked(Condition):
    kind: ClassVar[str] = "stacked"

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.stacked()
