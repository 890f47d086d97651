"""Evolution and appearance conditions of Digimon cards, parsed into requirements.

The catalog prints a condition as a run of `<from> + <what>` pairs with no delimiter between
alternatives ("Gabumon + XX Bakumon + X" is two alternatives), sometimes separated by "/", with a
mode keyword ("Jogress Evolution", "Armor Evolution", "Spirit Evolution") and trailing notes
("(O)..."). `parse_condition` returns a list of **alternatives**; each alternative is a list of
**requirement dicts**; meeting every requirement of any one alternative allows the evolution.

Requirement dict shapes (the engine team reads these):

- `{"kind": "from", "name": "Gabumon"}` – evolve from a Digimon of this (base) name. An optional
  `"qualifier"` holds a printed restriction in parentheses: `"Virus Busters"`, `"Red Frame"`,
  `"Level IV"`, `"Armor Evolution"`, `"Vaccine"`.
- `{"kind": "from_level", "level": "IV"}` – evolve from any Digimon of that level (III, IV,
  Perfect, Ultimate); optional `"ability": "flame"` ("Level IV Digimon with the ability 'flame'").
- `{"kind": "marks", "upright": 1, "sideways": 2}` – the ● (`O`) and × (`X`) cards to place in
  the Power Box; "Gabumon + OXX" is from Gabumon with one ● and two ×.
- `{"kind": "win_rate", "percent": 60}` – a Winning Percentage 40/60/80 % option card.
- `{"kind": "jogress", "names": ["Knightmon", "Big Mamemon"]}` – fuse these Digimon (the first in
  the Digimon Box, the others as partners). A name may keep a printed qualifier in parentheses
  ("Metal Garurumon (Blue Frame)"); `split_qualifier` separates it.
  `{"kind": "jogress", "names": ["Archnemon"], "partner_level": "Perfect"}` – the partner is any
  Digimon of that level.
- `{"kind": "armor", "digimental": "Digimental of Kindness"}` – armor evolution with that
  Digimental (always next to a `from` or `from_level` requirement).
- `{"kind": "spirit", "spirit": "Spirit of Fire H"}` – spirit evolution with that Spirit card
  (next to a `from` or `from_level` requirement).
- `{"kind": "card", "name": "Digital Translator"}` – another named card (usually an Option such
  as "Protein Plus" or "Crest of Courage") that must be put in the Power Box.
- `{"kind": "appearance", "text": "...", "names": ["War Greymon", ...]}` – a printed appearance
  condition ("When your Digimon is ..., make this card appear"); `names` lists the Digimon it
  names (may be empty). The engine treats the text as card text.
- `{"kind": "note", "text": "..."}` – printed text attached to the condition ("(O)Can only evolve
  from Vaccine attribute Digimon."); it is appended to every alternative it applies to.

Names are as printed in the condition (typos included: "Petit Mamon"); the importer resolves them
against catalog base names loosely (case, width, spaces and punctuation ignored) and stores the
result as EvolutionLink rows with `via` = from / jogress / armor / spirit / appearance.

Level III "Unless this Digimon is replaced with another Level III Digimon ..." lines (and
similar rules text) are not conditions: `is_condition` is False and there are no alternatives.
"""

import re
from dataclasses import dataclass, field
from typing import Any, Protocol

from cards.catalog.qualifiers import qualifier_holds, qualifier_test

Requirement = dict[str, Any]
Alternative = list[Requirement]

_MODE = re.compile(r"\b(?:(Jogress|Armor|Spirit) Evolution(?!\))|(Fusion) Requirements)\s*/?\s*")
_PLUS = re.compile(r"\s*\+\s*")
# "OX" then a space, a slash, the end, or a glued-on name ("OOGuilmon"), but not "XV-mon".
_MARKS = re.compile(r"^([OX]+)(?=\s|/|$|[A-Z][a-z])\s*(.*)$", re.S)
_WIN_RATE = re.compile(r"^Winning Percentage:?\s*(\d+)\s*%\s*!?\??\s*(.*)$", re.S | re.I)
_DIGIMENTAL = re.compile(r"^(Digimental of [A-Z][a-z]+)\s*(.*)$", re.S)
_SPIRIT = re.compile(r"^(Spirit of [A-Z][a-z]+ [HBK])\b\s*(.*)$", re.S)
_LEVEL = r"(III|IV|Perfect|Ultimate)"
_GENERIC = re.compile(
    rf"^(?:an? )?(?:Level )?{_LEVEL}(?: level)? Digimon(?: with the ability [\"']([\w ]+)[\"'])?$",
    re.I,
)
_QUALIFIER = re.compile(r"^(.*?)\s*\(([^()]*[A-Za-z][^()]*)\)$")
# Where trailing notes start when they are not marked with "(O)".
_NOTE_START = re.compile(
    r"\s*(?=\(O\)|\(This\b|This Digimon|This card|The spirit remains|When you win|"
    r"At the end of the turn|Put one component)"
)
_NOT_CONDITION = re.compile(
    r"^(Unless (this Digimon|it) is replaced|Make this card appear by switching|"
    r"This Digimon cannot be placed)",
    re.I,
)
_APPEARANCE_NAMES = re.compile(
    r"(?:(?i:when your digimon is)|When your|send your|send the|send|when you have either|"
    r"When there is|lose the battle as|in your Digimon box, discard either)"
    r"\s+(?:an? )?([A-Z][\w.:'-]*(?: [A-Z][\w.:'-]*)*)((?:,? (?:or )?(?:an? )?"
    r"[A-Z][\w.:'-]*(?: [A-Z][\w.:'-]*)*)*)"
)


