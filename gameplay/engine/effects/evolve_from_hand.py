"""Evolve the battling Digimon straight from the hand, outside the Evolution steps (E-6.7): "Ignore
the evolution requirements and evolve your Digimon into a Digimon of the next level in your hand"
(St-609), "Evolve your Digimon into a red frame Digimon of the next level from your hand with
Winning Percentage: 40%! or Winning Percentage: 60%! in its evolution requirements" (Bx-35)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import evolution


@effect_kind
@dataclass(frozen=True)
class EvolveFromHand(Effect):
    kind: ClassVar[str] = "evolve_from_hand"
    side: Side
    # The Digimon it may evolve into, in the filter words of `EvolveInto.target_filter`
    # ("next_level", "frame:red;next_level").
    target_filter: str
    # The requirements the card pays for (EC-2, A-20: a win rate or a named card in one of the
    # target's alternatives); empty when the card ignores the evolution requirements (RULES 4.2).
    requirements: tuple[str, ...] = ()

    def apply(self, ctx: EffectContext) -> None:
        evolution.put_from_hand(ctx, self.side, "evolve", self.target_filter, self.requirements)

    def describe(self) -> str:
        how = (
            "ignoring its evolution requirements"
            if not self.requirements
            else "through " + " or ".join(self.requirements)
        )
        whose = owner_word(self.side)
        return f"{whose} Digimon evolves into a Digimon from the hand ({self.target_filter}), {how}"
