""" "When facing a Digimon of a higher level than yours": `side`'s Digimon is of a higher level
than the other side's, by the level order of RULES 1.3 (III < IV = Armor < Perfect < Ultimate).
Level-less Digimon (Hybrid, D-Reaper) have no place in that order, so they compare as neither."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind

_ORDER = {"III": 3, "IV": 4, "Armor": 4, "Perfect": 5, "Ultimate": 6}


@condition_kind
@dataclass(frozen=True)
class LevelAbove(Condition):
    kind: ClassVar[str] = "level_above"
    side: Side

    def holds(self, ctx: EffectQueries) -> bool:
        other: Side = "opponent" if self.side == "self" else "self"
        mine, theirs = _ORDER.get(ctx.level(self.side)), _ORDER.get(ctx.level(other))
        return mine is not None and theirs is not None and mine > theirs
