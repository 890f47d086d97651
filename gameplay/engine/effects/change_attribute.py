"""Change a battling Digimon's attribute ("Change your Digimon's attribute to Vaccine", "… change the
attribute of one of the Digimon in the opponent's Digimon box to Vaccine", "Change your Digimon's
attribute to become the same as the opponent's"): conditions that read the attribute (RULES 1.9)
see the new one while the effect lasts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits


@effect_kind
@dataclass(frozen=True)
class ChangeAttribute(Effect):
    kind: ClassVar[str] = "change_attribute"
    side: Side
    # "Vaccine", "Data" or "Virus"; "" is the other battling Digimon's attribute, read when applied.
    attribute: str
    # "(they remain as Vaccine attribute even after evolution)": the Digimon it evolves into keeps
    # the change; otherwise the change is the changed Digimon's only.
    kept_after_evolution: bool = False

    def apply(self, ctx: EffectContext) -> None:
        other: Side = "opponent" if self.side == "self" else "self"
        attributes = frozenset({self.attribute}) if self.attribute else ctx.attributes(other)
        traits.change_attribute(ctx, self.side, attributes, self.kept_after_evolution)

    def describe(self) -> str:
        other = "the other Digimon's" if not self.attribute else self.attribute
        kept = " (kept after evolution)" if self.kept_after_evolution else ""
        return f"{owner_word(self.side)} Digimon's attribute becomes {other}{kept}"
