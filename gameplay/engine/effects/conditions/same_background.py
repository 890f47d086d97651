""" "For your Digimon with the same background as this card" (St-167 'Wind Guardians'): a Field card
named after a field (RULES 1.8) has that field as its background; the Digimon belongs to it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind
from gameplay.engine.effects.fields import FIELD_CODES


@condition_kind
@dataclass(frozen=True)
class SameBackground(Condition):
    kind: ClassVar[str] = "same_background"
    side: Side

    def holds(self, ctx: EffectQueries) -> bool:
        # The catalog gives option cards no field; a card not named after one has no known
        # background, so nothing shares it.
        code = FIELD_CODES.get(ctx.source_name().casefold())
        return code is not None and code in ctx.fields(self.side)
