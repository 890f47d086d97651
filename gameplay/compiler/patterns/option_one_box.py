"""Option sentences that act only on a sheet with several Digimon Boxes: "When you have Digimon in
multiple Digimon boxes, …" (Dw-5), "you can move that Digimon to another Digimon box on your sheet …"
(St-588, St-594), "When the opponent has multiple Digimon boxes, this effect applies to all of them"
(Vj-14), "you can move the Digimon in your Digimon Box to a box of your choice and switch it with a
Level III Digimon in that box" (St-319, St-320).

RULES 1.1 gives each play sheet one Digimon Box, so there is never another box to move to and never
Digimon in several: in the game the engine plays these sentences change nothing, and the compiler
reads them as the card's remarks (`compiler.compile_option` drops them) while the rest of the card
is read as usual."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re

_SEVERAL_BOXES = [
    compile_re(r"When (?:you have Digimon in|the opponent has) multiple Digimon boxes, .+"),
    compile_re(
        r"After the raising of attack power, you can move that Digimon to another Digimon box on your"
        r" sheet\.?"
    ),
    compile_re(
        r"If there is already a Digimon there, you can move it to the box where the Digimon that used this"
        r" card used to be, regardless of whether it had the ability or not\.?"
    ),
    compile_re(r"Carry out the movement of cards like how the exchange of Level III cards is done\.?"),
    # St-319, St-320: the box of one's choice is the one Digimon Box, where the Digimon already is.
    compile_re(
        r"After raising your attack power, you can move the Digimon in your Digimon Box to a box of your"
        r" choice and switch it with a Level III Digimon in that box\.?"
    ),
]


def inert_with_one_box(sentence: str) -> bool:
    """Whether the sentence acts only with several Digimon Boxes on a sheet (none under RULES 1.1)."""
    return any(pattern.fullmatch(sentence.strip()) for pattern in _SEVERAL_BOXES)
