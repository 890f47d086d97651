""" "Your Digimon loses all of its field icons other than Metal Empire, and cannot gain any new field
icons" (St-811): conditions that read the Digimon's fields (RULES 1.8) see only these while the
effect lasts, printed and added ones alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class RestrictFields(Effect):
    kind: ClassVar[str] = "restrict_fields"
    side: Side
    # The field codes kept ("ME").
    fields: tuple[str, ...]

    def apply(self, ctx: EffectContext) -> None:
        traits.restrict_fields(ctx, self.side, self.fields)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon has no fields but {', '.join(self.fields)}"
