""" "For the duration of the turn during which this card is activated, all Digimon lose the ability
"sky"" (Bo-548): while the source lasts, `side`'s Digimon does not have `keyword`, whoever gave it;
it has it again once the source has left (O-L2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class LoseKeyword(Effect):
    kind: ClassVar[str] = "lose_keyword"
    side: Side
    keyword: str

    def apply(self, ctx: EffectContext) -> None:
        traits.lose_keyword(ctx, self.side, self.keyword)

    def describe(self) -> str:
        return f'{owner_word(self.side)} Digimon loses the ability "{self.keyword}"'
