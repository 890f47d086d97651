"""Read a phrase that describes a Digimon ("a red frame Level IV Digimon", "an opponent with the
ability "sky"", "a Digimon belonging to Nature Spirits") into a condition on one side."""

from __future__ import annotations

import re
from collections.abc import Callable

from gameplay.compiler.patterns import QUOTED
from gameplay.engine.effects.base import Condition, Side
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.any_of import AnyOf, any_of
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.battle_type_is import BattleTypeIs
from gameplay.engine.effects.conditions.card_number_within import CardNumberWithin
from gameplay.engine.effects.conditions.evolution_text_has import EvolutionTextHas
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.fields import FIELD_CODES

FIELD = "|".join(name.title() for name in FIELD_CODES)
LEVEL_WORD = r"(?:Level III|Level IV|Level 3|Level 4|Perfect|Ultimate|Hybrid|Armor)"
LEVELS = rf"(?:non-)?{LEVEL_WORD}(?: level)?(?:(?:,| or|, or| and|, and) (?:a |an )?{LEVEL_WORD}(?: level)?)*"
ATTRIBUTE = r"(?:Vaccine|Data|Virus|Unknown)"
# A quoted phrase or one or two capitalised words: "'Demon'" or "Holy Knight".
QUOTED_OR_WORDS = rf"(?:{QUOTED}|([A-Z][\w-]*(?: [A-Z][\w-]*)?))"

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


_KEYWORD_LIST = re.compile(rf"(?:{QUOTED}(?:,? or |,? and |, )?)+")


def keywords_in(text: str) -> list[str] | None:
    """The quoted keywords of `text`, lower-case; None unless `text` is only a list of quoted words
    such as "sky" (a quoted sentence such as 'The opponent loses its special abilities' is a whole
    ability)."""
    if not _KEYWORD_LIST.fullmatch(text.strip()):
        # Words outside the quotes ('"sky", and is not Level III') are no ability: never drop them.
        return None
    keywords = [k.lower().strip(" ,") for k in re.findall(QUOTED, text)]
    if not all(re.fullmatch(r"[a-z]+", k) for k in keywords):
        return None
    return keywords


def keyword_condition(side: Side, text: str, present: bool) -> Condition | None:
    """The ability "sky" or "gale": has one of them (or none of them when `present` is False)."""
    keywords = keywords_in(text)
    if keywords is None:
        return None
    parts = tuple(HasKeyword(side, k) for k in keywords)
    condition: Condition = any_of(parts)
    return condition if present else Not(condition)


def _attribute_list(side: Side, text: str) -> Condition:
    parts = tuple(HasAttribute(side, a) for a in re.findall(ATTRIBUTE, text))
    return any_of(parts)


