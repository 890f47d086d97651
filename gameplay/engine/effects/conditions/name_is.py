""" "When facing Omegamon": the Digimon\'s name, ignoring a disambiguator such as "(3)"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class NameIs(Condition):
    kind: ClassVar[str] = "name_is"
    side: Side
    names: tuple[str, ...]
    # "with 'D-Reaper' in its name" matches a part of the name.
    partial: bool = False

    def holds(self, ctx: EffectQueries) -> bool:
        name = ctx.name(self.side).split(" (")[0].casefold()
        if self.partial:
            return any(n.casefold() in name for n in self.names)
        return name in {n.casefold() for n in self.names}
