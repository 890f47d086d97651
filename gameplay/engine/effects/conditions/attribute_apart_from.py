""" "When your Digimon's attribute is Virus, add 200 to your attack power (excluding changes made by a
Dark Seventh card)" (Bo-856): the attribute counts only when the Digimon has it without the changes
the named cards made (RULES 1.9: attributes are a set)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class AttributeApartFrom(Condition):
    kind: ClassVar[str] = "attribute_apart_from"
    side: Side
    attribute: str
    # The card names whose attribute changes do not count.
    names: tuple[str, ...]

    def holds(self, ctx: EffectQueries) -> bool:
        wanted = self.attribute.casefold()
        return any(a.casefold() == wanted for a in ctx.attributes_apart_from(self.side, self.names))
