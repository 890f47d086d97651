"""St-691 Battle is Firepower!!, read by an override (fixtures/effects/overrides), played in battles:
"Directly send one of the opponent's Level IV Digimon with an attack power of 300 and below when this
card was turned face-up to the Dark Area. After that, choose one Digimon card from your hand and send it
to the Dark Area. This card can only be used when your Digimon has the ability "flame" (excluding Level
III Digimon)."""

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Use

from .helpers import compiled_record, record
from .test_battle import battle_start
from .test_option_outcome import _first_window

# Bx-175 Greymon X-Antibody: Level IV, battle type A, "Has the ability "flame"", so the opponent
# attacks with its printed A (B-3).
FLAME_IV = "Bx-175"


def _used_against(top_b, top_a=FLAME_IV):
    """Aki's `top_a` uses St-691 (slot 1) in the Battle Phase against Bea's `top_b`, with a Level III
    Digimon card (Bo-421 Agumon) in her hand; None when the card cannot be used."""
    cards = (compiled_record("St-691"), record("Bo-421"))
    state = battle_start(cards, hand_a=(2,), slots_a=(1,), top_a=record(top_a), top_b=record(top_b))
    _first_window(state)
    if Use(1) not in legal_actions(state):
        return None
    apply(state, Use(1))
    return state


def test_o_n1_st_691_sends_a_level_iv_of_attack_300_and_below_and_one_hand_digimon_away(catalog):
    # Bo-59 Scumon: Level IV, A 220.
    state = _used_against("Bo-59")
    aki, bea = state.players
    # The Level III partner stays in Bea's Digimon Box (send_to_dark_area never takes it).
    assert 29 in bea.dark_area and bea.digimon == [0]
    assert 2 in aki.dark_area and 2 not in aki.hand


def test_o_n1_st_691_leaves_a_level_iv_of_attack_over_300(catalog):
    # St-4 Birdramon: Level IV, A 410.
    state = _used_against("St-4")
    aki, bea = state.players
    assert bea.digimon == [0, 29]
    assert 2 in aki.hand


@pytest.mark.parametrize("top_a", ["St-4", "St-3"])
def test_o_n1_st_691_needs_a_flame_digimon_that_is_not_level_iii(catalog, top_a):
    # St-4 Birdramon has "sky", not "flame"; St-3 Piyomon is Level III.
    assert _used_against("Bo-59", top_a=top_a) is None
