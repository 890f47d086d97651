"""Change a battling Digimon's type: "Change the type of one of the Digimon on your or your opponent's
sheet to Insect type" (Bo-688, Bo-888, Bo-889): conditions that read the type (RULES 1.9, "when facing
an Insect type Digimon") see the new one while the effect lasts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class ChangeSpecies(Effect):
    kind: ClassVar[str] = "change_species"
    side: Side
    species: str

    def apply(self, ctx: EffectContext) -> None:
        traits.change_species(ctx, self.side, self.species)

    def describe(self) -> str:
        return f"{owner_word(self.side)} Digimon's type becomes {self.species}"
