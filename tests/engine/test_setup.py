"""Setup S-1..S-8 (RULES §3)."""

import pytest

from gameplay.engine import EngineError, apply, legal_actions, new_game
from gameplay.engine.actions import Pass, Prepare

from .helpers import CINDERHOUND, EMBERPUP, LEAF, PEBBLE, SHELLKIT, arrange, deck, game


def test_s1_it_refuses_a_deck_that_is_not_30_cards():
    with pytest.raises(EngineError, match="29 cards"):
        new_game(deck(EMBERPUP)[:29], deck(SHELLKIT), seed=1)


def test_s2_the_partner_is_the_first_level_iii_face_down_in_the_box():
    state = new_game(deck(LEAF, CINDERHOUND, PEBBLE, EMBERPUP), deck(SHELLKIT), seed=1)
    assert state.players[0].digimon == [2]
    assert state.players[0].face_down
    assert state.partners == (2, 0)


def test_s2_a_named_partner_is_used_and_must_be_a_level_iii():
    state = new_game(deck(PEBBLE, EMBERPUP), deck(SHELLKIT), seed=1, partners=(1, None))
    assert state.players[0].digimon == [1]
    with pytest.raises(EngineError, match="not a Level III"):
        new_game(deck(PEBBLE, CINDERHOUND), deck(SHELLKIT), seed=1, partners=(1, None))


def test_s2_a_deck_without_level_iii_cannot_start():
    with pytest.raises(EngineError, match="no Level III"):
        new_game(deck(CINDERHOUND), deck(SHELLKIT), seed=1)


def test_s3_the_net_ocean_is_shuffled_by_the_seed():
    first = new_game(deck(EMBERPUP, *[PEBBLE] * 29), deck(SHELLKIT), seed=7)
    again = new_game(deck(EMBERPUP, *[PEBBLE] * 29), deck(SHELLKIT), seed=7)
    other = new_game(deck(EMBERPUP, *[PEBBLE] * 29), deck(SHELLKIT), seed=8)
    assert first.players[0].net_ocean == again.players[0].net_ocean
    assert first.players[0].net_ocean != other.players[0].net_ocean
    assert sorted(first.players[0].net_ocean + first.players[0].hand + [first.players[0].gauge]) == list(
        range(1, 30)
    )


def test_s4_the_gauge_marker_is_out_of_play():
    state = new_game(deck(EMBERPUP), deck(SHELLKIT), seed=3)
    me = state.players[0]
    assert me.gauge not in me.net_ocean and me.gauge not in me.hand and me.gauge != 0


def test_s5_each_player_draws_six_and_the_net_ocean_holds_22():
    state = new_game(deck(EMBERPUP), deck(SHELLKIT), seed=3)
    for me in state.players:
        assert len(me.hand) == 6 and len(me.net_ocean) == 22 and me.dark_area == []


def test_s6_a_fair_coin_picks_the_first_player():
    firsts = {new_game(deck(EMBERPUP), deck(SHELLKIT), seed=seed).fp for seed in range(20)}
    assert firsts == {0, 1}
    state = new_game(deck(EMBERPUP), deck(SHELLKIT), seed=5)
    assert state.actor == state.fp and state.phase == "preparation"


def test_s7_both_players_start_at_100_points():
    state = new_game(deck(EMBERPUP), deck(SHELLKIT), seed=3)
    assert [me.points for me in state.players] == [100, 100]


def test_s8_turn_1_has_no_restriction_on_evolving():
    state = game(deck(EMBERPUP, CINDERHOUND), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2, 3, 4, 5, 6])
    apply(state, Pass())
    assert state.turn == 1
    assert Prepare(1, 0, ()) in legal_actions(state)