class NameIndex(Protocol):
    """What the parser needs to know about catalog names to split run-together pairs."""

    def is_digimon(self, name: str) -> bool: ...

    def is_card(self, name: str) -> bool: ...


@dataclass
class ParsedCondition:
    alternatives: list[Alternative] = field(default_factory=list)
    # The part of the text that could not be read (empty when the parse is complete).
    unparsed: str = ""
    # False for rules text that sits in the condition column but is not a condition.
    is_condition: bool = True

    @property
    def complete(self) -> bool:
        return not self.unparsed

    @property
    def is_armor(self) -> bool:
        return any(req["kind"] == "armor" for alt in self.alternatives for req in alt)


class _Unparsed(ValueError):
    pass


def is_armor_condition(text: str) -> bool:
    """Whether the condition is an Armor Evolution (not a "(Armor Evolution)" qualifier)."""
    return any(m[1] == "Armor" for m in _MODE.finditer(text)) or bool(
        _DIGIMENTAL.search(text.split("+", 1)[-1].strip())
    )


def parse_condition(text: str, index: NameIndex | None = None, *, level: str = "") -> ParsedCondition:
    """Parse one evolution/appearance condition. `index` (catalog names) lets the parser split
    pairs written without a delimiter, e.g. "Knightmon + Big Mamemon Were Garurumon + ...".

    A Level III Digimon starts in the Digimon Box and evolves from nothing: text in its
    condition column without "+" pairs is rules text ("... cannot receive the effects of 'Dark
    Tower'; unless it is replaced ..."), not a condition.
    """
    text = text.strip()
    if not text or _NOT_CONDITION.match(text):
        return ParsedCondition(is_condition=False)
    main, notes = _split_notes(text)
    if not any("+" in chunk for chunk in main):
        if level == "III":
            return ParsedCondition(is_condition=False)
        return ParsedCondition([[_appearance(text, index)]])
    try:
        alternatives = _parse_pairs(main, index)
    except _Unparsed as error:
        return ParsedCondition(unparsed=str(error))
    note_reqs = [{"kind": "note", "text": note} for note in notes]
    return ParsedCondition([alt + note_reqs for alt in alternatives])


def source_names(alternatives: list[Alternative]) -> list[tuple[str, str]]:
    """Every (via, name) pair of a Digimon the condition evolves from, deduplicated, in order.

    A printed qualifier stays on the name ("Andromon (Virus Busters)"); `lookup_names` and
    `qualifier_matches` use it. `via` is "jogress" for fusion partners, "armor"/"spirit" for the
    Digimon that armor- or spirit-evolves, "appearance" for a Digimon named by an appearance
    condition, else "from".
    """
    pairs: list[tuple[str, str]] = []
    for alternative in alternatives:
        kinds = {req["kind"] for req in alternative}
        via = "armor" if "armor" in kinds else "spirit" if "spirit" in kinds else "from"
        for req in alternative:
            if req["kind"] == "from":
                qualifier = req.get("qualifier")
                found = [(via, f"{req['name']} ({qualifier})" if qualifier else req["name"])]
            elif req["kind"] in ("jogress", "appearance"):
                found = [(req["kind"], name) for name in req.get("names", [])]
            else:
                continue
            pairs += [pair for pair in found if pair not in pairs]
    return pairs


