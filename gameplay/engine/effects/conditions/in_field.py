""" "Digimon belonging to Nature Spirits": the field (RULES 1.8), by code such as "NSp"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class InField(Condition):
    kind: ClassVar[str] = "in_field"
    side: Side
    field: str

    def holds(self, ctx: EffectQueries) -> bool:
        wanted = self.field.casefold()
        return any(f.casefold() == wanted for f in ctx.fields(self.side))
