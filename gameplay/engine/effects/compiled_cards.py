"""What each catalog card compiles to, as reviewed data (DESIGN rule 6).

`compile_card_effects` runs the compiler once over one card's printed text; the result, a
`CardEffects`, is stored with the card (its `effects` column) and, for the whole catalog, in the
committed snapshot fixtures/effects/compiled.jsonl: one JSON line per card with its number, the
hash of the text it was compiled from, its status (compiled / partial / manual) and reason, the
compiled form in the engine's vocabulary (effects.stored) and the record fields its printed text
decides (`option`, patterns/option_record.py; `digimon`, patterns/requirement_notes.py).
`snapshot_changes` lists the cards whose compiled form differs between two snapshots, so a compiler
change shows which cards moved.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Literal

from gameplay.engine.effects.base import CompiledText, DigimonFields, OptionFields, RequirementNote, Status
from gameplay.engine.effects.compiler import compile_digimon, compile_option
from gameplay.engine.effects.patterns.option_record import option_fields
from gameplay.engine.effects.patterns.requirement_notes import digimon_fields
from gameplay.engine.effects.stored import compiled_text_data, compiled_text_from_data

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


@dataclass(frozen=True)
class CardEffects:
    """One card's compiled text: `text` (a Digimon's ◎ and info lines, or an Option's effect) and a
    Digimon's ■ line (`support`, None when it has none), with the hash of the printed text."""

    number: str
    text_hash: str
    text: CompiledText
    support: CompiledText | None = None
    # Why the card reads as it does when that is not the compiler's tables: an override's note.
    reason: str = ""
    # An Option card's record fields, read from its printed and compiled text; None for a Digimon.
    option: OptionFields | None = None
    # A Digimon card's record fields, read from its printed conditions; None for an Option.
    digimon: DigimonFields | None = None

    @property
    def status(self) -> Status:
        """compiled when every part is, manual when none is, else partial (over both texts)."""
        texts = [self.text, *([self.support] if self.support is not None else [])]
        compiled = sum(len(text.abilities) for text in texts)
        manual = sum(len(text.manual) for text in texts)
        if not manual:
            return "compiled"
        return "partial" if compiled else "manual"

    @property
    def manual(self) -> tuple[str, ...]:
        """The printed parts played by hand, of both texts."""
        return self.text.manual + (self.support.manual if self.support is not None else ())

    def data(self) -> dict[str, Any]:
        """The JSON-ready stored form (one line of the snapshot)."""
        data: dict[str, Any] = {"number": self.number, "hash": self.text_hash, "status": self.status}
        data["reason"] = self.reason or _default_reason(self)
        data["text"] = compiled_text_data(self.text)
        if self.support is not None:
            data["support"] = compiled_text_data(self.support)
        if self.option is not None:
            data["option"] = _option_data(self.option)
        if self.digimon is not None:
            data["digimon"] = _digimon_data(self.digimon)
        return data


_OPTION_DEFAULTS = OptionFields()


def _option_data(option: OptionFields) -> dict[str, Any]:
    """The fields that differ from a plain card's (`OptionFields()`), sets as sorted lists."""
    data: dict[str, Any] = {}
    for name in OptionFields.__dataclass_fields__:
        value = getattr(option, name)
        if value != getattr(_OPTION_DEFAULTS, name):
            data[name] = sorted(value) if isinstance(value, frozenset) else value
    return data


def _digimon_data(digimon: DigimonFields) -> dict[str, Any]:
    """{"notes": {text: fields that differ from RequirementNote()}, "spirit_evolution": true}, with
    what is empty left out (a Digimon that prints no note stores {})."""
    data: dict[str, Any] = {}
    if digimon.notes:
        data["notes"] = {
            text: {
                name: value for name, value in vars(note).items() if value != getattr(_NOTE_DEFAULTS, name)
            }
            for text, note in digimon.notes
        }
    if digimon.spirit_evolution:
        data["spirit_evolution"] = True
    return data


_NOTE_DEFAULTS = RequirementNote()


def _digimon_from_data(data: dict[str, Any]) -> DigimonFields:
    notes = tuple((text, RequirementNote(**fields)) for text, fields in data.get("notes", {}).items())
    return DigimonFields(notes, bool(data.get("spirit_evolution", False)))


