"""What a printed qualifier in an evolution condition asks of the Digimon it names.

Conditions narrow a name with a qualifier in parentheses: "Gabumon (Virus Busters) + OO" (a
field), "Metal Greymon (Red Frame)" (a frame), "Greymon (Virus)" (an attribute), "Rapidmon
(Level IV)" (a level), "Bullmon (Armor Evolution)" (the Armor level), "Level III Digimon (Nature
Spirits/Metal Empire)" (either field). `qualifier_test` reads one as a card test in the engine's
filter words (`gameplay.engine.effects.base.Cost.card_filter`, with " or " alternatives), so the
importer's evolution links, the deck statistics and the engine's legal evolutions read it alike.

RULES 1.2: a gold-etched card counts as neither a blue frame nor a red frame card, so "Blue Frame"
is the blue frame only. RULES 1.8: a field qualifier is met by any of the card's field icons.
"""

import re

# Field names as the conditions print them, and the catalog's field codes (cards.catalog.parse).
_FIELDS = {
    "nature spirits": "NSp",
    "nightmare soldiers": "NSo",
    "metal empire": "ME",
    "virus busters": "VB",
    "wind guardians": "WG",
    "deep savers": "DS",
    "dark area": "DA",
    "unknown": "UK",
}
_CODES = {code.casefold(): code for code in _FIELDS.values()}
_LEVEL = re.compile(r"(?:level )?(iii|iv|perfect|ultimate)")
_LEVELS = {"iii": "III", "iv": "IV", "perfect": "Perfect", "ultimate": "Ultimate"}
_ATTRIBUTES = {"vaccine": "Vaccine", "data": "Data", "virus": "Virus"}
_FRAME = re.compile(r"(red|blue|gold) frame")


def qualifier_test(qualifier: str) -> str | None:
    """The card test a qualifier reads as ("Virus Busters" -> "field:VB"); None when the words are
    none of a level, the Armor level, an attribute, a frame or fields (nothing to check then)."""
    text = " ".join(qualifier.split()).casefold()
    if level := _LEVEL.fullmatch(text):
        # "Rapidmon (Level IV)" is the printed Level IV one: the catalog tells the Armor one apart
        # with "(Armor)" (Bo-1124), so Armor's A-14 reading as IV does not apply to the qualifier.
        return f"level:{_LEVELS[level[1]]}"
    if text in ("armor evolution", "armor"):
        return "level:Armor"
    if text in _ATTRIBUTES:
        return f"attribute:{_ATTRIBUTES[text]}"
    if text == "non-virus":
        return "not_attribute:Virus"
    if text == "unknown":
        # "Sephirothmon (Unknown)", "Metal Tyranomon (Unknown)": the Unknown field (UK) of the cards
        # it names, or the attribute of that name that some cards print.
        return "attribute:Unknown or field:UK"
    if frame := _FRAME.fullmatch(text):
        return f"frame:{frame[1]}"
    codes = [_FIELDS.get(part.strip()) or _CODES.get(part.strip()) for part in text.split("/")]
    if codes and all(codes):
        return "field:" + "|".join(code for code in codes if code)
    return None


def qualifier_holds(test: str, *, level: str, attributes: list[str], fields: list[str], frame: str) -> bool:
    """Whether a catalog card's values pass a `qualifier_test` test."""
    return any(
        all(_one_holds(part, level, attributes, fields, frame) for part in alternative.split(";"))
        for alternative in test.split(" or ")
    )


def _one_holds(part: str, level: str, attributes: list[str], fields: list[str], frame: str) -> bool:
    key, _, value = part.partition(":")
    options = set(value.split("|"))
    if key == "level":
        return level in options
    if key == "attribute":
        return bool(options & set(attributes))
    if key == "not_attribute":
        return not options & set(attributes)
    if key == "field":
        return bool(options & set(fields))
    if key == "frame":
        return frame.casefold() in options
    raise ValueError(f"not a qualifier test: {part!r}")
