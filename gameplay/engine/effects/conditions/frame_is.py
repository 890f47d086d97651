""" "When facing a blue frame Digimon": the printed frame colour."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class FrameIs(Condition):
    kind: ClassVar[str] = "frame_is"
    side: Side
    frame: str

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.frame(self.side).casefold() == self.frame.casefold()
