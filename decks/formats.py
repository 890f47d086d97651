"""Deck formats are data: one JSON file per format in fixtures/formats/ (RULES 2.2, 2.3).

A format says which of the rules D-1 … D-10 apply and with which numbers. The five era formats
(Adventure, Tamers, Frontier, X Evolution, Modern) were generated once from the DigimonHC plugin's
formats.txt by `python -m decks.formats <formats.txt>`; tests/decks/test_formats.py checks that the
committed files still match that source. No Django here, so `decks.legality` stays pure.
"""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from dmcg_site.api_errors import DmcgError

FORMATS_DIR = Path(__file__).resolve().parent.parent / "fixtures" / "formats"


class UnknownFormat(DmcgError):
    pass


@dataclass(frozen=True, slots=True)
class Format:
    code: str
    name: str
    description: str = ""
    # The rules profile of RULES 2.2/2.3 this format implements (HCB-RULEBOOK, UB, ...).
    profile: str = "HCB-RULEBOOK"
    # D-1 (exact size) or D-9 (minimum size): exactly one of the two is set.
    deck_size: int | None = 30
    min_deck_size: int | None = None
    # D-5: copies per normalised name across all numbers.
    max_per_name: int = 3
    # D-6: at least one Level III Digimon.
    require_level_iii: bool = True
    # D-7 / D-10: at most this many Ultimate-level cards, and the rule id that sets the cap.
    max_ultimate: int | None = None
    ultimate_rule: str = "D-7"
    count_hybrid_as_ultimate: bool = False
    # D-8: only these number prefixes ("St", "Bo").
    allowed_prefixes: tuple[str, ...] | None = None
    # Era formats: only cards printed in these sets (the catalog's set codes, "St1", "Bo12").
    allowed_sets: frozenset[str] | None = None

    @classmethod
    def from_dict(cls, data: dict) -> Format:
        data = dict(data)
        if data.get("allowed_prefixes") is not None:
            data["allowed_prefixes"] = tuple(data["allowed_prefixes"])
        if data.get("allowed_sets") is not None:
            data["allowed_sets"] = frozenset(data["allowed_sets"])
        return cls(**data)

    def to_dict(self) -> dict:
        data = {name: getattr(self, name) for name in self.__slots__}
        if self.allowed_prefixes is not None:
            data["allowed_prefixes"] = list(self.allowed_prefixes)
        if self.allowed_sets is not None:
            data["allowed_sets"] = sorted(self.allowed_sets, key=_set_sort_key)
        return data


@cache
def _formats() -> dict[str, Format]:
    formats = {}
    for path in sorted(FORMATS_DIR.glob("*.json")):
        fmt = Format.from_dict(json.loads(path.read_text(encoding="utf-8")))
        formats[fmt.code] = fmt
    return formats


def format_list() -> list[Format]:
    return list(_formats().values())


def format_codes() -> list[str]:
    return list(_formats())


def format_get(*, code: str) -> Format:
    try:
        return _formats()[code]
    except KeyError:
        known = ", ".join(sorted(_formats()))
        raise UnknownFormat(f"Unknown deck format '{code}'; known formats: {known}.") from None


def _set_sort_key(set_code: str) -> tuple[str, int]:
    match = re.fullmatch(r"([A-Za-z]+)(\d*)", set_code)
    if not match:
        return (set_code, 0)
    return (match[1], int(match[2] or 0))


def era_formats_from_lackey(xml_text: str) -> list[Format]:
    """The era formats of a LackeyCCG formats.txt: the standard rules plus "only these sets"."""
    formats = []
    for element in ET.fromstring(xml_text).iter("format"):
        label = (element.findtext("label") or "").strip()
        # Modern lists St5 twice in the source; a set is a set.
        sets = frozenset(s.text.strip() for s in element.iter("set") if s.text and s.text.strip())
        formats.append(
            Format(
                code=re.sub(r"[^a-z0-9]+", "-", label.casefold()).strip("-"),
                name=label,
                description=f"Standard rules, only cards of the {label} era sets (DigimonHC formats.txt).",
                allowed_sets=sets,
            )
        )
    return formats


def _write_era_fixtures(formats_file: Path) -> None:
    for fmt in era_formats_from_lackey(formats_file.read_text(encoding="utf-8")):
        path = FORMATS_DIR / f"era-{fmt.code}.json"
        path.write_text(json.dumps(fmt.to_dict(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    _write_era_fixtures(Path(sys.argv[1]))
