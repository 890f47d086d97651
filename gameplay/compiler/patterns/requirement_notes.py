"""The printed notes of evolution and appearance conditions, read once into typed requirement
fields (RULES 4.2, E-8, EC-4, E-9), so that the engine never reads their text in play."""

from __future__ import annotations

from collections.abc import Sequence

from gameplay.compiler.patterns import compile_re
from gameplay.engine.effects.base import DigimonFields, RequirementNote

# "(O)Cannot evolve from Virus attributes.", "(O)Can only evolve from Perfect levels.", "(O)Send one
# additional card from your hand to the Dark Area."
_NOTE_ATTRIBUTE = compile_re(r"(cannot|can only) evolve from (vaccine|data|virus) attributes?\b")
_NOTE_LEVEL = compile_re(r"can only evolve from (?:level )?(iii|iv|perfect|ultimate) level")
_NOTE_EXTRA = compile_re(r"send (one|two|three|\d) additional cards? from your hand to the dark area")
_COUNTS = {"one": 1, "two": 2, "three": 3}
# RULES 1.3 ordinals of the levels a note names.
_LEVELS = {"iii": 3, "iv": 4, "perfect": 5, "ultimate": 6}
_PAID_APPEARANCE = compile_re(
    r"At the start of the battle, send (\d|two|three) cards containing the word '([^']+)' in their"
    r" category from your hand to the Dark Area,? and make this card appear from your hand\.?"
)


def digimon_fields(requirements: Sequence[tuple[str, str]], evolution_text: str) -> DigimonFields:
    """The record fields a Digimon's printed conditions decide: `requirements` are the (kind, text)
    of its stored requirements that print a text, `evolution_text` its evolution requirements field."""
    notes: dict[str, RequirementNote] = {}
    for kind, text in requirements:
        if kind == "appearance":
            count, pays = paid_appearance(text) or (0, "")
            note = RequirementNote(count=count, pays=pays)
        else:
            note = read_note(text)
        if note != RequirementNote():
            notes[text] = note
    return DigimonFields(tuple(notes.items()), names_spirit_evolution(evolution_text))


def read_note(text: str) -> RequirementNote:
    """RULES 4.2 / E-8: an "only from Virus"-type restriction (an attribute note is read before a
    level note), and EC-4's additional hand cards."""
    extra = 0
    if m := _NOTE_EXTRA.search(text):
        word = m.group(1).lower()
        extra = _COUNTS[word] if word in _COUNTS else int(word)
    if m := _NOTE_ATTRIBUTE.search(text):
        attribute = m.group(2).lower()
        if m.group(1).lower() == "can only":
            return RequirementNote(only_attribute=attribute, count=extra)
        return RequirementNote(not_attribute=attribute, count=extra)
    if m := _NOTE_LEVEL.search(text):
        return RequirementNote(only_level=_LEVELS[m.group(1).lower()], count=extra)
    return RequirementNote(count=extra)


def paid_appearance(text: str) -> tuple[int, str] | None:
    """E-9 / EC-6: the hand cards an appearance condition pays, as (count, card test in the filter
    words of `Cost`), or None when the engine pays none."""
    if m := _PAID_APPEARANCE.fullmatch(text):
        amount = _COUNTS.get(m.group(1).lower()) or int(m.group(1))
        return amount, f"category_contains:{m.group(2)}"
    return None


def names_spirit_evolution(printed: str) -> bool:
    """EC-7: whether an evolution requirements field is a Spirit Evolution ("Spirit Evolution Level IV
    Digimon + Spirit of Darkness L", St-771), whose named card is its Spirit."""
    return "spirit evolution" in printed.lower()
