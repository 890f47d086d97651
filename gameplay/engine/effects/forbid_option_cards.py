""" "During battle, the opponent's red frame Digimon cannot use blue frame Item Option cards." (Bo-1029,
Bo-1038, Bo-1059, Bo-1101, Bo-1104): while the effect lasts (a Digimon's ability: the phase it applies
in, B-3), `side` may not turn face-up an Option card that matches `card_filter` (the filter words of
`Cost`). The Digimon the text names is the ability's condition, read when it applies; the ban then
holds for the phase, as "The opponent cannot use the card …" holds for the turn (forbid_cards)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.modifiers.marks import ForbidOptions


@effect_kind
@dataclass(frozen=True)
class ForbidOptionCards(Effect):
    kind: ClassVar[str] = "forbid_option_cards"
    side: Side
    card_filter: str

    def apply(self, ctx: EffectContext) -> None:
        ctx.modify(ctx.target(self.side), ForbidOptions, card_filter=self.card_filter)

    def describe(self) -> str:
        return f"{owner_word(self.side)} side cannot use Option cards ({self.card_filter})"
