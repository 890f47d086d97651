"""Digimon ability sentences that act only on a sheet with a second or third Digimon Box: "When you
are in Digimon Box 2, add 200 to your attack power" (St-549), "When there is a Digimon in the
opponent's Digimon Box 3, add 200 to your attack power" (St-514).

RULES 1.1 gives each play sheet one Digimon Box, so a Box 2 or 3 never holds a Digimon: in the game
the engine plays these sentences change nothing, and the compiler reads them as the card's remarks
(`compiler.compile_digimon` drops them) while the rest of the card is read as usual, as
patterns/option_one_box.py does for Option cards. Box 1 is left alone: whether the one Digimon Box
counts as Box 1 is not settled (St-513 stays manual)."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re

_NUMBERED_BOX = compile_re(
    r"When (?:you are|this Digimon is|there is a Digimon) in (?:your |the opponent's )?Digimon Box [23],"
    r" .+"
)


def inert_with_one_box(sentence: str) -> bool:
    """Whether the sentence acts only with a Digimon Box 2 or 3 on a sheet (none under RULES 1.1)."""
    return _NUMBERED_BOX.fullmatch(sentence.strip()) is not None
