"""The engine version of a game (DESIGN rule 3): what a replay must have been recorded under to be
rebuilt bit for bit.

It is `RULES_REVISION` plus a hash of the card records the game plays with: every field of each
distinct record, its compiled effects (`CardRecord.text`, `support_text`) and evolution
requirements included. A better compiler, a data correction or a record change therefore moves the
version of exactly the games whose cards it touches; a change to how the engine applies a rule moves
`RULES_REVISION`, which is bumped by hand with that change.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Iterable, Sequence
from typing import Any

from gameplay.engine.cards import PRINTED_DERIVED, CardRecord
from gameplay.engine.effects.base import NEW_FIELD
from gameplay.engine.errors import ReplayError

# The rules as this engine implements them: RULES.md's revision (§1.2 gold frames, E-9, A-30) and
# the engine's reading of it. Bump it with any change that makes the same actions play differently.
RULES_REVISION = "2026-12-02.1"
_HASH_LENGTH = 12

# Canonical texts of records already hashed, by identity; each entry keeps its record alive so an
# id is not reused while cached (records are immutable). Bounded like conditions._ROUTES.
_TEXTS: dict[int, tuple[CardRecord, str]] = {}
_TEXTS_LIMIT = 20_000


def engine_version(decks: Iterable[Sequence[CardRecord]]) -> str:
    """`RULES_REVISION` + "+" + 12 hex digits of sha256 over the distinct card records of the
    decks, in number order: independent of deck order and of the number of copies."""
    texts = sorted({_canonical_text(card) for deck in decks for card in deck})
    digest = hashlib.sha256("\n".join(texts).encode()).hexdigest()
    return f"{RULES_REVISION}+{digest[:_HASH_LENGTH]}"


def check_version(recorded: object, decks: Iterable[Sequence[CardRecord]]) -> None:
    """Refuse (ReplayError) a replay recorded under another engine version than the one these card
    records give now, naming both: its actions would no longer mean what they meant."""
    current = engine_version(decks)
    if str(recorded) != current:
        raise ReplayError(
            f"This replay was recorded under engine version {str(recorded)!r}; its cards now play as "
            f"engine version {current!r} (the rules or a card's compiled effects changed since), so "
            "it cannot be rebuilt faithfully."
        )


def _canonical_text(card: CardRecord) -> str:
    cached = _TEXTS.get(id(card))
    if cached is not None and cached[0] is card:
        return cached[1]
    text = json.dumps(_canonical(card), sort_keys=True, separators=(",", ":"))
    if len(_TEXTS) >= _TEXTS_LIMIT:
        _TEXTS.clear()
    _TEXTS[id(card)] = (card, text)
    return text


def _canonical(value: Any) -> Any:
    """JSON-able data for a record and everything in it: dataclasses by class name and fields,
    sets sorted (their iteration order varies between processes)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {
            field.name: _canonical(getattr(value, field.name))
            for field in dataclasses.fields(value)
            if not (field.metadata == NEW_FIELD and getattr(value, field.name) == field.default)
            and field.metadata != PRINTED_DERIVED
        }
        return {"@": type(value).__name__, **fields}
    if isinstance(value, (set, frozenset)):
        return sorted((_canonical(item) for item in value), key=lambda item: json.dumps(item, sort_keys=True))
    if isinstance(value, (list, tuple)):
        return [_canonical(item) for item in value]
    return value