def _field_list(side: Side, text: str) -> Condition:
    names = re.findall(FIELD, text)
    parts = tuple(InField(side, FIELD_CODES[n.lower()]) for n in names)
    return any_of(parts)


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
    rf"\s*(?:Digimon )?(?:that )?(does not belong|belong(?:ing|s)?) to (?:the )?"
    rf"((?:{FIELD})(?:,? or (?:{FIELD}))*)$"
)
# "with 'Ange' in its name"; "containing either 'Devi' or 'Vamde' in its name" (St-714): any of the words.
_NAME_TAIL = re.compile(
    rf"\s*(?:Digimon )?(?:with|containing) (?:either )?((?:{QUOTED}(?:,? or |, ))*{QUOTED})"
    r" in (?:its|their) (?:card )?names?$"
)
# "your Digimon with "Norimon" in its group": the catalog's Group column (Bo-118t).
_QUOTED_GROUP_TAIL = re.compile(rf"\s*(?:Digimon )?with {QUOTED} in (?:its|their) group$")
# "your red frame Digimon with either 'War Greymon' or 'Metal Garurumon' in its evolution
# requirements" (Sx-38): the requirements printed on the card.
_EVOLUTION_TAIL = re.compile(
    rf"\s*(?:Digimon )?with (?:either )?((?:{QUOTED}(?:,? or |, )?)+)"
    r" in (?:its|their) evolution requirements$"
)
# "your Ultimate level Digimon with a card number of 400 and above" (Bo-696).
_CARD_NUMBER_TAIL = re.compile(
    r"\s*(?:Digimon )?with a card number of (\d+) (and above|or more|or above|and below|or less)$", re.I
)
_TYPE_TAIL = re.compile(rf"\s*(?:Digimon )?with (?:the word )?{QUOTED} in (?:its|their) type(?: name)?$")
# "A Digimon with 'Armor Evolution' in its Fusion Requirements": read as the Armor level, which all 99
# Armor-level cards have and whose requirements are all Armor Evolutions. Not covered: St-388 Rapidmon,
# a Perfect with an Armor Evolution requirement, and the Perfects whose requirements name an
# "(Armor Evolution)" Digimon they evolve from (Bo-12j), which the words fit only to the letter.
_ARMOR_TAIL = re.compile(
    r"\s*(?:Digimon )?(?:with|that has) ['\"]?Armou?r Evolution['\"]? in (?:its|their) fusion requirements$",
    re.I,
)
_FRAME = re.compile(r"^(blue|red|gold) frame\s*", re.I)
_LEVELS = re.compile(rf"^({LEVELS})\s*")
_ATTRIBUTE = re.compile(rf"^({ATTRIBUTE}(?: or {ATTRIBUTE})*) attribute\s*")
# "a Beast Man type, Vaccine attribute Level IV … Digimon" (Bo-591): a type then an attribute is one
# Digimon described by both, so that comma joins; a comma between two types lists alternatives.
_SPECIES = re.compile(rf"^((?:[A-Z][\w-]*\s)*?[A-Z][\w-]*) [Tt]ype(?:,(?= {ATTRIBUTE} attribute))?\s*")
# The catalog's groups ("Group" column) that card texts name.
GROUPS = (
    "Royal Knights",
    "Deva",
    "Warrior Ten",
    "Seven Great Demon Lords",
    "Partner",
    "Olympos XII",
    "Four Holy Beasts",
    "Four Great Dragons",
    "Three Great Angels",
    "Ancient Species",
    "D-Reaper",
    "Infected Digimon",
    "Fusion Form",
    "Transcendent Form",
)
GROUP = "|".join(re.escape(g) for g in GROUPS)
_GROUP_HEAD = re.compile(rf"^({GROUP})(?: group)?\s*")
_GROUP_TAIL = re.compile(
    r"\s*(?:Digimon )?(?:that )?(does not belong|belong(?:ing|s)?) to (?:the )?(?:group )?"
    rf"[\"']?({GROUP})[\"']?(?: group)?$"
)
_WHOSE_TYPE = re.compile(rf"\s*(?:Digimon )?whose type (is not|is|contains the word) {QUOTED_OR_WORDS}$")
_BATTLE_TYPE_HEAD = re.compile(r"^battle type ([ABC])\s*", re.I)
_EXCLUDING = re.compile(r"(.+?)\s*\(excluding ([^()]+)\)$", re.I)
_GOLD_FRAME_NOUN = re.compile(r"(?:a |an )?Digimon with a gold(?:en)? (?:card )?frame", re.I)
_WHOSE_ATTACK = re.compile(r"(?:your )?Digimon whose attack is ([ABC](?:,? or [ABC])*)", re.I)
# "Rapidmon (Perfect)" (St-424): a name the catalog prints at several levels, with the level meant.
_LIST_NAME = rf"[A-Z][\w-]*(?: [A-Z][\w-]*)*(?: \({LEVEL_WORD}\))?"
_NAME_LIST = re.compile(rf"{_LIST_NAME}(?:, {_LIST_NAME})*,? (?:or|and) {_LIST_NAME}")
_LEVELLED_NAME = re.compile(rf"(.+) \(({LEVEL_WORD})\)")
_WHOSE_TYPE_INCLUDING = re.compile(
    rf"(?:a |an )?Digimon whose type contains the word {QUOTED}\s*\(including ([^()]+)\)$", re.I
)
_FIELD_HEAD = re.compile(rf"^((?:{FIELD})(?:,? or (?:{FIELD}))*)\s*")
# "Dukemon: Crimson Mode" (St-920): a form's name follows a colon.
_NAME = re.compile(r"^([A-Z][\w.'-]*:?(?:\s[A-Z][\w.'-]*:?)*(?: \(\d\))?)$")


