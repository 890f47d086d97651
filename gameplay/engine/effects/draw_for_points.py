""" "Have the opponent draw two cards from the top of their Net Ocean, and for every blue frame Option
card drawn, reduce the opponent's points by 10. When red frame Option cards are drawn, instead of 10,
reduce the opponent's points by 20 (the drawn cards are sent to the Dark Area)" (Bx-68): the top
`count` cards of `side`'s Net Ocean are drawn one at a time and sent to the Dark Area; each one changes
`side`'s points by the `deltas` entry of the first of `filters` (the filter words of `Cost`) it passes
(P-7, P-8). Fewer are drawn when the Net Ocean holds fewer (P-11)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import cards


@effect_kind
@dataclass(frozen=True)
class DrawForPoints(Effect):
    kind: ClassVar[str] = "draw_for_points"
    side: Side
    count: int
    filters: tuple[str, ...]
    deltas: tuple[int, ...]

    def apply(self, ctx: EffectContext) -> None:
        cards.draw_for_points(ctx, self.side, self.count, self.filters, self.deltas)

    def describe(self) -> str:
        pairs = zip(self.filters, self.deltas, strict=True)
        changes = ", ".join(f"{delta:+d} for each {name}" for name, delta in pairs)
        whose = owner_word(self.side)
        drawn = f"{whose} side draws the top {self.count} card(s) of its Net Ocean into the Dark Area"
        return f"{drawn}, points {changes}"
