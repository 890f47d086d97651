"""Add a field or a group to a side's battling Digimon ("Add 'Dark Area' to the opponent Digimon's
fields", "Add 'Royal Knights' to the opponent Digimon's groups"): conditions that read the
Digimon's fields (RULES 1.8) or groups see the added one while the effect lasts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class AddTrait(Effect):
    kind: ClassVar[str] = "add_trait"
    side: Side
    trait: Literal["field", "group"]
    # A field code ("DA", "NSo") or a group name as the catalog prints it ("Royal Knights").
    value: str

    def apply(self, ctx: EffectContext) -> None:
        traits.add_trait(ctx, self.side, self.trait, self.value)

    def describe(self) -> str:
        return f"add the {self.trait} '{self.value}' to {owner_word(self.side)} Digimon"
