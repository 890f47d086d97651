"""The effect contract is split in two (DESIGN rule 6): conditions read the game through the read-only
`EffectQueries`, and effects change it only through the few state primitives of `EffectContext`."""

from __future__ import annotations

import inspect
from typing import get_type_hints

from gameplay.compiler import text  # noqa: F401  registers every kind
from gameplay.engine.effect_context import EngineContext
from gameplay.engine.effects.base import CONDITION_KINDS, EffectContext, EffectQueries


def _members(protocol: type) -> set[str]:
    """The members `protocol` declares itself (methods and attributes), not those it inherits nor the
    hooks `typing.Protocol` adds."""
    own = vars(protocol)
    declared = {name for name, value in own.items() if inspect.isfunction(value)} | set(
        own.get("__annotations__", {})
    )
    return {name for name in declared if not name.startswith("_")}


def test_the_effect_context_adds_at_most_twenty_state_primitives_to_the_queries():
    primitives = _members(EffectContext)
    assert 0 < len(primitives) <= 20, sorted(primitives)
    assert not primitives & _members(EffectQueries)
    assert EffectQueries in EffectContext.__mro__


def test_every_condition_reads_the_game_through_the_read_only_queries():
    readers = {kind: get_type_hints(cls.holds)["ctx"] for kind, cls in CONDITION_KINDS.items()}
    assert len(readers) > 30
    assert {kind for kind, reader in readers.items() if reader is not EffectQueries} == set()


def test_the_engine_context_implements_every_query_and_primitive():
    missing = {
        name for name in _members(EffectQueries) | _members(EffectContext) if not hasattr(EngineContext, name)
    }
    assert missing == set()
