"""Switch the battling Digimon with one from the hand (Bo-268, Dw-4 DigiBeetle: "You may switch your
Digimon with a Level IV Digimon from your hand with 'O', 'X', 'OO' or 'XX' in its evolution
requirements"): like the E-2 Level III swap, the Digimon switched out goes to the Dark Area, and
the switch is no evolution (E-6.5 does not fire)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class SwitchFromHand(Effect):
    kind: ClassVar[str] = "switch_from_hand"
    side: Side
    # The filter words of `Cost` ("level:IV", "frame:red;species:Holy Knight").
    card_filter: str
    # Requirements the card must print in one of its alternatives ("O", "XX": ●/× marks, EC-1).
    requirements: tuple[str, ...] = ()

    def apply(self, ctx: EffectContext) -> None:
        evolution.put_from_hand(ctx, self.side, "switch", self.card_filter, self.requirements)

    def describe(self) -> str:
        printed = f" with {' or '.join(self.requirements)}" if self.requirements else ""
        whose = owner_word(self.side)
        return f"{whose} Digimon is switched with one from the hand ({self.card_filter}){printed}"
