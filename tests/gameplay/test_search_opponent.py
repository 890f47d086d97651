"""Test play against the search bot: its replies are part of the game's record, so undo and
replays stay exact, and a simulation with it is capped at its own game count."""

import random

import pytest

from gameplay import playout
from gameplay.models import Match

TURNS = 3


@pytest.fixture(autouse=True)
def small_budget(settings):
    # A few iterations per decision keep the test quick; the strength is measured in benchmarks/.
    settings.SEARCH_BOT_BUDGET = 12


def play_turns(api, data, *, turns, seed=3):
    """Play seeded legal actions (never conceding) until `turns` turns have passed or the game ends."""
    rng = random.Random(seed)
    while data["outcome"] is None and data["observation"]["turn"] <= turns:
        choices = [a for a in data["legal_actions"] if a != "concede"]
        response = api.post(
            f"/api/matches/{data['id']}/actions/", {"action": rng.choice(choices)}, format="json"
        )
        assert response.status_code == 200, response.content
        data = response.json()
    return data


def test_the_search_bot_answers_as_side_2_and_its_moves_are_recorded(api, deck):
    body = {"deck": deck.share_id, "opponent": {"bot": "search"}, "seed": 4}
    data = api.post("/api/matches/", body, format="json").json()
    data = play_turns(api, data, turns=TURNS)
    match = Match.objects.get(pk=data["id"])
    assert match.opponent_label == "search bot"
    assert data["observation"]["turn"] > TURNS or data["outcome"] is not None
    # The record holds the bot's replies among the player's actions, and replays to this position.
    state, actors = playout.game_rebuild(match.header, match.actions)
    bot_moves = [text for text, side in zip(match.actions, actors, strict=True) if side == 1]
    assert len(bot_moves) >= TURNS
    assert playout.observation(state, 0) == data["observation"]


def test_undo_against_the_search_bot_gives_back_the_same_position_and_the_same_reply(api, deck):
    body = {"deck": deck.share_id, "opponent": {"bot": "search"}, "seed": 9}
    data = play_turns(api, api.post("/api/matches/", body, format="json").json(), turns=1)
    action = next(a for a in data["legal_actions"] if a != "concede")
    after = api.post(f"/api/matches/{data['id']}/actions/", {"action": action}, format="json").json()
    undone = api.post(f"/api/matches/{data['id']}/undo/").json()
    assert undone["observation"] == data["observation"]
    again = api.post(f"/api/matches/{data['id']}/actions/", {"action": action}, format="json").json()
    # The bot is seeded from the game's seed and length: the same reply after the undo.
    assert again["observation"] == after["observation"]


def test_a_simulation_with_the_search_bot_has_its_own_game_cap(api, deck, settings):
    settings.SIMULATION_MAX_SEARCH_GAMES = 20
    body = {"deck": deck.share_id, "opponent": {"bot": "search"}, "games": 21}
    response = api.post("/api/simulations/", body, format="json")
    assert response.status_code == 400
    assert "With the search bot playing, a simulation plays at most 20 games" in response.json()["detail"]
