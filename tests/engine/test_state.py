"""gameplay.engine.state: the game state as plain data (DESIGN rules 3 and 4), with the real
Starter deck: every card in one zone, copies that do not share anything, the outcome as a value."""

import pytest

from gameplay.engine import apply, digest, legal_actions, new_game
from gameplay.engine.actions import Concede
from gameplay.engine.state import NONE, Outcome, RandomnessNeeded

from .helpers import starter_deck


def starter_game(seed=5):
    return new_game(starter_deck(), starter_deck(), seed)


def test_s2_to_s5_each_card_of_a_new_game_is_in_exactly_one_zone(catalog):
    state = starter_game()
    for me in state.players:
        zones = me.zones()
        ids = [card for zone in zones.values() for card in zone]
        assert sorted(ids) == list(range(30))
        # S-2 partner, S-4 gauge marker, S-5 six in hand and 22 in the Net Ocean.
        assert [len(zones[name]) for name in ("digimon", "gauge", "hand", "net_ocean")] == [1, 1, 6, 22]


def test_s2_the_partner_on_top_is_the_first_agumon_of_the_starter_deck(catalog):
    me = starter_game().players[0]
    assert me.top == 0
    assert me.top_card().number == "St-1" and me.top_card().name == "Agumon"


def test_an_empty_digimon_box_has_no_top_card(catalog):
    me = starter_game().players[0]
    me.dark_area.append(me.digimon.pop())
    assert me.top == NONE and me.top_card() is None


def test_a_copy_shares_no_zone_and_continues_the_same_shuffles(catalog):
    """DESIGN rule 3: the copy carries its own PRNG state, so both play on identically."""
    state = starter_game()
    copy = state.copy()
    copy.players[0].hand.append(copy.players[0].net_ocean.pop())
    assert len(state.players[0].hand) == 6 and len(copy.players[0].hand) == 7
    copy.players[0].net_ocean.append(copy.players[0].hand.pop())
    assert digest(copy) == digest(state)
    for game in (state, copy):
        for _ in range(12):
            if game.outcome() is not None:
                break
            apply(game, legal_actions(game)[0])
    assert digest(copy) == digest(state)
    assert state.rng.random() == copy.rng.random()


def test_a_copy_names_every_slot_of_the_state_and_its_players_and_shares_no_list(catalog):
    """The copies are spelled out slot by slot (for speed): a slot added later must be copied too."""
    state = starter_game()
    copy = state.copy()
    for original, copied in [(state, copy), *zip(state.players, copy.players, strict=True)]:
        for name in type(original).__slots__:
            mine, theirs = getattr(original, name), getattr(copied, name)
            if name == "players":
                assert [p.to_json() for p in theirs] == [p.to_json() for p in mine]
            elif name == "rng":
                assert theirs is not mine and theirs.getstate() == mine.getstate()
            else:
                assert theirs == mine, name
            if type(mine) is list:
                assert theirs is not mine, name


def test_a_copy_without_its_prng_plays_on_alike_until_a_shuffle_which_it_refuses(catalog):
    """A bot's trial copy skips copying the PRNG; the P-5 death check's shuffle then cannot be
    made up, so the copy says so (the bot copies again with the PRNG)."""
    state = starter_game()
    for me in state.players:
        # P-5 (c) shuffles the Dark Area into a new Net Ocean at the end of this turn.
        me.dark_area.extend(me.net_ocean)
        me.net_ocean.clear()
    trial = state.copy(with_actions=False, with_rng=False)
    with pytest.raises(RandomnessNeeded):
        while True:
            action = legal_actions(trial)[0]
            apply(trial, action)
            apply(state, action)
            assert [p.to_json() for p in trial.players] == [p.to_json() for p in state.players]
    assert state.turn == 1 and state.outcome() is None


def test_the_second_player_is_always_the_other_one(catalog):
    state = starter_game()
    assert {state.fp, state.sp} == {0, 1}


def test_the_outcome_is_none_while_the_game_runs_and_a_value_once_it_ends(catalog):
    """DESIGN rule 4: Outcome(termination, winner)."""
    state = starter_game()
    assert state.outcome() is None
    loser = state.actor
    apply(state, Concede())
    assert state.outcome() == Outcome("concede", 1 - loser)
    assert state.to_json()["outcome"] == ["concede", 1 - loser]
