""" "When facing a Hybrid level Digimon", "only when your Digimon is Perfect or Ultimate".

Levels are the engine's level names: "III", "IV", "Perfect", "Ultimate", "Hybrid", … (Armor
reads as "IV", A-14)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class LevelIs(Condition):
    kind: ClassVar[str] = "level_is"
    side: Side
    levels: tuple[str, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.level(self.side) in self.levels
