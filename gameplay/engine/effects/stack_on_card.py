"""Stack the option card on another card in its owner's slots ("(2)You may stack this card on top of a
'Tag' Item card placed in your slot. If you do, in addition to the first effect, …", the Crest cards
Bo-99 …): the card lies on the first such card with nothing on it yet ("You may only stack up to one
card on top of your 'Tag' card"), leaves with it, and what it adds "if you do" holds from then on
(conditions.stacked; engine.beside)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class StackOnCard(Effect):
    kind: ClassVar[str] = "stack_on_card"
    # The names the card it lies on may have, and that card's option type (Item, Program, Field).
    names: tuple[str, ...]
    option_type: str

    def apply(self, ctx: EffectContext) -> None:
        options.stack_on_card(ctx, self.names, self.option_type)

    def describe(self) -> str:
        names = " or ".join(f"'{name}'" for name in self.names)
        return f"stack this card on a {names} {self.option_type} card in your slots, if there is one free"
