"""Leading parts of Digimon ability sentences about the opponent or the cards on a sheet, in
wordings the shared prefix reader does not know, read through its `HEAD_READERS` hook:
"When facing a Virus Attribute Digimon", "When facing a Digimon with the Attribute "Unknown"",
"When the opponent is not of the Vaccine attribute", "When facing a Digimon with 'Spirit Evolution'
in its evolution requirements field", "When there is a card belonging to the Spirit category on
the opponent's sheet", "When there are any cards on the opponent's sheet containing either 'Mame',
'Giro', 'Tekka' or 'Ball' in their names"."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED, compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.base import Side
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.evolution_text_has import EvolutionTextHas
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not

_ATTRIBUTES = r"(Vaccine|Virus|Data|Variable|Unknown)"
_FACING_ATTRIBUTE = compile_re(
    rf"when facing (?:a Digimon with the Attribute [\"']{_ATTRIBUTES}[\"']"
    rf"|an? {_ATTRIBUTES} Attribute Digimon)"
)
# "a Virus attribute Digimon of a lower level than Ultimate" (St-129): the levels below it (RULES 1.3;
# Armor is at Level IV, and level-less Digimon are in no order, as conditions.level_above reads them).
_FACING_LOWER = compile_re(
    rf"when facing an? {_ATTRIBUTES} attribute Digimon of a lower level than (Perfect|Ultimate)"
)
_BELOW = {"perfect": ("III", "IV", "Armor"), "ultimate": ("III", "IV", "Armor", "Perfect")}
_NOT_OF_ATTRIBUTE = compile_re(rf"when the opponent is not of the {_ATTRIBUTES} attribute")
# The words are printed in the field ("Spirit Evolution Perfect Digimon + …"); the field's own
# heading ("Fusion Requirements", Bx-37) is not in the catalog's text, so it is not read here.
_FACING_REQUIREMENTS = compile_re(
    rf"when facing a Digimon with ((?:{QUOTED}(?: or )?)+) in its evolution requirements field"
    r"(?<!Requirements' in its evolution requirements field)"
)
_CATEGORY_ON_SHEET = compile_re(
    r"when (?:there is|you have) a card belonging to (?:the (\w+) category|the category "
    + QUOTED
    + r") on (your|the opponent's) sheet"
)
_NAMES_ON_SHEET = compile_re(
    r"when there are any cards on (your|the opponent's) sheet containing (?:either )?"
    rf"((?:{QUOTED}(?:,? or |, )?)+) in their names"
)


def _side(words: str) -> Side:
    return "self" if words.lower() == "your" else "opponent"


def _read(head: str, frame: Frame) -> bool:
    if m := _FACING_ATTRIBUTE.fullmatch(head):
        # The capital "Attribute" and the quoted attribute say what "a Virus attribute Digimon" says;
        # "Unknown" here is the attribute the catalog prints (Re-145), not the Unknown field.
        frame.conditions.append(HasAttribute("opponent", (m.group(1) or m.group(2)).capitalize()))
        return True
    if m := _FACING_LOWER.fullmatch(head):
        frame.conditions.append(HasAttribute("opponent", m.group(1).capitalize()))
        frame.conditions.append(LevelIs("opponent", _BELOW[m.group(2).lower()]))
        return True
    if m := _NOT_OF_ATTRIBUTE.fullmatch(head):
        frame.conditions.append(Not(HasAttribute("opponent", m.group(1).capitalize())))
        return True
    if m := _FACING_REQUIREMENTS.fullmatch(head):
        # RULES 7.3: the evolution (fusion) requirements field printed on the opponent's Digimon.
        frame.conditions.append(EvolutionTextHas("opponent", tuple(re.findall(QUOTED, m.group(1)))))
        return True
    if m := _CATEGORY_ON_SHEET.fullmatch(head):
        # The printed category is the catalog's Group column ("Spirit: Human Spirit …").
        test = f"category_contains:{m.group(1)}" if m.group(1) else f"category:{m.group(2)}"
        frame.conditions.append(CardCount((_side(m.group(3)),), "sheet", test))
        return True
    if m := _NAMES_ON_SHEET.fullmatch(head):
        words = "|".join(re.findall(QUOTED, m.group(2)))
        frame.conditions.append(CardCount((_side(m.group(1)),), "sheet", f"name_contains:{words}"))
        return True
    return False


HEAD_READERS.append(_read)
