"""gameplay.engine.moves: moving real cards between zones and changing points, each move keeping
every card in one zone and the modifiers consistent (RULES 6.2, P-5, P-7..P-11, O-L2)."""

import random

import pytest

from gameplay.engine import moves
from gameplay.engine.modifiers.attack import AttackAdd
from gameplay.engine.moves import (
    change_points,
    check_points,
    draw,
    remove_from_zones,
    shuffle,
    slot_to_dark_area,
    top_to_dark_area,
)
from gameplay.engine.state import Outcome

from .helpers import record
from .test_battle import facing


def agumon_facing_greymon():
    """Aki's Agumon (St-1, Level III) against Bea's Greymon (St-2, Level IV, on a Pebble)."""
    return facing(record("St-1"), record("St-2"))


def test_p7_points_are_clamped_to_0_and_100(catalog):
    state = agumon_facing_greymon()
    change_points(state, 0, +30)
    assert state.players[0].points == 100
    change_points(state, 1, -250, check=False)
    assert state.players[1].points == 0


def test_p8_a_player_reaching_0_loses_at_once(catalog):
    state = agumon_facing_greymon()
    change_points(state, 0, -100)
    assert state.outcome() == Outcome("points", 1)
    assert state.phase == "over"


def test_p8_a_batched_change_waits_for_the_check(catalog):
    state = agumon_facing_greymon()
    change_points(state, 0, -100, check=False)
    assert state.outcome() is None
    assert check_points(state)
    assert state.outcome() == Outcome("points", 1)


def test_p9_3_both_at_0_with_equal_net_oceans_the_higher_level_wins(catalog):
    state = agumon_facing_greymon()
    aki, bea = state.players
    while len(aki.net_ocean) > len(bea.net_ocean):
        aki.dark_area.append(aki.net_ocean.pop())
    while len(bea.net_ocean) > len(aki.net_ocean):
        bea.dark_area.append(bea.net_ocean.pop())
    change_points(state, 0, -100, check=False)
    change_points(state, 1, -100, check=False)
    check_points(state)
    # Greymon is a Level IV, Agumon a Level III.
    assert state.outcome() == Outcome("both_zero", 1)


def test_p11_drawing_from_a_short_net_ocean_takes_what_is_there_and_never_reshuffles(catalog):
    state = agumon_facing_greymon()
    aki = state.players[0]
    while len(aki.net_ocean) > 2:
        aki.dark_area.append(aki.net_ocean.pop())
    hand = len(aki.hand)
    assert draw(state, 0, 5) == 2
    assert len(aki.hand) == hand + 2 and aki.net_ocean == [] and len(aki.dark_area) > 0
    assert state.outcome() is None


def test_p5_a_defeated_greymon_goes_to_the_dark_area_and_the_level_iii_under_it_stays(catalog):
    state = agumon_facing_greymon()
    bea = state.players[1]
    pebble, greymon = bea.digimon
    top_to_dark_area(state, 1)
    assert bea.digimon == [pebble]
    assert bea.dark_area[-1] == greymon and bea.deck[greymon].number == "St-2"


def test_o_l2_a_card_leaving_its_slot_takes_its_modifiers_with_it(catalog):
    state = agumon_facing_greymon()
    aki = state.players[0]
    card = aki.net_ocean.pop()
    aki.slots[1], aki.face_up[1], aki.active[1] = card, True, True
    seq = moves.next_seq(state)
    boost = AttackAdd(player=0, seq=seq, source=card, source_player=0, lifetime="source", amount=100)
    moves.add_modifier(state, boost)
    slot_to_dark_area(state, 0, 1)
    assert aki.slots[1] == -1 and not aki.active[1]
    assert aki.dark_area[-1] == card
    assert boost not in state.modifiers


def test_remove_from_zones_names_the_zone_it_took_the_card_from(catalog):
    state = agumon_facing_greymon()
    aki = state.players[0]
    in_hand, marker = aki.hand[0], aki.gauge
    assert remove_from_zones(state, 0, in_hand) == "hand"
    assert remove_from_zones(state, 0, marker) == "gauge"
    assert remove_from_zones(state, 0, 0) == "digimon"
    with pytest.raises(ValueError, match="card 0 of player 1 is in no zone"):
        remove_from_zones(state, 0, 0)


def test_s3_the_engines_shuffle_is_the_permutation_of_random_shuffle_and_draws_as_much():
    """Replays rebuild the S-3 and P-5 shuffles bit for bit, whichever of the two made them."""
    for seed in range(40):
        for length in (0, 1, 2, 22, 29, 30):
            mine, theirs = random.Random(seed), random.Random(seed)
            ours, reference = list(range(length)), list(range(length))
            shuffle(mine, ours)
            theirs.shuffle(reference)
            assert ours == reference
            assert mine.getstate() == theirs.getstate()