def _split_notes(text: str) -> tuple[list[str], list[str]]:
    """Separate the pairs from trailing printed notes; "/" parts without "+" are notes too."""
    match = _NOTE_START.search(text)
    main, tail = (text[: match.start()], text[match.end() :]) if match else (text, "")
    notes = []
    if tail:
        notes += [part.strip() for part in re.split(r"\(O\)", tail) if part.strip(" /")]
        notes = [note.strip(" /") for note in notes]
    # "/" separates alternatives, except inside a qualifier "(Nature Spirits/Metal Empire)".
    chunks = [chunk.strip() for chunk in re.split(r"/(?![^()]*\))", main)]
    kept = []
    for chunk in chunks:
        if "+" in chunk or _MODE.fullmatch(chunk + " ") or not chunk:
            kept.append(chunk)
        else:
            notes.append(chunk)
    return [c for c in kept if c], notes


def _parse_pairs(chunks: list[str], index: NameIndex | None) -> list[Alternative]:
    alternatives: list[Alternative] = []
    trailing: list[Requirement] = []
    mode = ""
    for chunk in chunks:
        mode_match = _MODE.fullmatch(chunk + " ")
        if mode_match:
            mode = mode_match[1] or mode_match[2]
            continue
        pieces = _PLUS.split(chunk)
        if any(not piece for piece in pieces):
            raise _Unparsed(f"'+' with nothing on one side in {chunk!r}")
        lhs, mode = _strip_mode(pieces[0], mode)
        chain = [lhs]
        for position, piece in enumerate(pieces[1:], start=1):
            last = position == len(pieces) - 1
            if not chain:
                raise _Unparsed(f"no Digimon before '+ {piece}' in {chunk!r}")
            rhs, rest = _split_rhs(piece, index, last=last)
            if rhs is None:
                # A bare Digimon name between two '+': a fusion of three or more ("A + B + C").
                chain.append(piece)
                continue
            alternatives.append(_pair(chain, rhs, mode, index))
            if rest and last:
                # Text after the last "+ OO" or "+ Winning Percentage" is a printed note.
                trailing.append({"kind": "note", "text": rest})
                chain = []
            elif rest:
                lhs, mode = _strip_mode(rest, mode)
                chain = [lhs]
            else:
                chain = []
        if chain and len(chain) > 1:
            alternatives.append([{"kind": "jogress", "names": chain}])
        elif chain:
            raise _Unparsed(f"{chain[0]!r} is not followed by '+' and a requirement")
    return [alt + trailing for alt in alternatives]


def _strip_mode(text: str, mode: str) -> tuple[str, str]:
    match = _MODE.match(text)
    if match:
        return text[match.end() :].strip(), match[1] or match[2]
    return text.strip(), mode


def _split_rhs(piece: str, index: NameIndex | None, *, last: bool) -> tuple[Any, str]:
    """Split the text after a '+' into (right-hand requirement, next left-hand side).

    Returns (None, "") when the piece is a lone Digimon name inside a chain "A + B + C".
    """
    for pattern, kind in ((_MARKS, "marks"), (_WIN_RATE, "win_rate")):
        match = pattern.match(piece)
        if match:
            return (kind, match[1]), match[2].strip()
    for pattern, kind in ((_DIGIMENTAL, "armor"), (_SPIRIT, "spirit")):
        match = pattern.match(piece)
        if match:
            return (kind, match[1]), match[2].strip()
    mode = _MODE.search(piece)
    if mode and mode.start() > 0:
        # "Big Mamemon Jogress Evolution Megadramon": the keyword marks the boundary.
        return ("name", piece[: mode.start()].strip()), piece[mode.start() :]
    if last:
        return ("name", piece), ""
    words = piece.split()
    if index is not None and index.is_digimon(piece):
        return None, ""
    for k in range(2, len(words)):
        # "Perfect Digimon Vademon": a generic partner ends where its "Digimon" ends.
        if words[k - 1] == "Digimon" and _GENERIC.match(" ".join(words[:k])):
            return ("name", " ".join(words[:k])), " ".join(words[k:])
    if index is None:
        raise _Unparsed(f"cannot tell where {piece!r} splits into two names without the catalog")
    splits = []
    for k in range(1, len(words)):
        left, right = " ".join(words[:k]), " ".join(words[k:])
        left_ok = index.is_card(left) or bool(_GENERIC.match(left))
        right_ok = index.is_digimon(_name_qualifier(right)[0]) or bool(_GENERIC.match(right))
        if left_ok and right_ok:
            splits.append((left, right))
    if not splits:
        # Some partner cards are not in the catalog ("STR-MAX Funbeemon"): accept the one split
        # whose right side is a catalog Digimon.
        splits = [
            (" ".join(words[:k]), " ".join(words[k:]))
            for k in range(1, len(words))
            if index.is_digimon(_name_qualifier(" ".join(words[k:]))[0])
        ]
    if len(splits) != 1:
        reason = "no" if not splits else "more than one"
        raise _Unparsed(f"{reason} way to split {piece!r} into two catalog names")
    return ("name", splits[0][0]), splits[0][1]


