"""What every modifier carries (engine.modifiers)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True, kw_only=True)
class Tagged:
    """What every modifier carries: whom it acts on, when it was made, its source and lifetime."""

    kind: ClassVar[str]
    player: int
    seq: int
    source: int
    source_player: int
    lifetime: str

    def row_values(self) -> tuple[int, int, str]:
        """`a`, `b` and `column` of the serialised row; a mark with no fields of its own is 0, 1, ""."""
        return 0, 1, ""
