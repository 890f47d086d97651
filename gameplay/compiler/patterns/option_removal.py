"""Removal clauses printed on Option cards: sending the opponent's Digimon, support Digimon and
slot cards to the Dark Area, and sending slot cards back to the hand.

In HCB each player has one Digimon Box (RULES 1.1), so "all of the opponent's Machine type Digimon"
is the opponent's battling Digimon when it is of that type; a support Digimon is named as such
("support Digimon") when a text means it. They register into the shared clause list
(patterns/clauses.py); the compiler imports this module through patterns/option_lines.py.
"""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.option_rewrites import SPLITTERS

# "… to the Dark Area (excluding Level III Digimon)": the exclusion narrows the Digimon sent, so it
# is read with them (compile_sentence reads a trailing exclusion as narrowing a "when facing" only).
_TRAILING_EXCLUSION = compile_re(
    r"(Send all (?:of )?the opponent's .+? Digimon) to the Dark Area \(excluding ([^()]+?)(?: Digimon)?\)\.?"
)


def _split(text: str) -> list[str] | None:
    if m := _TRAILING_EXCLUSION.fullmatch(text):
        return [f"{m.group(1)} (excluding {m.group(2)}) to the Dark Area."]
    return None


SPLITTERS.append(_split)
