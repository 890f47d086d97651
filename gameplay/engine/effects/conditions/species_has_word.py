""" "When the opponent has the words 'Oni', 'Wicked/Evil', or 'Fallen' in its type": the type (型)
holds the word as a whole word, so 'Evil' matches "Evil Dragon" but not "Small Devil" (the
substring test of `SpeciesContains` would)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectContext, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class SpeciesHasWord(Condition):
    kind: ClassVar[str] = "species_has_word"
    side: Side
    word: str

    def holds(self, ctx: EffectContext) -> bool:
        return re.search(rf"\b{re.escape(self.word)}\b", ctx.species(self.side), re.IGNORECASE) is not None
