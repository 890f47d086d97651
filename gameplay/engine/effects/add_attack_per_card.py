"""Attack +N for every counted card ("for every blue frame Digimon on the opponent's sheet, add 150
to your attack power"): one B-8 step 5 addition of N times the count when the effect applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class AddAttackPerCard(Effect):
    kind: ClassVar[str] = "add_attack_per_card"
    side: Side
    amount: int
    # Whose cards are counted, where (see `EffectContext.count_cards`), and which.
    counted: tuple[Side, ...]
    zone: str
    card_filter: str = "any"
    cap: int | None = None

    def apply(self, ctx: EffectContext) -> None:
        found = sum(ctx.count_cards(side, self.zone, self.card_filter) for side in self.counted)
        if self.cap is not None:
            found = min(found, self.cap)
        if found:
            attack.add_attack(ctx, self.side, self.amount * found)

    def describe(self) -> str:
        whose = " and ".join(owner_word(side) for side in self.counted)
        where = f"{self.card_filter} card in {whose} {self.zone}"
        return f"add {self.amount} to {owner_word(self.side)} attack for every {where}"
