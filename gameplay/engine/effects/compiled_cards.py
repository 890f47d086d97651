"""What each catalog card compiles to, as reviewed data (DESIGN rule 6).

The compiler (compiler.cards.compile_card_effects) runs once over one card's printed text;
the result, a `CardEffects`, is stored with the card (its `effects` column) and, for the whole
catalog, in the committed snapshot fixtures/effects/compiled.jsonl: one JSON line per card with its
number, the hash of the text it was compiled from, its status (compiled / partial / manual) and
reason, the compiled form in the engine's vocabulary (effects.stored) and the record fields its
printed text decides (`option` and `digimon`). This module only reads and writes that form, so that
loading it needs no compiler. `snapshot_changes` lists the cards whose compiled form differs between
two snapshots, so a compiler change shows which cards moved.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from gameplay.engine.effects.base import CompiledText, DigimonFields, OptionFields, RequirementNote, Status
from gameplay.engine.effects.stored import compiled_text_data, compiled_text_from_data


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
    return effects if reason == _default_reason(effects) else with_reason(effects, reason)


def with_reason(effects: CardEffects, reason: str) -> CardEffects:
    """The card effects with another reason."""
    return replace(effects, reason=reason)


# How a card's reason says that an override decided it, or that its override is for another text.
OVERRIDE = "override: "
STALE = "override written for another text, hash "


def stale_override(effects: CardEffects) -> bool:
    """Whether the card has an override that no longer applies because its text changed."""
    return effects.reason.startswith(STALE)


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
