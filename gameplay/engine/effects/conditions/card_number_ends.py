""" "You can use this card when your card number has a "t" at the end": the card number printed on
the battling Digimon ends with the letters (Bo-142t, RULES 7.3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class CardNumberEnds(Condition):
    kind: ClassVar[str] = "card_number_ends"
    side: Side
    suffix: str

    def holds(self, ctx: EffectQueries) -> bool:
        # "Bo-142t" ends with "t"; "Bo-142" ends with a digit. The catalog prints suffixes lower-case.
        return ctx.card_number(self.side).casefold().endswith(self.suffix.casefold())
