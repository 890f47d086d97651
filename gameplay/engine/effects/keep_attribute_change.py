""" "If the Digimon whose attribute was changed undergoes evolution, fusion, or appearance, the Digimon
resulting from that evolution, fusion, or appearance inherits the changed attribute" (Re-32t): the
attribute changes this card made stay on the Digimon the changed one becomes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class KeepAttributeChange(Effect):
    kind: ClassVar[str] = "keep_attribute_change"
    side: Side

    def apply(self, ctx: EffectContext) -> None:
        traits.keep_attribute_change(ctx, self.side)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon's changed attribute stays after evolution"