def _option_from_data(data: dict[str, Any]) -> OptionFields:
    values: dict[str, Any] = {
        name: frozenset(value) if isinstance(getattr(_OPTION_DEFAULTS, name), frozenset) else value
        for name, value in data.items()
    }
    return OptionFields(**values)


def _default_reason(effects: CardEffects) -> str:
    if effects.status == "compiled":
        return ""
    count = len(effects.manual)
    return f"{count} printed part{'s' if count != 1 else ''} not recognised, played by hand"


def card_effects_from_data(data: dict[str, Any]) -> CardEffects:
    """The card effects `CardEffects.data` stored."""
    number = str(data.get("number", ""))
    support = data.get("support")
    option = data.get("option")
    digimon = data.get("digimon")
    reason = str(data.get("reason", ""))
    text = compiled_text_from_data(data["text"], number)
    effects = CardEffects(
        number=number,
        text_hash=str(data.get("hash", "")),
        text=text,
        support=compiled_text_from_data(support, number) if support is not None else None,
        option=_option_from_data(option) if option is not None else None,
        digimon=_digimon_from_data(digimon) if digimon is not None else None,
    )
    # Only a reason that is not the default one is the card's own (an override's note).
    return effects if reason == _default_reason(effects) else _with_reason(effects, reason)


def _with_reason(effects: CardEffects, reason: str) -> CardEffects:
    return replace(effects, reason=reason)


def compile_card_effects(card: CardText, override: dict[str, Any] | None = None) -> CardEffects:
    """Compile one card's printed text (a Digimon's ■ lines on their own, B-10).

    An `override` (fixtures/effects/overrides/<number>.json: the card's effects written in the
    vocabulary, with the hash of the text they were written for and a reason) stands in for the
    compiler's tables while the card's text hash is the one it names; for another text it is
    stale: the tables compile the card and the reason says so (`stale_override`). The card's record
    fields are read from its printed text (an Option's with the compiled form it ends up with)."""
    if override is not None and override.get("hash") == card.text_hash():
        written = card_effects_from_data({**override, "number": card.number})
        return _with_record(card, _with_reason(written, f"{OVERRIDE}{override.get('reason', '')}"))
    compiled = _compiled(card)
    if override is not None:
        compiled = _with_reason(
            compiled, f"{STALE}{override.get('hash')}; {compiled.reason or compiled.status}"
        )
    return _with_record(card, compiled)


def _with_record(card: CardText, effects: CardEffects) -> CardEffects:
    if card.kind == "digimon":
        return replace(effects, digimon=digimon_fields(card.requirements, card.evolution_text))
    fields = option_fields(card.name, card.effect_text, card.timing, card.activation_text, effects.text)
    return replace(effects, option=fields)


# How a card's reason says that an override decided it, or that its override is for another text.
OVERRIDE = "override: "
STALE = "override written for another text, hash "


def stale_override(effects: CardEffects) -> bool:
    """Whether the card has an override that no longer applies because its text changed."""
    return effects.reason.startswith(STALE)


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


def snapshot_lines(cards: Iterable[CardEffects]) -> list[str]:
    """The snapshot's lines: one compact JSON object per card, in card-number order."""
    ordered = sorted(cards, key=lambda effects: effects.number)
    return [json.dumps(effects.data(), ensure_ascii=False, sort_keys=True) for effects in ordered]


def snapshot_changes(old: Iterable[str], new: Iterable[str], width: int = 240) -> list[str]:
    """One readable line per card whose snapshot line differs ("Bo-12: old -> new"), the compiled
    forms cut to `width` characters; cards only in one of them read "(absent)"."""
    before = {json.loads(line)["number"]: line for line in old if line.strip()}
    after = {json.loads(line)["number"]: line for line in new if line.strip()}
    changes = []
    for number in sorted(before.keys() | after.keys()):
        if before.get(number) != after.get(number):
            changes.append(
                f"{number}: {_short(before.get(number), width)} -> {_short(after.get(number), width)}"
            )
    return changes


def _short(line: str | None, width: int) -> str:
    if line is None:
        return "(absent)"
    data = json.loads(line)
    body = json.dumps({k: v for k, v in data.items() if k != "number"}, ensure_ascii=False, sort_keys=True)
    return body if len(body) <= width else body[: width - 1] + "…"
