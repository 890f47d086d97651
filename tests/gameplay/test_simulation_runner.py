"""The simulation jobs' runner (playout.SimulationRunner) plays the games the engine's bots play."""

from pathlib import Path

import pytest

from gameplay import playout
from gameplay.engine import make_bot, new_game, play

DECKS = Path(__file__).resolve().parents[2] / "fixtures" / "decks"


@pytest.mark.parametrize("opponent", [{"kind": "dummy"}, {"kind": "bot", "policy": "greedy"}])
def test_the_runner_plays_each_game_as_the_engine_bots_do_with_its_seeds(catalog, opponent):
    from gameplay.records import deck_records

    decks = [
        deck_records((DECKS / f"{name}.txt").read_text()) for name in ("agumon-gabumon", "gomamon-tentomon")
    ]
    decklists = {
        key: {"name": key, "cards": [card.number for card in deck], "partner": None}
        for key, deck in zip(("deck", "opponent_deck"), decks, strict=True)
    }
    runner = playout.SimulationRunner(decklists=decklists, opponent=opponent, policy="greedy", seed=40)
    runner.load_cards()
    policy = opponent.get("policy", "dummy")
    for game in range(4):
        summary, record = runner.play(game=game), runner.record(game=game)
        state = new_game(decks[0], decks[1] if opponent["kind"] == "bot" else None, 40 + game)
        play(state, (make_bot("greedy", 40 + game), make_bot(policy, 40 + game + 1)))
        assert record["actions"] == [str(action) for action in state.actions]
        assert record["header"]["seed"] == 40 + game and summary.turns == state.turn
