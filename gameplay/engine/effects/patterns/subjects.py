"""Read a phrase that describes a Digimon ("a red frame Level IV Digimon", "an opponent with the
ability "sky"", "a Digimon belonging to Nature Spirits") into a condition on one side."""

from __future__ import annotations

import re

from gameplay.engine.effects.base import Condition, Side
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.species_contains import SpeciesContains

# The printed field names and the codes the catalog stores (RULES 1.8).
FIELD_CODES = {
    "nature spirits": "NSp",
    "deep savers": "DS",
    "wind guardians": "WG",
    "nightmare soldiers": "NSo",
    "virus busters": "VB",
    "metal empire": "ME",
    "unknown": "UK",
    "dark area": "DA",
}
FIELD = "|".join(name.title() for name in FIELD_CODES)
LEVEL_WORD = r"(?:Level III|Level IV|Level 3|Level 4|Perfect|Ultimate|Hybrid|Armor)"
LEVELS = rf"(?:non-)?{LEVEL_WORD}(?: level)?(?:(?:,| or|, or| and|, and) (?:a |an )?{LEVEL_WORD}(?: level)?)*"
ATTRIBUTE = r"(?:Vaccine|Data|Virus)"
QUOTED = r"[\"'“‘]([^\"“”]+?)[\"'”’]"

_LEVEL_NAMES = {
    "level iii": "III",
    "level 3": "III",
    "level iv": "IV",
    "level 4": "IV",
    "perfect": "Perfect",
    "ultimate": "Ultimate",
    "hybrid": "Hybrid",
    "armor": "IV",
}


def parse_levels(text: str) -> tuple[str, ...]:
    """ "Level IV or Hybrid level" -> ("IV", "Hybrid")."""
    found = re.findall(LEVEL_WORD, text)
    return tuple(dict.fromkeys(_LEVEL_NAMES[f.lower()] for f in found))


def level_condition(side: Side, text: str) -> Condition:
    """A level list, with "non-" meaning every level but those (O-N1 wording)."""
    condition: Condition = LevelIs(side, parse_levels(text))
    if text.strip().lower().startswith("non-"):
        condition = Not(condition)
    return condition


def keyword_condition(side: Side, text: str, present: bool) -> Condition:
    """ "the ability "sky" or "gale"" -> has one of them (or none of them when `present` is False)."""
    keywords = [k.lower() for k in re.findall(QUOTED, text)]
    if not keywords:
        raise ValueError(f"no keyword in {text!r}")
    parts = tuple(HasKeyword(side, k) for k in keywords)
    condition: Condition = parts[0] if len(parts) == 1 else AnyOf(parts)
    return condition if present else Not(condition)


def _attribute_list(side: Side, text: str) -> Condition:
    parts = tuple(HasAttribute(side, a) for a in re.findall(ATTRIBUTE, text))
    return parts[0] if len(parts) == 1 else AnyOf(parts)


def _field_list(side: Side, text: str) -> Condition:
    names = re.findall(FIELD, text)
    parts = tuple(InField(side, FIELD_CODES[n.lower()]) for n in names)
    return parts[0] if len(parts) == 1 else AnyOf(parts)


def _combine(parts: list[Condition]) -> Condition:
    return parts[0] if len(parts) == 1 else AllOf(tuple(parts))


_ARTICLE = re.compile(
    r"^(?:one of your|one of the opponent's|all of your|all|a|an|the|your|the opponent's|the opponent"
    r"|opponent's|opponent)\s+",
    re.I,
)
_ABILITY_TAIL = re.compile(
    r"\s*(?:that |who )?(with|without|that has|that does not have|does not have|has)"
    rf" the abilit(?:y|ies) ((?:{QUOTED}(?:,? or |,? and |, )?)+)$"
)
_FIELD_TAIL = re.compile(
    rf"\s*(?:Digimon )?(?:that )?belong(?:ing|s)? to (?:the )?((?:{FIELD})(?:,? or (?:{FIELD}))*)$"
)
_NAME_TAIL = re.compile(rf"\s*(?:Digimon )?with {QUOTED} in its name$")
_FRAME = re.compile(r"^(blue|red|gold) frame\s*", re.I)
_LEVELS = re.compile(rf"^({LEVELS})\s*")
_ATTRIBUTE = re.compile(rf"^({ATTRIBUTE}(?: or {ATTRIBUTE})*) attribute\s*")
_SPECIES = re.compile(r"^((?:[A-Z][\w-]*\s)*?[A-Z][\w-]*) type\s*")
_FIELD_HEAD = re.compile(rf"^((?:{FIELD})(?:,? or (?:{FIELD}))*)\s*")
_NAME = re.compile(r"^([A-Z][\w.'-]*(?:\s[A-Z][\w.'-]*)*(?: \(\d\))?)$")


def parse_subject(side: Side, phrase: str) -> Condition | None:
    """The condition a described Digimon must meet, or None when the phrase is not understood.

    A phrase that describes nothing in particular ("the opponent", "your Digimon") gives the
    always-true `AllOf(())`.
    """
    text = phrase.strip().rstrip(",")
    text = _ARTICLE.sub("", text)
    text = _ARTICLE.sub("", text)
    parts: list[Condition] = []
    tail = _ABILITY_TAIL.search(text)
    if tail:
        present = tail.group(1) in {"with", "that has", "has"}
        parts.append(keyword_condition(side, tail.group(2), present))
        text = text[: tail.start()]
    tail = _FIELD_TAIL.search(text)
    if tail:
        parts.append(_field_list(side, tail.group(1)))
        text = text[: tail.start()]
    tail = _NAME_TAIL.search(text)
    if tail:
        parts.append(NameIs(side, (tail.group(1),), partial=True))
        text = text[: tail.start()]
    text = text.strip()
    while text and text not in {"Digimon", "opponent", "Digimon card", "Digimon cards"}:
        if m := _FRAME.match(text):
            parts.append(FrameIs(side, m.group(1).lower()))
        elif m := _LEVELS.match(text):
            parts.append(level_condition(side, m.group(1)))
        elif m := _ATTRIBUTE.match(text):
            parts.append(_attribute_list(side, m.group(1)))
        elif m := _FIELD_HEAD.match(text):
            parts.append(_field_list(side, m.group(1)))
        elif m := _SPECIES.match(text):
            parts.append(SpeciesContains(side, m.group(1)))
        elif not parts and (m := _NAME.match(text)) and m.group(1) not in {"Digimon", "Option"}:
            parts.append(NameIs(side, (m.group(1),)))
        else:
            return None
        text = text[m.end() :].strip()
    return _combine(parts) if parts else AllOf(())
