"""Compiled card texts as plain JSON data, and back (DESIGN rule 6: effects are data).

The compiler's result for a card is stored (the card model's `effects` column and the reviewed
snapshot fixtures/effects/compiled.jsonl) in the engine's own vocabulary: an effect is
`{"effect": <kind>, <field>: <value>, …}`, a condition `{"condition": <kind>, …}`, with the
dataclass fields of its class by name. Tuples are JSON lists; nothing else needs a tag, because
every field of an effect, condition, cost or ability is a string, number, boolean, None, a tuple,
an effect or a condition. `compiled_text_from_data(compiled_text_data(text)) == text` for every
text the compiler makes.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

# The registry import makes EFFECT_KINDS and CONDITION_KINDS complete before anything is loaded.
from gameplay.engine.effects import registry as _registry  # noqa: F401
from gameplay.engine.effects.base import (
    CONDITION_KINDS,
    EFFECT_KINDS,
    CompiledAbility,
    CompiledText,
    Condition,
    Cost,
    Effect,
)

# CompiledText fields at their default value are left out of the stored form, so that a line of
# the snapshot shows only what the card says.
_TEXT_DEFAULTS = CompiledText(status="compiled", abilities=())
_ABILITY_DEFAULTS = CompiledAbility(text="", trigger="continuous", effects=())
_COST_DEFAULTS = Cost(count=0)


class StoredEffectsError(ValueError):
    """Stored effect data that names no known kind or field (a snapshot older than the engine)."""


def _value_data(value: Any) -> Any:
    if isinstance(value, Effect):
        return {"effect": value.kind, **_fields_data(value)}
    if isinstance(value, Condition):
        return {"condition": value.kind, **_fields_data(value)}
    if isinstance(value, Cost):
        return _fields_data(value, _COST_DEFAULTS)
    if isinstance(value, CompiledAbility):
        return _fields_data(value, _ABILITY_DEFAULTS)
    if isinstance(value, tuple):
        return [_value_data(item) for item in value]
    return value


def _fields_data(obj: Any, defaults: Any = None) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for f in fields(obj):
        value = getattr(obj, f.name)
        if (
            defaults is not None
            and f.name not in ("text", "trigger", "count")
            and value == getattr(defaults, f.name)
        ):
            continue
        data[f.name] = _value_data(value)
    return data


def compiled_text_data(text: CompiledText) -> dict[str, Any]:
    """`text` as JSON-ready data: the fields that differ from an empty compiled text, and status."""
    data = {"status": text.status}
    for f in fields(text):
        value = getattr(text, f.name)
        if f.name != "status" and value != getattr(_TEXT_DEFAULTS, f.name):
            data[f.name] = _value_data(value)
    return data


def _value(data: Any, where: str) -> Any:
    if isinstance(data, list):
        return tuple(_value(item, where) for item in data)
    if isinstance(data, dict):
        if "effect" in data:
            return _tagged(data, "effect", EFFECT_KINDS, where)
        if "condition" in data:
            return _tagged(data, "condition", CONDITION_KINDS, where)
        raise StoredEffectsError(f"{where}: a stored value {data!r} is neither an effect nor a condition")
    return data


def _tagged(data: dict[str, Any], tag: str, kinds: dict[str, Any], where: str) -> Any:
    kind = data[tag]
    cls = kinds.get(kind)
    if cls is None:
        raise StoredEffectsError(f"{where}: unknown {tag} kind {kind!r}")
    arguments = {name: _value(value, f"{where} {kind}") for name, value in data.items() if name != tag}
    try:
        return cls(**arguments)
    except TypeError as error:
        raise StoredEffectsError(f"{where}: {tag} {kind!r} does not take {sorted(arguments)}") from error


def _ability(data: dict[str, Any], where: str) -> CompiledAbility:
    arguments = {name: _value(value, where) for name, value in data.items() if name != "cost"}
    costs = tuple(Cost(**cost) for cost in data.get("cost", ()))
    # An empty tuple is not written: the ability that only pays an option's flip cost has no effect
    # (compiler.text, PAID_PER_USE).
    arguments.setdefault("effects", ())
    return CompiledAbility(**arguments, cost=costs)


def compiled_text_from_data(data: dict[str, Any], where: str = "stored effects") -> CompiledText:
    """The compiled text that `compiled_text_data` stored; `where` (a card number) names the data in
    the error raised for a kind or field the engine does not know."""
    arguments = {
        name: _value(value, where) for name, value in data.items() if name not in ("abilities", "status")
    }
    abilities = tuple(_ability(ability, where) for ability in data.get("abilities", ()))
    try:
        return CompiledText(status=data["status"], abilities=abilities, **arguments)
    except (TypeError, KeyError) as error:
        raise StoredEffectsError(f"{where}: not a stored compiled text ({error})") from error