def _name_qualifier(text: str) -> tuple[str, str]:
    match = _QUALIFIER.match(text.strip())
    if match and not match[2].strip().isdigit():
        return match[1].strip(), match[2].strip()
    return text.strip(), ""


def _from(text: str, index: NameIndex | None) -> Requirement:
    if index is not None and index.is_digimon(text):
        return {"kind": "from", "name": text}
    name, qualifier = _name_qualifier(text)
    generic = _GENERIC.match(name)
    req: Requirement
    if generic:
        req = {"kind": "from_level", "level": _level(generic[1])}
        if generic[2]:
            req["ability"] = generic[2]
    else:
        req = {"kind": "from", "name": name}
    if qualifier:
        req["qualifier"] = qualifier
    return req


def lookup_names(name: str) -> list[str]:
    """Spellings to try, in order, when resolving a condition's name against the catalog:
    as written, without a "(Red Frame)" qualifier, without a trailing level ("Rapidmon Perfect").
    """
    bare = _name_qualifier(name)[0]
    no_level = re.sub(rf"\s+(?:{_LEVEL}|Level {_LEVEL})$", "", bare)
    return list(dict.fromkeys([name, bare, no_level]))


def _level(text: str) -> str:
    return {"iii": "III", "iv": "IV"}.get(text.lower(), text.capitalize())


def _pair(chain: list[str], rhs: tuple[str, str], mode: str, index: NameIndex | None) -> Alternative:
    kind, value = rhs
    if len(chain) > 1 or (kind == "name" and _is_partner(value, mode, index)):
        names = chain + ([] if kind != "name" else [value])
        generic = _GENERIC.match(names[-1])
        if generic:
            return [{"kind": "jogress", "names": names[:-1], "partner_level": _level(generic[1])}]
        if kind != "name":
            raise _Unparsed(f"a fusion {' + '.join(chain)!r} followed by {value!r}")
        return [{"kind": "jogress", "names": names}]
    source = _from(chain[0], index)
    if kind == "marks":
        return [source, {"kind": "marks", "upright": value.count("O"), "sideways": value.count("X")}]
    if kind == "win_rate":
        return [source, {"kind": "win_rate", "percent": int(value)}]
    if kind == "armor":
        return [source, {"kind": "armor", "digimental": value}]
    if kind == "spirit":
        return [source, {"kind": "spirit", "spirit": value}]
    return [source, {"kind": "card", "name": value}]


def _is_partner(name: str, mode: str, index: NameIndex | None) -> bool:
    """Whether the name after '+' is a fusion partner (a Digimon) rather than an Option card."""
    if _GENERIC.match(name):
        return True
    if index is not None:
        return index.is_digimon(_name_qualifier(name)[0])
    return mode in ("Jogress", "Fusion")


def _appearance(text: str, index: NameIndex | None) -> Requirement:
    names: list[str] = []
    for match in _APPEARANCE_NAMES.finditer(text):
        candidates = [match[1]] + re.split(r",\s*(?:or\s+)?(?:an?\s+)?|\s+or\s+(?:an?\s+)?", match[2])
        for candidate in candidates:
            candidate = _name_qualifier(candidate.strip(" ,"))[0]
            if not candidate or candidate in names:
                continue
            if index is None or index.is_digimon(candidate):
                names.append(candidate)
    return {"kind": "appearance", "text": text, "names": names}


def split_qualifier(name: str) -> tuple[str, str]:
    """`"Metal Greymon (Red Frame)"` -> `("Metal Greymon", "Red Frame")`; no qualifier -> ""."""
    return _name_qualifier(name)


def qualifier_matches(
    qualifier: str, *, level: str, attributes: list[str], fields: list[str], frame: str
) -> bool | None:
    """Whether a card fits a printed qualifier such as "Level IV", "Vaccine", "Red Frame",
    "Virus Busters" or "Nature Spirits/Metal Empire" (cards.catalog.qualifiers); None when the
    qualifier is not one of those (then it cannot narrow the cards a name resolves to)."""
    test = qualifier_test(qualifier)
    if test is None:
        return None
    return qualifier_holds(test, level=level, attributes=attributes, fields=fields, frame=frame)
