"""The compiler's entry for one catalog card (DESIGN rule 6): its printed text in, its `CardEffects`
out, the form that is stored with the card and in the reviewed snapshot (effects.compiled_cards).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any, Literal

from gameplay.compiler.patterns.option_record import option_fields
from gameplay.compiler.patterns.requirement_notes import digimon_fields
from gameplay.compiler.text import compile_digimon, compile_option
from gameplay.engine.effects.compiled_cards import (
    OVERRIDE,
    STALE,
    CardEffects,
    card_effects_from_data,
    with_reason,
)

CardKind = Literal["digimon", "option"]


@dataclass(frozen=True)
class CardText:
    """The text of one card as the catalog stores it."""

    number: str
    kind: CardKind
    # Digimon: the ability lines as (kind, text), kind "special", "support" or "info".
    abilities: tuple[tuple[str, str], ...] = ()
    # Option: the effect text, the timing and the timing column's extra text.
    effect_text: str = ""
    timing: str = ""
    activation_text: str = ""
    # Option: the printed name, read for the win rate a Winning Percentage card names (Dg-1).
    name: str = ""
    # Digimon: the (kind, text) of each stored evolution or appearance requirement that prints a
    # text (RULES 4.2), and the printed evolution requirements field.
    requirements: tuple[tuple[str, str], ...] = ()
    evolution_text: str = ""
    # The hash leaves out the name and the requirements: it names the rules text an override was
    # written for, and the record fields they decide are read again at every compilation.

    def text_hash(self) -> str:
        """A short hash of everything the compiler reads of this card: a stored result whose hash
        differs was compiled from another text."""
        printed = [self.kind, [list(line) for line in self.abilities], self.effect_text, self.timing]
        printed.append(self.activation_text)
        digest = hashlib.sha256(json.dumps(printed, ensure_ascii=False).encode()).hexdigest()
        return digest[:16]


def compile_card_effects(card: CardText, override: dict[str, Any] | None = None) -> CardEffects:
    """Compile one card's printed text (a Digimon's ■ lines on their own, B-10).

    An `override` (fixtures/effects/overrides/<number>.json: the card's effects written in the
    vocabulary, with the hash of the text they were written for and a reason) stands in for the
    compiler's tables while the card's text hash is the one it names; for another text it is
    stale: the tables compile the card and the reason says so (`stale_override`). The card's record
    fields are read from its printed text (an Option's with the compiled form it ends up with)."""
    if override is not None and override.get("hash") == card.text_hash():
        written = card_effects_from_data({**override, "number": card.number})
        return _with_record(card, with_reason(written, f"{OVERRIDE}{override.get('reason', '')}"))
    compiled = _compiled(card)
    if override is not None:
        compiled = with_reason(
            compiled, f"{STALE}{override.get('hash')}; {compiled.reason or compiled.status}"
        )
    return _with_record(card, compiled)


def _with_record(card: CardText, effects: CardEffects) -> CardEffects:
    if card.kind == "digimon":
        return replace(effects, digimon=digimon_fields(card.requirements, card.evolution_text))
    fields = option_fields(card.name, card.effect_text, card.timing, card.activation_text, effects.text)
    return replace(effects, option=fields)


def _compiled(card: CardText) -> CardEffects:
    if card.kind == "digimon":
        main = [(kind, text) for kind, text in card.abilities if kind != "support"]
        support = [(kind, text) for kind, text in card.abilities if kind == "support"]
        return CardEffects(
            number=card.number,
            text_hash=card.text_hash(),
            text=compile_digimon(main),
            support=compile_digimon(support) if support else None,
        )
    return CardEffects(
        number=card.number,
        text_hash=card.text_hash(),
        text=compile_option(card.effect_text, card.timing, card.activation_text),
    )
