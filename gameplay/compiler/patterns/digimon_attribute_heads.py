"""Leading parts of Digimon ability sentences that compare the two battling Digimon's attributes,
read through the shared prefix reader's `HEAD_READERS` hook: "If the opponent's attribute matches
yours" (Re-54t), "When the opponent has the same attribute as you"."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.same_attribute import SameAttribute

_SAME_ATTRIBUTE = compile_re(
    r"(?:if|when) (?:the opponent's (?:Digimon's )?attribute (?:matches yours|is the same as yours)"
    r"|the opponent has the same attribute as (?:you|your Digimon))"
)


def _read(head: str, frame: Frame) -> bool:
    if _SAME_ATTRIBUTE.fullmatch(head):
        # RULES 1.9: attributes are a set; one shared attribute (a changed one included) matches.
        frame.conditions.append(SameAttribute())
        return True
    return False


HEAD_READERS.append(_read)
