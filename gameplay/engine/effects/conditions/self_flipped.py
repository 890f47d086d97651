""" "For every Option card that you … use that belongs to the Food category" (St-748): the Option card
the source's owner is turning face-up now, whose use the "self_flips" watchers see (options.use_option
names it as the pending use), passes the card tests of `card_filter` (the words of `Cost`, as
conditions.opponent_flipped reads the opponent's card)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind
from gameplay.engine.effects.conditions.opponent_flipped import flipped_passes


@condition_kind
@dataclass(frozen=True)
class SelfFlipped(Condition):
    kind: ClassVar[str] = "self_flipped"
    card_filter: str

    def holds(self, ctx: EffectQueries) -> bool:
        return flipped_passes(ctx, ctx.owner, self.card_filter)
