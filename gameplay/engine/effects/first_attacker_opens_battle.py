""" "Change the order of the usage of Option cards during the battle phase to 'First Attacker > Second
Attacker > First Attacker'" (St-374, St-381): while the effect lasts, the Battle Phase's use windows
start with the first player instead of the second (B-4), and then alternate as usual until two
windows in a row are empty (B-7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class FirstAttackerOpensBattle(Effect):
    kind: ClassVar[str] = "first_attacker_opens_battle"

    def apply(self, ctx: EffectContext) -> None:
        options.first_attacker_opens_battle(ctx)

    def describe(self) -> str:
        return "the first attacker opens the Battle Phase's use windows"
