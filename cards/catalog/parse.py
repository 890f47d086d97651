"""One raw set-file row -> one `CatalogRow`: field values plus what could not be parsed.

Every row becomes a record; a value the parser cannot read is left empty and explained in
`warnings` so the import report can list it as `file:line: what is wrong`.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from . import abilities as ab
from . import evolution, names
from .numbers import number_key, parse_number
from .reader import COLUMNS, RawRow

DIGIMON = "digimon"
OPTION = "option"
OPTION_CATEGORIES = {"item": "Item", "program": "Program", "field": "Field"}
# Known typos of option categories in the catalog ("Progran" on Bo-748).
CATEGORY_TYPOS = {"progran": "Program"}
LEVEL_ORDER = {"III": 3, "IV": 4, "Armor": 4, "Perfect": 5, "Ultimate": 6}
# Field codes vary in case in the source (`Nsp`/`NSp`); "Unknown" is spelled out on a few cards.
FIELD_CODES = {
    "nsp": "NSp",
    "nso": "NSo",
    "me": "ME",
    "vb": "VB",
    "wg": "WG",
    "ds": "DS",
    "da": "DA",
    "uk": "UK",
    "unknown": "UK",
}
ATTRIBUTES = {"vaccine": "Vaccine", "data": "Data", "virus": "Virus", "unknown": "Unknown"}
_LOST_POINTS = re.compile(r"^III\s*(\d+)\s+IV\s*(\d+)\s+P\s*(\d+)\s+U\s*(\d+)$", re.ASCII)
_XROS = re.compile(r"^Xros \((III|IV|Perfect|Ultimate)\)$")
_PHASE = r"(?:Preparation|Evolution|Battle|Point Calculation)(?: Phase)?"
_TIMING = re.compile(rf"^(?P<timing>(?:\d\)\s*)?{_PHASE}(?:\s*\d\)\s*{_PHASE})*)\s*/?\s*(?P<rest>.*)$", re.S)


@dataclass
class CatalogRow:
    """The parsed values of one row; keys of `values` are Card model field names."""

    values: dict[str, Any]
    warnings: list[str] = field(default_factory=list)
    # The parsed evolution condition of a Digimon (None for Options).
    condition: evolution.ParsedCondition | None = None

    @property
    def number(self) -> str:
        return self.values["number"]


def _clean(cells: dict[str, str]) -> dict[str, str]:
    """Trim every cell (trailing spaces are everywhere) and read no-break spaces as spaces."""
    return {key: value.replace("\xa0", " ").strip() for key, value in cells.items()}


def _int(text: str) -> int | None:
    # ASCII digits only: str.isdigit() also accepts "¹", which int() rejects.
    return int(text) if re.fullmatch(r"[0-9]+", text) else None


def _is_option(cells: dict[str, str]) -> bool:
    category = cells["Type"].casefold()
    if category in OPTION_CATEGORIES or category in CATEGORY_TYPOS:
        return True
    # Two option cards (Re-99, Dw-5) have no category: they have a timing phase and no stats.
    no_stats = not any(cells[c] for c in ("Level", "AT", "AP", "BP", "CP", "Attribute"))
    return no_stats and bool(_TIMING.match(cells["Evo/Activation"]))


class CatalogNames:
    """The catalog's card names, for splitting run-together evolution pairs and resolving them.

    Names are compared loosely (NFKC, case-folded, punctuation and spaces dropped) because
    conditions spell them a little differently from the cards ("Lucemon: Falldown Mode").
    """

    def __init__(self, digimon: set[str], options: set[str]) -> None:
        self.digimon = digimon
        self.cards = digimon | options

    @classmethod
    def from_rows(
        cls, rows: list[RawRow], *, digimon: Iterable[str] = (), options: Iterable[str] = ()
    ) -> "CatalogNames":
        """The names of `rows`, plus the names `digimon` and `options` of cards known elsewhere."""
        digimon, options = {loose_key(name) for name in digimon}, {loose_key(name) for name in options}
        for raw in rows:
            cells = _clean(raw.cells)
            target = options if _is_option(cells) else digimon
            target.add(loose_key(cells["Name"]))
        return cls(digimon, options)

    def is_digimon(self, name: str) -> bool:
        return loose_key(name) in self.digimon

    def is_card(self, name: str) -> bool:
        return loose_key(name) in self.cards


def loose_key(name: str) -> str:
    """`Lucemon: Falldown Mode` and `Lucemon Falldown Mode` -> `lucemonfalldownmode`."""
    return re.sub(r"[\W_]+", "", names.name_key(name))


def parse_row(raw: RawRow, index: CatalogNames | None = None) -> CatalogRow:
    cells = _clean(raw.cells)
    warnings: list[str] = []
    if raw.text.count("\t") < len(COLUMNS) - 1:
        warnings.append(f"only {raw.text.count(chr(9)) + 1} of {len(COLUMNS)} columns")

    number_text = cells["Card Number"]
    number = parse_number(number_text)
    if number is None:
        # Keep the row (never drop a card) under its printed text, with sequence number 0.
        warnings.append(f"card number {number_text!r} is not in the form Prefix-123")
        prefix, seq, suffix = number_text[:8], 0, ""
    else:
        prefix, seq, suffix = number
    name = cells["Name"]
    base = names.base_name(name)
    values: dict[str, Any] = {
        "number": number_text,
        "number_key": number_key(number_text),
        "prefix": prefix,
        "seq": seq,
        "suffix": suffix,
        "name": name,
        "base_name": base,
        "name_key": names.name_key(name),
        "name_ja": "",
        "search_name": names.search_name(name),
        "search_squashed": names.search_squashed(name),
        "set_code": cells["Set"],
        "image_file": cells["ImageFile"],
        "frame": cells["Frame"],
        "group": cells["Group"],
        "source_file": raw.file,
        "source_line": raw.line,
        "raw_row": raw.text,
    }
    if not name:
        warnings.append("no name")
    condition = None
    if _is_option(cells):
        values.update(_option_values(cells, warnings))
    else:
        condition = evolution.parse_condition(cells["Evo/Activation"], index, level=cells["Level"])
        values.update(_digimon_values(cells, condition, warnings))
    values["import_warnings"] = warnings
    return CatalogRow(values, warnings, condition)


def _digimon_values(
    cells: dict[str, str], parsed: evolution.ParsedCondition, warnings: list[str]
) -> dict[str, Any]:
    condition = cells["Evo/Activation"]
    level = cells["Level"]
    xros = _XROS.match(level)
    # Armor Digimon are printed as level IV; their condition says "Armor Evolution" (RULES 1.3).
    if (parsed.is_armor or evolution.is_armor_condition(condition)) and level in ("IV", ""):
        level = "Armor"
    level_order = LEVEL_ORDER[xros[1]] if xros else LEVEL_ORDER.get(level, 0)
    if not level:
        warnings.append("no level")
    elif level not in LEVEL_ORDER and level != "Hybrid" and not xros:
        warnings.append(f"unknown level {level!r}")

    battle_type = cells["AT"]
    if battle_type not in ("A", "B", "C"):
        if battle_type:
            warnings.append(f"battle type {battle_type!r} is not one of A/B/C")
        else:
            warnings.append("no battle type")
        battle_type = ""

    attacks = {}
    for column, key in (("AP", "attack_a"), ("BP", "attack_b"), ("CP", "attack_c")):
        attacks[key] = _int(cells[column])
        if attacks[key] is None:
            warnings.append(f"attack {column[0]} {cells[column]!r} is not a number")

    lost = {"lost_iii": None, "lost_iv": None, "lost_perfect": None, "lost_ultimate": None}
    match = _LOST_POINTS.match(cells["LostPoint"])
    if match:
        lost = dict(zip(lost, map(int, match.groups()), strict=True))
    elif cells["LostPoint"]:
        warnings.append(f"lost points {cells['LostPoint'][:60]!r} not in the form III10 IV10 P10 U10")
    else:
        warnings.append("no lost points")

    attributes = []
    for part in filter(None, (p.strip() for p in cells["Attribute"].split("/"))):
        if part.casefold().startswith("variable"):
            # "Variable (same as the opponent)": the attribute copies the opponent's.
            attributes.append("Variable")
        elif part.casefold() in ATTRIBUTES:
            attributes.append(ATTRIBUTES[part.casefold()])
        else:
            attributes.append(part)
            warnings.append(f"unknown attribute {part!r}")
    if not attributes:
        warnings.append("no attribute")

    fields = []
    for part in filter(None, re.split(r"[\s/]+", cells["Field"])):
        code = FIELD_CODES.get(part.casefold())
        if code is None:
            warnings.append(f"unknown field code {part!r}")
        elif code not in fields:
            fields.append(code)

    ability_list = ab.split_abilities(cells["Abilities"])
    if not parsed.complete:
        warnings.append(f"evolution condition not fully parsed: {parsed.unparsed}")
    return {
        "kind": DIGIMON,
        "level": level,
        "level_order": level_order,
        "battle_type": battle_type,
        **attacks,
        **lost,
        "species": cells["Type"],
        "attributes": attributes,
        "attribute_tags": _tags(attributes),
        "fields": fields,
        "field_tags": _tags(fields),
        "a_can_be_zeroed": ab.a_can_be_zeroed(ability_list),
        "evolution_raw": condition,
        "evolution_requirements": parsed.alternatives,
        "abilities": ability_list,
        "ability_text": ab.ability_text(ability_list),
        "category": "",
        "timing": "",
        "activation_text": "",
        "effect_text": "",
    }


def _option_values(cells: dict[str, str], warnings: list[str]) -> dict[str, Any]:
    category_text = cells["Type"]
    category = OPTION_CATEGORIES.get(category_text.casefold(), "")
    if category_text.casefold() in CATEGORY_TYPOS:
        category = CATEGORY_TYPOS[category_text.casefold()]
        warnings.append(f"option category {category_text!r} read as {category!r} (typo)")
    elif not category:
        warnings.append("no option category (Item/Program/Field)")

    effect = cells["Abilities"]
    if not effect and cells["LostPoint"]:
        # St-101..St-110 (CardDataSt2.txt) carry their effect in the LostPoint column.
        effect = cells["LostPoint"]
        warnings.append("effect text found in the LostPoint column (moved to the effect)")
    elif cells["LostPoint"]:
        warnings.append(f"option has a LostPoint value {cells['LostPoint'][:40]!r} (ignored)")
    if not effect:
        warnings.append("no effect text")

    activation = cells["Evo/Activation"]
    match = _TIMING.match(activation)
    if match:
        timing = match["timing"]
        # "Battle/(O)..." is the same phase as "Battle Phase".
        if not timing.endswith("Phase"):
            timing += " Phase"
        activation_text = match["rest"].strip()
    elif phase := re.search(_PHASE.replace("(?: Phase)?", " Phase"), activation):
        # "This card is activated at the end of your Evolution Phase, ..." (St-319, St-320).
        timing, activation_text = phase[0], activation
    else:
        timing, activation_text = "", activation
        warnings.append("no timing phase in the activation column")

    ability_list = ab.split_abilities(effect)
    return {
        "kind": OPTION,
        "level": "",
        "level_order": 0,
        "battle_type": "",
        "attack_a": None,
        "attack_b": None,
        "attack_c": None,
        "lost_iii": None,
        "lost_iv": None,
        "lost_perfect": None,
        "lost_ultimate": None,
        "species": "",
        "attributes": [],
        "attribute_tags": "",
        "fields": [],
        "field_tags": "",
        "a_can_be_zeroed": True,
        "evolution_raw": "",
        "evolution_requirements": [],
        "abilities": ability_list,
        "ability_text": ab.ability_text(ability_list),
        "category": category,
        "timing": timing,
        "activation_text": activation_text,
        "effect_text": effect,
    }


def _tags(items: list[str]) -> str:
    """`["Vaccine", "Data"]` -> `"|vaccine|data|"`: exact-member search with one LIKE."""
    return "|" + "|".join(item.casefold() for item in items) + "|" if items else ""
