"""B-6 / O-L4 for a Digimon granted "you can invalidate the opponent's Program Option cards before
they take effect" (effects.grant_invalidation): the opponent's card of that type is negated as it is
used, before it takes effect, and goes to the Dark Area; its cost stays paid (O-C4).

"You can" is the granted player's choice; the engine always makes it, as a player would: letting
the opponent's card take effect gains them nothing. A card whose timing column protects it from
invalidation (RULES 7.8) is not reached, unless the grant stands even so
(effects.grant_invalidation_through, Bo-858)."""

from __future__ import annotations

from gameplay.engine import moves, reactions
from gameplay.engine.effects.grant_invalidation import INVALIDATES
from gameplay.engine.effects.grant_invalidation_through import INVALIDATES_THROUGH
from gameplay.engine.state import GameState


def invalidated_on_use(state: GameState, player: int, index: int) -> bool:
    """Whether the card `player` uses from slot `index` is invalidated by the opponent's grant (it
    then is in the Dark Area)."""
    holder = state.players[1 - player]
    grants = [
        (grant.partition(":")[2], grant.startswith(INVALIDATES_THROUGH))
        for grant in holder.immunities
        if grant.startswith((INVALIDATES, INVALIDATES_THROUGH))
    ]
    if not grants:
        return False
    me = state.players[player]
    card = me.deck[me.slots[index]]
    top = holder.top_card()
    reach = {"invalidation"} | ({f"frame:{top.frame.lower()}", f"card:{top.name}"} if top else set())
    protected = bool(reach & set(card.text.protections))
    for grant, through in grants:
        types, _, phase = grant.partition(":")
        if (
            (through or not protected)
            and card.option_type in types.split("|")
            and (not phase or state.phase == phase)
        ):
            card_id = me.slots[index]
            moves.slot_to_dark_area(state, player, index)
            # "… (including when this card is invalidated)" (Bo-651): the opponent's Digimon sent it.
            reactions.installed().removed(state, player, card_id, True, False, True)
            return True
    return False
