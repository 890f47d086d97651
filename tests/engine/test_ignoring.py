"""E-11 with real catalog cards: an "ignore the evolution requirements" card reaches the next level
only along an evolution route, never a Digimon reached only by appearance (EC-6) or by a fusion
(EC-5; the catalog's Armor Evolution is written as a fusion: "ignore the fusion requirements and fuse
… (through Armor Evolution …)", St-605, Bo-400) (gameplay/engine/ignoring.py, hand_evolution.py)."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Pass, Prepare, Proceed

from .helpers import arrange, deck, game, record


def _prepared(top, target, card):
    """Aki (`top`, Level III) in T-P4 with `target` and the ignore card `card` in hand."""
    state = game(deck(record(top), record(target), record(card)), deck(record("St-3")), first=0)
    arrange(state, 0, hand=[1, 2])
    apply(state, Pass())
    return state


def _evolve(state):
    apply(state, Prepare(1, -1, (2,)))
    while state.phase == "preparation":
        apply(state, Pass())
    apply(state, Proceed())
    return state.players[0].digimon


@pytest.mark.parametrize("card", ["Tp-1", "Dg-0"])
def test_e11_future_potential_evolves_agumon_into_the_greymon_of_its_evolution_route(catalog, card):
    # Tp-1 / Dg-0 Future Potential!!: "Ignore the evolution requirements and evolve your (Level III)
    # Digimon into a Level IV Digimon in your evolution box." St-2 Greymon: "Agumon + OO".
    state = _prepared("St-1", "St-2", card)
    assert Prepare(1, -1, (2,)) in legal_actions(state)
    assert _evolve(state) == [0, 1]


@pytest.mark.parametrize("card", ["Tp-1", "Dg-0"])
def test_e11_future_potential_never_skips_meicoomons_appearance_condition(catalog, card):
    # Re-84 Meicoomon (Level IV) only appears: "When your Digimon is Agumon or Tailmon, make this card
    # appear from your hand (during battle only)" (EC-6, E-9): not an evolution condition (E-11).
    state = _prepared("St-1", "Re-84", card)
    assert Prepare(1, -1, (2,)) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="E-11"):
        apply(state, Prepare(1, -1, (2,)))


def test_e11_future_potential_never_skips_sethmons_armor_evolution(catalog):
    # Bo-217 Sethmon (Armor, a Level IV for "next level", A-14): "Armor Evolution V-mon + Digimental
    # of Love", a fusion requirement (St-605 / Bo-400 name it so), which E-11 never skips.
    state = _prepared("Bo-358", "Bo-217", "Tp-1")
    assert Prepare(1, -1, (2,)) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="E-11"):
        apply(state, Prepare(1, -1, (2,)))


def test_e11_bo_400_still_fuses_v_mon_into_sethmon_ignoring_its_fusion_requirements(catalog):
    # Bo-400 Metal Armor names what it ignores: "Ignore the fusion requirements and fuse your Level III
    # Digimon into a Level IV Digimon with 'Armor Evolution' in its fusion requirements (excluding
    # fusion with the Digimentals of Miracles/Fate)". Its cost is 2 Net Ocean cards.
    state = _prepared("Bo-358", "Bo-217", "Bo-400")
    assert _evolve(state) == [0, 1]


def test_e11_st_609_from_the_hand_never_reaches_an_armor(catalog):
    # St-609: "(O)Ignore the evolution requirements and evolve your Digimon into a Digimon of the next
    # level in your hand." From St-1 Agumon it reaches St-2 Greymon (Agumon + OO), never Bo-217
    # Sethmon, whose Armor Evolution is a fusion requirement (E-11, as for the Power Box cards above).
    from gameplay.engine.hand_evolution import EVOLVE, candidates

    state = game(deck(record("St-1"), record("Bo-217"), record("St-2")), deck(record("St-3")), first=0)
    arrange(state, 0, hand=[1, 2])
    assert candidates(state, 0, EVOLVE, "next_level", ()) == [2]
