"""Rewrite a printed number of the owner's named Option card: "Change the part of the description of
your 'Being Underwater Feels Great!' card that states '+100' to '+200'" (Bo-520). While the ability
lasts, the card runs with `new` wherever its compiled effects and conditions hold `old`
(engine.option_rewrites)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class RewriteOptionNumber(Effect):
    kind: ClassVar[str] = "rewrite_option_number"
    name: str
    old: int
    new: int

    def apply(self, ctx: EffectContext) -> None:
        options.rewrite_option_number(ctx, self.name, self.old, self.new)

    def describe(self) -> str:
        return f"your '{self.name}' cards read {self.new} where they print {self.old}"
