""" "During battle, for every blue frame Option card that the opponent uses" (Bo-1133), "When a Program
card in the opponent's slots turns face-up" (Bo-988): the Option card the opponent is turning face-up
now, whose use the "opponent_flips" watchers see (options.use_option names it as the pending use),
passes the card tests of `card_filter` (the words of `Cost`: "frame:blue", "type:Program",
"name:Aegis", "category_contains:Weapon")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


def flipped_passes(ctx: EffectQueries, player: int, card_filter: str) -> bool:
    """Whether the Option card `player` is turning face-up now (the pending use) passes `card_filter`."""
    index = ctx.pending_use(player)
    if index is None:
        return False
    # A watcher only reads the card: "watch" is no effect a card's timing column protects from.
    flipped = ctx.slots_in_reach(player, "watch", (index,))
    return any(ctx.matches(player, card, card_filter) for _, card in flipped)


@condition_kind
@dataclass(frozen=True)
class OpponentFlipped(Condition):
    kind: ClassVar[str] = "opponent_flipped"
    card_filter: str

    def holds(self, ctx: EffectQueries) -> bool:
        return flipped_passes(ctx, 1 - ctx.owner, self.card_filter)