def parse_subject(side: Side, phrase: str) -> Condition | None:
    """The condition a described Digimon must meet, or None when the phrase is not understood.

    Alternatives of different kinds ("Nature Spirits or Ultimate level Digimon", "Digimon
    belonging to Wind Guardians, or with the ability "gale"") become an `AnyOf`.
    """
    if m := _EXCLUDING.fullmatch(phrase.strip()):
        # "a Holy Beast type Digimon (excluding Ultimate levels)": the subject, and not the other.
        kept = parse_subject(side, m.group(1))
        excluded = parse_subject(side, re.sub(r"s$", "", m.group(2)) + " Digimon")
        if kept is None or excluded is None:
            return None
        return Not(excluded) if kept == AllOf(()) else AllOf((kept, Not(excluded)))
    if m := _WHOSE_TYPE_INCLUDING.fullmatch(phrase.strip()):
        # "whose type contains the word 'Demon' (including Devil/Small Devil/Magic Warrior)".
        words = [m.group(1), *(w.strip() for w in m.group(2).split("/") if w.strip())]
        return AnyOf(tuple(SpeciesContains(side, word) for word in words))
    single = _parse_single(side, phrase)
    if single is not None:
        return single
    if _GOLD_FRAME_NOUN.fullmatch(phrase.strip()):
        return FrameIs(side, "gold")
    if m := _WHOSE_ATTACK.fullmatch(phrase.strip()):
        # "your Digimon whose attack is B or C": the column it attacks with (B-8 step 1).
        return AttackColumnIs(side, tuple(re.findall(r"[ABC]", m.group(1))))
    pieces = re.split(r",? or (?=(?:with |a |an |[A-Z]))", phrase)
    alternatives = _alternatives(side, pieces) if len(pieces) > 1 else None
    if alternatives is None and (m := _NAME_LIST.fullmatch(phrase.strip())):
        # "your Agumon, Tailmon, Palmon, or Piyomon": card names, when nothing else reads. "Your
        # Megalo Growmon, Taomon, and Rapidmon (Perfect)" (St-424) names the same choice: the one
        # battling Digimon is any of them.
        names = tuple(re.split(r",? (?:or|and) |, ", m.group(0)))
        not_names = rf"(?:{FIELD}|{GROUP}|{ATTRIBUTE}|{LEVEL_WORD})"
        if not re.search(r"\b(?:Digimon|Type|type|level|Level)\b", phrase) and not any(
            re.fullmatch(not_names, name, re.I) for name in names
        ):
            return AnyOf(tuple(_listed_name(side, name) for name in names))
    return alternatives


def _listed_name(side: Side, name: str) -> Condition:
    """A card name of a list; "Rapidmon (Perfect)" is that name at that level (RULES 1.3)."""
    if m := _LEVELLED_NAME.fullmatch(name):
        return AllOf((NameIs(side, (m.group(1),)), LevelIs(side, parse_levels(m.group(2)))))
    return NameIs(side, (name,))


def _alternatives(side: Side, pieces: list[str]) -> Condition | None:
    options: list[Condition] = []
    for piece in pieces:
        if piece.startswith("with "):
            piece = "Digimon " + piece
        parsed = _parse_single(side, piece)
        if parsed is None and not piece.rstrip().endswith("Digimon"):
            # "Nature Spirits or Ultimate level Digimon": the noun is shared by both sides.
            parsed = _parse_single(side, piece + " Digimon")
        if parsed is None or parsed == AllOf(()):
            return None
        options.append(parsed)
    return AnyOf(tuple(options))


def _negated(condition: Condition, negative: bool) -> Condition:
    return Not(condition) if negative else condition


