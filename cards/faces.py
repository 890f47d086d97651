"""A card's rendered face: what `templates/cards/_face.html` draws when there is no image to show.

The frame colour (blue, red or gold; a gold-etched card is neither blue nor red, RULES 1.2), the
level and battle type, the name and number, the A/B/C attacks and the lost-point table, and on the
large size the ◎/■ ability lines (an Option's timing and effect). Where the site has the card's
image (cards.images) the face carries its URL and the image is shown over the face.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext_lazy as _

from cards.display import condition_marks
from cards.images import HEIGHT, WIDTH, card_image_url
from cards.models import Card

FRAMES = ("blue", "red", "gold")
# "mini" is the board's tile (no lost points); "small" the grid and lists; "large" the preview.
SIZES = ("mini", "small", "large")
ABILITY_MARKS = {"special": "◎", "support": "■", "info": ""}


@dataclass(frozen=True)
class Face:
    number: str
    name: str
    size: str
    frame: str
    digimon: bool
    level: str = ""
    battle_type: str = ""
    attacks: tuple[tuple[str, Any], ...] = ()
    lost_points: tuple[tuple[str, Any], ...] = ()
    category: str = ""
    # Attributes, species and fields of a Digimon; an Option's timing.
    info: str = ""
    # Only on the large size: the evolution condition (Option: activation), labelled when it is a
    # parsed evolution, with its marks as ●/× (EC-1); whether A resists a zeroing C (RULES 1.5);
    # the (mark, kind, text) ability lines in printed order.
    condition: str = ""
    condition_is_evolution: bool = False
    a_can_be_zeroed: bool = True
    lines: tuple[tuple[str, str, str], ...] = field(default=())
    image: str | None = None
    width: int = WIDTH
    height: int = HEIGHT

    @property
    def large(self) -> bool:
        return self.size == "large"


def card_face(*, card: Card, size: str = "small") -> Face:
    """The face of `card` at `size` ("mini", "small" or "large")."""
    if size not in SIZES:
        raise ValueError(f"unknown card face size {size!r}; one of {', '.join(SIZES)}")
    frame = (card.frame or "").strip().lower()
    digimon = card.kind == Card.Kind.DIGIMON
    face: dict[str, Any] = {
        "number": card.number,
        "name": card.name,
        "size": size,
        "frame": frame if frame in FRAMES else "blue",
        "digimon": digimon,
        "image": card_image_url(image_file=card.image_file),
    }
    if digimon:
        face["level"] = card.level or "–"
        face["battle_type"] = card.battle_type or "–"
        face["info"] = " · ".join([*card.attributes, *filter(None, [card.species]), *card.fields])
        face["attacks"] = tuple(zip("ABC", (card.attack_a, card.attack_b, card.attack_c), strict=True))
        if size != "mini":
            face["lost_points"] = (
                ("III", card.lost_iii),
                ("IV", card.lost_iv),
                ("P", card.lost_perfect),
                ("U", card.lost_ultimate),
            )
    else:
        face["category"] = card.category or str(_("Option"))
        face["info"] = card.timing
    if size == "large":
        face["lines"] = _lines(card)
        face["a_can_be_zeroed"] = card.a_can_be_zeroed
        if digimon:
            face["condition_is_evolution"] = bool(card.evolution_requirements)
            face["condition"] = condition_marks(condition=card.evolution_raw)
        else:
            face["condition"] = card.activation_text
    return Face(**face)


def _lines(card: Card) -> tuple[tuple[str, str, str], ...]:
    if card.abilities:
        return tuple((ABILITY_MARKS.get(a["kind"], ""), a["kind"], a["text"]) for a in card.abilities)
    text = card.effect_text or card.ability_text
    return (("", "info", text),) if text else ()
