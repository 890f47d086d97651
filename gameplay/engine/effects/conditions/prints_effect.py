""" "When facing a Digimon who has an effect or ability that states "Cannot lose its special abilities""
(Bo-53t, Bo-1146): the compiled ◎ and information lines of `side`'s battling Digimon include the
effect named by `printed` ("immunity:negate_specials": it cannot lose its own special abilities;
"negate_specials:opponent" would be one that takes its opponent's), whether or not that line acts
just now. "special_ability" is in the names of a Digimon whose ability box prints a ◎ line
(RULES 1.7), whether compiled or not: "your Digimon with no special abilities" (Bo-444) is its
negation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import CompiledText, Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class PrintsEffect(Condition):
    kind: ClassVar[str] = "prints_effect"
    side: Side
    printed: str

    def holds(self, ctx: EffectQueries) -> bool:
        return self.printed in ctx.printed_effects(self.side)


def printed_effect_names(text: CompiledText) -> frozenset[str]:
    """The names `PrintsEffect` reads for one card's compiled text: each effect's kind, its kind and
    side, and an immunity's name; and, for an unconditioned ability whose one effect is a point change,
    its trigger, kind, side and change ("on_evolve:change_points:self:30": "Regain 30 points when you
    evolve into this Digimon", the ability Bo-444, Bo-595 and Bo-596 name)."""
    names: set[str] = set()
    for ability in text.abilities:
        if ability.condition is None and len(ability.effects) == 1:
            only = ability.effects[0]
            delta, side = getattr(only, "delta", None), getattr(only, "side", None)
            if isinstance(delta, int) and side is not None:
                names.add(f"{ability.trigger}:{only.kind}:{side}:{delta}")
        for effect in ability.effects:
            names.add(effect.kind)
            side = getattr(effect, "side", None)
            if side is not None:
                names.add(f"{effect.kind}:{side}")
            immunity = getattr(effect, "immunity", None)
            if immunity is not None:
                names.add(f"immunity:{immunity}")
    return frozenset(names)
