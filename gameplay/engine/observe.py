"""Hidden information is a view (DESIGN rule 5): what one player may see of the state."""

from __future__ import annotations

from typing import Any

from gameplay.engine.attack import attack_value, battle_type
from gameplay.engine.game import legal_actions
from gameplay.engine.state import BATTLE, NONE, POINT_CALCULATION, GameState, PlayerState

BACK = "back"


def _card(me: PlayerState, card: int) -> dict[str, Any]:
    record = me.deck[card]
    return {"id": card, "number": record.number, "name": record.name}


def _sheet(state: GameState, index: int, viewer: int) -> dict[str, Any]:
    me = state.players[index]
    own = index == viewer

    def shown(card: int, visible: bool) -> dict[str, Any] | str:
        return _card(me, card) if visible else BACK

    sheet: dict[str, Any] = {
        "points": me.points,
        # The Digimon Box is face-down until E-1; the owner knows their own partner.
        "digimon": [shown(card, own or not me.face_down) for card in me.digimon],
        "pending_swap": None if me.pending_swap == NONE else shown(me.pending_swap, own),
        "evolution_box": [shown(card, own) for card in me.evo_box],
        # ●/× cards are hidden from both players; only the orientation is public.
        "power_box": [
            {"orientation": tag, "card": shown(card, own and tag == "card")} for card, _, tag in me.power
        ],
        "support": None if me.support == NONE else _card(me, me.support),
        "support_other": [_card(me, card) for card in me.support_other],
        "slots": [
            None
            if card == NONE
            else {"face_up": me.face_up[i], "active": me.active[i], "card": shown(card, own or me.face_up[i])}
            for i, card in enumerate(me.slots)
        ],
        "net_ocean": len(me.net_ocean),
        "dark_area": len(me.dark_area),
        "gauge": len(me.gauge_cards) + (1 if me.gauge != NONE else 0),
        "hand_size": len(me.hand),
    }
    if own:
        sheet["hand"] = [_card(me, card) for card in me.hand]
    if not me.face_down and me.digimon:
        sheet["battle_type"] = battle_type(state, index)
    return sheet


def observe(state: GameState, player: int) -> dict[str, Any]:
    """Own hand; opponent's hand size; face-down cards as backs; ●/× cards as backs for both."""
    outcome = state.outcome()
    view: dict[str, Any] = {
        "you": player,
        "turn": state.turn,
        "first_player": state.fp,
        "phase": state.phase,
        "step": state.step,
        "to_act": None if state.actor == NONE else state.actor,
        "sheets": [_sheet(state, index, player) for index in (0, 1)],
        "legal": [str(action) for action in legal_actions(state, player)],
        "outcome": None
        if outcome is None
        else {"termination": outcome.termination, "winner": outcome.winner},
    }
    if state.phase in (BATTLE, POINT_CALCULATION):
        view["attack"] = [attack_value(state, 0), attack_value(state, 1)]
    # The final values of the latest battle (B-7), for the log: the phase may have ended at once.
    view["last_battle"] = list(state.last_battle)
    return view