def _card_number(side: Side, m: re.Match[str]) -> Condition:
    bound = int(m.group(1))
    if m.group(2).lower() in {"and above", "or more", "or above"}:
        return CardNumberWithin(side, bound, None)
    return CardNumberWithin(side, None, bound)


# What a phrase may end with ("… with the ability "sky"", "… belonging to Nature Spirits"), cut off
# from the end in this order; each gives a condition on the side (None: the phrase is not read).
_TAILS: tuple[tuple[re.Pattern[str], Callable[[Side, re.Match[str]], Condition | None]], ...] = (
    (
        _ABILITY_TAIL,
        lambda side, m: keyword_condition(side, m.group(2), m.group(1) in {"with", "that has", "has"}),
    ),
    (_FIELD_TAIL, lambda side, m: _negated(_field_list(side, m.group(2)), m.group(1).startswith("does not"))),
    (_GROUP_TAIL, lambda side, m: _negated(InGroup(side, m.group(2)), m.group(1).startswith("does not"))),
    (
        _WHOSE_TYPE,
        lambda side, m: _negated(SpeciesContains(side, m.group(2) or m.group(3)), m.group(1) == "is not"),
    ),
    (_ARMOR_TAIL, lambda side, m: LevelIs(side, ("Armor",))),
    (_TYPE_TAIL, lambda side, m: SpeciesContains(side, m.group(1))),
    (_EVOLUTION_TAIL, lambda side, m: EvolutionTextHas(side, tuple(re.findall(QUOTED, m.group(1))))),
    (_CARD_NUMBER_TAIL, _card_number),
    (_QUOTED_GROUP_TAIL, lambda side, m: InGroup(side, m.group(1))),
    (_NAME_TAIL, lambda side, m: _name_parts(side, m.group(1))),
)


def _name_parts(side: Side, words: str) -> Condition:
    parts = [NameIs(side, (word,), partial=True) for word in re.findall(QUOTED, words)]
    return parts[0] if len(parts) == 1 else AnyOf(tuple(parts))


def _parse_single(side: Side, phrase: str) -> Condition | None:
    """The condition a described Digimon must meet, or None when the phrase is not understood.

    A phrase that describes nothing in particular ("the opponent", "your Digimon") gives the
    always-true `AllOf(())`.
    """
    # "your Nefertimon card": the card is the Digimon.
    text = re.sub(r" card$", "", phrase.strip().rstrip(","))
    text = _ARTICLE.sub("", text)
    text = _ARTICLE.sub("", text)
    parts: list[Condition] = []
    for pattern, read in _TAILS:
        if tail := pattern.search(text):
            condition = read(side, tail)
            if condition is None:
                return None
            parts.append(condition)
            text = text[: tail.start()]
    text = text.strip()
    while text and text not in {"Digimon", "opponent", "Digimon card", "Digimon cards"}:
        if m := _FRAME.match(text):
            parts.append(FrameIs(side, m.group(1).lower()))
        elif m := _LEVELS.match(text):
            parts.append(level_condition(side, m.group(1)))
        elif m := _ATTRIBUTE.match(text):
            parts.append(_attribute_list(side, m.group(1)))
        elif m := _GROUP_HEAD.match(text):
            parts.append(InGroup(side, m.group(1)))
        elif m := _BATTLE_TYPE_HEAD.match(text):
            parts.append(BattleTypeIs(side, m.group(1).upper()))  # type: ignore[arg-type]
        elif m := _FIELD_HEAD.match(text):
            parts.append(_field_list(side, m.group(1)))
        elif m := _SPECIES.match(text):
            parts.append(SpeciesContains(side, m.group(1)))
        elif not parts and (m := _NAME.match(text)) and not m.group(1).endswith(("Digimon", "Option")):
            # "your Rosemon" names a card; "your Royal Knights Digimon" names a group, which
            # the engine cannot see, so it stays unrecognised.
            # The catalog prints "Dukemon Crimson Mode" for the texts' "Dukemon: Crimson Mode".
            parts.append(NameIs(side, (m.group(1).replace(":", ""),)))
        else:
            return None
        text = text[m.end() :].strip()
    return all_of(parts)
