"""Each card's compiled effects, stored with the card and in the reviewed snapshot (DESIGN rule 6).

The effect compiler (gameplay.compiler.cards) runs here, when the catalog is
imported or `manage.py compile_effects` is run, never during play: the engine's card records load
the stored form. The snapshot fixtures/effects/compiled.jsonl holds the whole catalog's compiled
forms, one line per card; a test diffs a fresh compilation against it, so every compiler change
shows which cards moved, and `compile_effects --write-snapshot` is the deliberate way to accept it.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

from cards.models import Card
from gameplay.compiler.cards import CardText, compile_card_effects
from gameplay.engine.effects.compiled_cards import CardEffects, card_effects_from_data, snapshot_lines

# The fields of a Card row that the compiler reads (CardText.text_hash covers the rules texts: all
# but the name and the evolution requirements).
TEXT_FIELDS = (
    "number",
    "kind",
    "name",
    "abilities",
    "effect_text",
    "timing",
    "activation_text",
    "evolution_requirements",
    "evolution_raw",
)
BATCH_SIZE = 500


def snapshot_path() -> Path:
    """Where the committed snapshot of the catalog's compiled effects lives."""
    return Path(settings.BASE_DIR) / "fixtures" / "effects" / "compiled.jsonl"


def overrides_dir() -> Path:
    """The per-card decisions: one <number>.json per card whose effects are written by hand."""
    return Path(settings.BASE_DIR) / "fixtures" / "effects" / "overrides"


def override_for(number: str) -> dict[str, Any] | None:
    """The card's override file as data, or None when it has none."""
    path = overrides_dir() / f"{number}.json"
    if not path.exists():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def overrides() -> dict[str, dict[str, Any]]:
    """Every override, by card number (the file's name)."""
    return {
        path.stem: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(overrides_dir().glob("*.json"))
    }


def card_text(card: Card) -> CardText:
    """The compiler's plain view of a Card row's printed text."""
    abilities = tuple((line.get("kind", ""), line.get("text", "")) for line in card.abilities or [])
    kind = "digimon" if card.kind == Card.Kind.DIGIMON else "option"
    return CardText(
        number=card.number,
        kind=kind,
        abilities=abilities,
        effect_text=card.effect_text,
        timing=card.timing,
        activation_text=card.activation_text,
        name=card.name,
        requirements=tuple(
            (str(req.get("kind", "")), str(req["text"]))
            for alternative in card.evolution_requirements or []
            for req in alternative
            if req.get("text")
        ),
        evolution_text=card.evolution_raw,
    )


def card_effects(card: Card) -> CardEffects:
    """The card's stored compiled effects; compiled now only when none are stored for its current
    text (a card row written by hand, or edited since the last import), or when its stored form has
    no record fields (stored before they were)."""
    text = card_text(card)
    stored = card.effects or {}
    if (
        stored.get("hash") == text.text_hash()
        and ("digimon" if text.kind == "digimon" else "option") in stored
    ):
        return card_effects_from_data(stored)
    return compile_card_effects(text, override_for(card.number))


def catalog_effects(cards: Iterable[Card]) -> list[CardEffects]:
    """A fresh compilation of the cards' texts, with their overrides."""
    written = overrides()
    return [compile_card_effects(card_text(card), written.get(card.number)) for card in cards]


@transaction.atomic
def card_effects_store(*, numbers: Iterable[str] | None = None) -> int:
    """Compile the cards (every card, or those of `numbers`) and store the result on each row whose
    stored effects differ; returns how many rows changed."""
    cards = Card.objects.only(*TEXT_FIELDS, "effects")
    if numbers is not None:
        cards = cards.filter(number__in=set(numbers))
    changed = []
    rows = list(cards)
    for card, effects in zip(rows, catalog_effects(rows), strict=True):
        data = effects.data()
        if card.effects != data:
            card.effects = data
            changed.append(card)
    Card.objects.bulk_update(changed, ["effects"], batch_size=BATCH_SIZE)
    return len(changed)


def snapshot_write(*, path: Path | None = None) -> int:
    """Write the snapshot of the whole catalog's compiled effects; returns how many cards it holds."""
    lines = snapshot_lines(catalog_effects(Card.objects.only(*TEXT_FIELDS)))
    target = path or snapshot_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return len(lines)
