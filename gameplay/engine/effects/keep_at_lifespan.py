""" "Your Digimon does not get sent to the Dark Area even if it has reached the end of its lifespan"
(St-814): the P-5 (c) death check leaves `side`'s Digimon Box as it is; the rest of the death
check (lifespan options, the new Net Ocean) goes on as normal."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class KeepAtLifespan(Effect):
    kind: ClassVar[str] = "keep_at_lifespan"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        points.keep_at_lifespan(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon stays in its box at the end of its lifespan"
