"""Digimon ability wordings that the general patterns read once reworded, with the same meaning.

"At the end of the turn during which fusion took place, send this card to the Dark Area" puts the
trigger (the fusion) and the time of the effect (the end of that turn) in one lead; reworded, the
trigger leads and the time follows the clause, as the patterns expect.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re

_REWRITES: list[tuple[re.Pattern[str], str]] = [
    (
        # Fusion, evolution and appearance all put the card on top and fire "on_evolve" (E-6.5, E-9).
        compile_re(
            r"At the end of the turn during which (?:fusion|appearance|(?:the )?evolution) took place,"
            r" send this (?:card|Digimon) to the Dark Area\.?"
        ),
        "When you evolve into this Digimon, send this card to the Dark Area at the end of the turn.",
    ),
    (
        # Bo-223: the cards are counted once, when the Battle Phase begins (B-2.3), not again as
        # cards are flipped or set during the battle (continuous counts are recounted).
        compile_re(
            r"For (every|each) card in (your|the opponent's) slots at the beginning of the Battle Phase,"
            r" (add \d+ to your attack power\.?)"
        ),
        r"At the start of the battle, for \1 card in \2 slots, \3",
    ),
]


def rewrite(sentence: str) -> str:
    """The sentence reworded when one of the rewrites reads it whole, else unchanged."""
    for pattern, replacement in _REWRITES:
        if m := pattern.fullmatch(sentence):
            return m.expand(replacement)
    return sentence
