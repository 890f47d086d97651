""" "When facing an opponent with (or without) the ability \"sky\""."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class HasKeyword(Condition):
    kind: ClassVar[str] = "has_keyword"
    side: Side
    keyword: str
    present: bool = True

    def holds(self, ctx: EffectQueries) -> bool:
        return (self.keyword in ctx.keywords(self.side)) == self.present
