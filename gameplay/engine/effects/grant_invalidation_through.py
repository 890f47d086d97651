""" "… during battle, can invalidate your opponent's Option cards before they take effect (this effect
still stands even if 'cannot be invalidated' is written on the opponent's card)" (Bo-858, Bo-859): as
`grant_invalidation`, and the opponent's card is negated even when its timing column protects it
from invalidation (RULES 7.8; engine.invalidation)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import effect_kind
from gameplay.engine.effects.grant_invalidation import GrantInvalidation

# Kept among the player's grants like `grant_invalidation.INVALIDATES`:
# "invalidates_through:Item|Program|Field:battle".
INVALIDATES_THROUGH = "invalidates_through:"


@effect_kind
@dataclass(frozen=True)
class GrantInvalidationThrough(GrantInvalidation):
    kind: ClassVar[str] = "grant_invalidation_through"
    prefix: ClassVar[str] = INVALIDATES_THROUGH

    def describe(self) -> str:
        return super().describe() + ", protected or not"
