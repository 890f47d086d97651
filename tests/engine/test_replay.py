"""Replays (header + actions), digests and observations (DESIGN rules 3 and 5)."""

import pytest

from gameplay.engine import (
    ReplayError,
    apply,
    digest,
    legal_actions,
    make_bot,
    new_game,
    observe,
    play,
    record,
    replay,
)
from gameplay.engine.actions import Pass, Prepare

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    EMBERPUP,
    GLOWMOTH,
    OVERCLOCK,
    REEFCRAB,
    SHELLKIT,
    arrange,
    deck,
    game,
)

CARDS = {
    card.number: card
    for card in (EMBERPUP, CINDERHOUND, BOOSTER_CHIP, GLOWMOTH, SHELLKIT, REEFCRAB, OVERCLOCK)
}
CARDS["EXAMPLE-99"] = deck(EMBERPUP)[-1]
DECK_A = deck(EMBERPUP, CINDERHOUND, CINDERHOUND, BOOSTER_CHIP, GLOWMOTH, GLOWMOTH, EMBERPUP)
DECK_B = deck(SHELLKIT, REEFCRAB, REEFCRAB, OVERCLOCK, BOOSTER_CHIP, SHELLKIT)


def random_game(seed):
    state = new_game(DECK_A, DECK_B, seed)
    return play(state, (make_bot("random", seed), make_bot("random", seed + 100)))


def test_a_replay_rebuilds_the_same_state_and_digest():
    state = random_game(3)
    rebuilt = replay(record(state), CARDS)
    assert digest(rebuilt) == digest(state)
    assert rebuilt.outcome() == state.outcome()


def test_the_same_seed_gives_the_same_game_and_another_seed_another():
    assert digest(random_game(5)) == digest(random_game(5))
    assert digest(random_game(5)) != digest(random_game(6))


def test_upto_rebuilds_an_earlier_position():
    state = random_game(4)
    header = record(state)
    partial = replay(header, CARDS, upto=10)
    assert len(partial.actions) == 10
    assert [str(a) for a in partial.actions] == header["actions"][:10]


def test_a_tampered_replay_says_which_action_fails():
    header = record(random_game(2))
    header["actions"] = [*header["actions"][:3], "proceed", *header["actions"][3:]]
    with pytest.raises(ReplayError, match="Action 4"):
        replay(header, CARDS)


def test_a_replay_of_another_engine_version_or_unknown_cards_is_refused():
    header = record(random_game(2))
    with pytest.raises(ReplayError, match="version"):
        replay({**header, "engine": "0"}, CARDS)
    with pytest.raises(ReplayError, match="EXAMPLE-01"):
        replay(header, {})


def test_observe_shows_the_own_hand_and_only_the_size_of_the_opponents():
    state = game(DECK_A, DECK_B, first=0)
    view = observe(state, 0)
    mine, theirs = view["sheets"]
    assert [card["id"] for card in mine["hand"]] == state.players[0].hand
    assert "hand" not in theirs and theirs["hand_size"] == 6
    # S-2: the opponent's partner is face-down until E-1; the owner knows their own.
    assert theirs["digimon"] == ["back"] and mine["digimon"][0]["name"] == "Emberpup"
    assert view["legal"][0] == "pass"
    assert observe(state, 1)["legal"] == []


def test_observe_hides_marks_from_both_players_and_the_evolution_box_from_the_opponent():
    state = game(DECK_A, DECK_B, first=0)
    arrange(state, 0, hand=[1, 3, 7, 8, 9, 10])
    apply(state, Pass())
    apply(state, Prepare(1, 0))
    own = observe(state, 0)["sheets"][0]
    other = observe(state, 1)["sheets"][0]
    assert [entry["card"] for entry in own["power_box"]] == ["back", "back"]
    assert [entry["orientation"] for entry in other["power_box"]] == ["up", "side"]
    assert own["evolution_box"][0]["name"] == "Cinderhound" and other["evolution_box"] == ["back"]
    assert legal_actions(state, 1) == []


def test_a_state_prints_as_a_readable_board():
    state = random_game(1)
    board = str(state)
    assert "pts" in board and "game over" in board
