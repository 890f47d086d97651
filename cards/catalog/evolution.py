"""Evolution conditions (placeholder: full parser follows)."""

import re
from dataclasses import dataclass, field
from typing import Any

_ARMOR = re.compile(r"\bArmor Evolution\b", re.IGNORECASE)


@dataclass
class ParsedCondition:
    alternatives: list[list[dict[str, Any]]] = field(default_factory=list)
    unparsed: str = ""

    @property
    def complete(self) -> bool:
        return not self.unparsed


def is_armor_condition(text: str) -> bool:
    return bool(_ARMOR.search(text))


def parse_condition(text: str) -> ParsedCondition:
    return ParsedCondition()


def source_names(alternatives: list[list[dict[str, Any]]]) -> list[tuple[str, str]]:
    """Every (via, name) pair of a Digimon the condition evolves from, in order, deduplicated."""
    pairs: list[tuple[str, str]] = []
    for alternative in alternatives:
        for requirement in alternative:
            kind = requirement["kind"]
            names = requirement.get("names") or ([requirement["name"]] if "name" in requirement else [])
            if kind in ("from", "jogress", "armor", "spirit"):
                for name in names:
                    if (kind, name) not in pairs:
                        pairs.append((kind, name))
    return pairs
