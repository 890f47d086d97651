""" "When there is a Wolfmon on your sheet": a card of that name is on the side's play sheet (the
Digimon Box or the Support Box, RULES B-10.10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class OnSheet(Condition):
    kind: ClassVar[str] = "on_sheet"
    side: Side
    names: tuple[str, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        return any(ctx.on_sheet(self.side, name) for name in self.names)
