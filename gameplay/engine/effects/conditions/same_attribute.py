""" "If the opponent Digimon's attribute is the same as yours" (Re-57t): both battling Digimon share an
attribute (attributes are a set, RULES 1.9, changed ones included)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


@condition_kind
@dataclass(frozen=True)
class SameAttribute(Condition):
    kind: ClassVar[str] = "same_attribute"

    def holds(self, ctx: EffectQueries) -> bool:
        mine = {a.casefold() for a in ctx.attributes("self")}
        return bool(mine & {a.casefold() for a in ctx.attributes("opponent")})
