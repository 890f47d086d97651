""" "Change the placement of one of the cards in the opponent's evolution requirements box from
'Regular Growth' to 'Irregular Growth'" (Bo-106; the reverse, Bo-160): one ●/× card of the Power Box
is turned, upright (●, regular) to sideways (×, irregular) or back (EC-1: a card's placement is
its mark)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class TurnPowerCard(Effect):
    kind: ClassVar[str] = "turn_power_card"
    side: Side
    # True: an upright (●) card is laid sideways (×); False: a sideways one is stood upright.
    to_sideways: bool

    def apply(self, ctx: EffectContext) -> None:
        evolution.turn_power_card(ctx, self.side, self.to_sideways)

    def describe(self) -> str:
        change = "from ● to ×" if self.to_sideways else "from × to ●"
        return f"turn one of {owner_word(self.side)} Power Box mark cards {change}"
