"""Put the option card next to the battling Digimon, where it keeps its effects until that Digimon
leaves the box ("Stack this card onto your Digimon, which gains …", Re-36t; "After use, place this card
next to your Digimon, where it will continue its effects until …", Bo-247): the card leaves its slot
without ending what it gave (O-L2 ends an option's effects when it leaves its slot, unless the card
says otherwise), and goes to the Dark Area with the Digimon (engine.beside)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class PlaceBesideDigimon(Effect):
    kind: ClassVar[str] = "place_beside_digimon"
    # "… until that Digimon's attribute is changed or it is sent to the Dark Area": another attribute
    # change of that Digimon also sends the card away.
    until_attribute_changed: bool = False

    def apply(self, ctx: EffectContext) -> None:
        options.place_beside_digimon(ctx, self.until_attribute_changed)

    def describe(self) -> str:
        until = " or its attribute is changed" if self.until_attribute_changed else ""
        return f"this card stays next to your Digimon, keeping its effects, until the Digimon leaves{until}"
