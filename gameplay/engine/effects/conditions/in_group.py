""" "Your Royal Knights Digimon", "Digimon belonging to the Warrior Ten": the card's group, as the
catalog's Group column prints it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class InGroup(Condition):
    kind: ClassVar[str] = "in_group"
    side: Side
    group: str

    def holds(self, ctx: EffectQueries) -> bool:
        wanted = self.group.casefold()
        return any(g.casefold() == wanted for g in ctx.groups(self.side))
