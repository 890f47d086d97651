"""A win-rate card that stands in for a jogress partner (EC-3, [FAQ-C]): "In the case of Jogress
Evolution, treat this card as one of the component Digimon"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind


@effect_kind
@dataclass(frozen=True)
class StandInForJogress(Effect):
    kind: ClassVar[str] = "stand_in_for_jogress"
    # The partner level it stands for ("Perfect"), or "" for any component Digimon.
    level: str = ""

    def apply(self, ctx: EffectContext) -> None:
        # Nothing happens when it is used: in the Power Box the card pays for the partner card a
        # jogress puts down (EC-3, conditions.pays); only the Power Box side, never the top.
        return None

    def describe(self) -> str:
        partner = f"the {self.level} level partner" if self.level else "a partner"
        return f"this card stands in for {partner} of a jogress evolution"
