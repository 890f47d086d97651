"""Draw the top card of a Net Ocean, act on what it is, then send it to the Dark Area: "Draw one card
from your Net Ocean. If the card you drew was a Digimon card, halve the opponent's attack power.
After that, regardless of what type of card it was, send the card you drew to the Dark Area"
(Bo-150). `effects` apply when the card passes `card_filter` (the filter words of `Cost`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class CheckTopCard(Effect):
    kind: ClassVar[str] = "check_top_card"
    side: Side
    card_filter: str
    effects: tuple[Effect, ...]

    def apply(self, ctx: EffectContext) -> None:
        if ctx.top_of_net_ocean_is(self.side, self.card_filter):
            for effect in self.effects:
                effect.apply(ctx)
        cards.discard_from_net_ocean(ctx, self.side, 1)

    def describe(self) -> str:
        then = "; ".join(effect.describe() for effect in self.effects)
        return (
            f"draw the top card of {owner_word(self.side)} Net Ocean: if it is {self.card_filter}, {then};"
            " then send it to the Dark Area"
        )
