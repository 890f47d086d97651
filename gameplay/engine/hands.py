"""The upper limit of a hand (T-P1, T-P2): 6, unless an option changed it ("the upper limit of your
hand becomes 8", effects.set_hand_limit). The change is a HandLimit modifier tied to its source
card, so it ends when the card leaves its slot (O-L2); the latest change wins, like other
"becomes" changes (B-8)."""

from __future__ import annotations

from gameplay.engine.modifiers.marks import ExtraHandAdjustment, HandLimit
from gameplay.engine.state import GameState

HAND_LIMIT = 6


def hand_limit(state: GameState, player: int) -> int:
    """The latest HandLimit of `player`, else HAND_LIMIT. Only a modifier changes it, so the T-P1 /
    T-P2 questions asked at every Preparation read HAND_LIMIT without a call while none is in play."""
    limit = HAND_LIMIT
    # Modifiers are kept in the order they were added, so the last one found is the latest.
    for modifier in state.modifiers:
        if type(modifier) is HandLimit and modifier.player == player:
            limit = modifier.limit
    return limit


# Re-28t: "you may adjust your hand one additional time" (effects.extra_hand_adjustment), a modifier
# tied to its source card, used up by the first T-P2 refill after it.


def take_extra_adjustment(state: GameState, player: int) -> bool:
    """Whether `player` may go back to T-P1 once more; the grant is used up."""
    for modifier in state.modifiers:
        if type(modifier) is ExtraHandAdjustment and modifier.player == player:
            state.modifiers.remove(modifier)
            return True
    return False
