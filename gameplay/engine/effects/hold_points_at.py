""" "Once your gauge reaches 10, stop any further reduction of points and regain 10 points (resulting
in 20 points remaining). When your gauge reaches 10." (Re-151): while the source lasts, a reduction
that brings `side` to `floor` points or fewer stops at `floor`, `side` regains `regain` points, and
the source's effects end there (its printed limit, "when your gauge reaches 10")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import points


@effect_kind
@dataclass(frozen=True)
class HoldPointsAt(Effect):
    kind: ClassVar[str] = "hold_points_at"
    side: Side
    floor: int
    regain: int

    def apply(self, ctx: EffectContext) -> None:
        points.hold_points_at(ctx, self.side, self.floor, self.regain)

    def describe(self) -> str:
        whose = owner_word(self.side)
        return (
            f"once {whose} points reach {self.floor}, they are reduced no further and {self.regain} "
            "are regained; this card's effects end there"
        )
