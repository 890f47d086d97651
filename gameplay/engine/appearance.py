"""E-9 appearances offered as actions: which Digimon in hand may appear now, at which timing.

Both the Evolution Phase (E-3 (c), E-4) and the Battle Phase (B-2.1/B-2.2, B-4) list them."""

from __future__ import annotations

from gameplay.engine.actions import Action, Appear
from gameplay.engine.beside import can_appear, can_pay_added
from gameplay.engine.cards import CardRecord
from gameplay.engine.effects.immunity import NO_FURTHER_EVOLUTION
from gameplay.engine.state import BATTLE, GameState

_BATTLE_START_WORDS = ("start of the battle", "start of battle", "battle starts", "beginning of the battle")


def appearance_timing(card: CardRecord) -> str:
    """E-9 / B-2: when the printed appearance condition lets the card appear: "evolution" (the
    default, the player's Evolution step), "battle" ("during battle": a battle window) or
    "battle_start" (B-2.1/2.2, before any window; B-2.4: never later)."""
    text = " ".join(req.text for alt in card.evolution for req in alt if req.kind == "appearance").lower()
    if any(words in text for words in _BATTLE_START_WORDS):
        return "battle_start"
    return "battle" if "battle" in text else "evolution"


def appear_actions(state: GameState, player: int) -> list[Action]:
    """E-9: Digimon whose printed appearance condition names the current top Digimon, at the
    condition's timing. The rest of the condition is card text the player answers for. In the
    Evolution Phase each player appears in its own step, FP's E-3 (c) then SP's E-4; SP appears
    first only in the Battle Phase (battle.start, B-4)."""
    me = state.players[player]
    deck = me.deck
    # Asked in every window; most decks, and most hands, hold no card with an appearance condition.
    appearances = me.facts.appearing
    if not appearances:
        return []
    appearing = [card for card in me.hand if card in appearances]
    top = me.top_card()
    if not appearing or top is None or NO_FURTHER_EVOLUTION in me.immunities:
        # Bo-491: the Digimon an option evolved may not be replaced by an appearance this turn.
        return []
    if state.step == "battle_start":
        timing = "battle_start"
    else:
        timing = "battle" if state.phase == BATTLE else "evolution"
    named: list[Appear] = [
        Appear(card)
        for card in appearing
        if deck[card].appear_names
        and not deck[card].appear_names.isdisjoint(top.keys)
        and appearance_timing(deck[card]) == timing
    ]
    if timing == "battle_start":
        # B-2.1/B-2.2: "At the start of the battle, send 2 cards containing the word 'Chosen' …": paid
        # from hand by the engine (engine.beside); read only here, once or twice a turn.
        paid = [Appear(card) for card in appearing if can_appear(state, player, card)]
        named += [action for action in paid if action not in named]
    if state.modifiers:
        # EC-4: an effect may have added hand cards to the requirements of its appearances (Bo-646).
        named = [action for action in named if can_pay_added(state, player, action.card)]
    return list(named)
