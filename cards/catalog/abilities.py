"""Ability boxes: `(O)` marks a ◎ special ability, `(S)` a ■ support ability, and text before
the first marker is a printed information line (e.g. "A cannot go to zero.")."""

import re

SPECIAL = "special"
SUPPORT = "support"
INFO = "info"
_MARKER = re.compile(r"\((O|S)\)")
_KINDS = {"O": SPECIAL, "S": SUPPORT}

# Info lines that keep this Digimon's A from being zeroed by the opponent's C (RULES 1.5). The
# catalog words it many ways: "A cannot go to zero", "A will not go to zero due to the effects of
# attack C", "A or C will not go to zero", "A, B, and C cannot go to zero", "Its A will not become
# zero", "A cannot go 0". A clause must start with the A so conditional grants ("When you have
# ... you gain the ability 'A, B or C will not go to zero'") do not count.
_A_NOT_ZEROED = re.compile(
    r"(?:^|[.;]\s*|,\s*and\s+)(?:its\s+)?A(?:,\s*B,?|\s+(?:and|or)\s+[BC]|,?\s+B,?\s+(?:and|or)\s+C)*"
    r"(?:,?\s+(?:and|or)\s+C)?\s+(?:cannot|will\s+not)\s+(?:go|become)\s*(?:to\s*)?(?:zero|0)",
    re.IGNORECASE,
)


def split_abilities(text: str) -> list[dict[str, str]]:
    """`"Info. (O)Special. (S)Support."` -> [{kind, text}] in printed order, blanks dropped."""
    # 135 cards print "None" in an empty ability box.
    if text.strip().casefold() == "none":
        return []
    parts = _MARKER.split(text)
    abilities = []
    leading = parts[0].strip().strip("/").strip()
    if leading:
        abilities.append({"kind": INFO, "text": leading})
    for marker, body in zip(parts[1::2], parts[2::2], strict=True):
        body = body.strip().rstrip("/").strip()
        if body:
            abilities.append({"kind": _KINDS[marker], "text": body})
    return abilities


def a_can_be_zeroed(abilities: list[dict[str, str]]) -> bool:
    """False when an info line says this Digimon's A does not go to zero (RULES 1.5)."""
    return not any(item["kind"] == INFO and _A_NOT_ZEROED.search(item["text"]) for item in abilities)


def ability_text(abilities: list[dict[str, str]]) -> str:
    """Flat text for `o:` search: every line, in order, one per line."""
    return "\n".join(item["text"] for item in abilities)
