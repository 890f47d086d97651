"""The start of a turn and of a player's Preparation Phase (RULES 4.1, T-P1).

Point Calculation ends a turn here (P-6) and the set-up starts the first one, without the phase
modules importing each other."""

from __future__ import annotations

from gameplay.engine import spirit_text
from gameplay.engine.state import PREPARATION, GameState


def start_turn(state: GameState) -> None:
    """Reset the once-per-turn flags and start FP's Preparation."""
    for player in state.players:
        player.refilled = False
        player.supported = False
        player.decided = False
        player.ignore_conditions = False
    state.phase = PREPARATION
    if state.modifiers:
        # E-10: what a Spirit gives the Digimon that appeared with it holds in this phase too (a
        # Spirit is tied through a modifier: without any, there is nothing to apply).
        for player_index in (state.fp, state.sp):
            spirit_text.fire_tied(state, player_index, ("on_use", "continuous"))
    start_player(state, state.fp)


def start_player(state: GameState, player: int) -> None:
    state.step = "prep"
    state.actor = player
    state.players[player].prep_stage = 1
