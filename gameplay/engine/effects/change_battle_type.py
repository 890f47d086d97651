"""Change a battle type (B-3, O-K3): the most recently activated change wins."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Column, Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class ChangeBattleType(Effect):
    kind: ClassVar[str] = "change_battle_type"
    side: Side
    battle_type: Column

    def apply(self, ctx: EffectContext) -> None:
        attack.change_battle_type(ctx, self.side, self.battle_type)

    def describe(self) -> str:
        return f"{owner_word(self.side)} battle type becomes {self.battle_type}"
