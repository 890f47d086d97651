"""Grant a keyword such as "sky" (RULES 1.9); it ends when the owner leaves the box (B-11.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class GrantKeyword(Effect):
    kind: ClassVar[str] = "grant_keyword"
    side: Side
    keyword: str

    def apply(self, ctx: EffectContext) -> None:
        traits.grant_keyword(ctx, self.side, self.keyword)

    def describe(self) -> str:
        return f'{owner_word(self.side)} Digimon has the ability "{self.keyword}"'
