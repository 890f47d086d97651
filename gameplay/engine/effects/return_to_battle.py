""" "You and your opponent both return to the start of the battle phase" (St-104 Return Match!):
P-2 takes play back to the Battle Phase of the same turn (RULES P-2); the battle is fought and
decided again, and this one's points (P-3) and defeated Digimon (P-5 (a)) are not counted."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class ReturnToBattle(Effect):
    kind: ClassVar[str] = "return_to_battle"

    def apply(self, ctx: EffectContext) -> None:
        points.return_to_battle(ctx)

    def describe(self) -> str:
        return "both players return to the start of the Battle Phase"
