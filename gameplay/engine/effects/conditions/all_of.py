"""Several conditions that must all hold ("Ultimate level and Vaccine attribute")."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, condition_kind


@condition_kind
@dataclass(frozen=True)
class AllOf(Condition):
    kind: ClassVar[str] = "all_of"
    parts: tuple[Condition, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        return all(part.holds(ctx) for part in self.parts)


def all_of(parts: Iterable[Condition]) -> Condition:
    """The one condition itself, or `AllOf` of several (of none: `AllOf(())`)."""
    listed = tuple(parts)
    return listed[0] if len(listed) == 1 else AllOf(listed)
