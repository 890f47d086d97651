""" "When your Digimon has 'Armor Evolution' in its fusion requirements": the evolution (fusion)
requirements field printed on the battling Digimon names one of the words (RULES 7.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class EvolutionTextHas(Condition):
    kind: ClassVar[str] = "evolution_text_has"
    side: Side
    # Any one of them: "Digimental of Miracles/Fate" is ("Digimental of Miracles", "Digimental of Fate").
    words: tuple[str, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        printed = ctx.evolution_text(self.side).casefold()
        return any(word.casefold() in printed for word in self.words)
