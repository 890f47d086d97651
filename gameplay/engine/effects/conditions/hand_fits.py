""" "Evolve your Digimon into a Digimon of the next level in your hand", "switch your Digimon with a
Level IV Digimon from your hand": the effect and what follows it ("After evolution, send the top 3
cards of your Net Ocean to the Dark Area", "After the switch, reduce your points by 10") happen only
when the hand holds a Digimon the effect may put on top (hand_evolution.fits)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class HandFits(Condition):
    kind: ClassVar[str] = "hand_fits"
    side: Side
    # "evolve" or "switch", with the filter and requirements of EvolveFromHand / SwitchFromHand.
    how: str
    target_filter: str
    requirements: tuple[str, ...] = ()

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.hand_fits(self.side, self.how, self.target_filter, self.requirements)
