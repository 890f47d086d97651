""" "When the opponent's attack power is increased or multiplied due to their support abilities, you
gain the same modifications to your attack power. Your attack modifications remain even when the
opponent loses their support Digimon and attack modifications." (Bo-119t Digicode): while the ability
lasts, each attack addition or multiplication a support ability of the other side gives it (B-10.7)
is given to `side` too, tied to this card and kept for the phase (engine.support_mirrors)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import attack


@effect_kind
@dataclass(frozen=True)
class MirrorSupportGains(Effect):
    kind: ClassVar[str] = "mirror_support_gains"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        attack.mirror_support_gains(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon gains the attack gains the other side's support gives"
