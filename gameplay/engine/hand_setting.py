"""Setting an Option card from the hand in the Battle Phase, an exception to T-P6 by card text (O-1):
"You may also directly send this card from your hand to an empty slot during battle phase" (Bx-104,
Bx-133), "During the battle phase, you may directly send this card from your hand to an empty slot"
(Bo-923). In a B-4 use window its owner may put it face-down into an empty slot (a slot the card
names, when it names one, and none a Spirit forbids); there it is a set card like any other, which
its owner may turn face-up at its timing, in that window or a later one."""

from __future__ import annotations

from gameplay.engine.actions import SET_OPTIONS, Action, SetOption
from gameplay.engine.options import setting_banned
from gameplay.engine.spirits import blocks_slot
from gameplay.engine.state import NONE, GameState

# The compiled limit of such a card (effects.base.Limit), read from its timing column.
SET_IN_BATTLE = "set_in:battle"


def battle_set_actions(state: GameState, player: int) -> list[Action]:
    """The `SetOption` actions of a B-4 window: each such hand card into each empty slot it may use
    (none that a "cannot set any Option cards" effect keeps back, Bo-980)."""
    me = state.players[player]
    result: list[Action] = []
    deck = me.deck
    for card in me.hand:
        # A set test per hand card (the limits are worked out once per record).
        record = deck[card]
        if SET_IN_BATTLE not in record.limits or (state.modifiers and setting_banned(state, player, record)):
            continue
        row = SET_OPTIONS[card]
        for index in range(3):
            if me.slots[index] != NONE or (record.fixed_slot and record.fixed_slot != index + 1):
                continue
            if not blocks_slot(me, index, record):
                result.append(row[index])
    return result


def set_from_hand(state: GameState, player: int, action: SetOption) -> None:
    """The card leaves the hand for its empty slot, face-down (O-1: a card set by card text)."""
    me = state.players[player]
    me.hand.remove(action.card)
    me.slots[action.slot - 1] = action.card
    me.face_up[action.slot - 1] = False
