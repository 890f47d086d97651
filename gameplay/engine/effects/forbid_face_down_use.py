""" "Both you and your opponent become unable to use any face-down cards in their slots. However, both
parties can still use cards that were placed face-up" (CD-12): while the effect lasts, `side` may not
use a face-down card of its option slots, neither turning it face-up (O-3) nor paying it into the
Power Box from its slot (EC-2); the cards it set face-up it still uses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class ForbidFaceDownUse(Effect):
    kind: ClassVar[str] = "forbid_face_down_use"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        options.forbid_face_down_use(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side cannot use the face-down cards in its slots"
