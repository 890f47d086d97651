""" "… during battle, can invalidate your opponent's Option cards before they take effect (this effect
still stands even if 'cannot be invalidated' is written on the opponent's card)" (Bo-858, Bo-859): as
`grant_invalidation`, and the opponent's card is negated even when its timing column protects it
from invalidation (RULES 7.8; engine.invalidation)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits

# Kept among the player's grants like `grant_invalidation.INVALIDATES`:
# "invalidates_through:Item|Program|Field:battle".
INVALIDATES_THROUGH = "invalidates_through:"


@effect_kind
@dataclass(frozen=True)
class GrantInvalidationThrough(Effect):
    kind: ClassVar[str] = "grant_invalidation_through"
    side: Side
    # "Item", "Program" or "Field"; several "|"-joined.
    card_type: str
    # "battle" for "during battle"; "" for any phase.
    phase: str = ""

    def apply(self, ctx: EffectContext) -> None:
        traits.grant_immunity(
            ctx, self.side, INVALIDATES_THROUGH + self.card_type + (f":{self.phase}" if self.phase else "")
        )

    def describe(self) -> str:
        during = " during battle" if self.phase == "battle" else ""
        whose = owner_word(self.side)
        return f"{whose} Digimon invalidates the opponent's {self.card_type} cards{during}, protected or not"
