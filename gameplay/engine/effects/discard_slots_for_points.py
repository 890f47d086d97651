""" "Check all of the cards in the opponent's slots, including face-down cards (after that, send them
to the Dark Area). If there were any cards with 'Hole', 'Tower', or 'Worm' in their names, reduce the
opponent's points by 20. If there were any cards with 'Antibody', 'Terminal', or 'City' in their
names, the opponent regains 30 points." (Bx-171): every card in `side`'s slots is looked at and sent
to the Dark Area; for each of `filters` (the filter words of `Cost`) that any of them passed, `side`'s
points change by the `deltas` entry at the same place (P-7, P-8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import options


@effect_kind
@dataclass(frozen=True)
class DiscardSlotsForPoints(Effect):
    kind: ClassVar[str] = "discard_slots_for_points"
    side: Side
    filters: tuple[str, ...]
    deltas: tuple[int, ...]

    def apply(self, ctx: EffectContext) -> None:
        options.discard_slots_for_points(ctx, self.side, self.filters, self.deltas)

    def describe(self) -> str:
        pairs = zip(self.filters, self.deltas, strict=True)
        changes = ", ".join(f"{delta:+d} if any is {name}" for name, delta in pairs)
        return f"send all of {owner_word(self.side)} slot cards to the Dark Area, points {changes}"
