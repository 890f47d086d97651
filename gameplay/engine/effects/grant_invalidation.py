""" "The Digimon that was fused through the use of this card … you can invalidate the opponent's
Program Option cards before they take effect" (Bo-7j, St-317, Bo-252 "during battle"): while the
granted Digimon battles this turn, each such card the opponent uses is negated before it takes
effect and goes to the Dark Area (B-6, O-L4; engine.invalidation)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import Effect, EffectContext, Side, effect_kind, owner_word
from gameplay.engine.effects.families import traits

# Kept among the player's grants (`PlayerState.immunities`), which end with the turn (P-5 (d)) and
# when the Digimon leaves the box (B-11.3): "invalidates:Program", "invalidates:Item:battle".
INVALIDATES = "invalidates:"


@effect_kind
@dataclass(frozen=True)
class GrantInvalidation(Effect):
    kind: ClassVar[str] = "grant_invalidation"
    # How the grant is named among the player's grants (engine.invalidation reads it).
    prefix: ClassVar[str] = INVALIDATES
    side: Side
    # "Item", "Program" or "Field"; several "|"-joined.
    card_type: str
    # "battle" for "during battle"; "" for any phase.
    phase: str = ""

    def apply(self, ctx: EffectContext) -> None:
        traits.grant_immunity(
            ctx, self.side, self.prefix + self.card_type + (f":{self.phase}" if self.phase else "")
        )

    def describe(self) -> str:
        during = " during battle" if self.phase == "battle" else ""
        return f"{owner_word(self.side)} Digimon invalidates the opponent's {self.card_type} cards{during}"
