""" "Your Ultimate level Digimon with a card number of 400 and above": the number part of the
battling Digimon's card number ("Bo-452" -> 452, "St-1005" -> 1005), whatever its set prefix or
letter suffix ("Bo-12t" -> 12)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Condition, EffectQueries, Side, condition_kind


@condition_kind
@dataclass(frozen=True)
class CardNumberWithin(Condition):
    kind: ClassVar[str] = "card_number_within"
    side: Side
    at_least: int | None = None
    at_most: int | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        value = number_part(ctx.card_number(self.side))
        if value is None:
            return False
        return (self.at_least is None or value >= self.at_least) and (
            self.at_most is None or value <= self.at_most
        )


def number_part(number: str) -> int | None:
    """The digits after the first "-" that digits follow ("Bo-12t" -> 12), None when there are none."""
    for part in number.split("-")[1:]:
        digits = part[: len(part) - len(part.lstrip("0123456789"))]
        if digits:
            return int(digits)
    return None
