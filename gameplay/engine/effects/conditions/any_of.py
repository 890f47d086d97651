"""Alternatives ("a Level IV or Hybrid level", "Nature Spirits or Vaccine attribute")."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


@condition_kind
@dataclass(frozen=True)
class AnyOf(Condition):
    kind: ClassVar[str] = "any_of"
    parts: tuple[Condition, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        return any(part.holds(ctx) for part in self.parts)


def any_of(parts: Iterable[Condition]) -> Condition:
    """The one condition itself, or `AnyOf` of several (of none: `AnyOf(())`)."""
    listed = tuple(parts)
    return listed[0] if len(listed) == 1 else AnyOf(listed)
