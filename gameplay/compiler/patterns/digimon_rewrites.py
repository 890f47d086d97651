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
        # Re-127 / Re-98: a fusion puts the card on top and fires "on_evolve" as an evolution does
        # (E-6.5); the trigger leads, as the patterns expect.
        compile_re(r"After fusing into this Digimon, (.+?)\.?"),
        r"When you fuse into this Digimon, \1.",
    ),
    (
        compile_re(r"Regain (\d+) points when you fuse into this Digimon\.?"),
        r"When you fuse into this Digimon, regain \1 points.",
    ),
    (
        # Re-61: the defeated Digimon goes onto the point gauge at P-5 (a) instead of the Dark Area,
        # which is what the wording of Bo-791 says and the patterns read; a Level III stays.
        compile_re(
            r"When you win the battle, stack the opponent's Digimon \(excluding Level III\) onto"
            r" (?:the|their) Point Gauge\.?"
        ),
        "When you win the battle, instead of being sent to the Dark Area, the opponent Digimon gets"
        " stacked onto the point gauge.",
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
    (
        # Bo-730 / Bo-732: a Digimon's ability acts while it is on the sheet; the lead says no more.
        compile_re(r"When this Digimon is on your sheet, c(hange the parts? of the effects of .+)"),
        r"C\1",
    ),
    (
        # Bo-366 / Bo-1137: "discard …, check one card …, and send it …" lists the price first; the
        # price joins the rest with "and", as the cost reader expects.
        compile_re(
            r"(During battle, you may discard .+? from your hand), ((?:verify|check the contents of) one .+)"
        ),
        r"\1 and \2",
    ),
]


def rewrite(sentence: str) -> str:
    """The sentence reworded when one of the rewrites reads it whole, else unchanged."""
    for pattern, replacement in _REWRITES:
        if m := pattern.fullmatch(sentence):
            return m.expand(replacement)
    return sentence
