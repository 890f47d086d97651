"""Forbid a side to use named cards: "The opponent cannot use the card 'Tactical Retreat!!'"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class ForbidCards(Effect):
    kind: ClassVar[str] = "forbid_cards"
    side: Side
    names: tuple[str, ...]

    def apply(self, ctx: EffectContext) -> None:
        traits.forbid_cards(ctx, self.side, self.names)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side cannot use " + " or ".join(repr(n) for n in self.names)
