""" "When the opponent has the words 'Oni', 'Wicked/Evil', or 'Fallen' in its type": the type (型)
holds the word as a whole word, so 'Evil' matches "Evil Dragon" but not "Small Devil" (the
substring test of `SpeciesContains` would)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class SpeciesHasWord(Condition):
    kind: ClassVar[str] = "species_has_word"
    side: Side
    word: str

    def holds(self, ctx: EffectQueries) -> bool:
        return has_word(ctx.species(self.side), self.word)


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def has_word(text: str, word: str) -> bool:
    """Whether `word` is in `text` as a whole word, ignoring case: no letter, digit or "_" either side
    of it (the words of the catalog begin and end with a letter)."""
    lowered, wanted = text.lower(), word.lower()
    start = lowered.find(wanted)
    while start >= 0:
        end = start + len(wanted)
        if (start == 0 or not _word_char(lowered[start - 1])) and (
            end == len(lowered) or not _word_char(lowered[end])
        ):
            return True
        start = lowered.find(wanted, start + 1)
    return False
