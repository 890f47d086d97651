"""Invalidate one option card by name ("invalidate one of the opponent's 'Sky City' cards and send it
to the Dark Area", "the opponent's Dark Tower card is sent to the Dark Area"): the named card is
negated and goes to the Dark Area (O-L4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class InvalidateNamedOption(Effect):
    kind: ClassVar[str] = "invalidate_named_option"
    side: Side
    names: tuple[str, ...]

    def apply(self, ctx: EffectContext) -> None:
        options.invalidate_named_option(ctx, self.side, self.names)

    def describe(self) -> str:
        names = " or ".join(f"'{name}'" for name in self.names)
        return f"invalidate one of {owner_word(self.side)} {names} cards"
