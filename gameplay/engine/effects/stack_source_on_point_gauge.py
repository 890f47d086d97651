"""Stack the option card onto its owner's point gauge, where it keeps its effects ("Stack this card
onto your point gauge immediately after use, and it will continue its effects until the end of the
game", Bo-749; "Stack this card onto your Point Gauge. While this card is active, …", Re-151): the
card leaves its slot without ending what it gave (O-L2 ends an option's effects when it leaves its
slot, unless the card says otherwise)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, effect_kind
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class StackSourceOnPointGauge(Effect):
    kind: ClassVar[str] = "stack_source_on_point_gauge"

    def apply(self, ctx: EffectContext) -> None:
        options.stack_source_on_point_gauge(ctx)

    def describe(self) -> str:
        return "this card is stacked onto your point gauge, keeping its effects there"
