"""How a card's printed text reads on its page: the evolution condition and the ◎/■ marks.

Turns the requirement dicts of `cards.catalog.evolution` into parts the template renders: text,
card names (linked to a name search, since a printed name may match several numbers), and the
Power Box marks as ● / × symbols with a spoken label. `marked_text` does the same for the "(O)" and
"(S)" the catalog types for ◎ and ■ in option text (the timing column's activation text).
"""

from __future__ import annotations

import re
from typing import Any

from django.utils.translation import gettext_lazy

from cards.catalog.evolution import split_qualifier

Part = dict[str, str]
_MARK_RUN = re.compile(r"(\+\s*)([OX]+)\b")


def condition_marks(*, condition: str) -> str:
    """The catalog writes ● as O and × as X after a "+": "Agumon + OX" -> "Agumon + ●×" (EC-1)."""
    return _MARK_RUN.sub(lambda m: m.group(1) + m.group(2).replace("O", "●").replace("X", "×"), condition)


def evolution_alternatives(*, requirements: list[list[dict[str, Any]]]) -> list[list[Part]]:
    """Each alternative of a parsed condition as a list of parts ({"text"}, {"name"} or {"marks"})."""
    return [[part for req in alternative for part in _parts(req)] for alternative in requirements]


def _qualified(name: str, qualifier: str | None) -> list[Part]:
    return [{"name": name}, *([{"text": f" ({qualifier})"}] if qualifier else [])]


def _names(names: list[str]) -> list[Part]:
    parts: list[Part] = []
    for i, printed in enumerate(names):
        if i:
            parts.append({"text": " and " if i == len(names) - 1 else ", "})
        # "Greymon (Red Frame)": the link searches the name, the qualifier stays as text.
        parts.extend(_qualified(*split_qualifier(printed)))
    return parts


def _parts(req: dict[str, Any]) -> list[Part]:
    kind = req["kind"]
    if kind == "from":
        return [{"text": "From "}, *_qualified(req["name"], req.get("qualifier"))]
    if kind == "from_level":
        text = f"From any Level {req['level']} Digimon"
        if req.get("qualifier"):
            text += f" ({req['qualifier']})"
        if req.get("ability"):
            text += f" with the ability “{req['ability']}”"
        return [{"text": text}]
    if kind == "marks":
        return [{"text": " + "}, *_marks(req.get("upright", 0), req.get("sideways", 0))]
    if kind == "win_rate":
        return [{"text": f" + Winning Percentage {req['percent']} % card"}]
    if kind == "jogress":
        parts = [{"text": "Jogress of "}, *_names(list(req.get("names", [])))]
        if req.get("partner_level"):
            parts.append({"text": f" and any {req['partner_level']} Digimon"})
        return parts
    if kind == "armor":
        return [{"text": " + Armor Evolution with "}, {"name": req["digimental"]}]
    if kind == "spirit":
        return [{"text": " + Spirit Evolution with "}, {"name": req["spirit"]}]
    if kind == "card":
        return [{"text": " + "}, {"name": req["name"]}, {"text": " in the Power Box"}]
    if kind == "appearance":
        return [{"text": f"Appearance (not an evolution): {req['text']}"}]
    if kind == "note":
        return [{"text": f" — {req['text']}"}]
    return [{"text": f" + {req}"}]


def _marks(upright: int, sideways: int) -> list[Part]:
    spoken = [
        f"{n} {what} card{'s' if n > 1 else ''}"
        for n, what in ((upright, "upright (●)"), (sideways, "sideways (×)"))
        if n
    ]
    return [{"marks": "●" * upright + "×" * sideways, "label": " and ".join(spoken)}]


# The catalog types the printed ◎ of special abilities and option effects as "(O)" and the ■ of
# support abilities as "(S)" (cards.catalog.abilities); a page shows the printed symbol.
_PRINTED_MARK = re.compile(r"\((O|S)\)")
_MARK_PARTS = {
    "O": {"symbol": "◎", "label": gettext_lazy("Special ability")},
    "S": {"symbol": "■", "label": gettext_lazy("Support ability")},
}


def marked_text(*, text: str) -> list[dict[str, Any]]:
    """Printed text as parts: {"text"} and, for each "(O)" / "(S)", {"symbol", "label"} (◎ / ■)."""
    parts: list[dict[str, Any]] = []
    for i, piece in enumerate(_PRINTED_MARK.split(text or "")):
        if i % 2:
            parts.append(_MARK_PARTS[piece])
        elif piece:
            parts.append({"text": piece})
    return parts
