""" "When facing a Digimon who has an effect or ability that states "Cannot lose its special abilities""
(Bo-53t, Bo-1146): the compiled ◎ and information lines of `side`'s battling Digimon include the
effect named by `printed` ("immunity:negate_specials": it cannot lose its own special abilities;
"negate_specials:opponent" would be one that takes its opponent's; "on_evolve:change_points:self:30"
regains 30 points when it evolves into this Digimon, Bo-596), whether or not that line acts just now."""

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
    side, and an immunity's name."""
    names: set[str] = set()
    for ability in text.abilities:
        for effect in ability.effects:
            names.add(effect.kind)
            side = getattr(effect, "side", None)
            if side is not None:
                names.add(f"{effect.kind}:{side}")
                delta = getattr(effect, "delta", None)
                if isinstance(delta, int):
                    # "has the ability 'Regain 30 points when you evolve into this Digimon'" (Bo-596):
                    # the trigger, the kind, the side and the points, "on_evolve:change_points:self:30".
                    names.add(f"{ability.trigger}:{effect.kind}:{side}:{delta}")
            immunity = getattr(effect, "immunity", None)
            if immunity is not None:
                names.add(f"immunity:{immunity}")
    return frozenset(names)
