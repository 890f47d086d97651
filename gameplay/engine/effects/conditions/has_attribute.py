""" "When facing a Virus attribute Digimon" (attributes are a set, RULES 1.9)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class HasAttribute(Condition):
    kind: ClassVar[str] = "has_attribute"
    side: Side
    attribute: str

    def holds(self, ctx: EffectQueries) -> bool:
        wanted = self.attribute.casefold()
        return any(a.casefold() == wanted for a in ctx.attributes(self.side))
