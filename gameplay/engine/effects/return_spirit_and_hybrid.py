""" "Send one card belonging to the category 'Spirit' in the opponent's support box back to their hand,
and return the Digimon that appeared using that Spirit to their Net Ocean and shuffle it (ignore the
description written on the Digimon's evolution requirements field that states 'the Spirit remains
in the support box until this Digimon is send to the Dark Area')" (Bo-924): a Spirit tied to the
battling Digimon (E-10) is taken first; that Digimon goes to the Net Ocean, which is shuffled (S-3),
and its other Spirits go to the Dark Area as it leaves. A Spirit no Digimon appeared with only goes
back to the hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class ReturnSpiritAndHybrid(Effect):
    kind: ClassVar[str] = "return_spirit_and_hybrid"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        cards.return_spirit_and_hybrid(ctx, self.side)

    def describe(self) -> str:
        whose = owner_word(self.side)
        return f"send a Spirit of {whose} support box to the hand and its Digimon to the Net Ocean"
