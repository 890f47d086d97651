"""How a card's printed text reads on its page: the evolution condition and the ◎/■ marks.

Turns the requirement dicts of `cards.catalog.evolution` into parts the template renders: text,
card names (linked to a name search, since a printed name may match several numbers), and the
Power Box marks as ● / × symbols with a spoken label. `marked_text` does the same for the "(O)" and
"(S)" the catalog types for ◎ and ■ in option text (the timing column's activation text).
"""

from __future__ import annotations

import re
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

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


def _around(template: str, middle: list[Part]) -> list[Part]:
    """The translated `template` with its `{name}` replaced by `middle`: each language keeps its own
    word order around a linked card name ("From {name}", "{name}から")."""
    before, _marker, after = template.partition("{name}")
    return [*([{"text": before}] if before else []), *middle, *([{"text": after}] if after else [])]


def _names(names: list[str]) -> list[Part]:
    parts: list[Part] = []
    for i, printed in enumerate(names):
        if i:
            parts.append({"text": _(" and ") if i == len(names) - 1 else _(", ")})
        # "Greymon (Red Frame)": the link searches the name, the qualifier stays as text.
        parts.extend(_qualified(*split_qualifier(printed)))
    return parts


def _parts(req: dict[str, Any]) -> list[Part]:
    kind = req["kind"]
    if kind == "from":
        return _around(_("From {name}"), _qualified(req["name"], req.get("qualifier")))
    if kind == "from_level":
        text = _("From any Level {level} Digimon").format(level=req["level"])
        if req.get("qualifier"):
            text += f" ({req['qualifier']})"
        if req.get("ability"):
            text = _("{text} with the ability “{ability}”").format(text=text, ability=req["ability"])
        return [{"text": text}]
    if kind == "marks":
        return [{"text": " + "}, *_marks(req.get("upright", 0), req.get("sideways", 0))]
    if kind == "win_rate":
        return [{"text": _(" + a “Winning Percentage: {percent}%!” card").format(percent=req["percent"])}]
    if kind == "jogress":
        parts = _around(_("Jogress of {name}"), _names(list(req.get("names", []))))
        if req.get("partner_level"):
            parts.append({"text": _(" and any {level} Digimon").format(level=req["partner_level"])})
        return parts
    if kind == "armor":
        return _around(_(" + Armor Evolution with {name}"), [{"name": req["digimental"]}])
    if kind == "spirit":
        return _around(_(" + Spirit Evolution with {name}"), [{"name": req["spirit"]}])
    if kind == "card":
        return _around(_(" + {name} in the Power Box"), [{"name": req["name"]}])
    if kind == "appearance":
        return [{"text": _("Appearance (not an evolution): {text}").format(text=req["text"])}]
    if kind == "note":
        return [{"text": f" — {req['text']}"}]
    return [{"text": f" + {req}"}]


def _marks(upright: int, sideways: int) -> list[Part]:
    spoken = []
    if upright:
        spoken.append(ngettext("{n} upright (●) card", "{n} upright (●) cards", upright).format(n=upright))
    if sideways:
        spoken.append(
            ngettext("{n} sideways (×) card", "{n} sideways (×) cards", sideways).format(n=sideways)
        )
    return [{"marks": "●" * upright + "×" * sideways, "label": _(" and ").join(spoken)}]


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
