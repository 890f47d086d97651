""" "Send all of the cards in the opponent's slots to the Dark Area. For every card in the opponent's
slots sent to the Dark Area this way, add 300 to your attack power" (Bo-797): the cards are counted as
they go, so one a protection keeps in its slot (RULES 7.8) or an immunity (O-K2) adds nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack, options


@effect_kind
@dataclass(frozen=True)
class DiscardSlotsForAttack(Effect):
    kind: ClassVar[str] = "discard_slots_for_attack"
    side: Side
    # Added to this side's attack power for every card sent.
    amount: int

    def apply(self, ctx: EffectContext) -> None:
        before = ctx.count_cards(self.side, "slots", "any")
        options.discard_option_slots(ctx, self.side, 3)
        sent = before - ctx.count_cards(self.side, "slots", "any")
        if sent > 0:
            attack.add_attack(ctx, "self", self.amount * sent)

    def describe(self) -> str:
        return (
            f"send all of {owner_word(self.side)} option slot cards to the Dark Area and add"
            f" {self.amount} to your attack for every card sent"
        )
