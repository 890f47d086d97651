""" "When facing a blue frame Digimon": the printed frame colour."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectContext, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class FrameIs(Condition):
    kind: ClassVar[str] = "frame_is"
    side: Side
    frame: str

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.frame(self.side).casefold() == self.frame.casefold()
