"""Real Tamer Option cards that print a menu of effects ("You may only use each of the following
effects once until you hit the limit. 1) … 2) …", Re-73, Re-76; the CD cards print the same two
effects as (O) lines), read by overrides (fixtures/effects/overrides) and played in games: the card is
paid into the Power Box for its partner's evolution (T-P4, E-11) and its other effect fires after the
evolution (E-6)."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Pass, Proceed

from .helpers import (
    SHELLKIT,
    compiled_record,
    deck,
    evolve_paying_the_slot_card,
    game,
    record,
)
from .test_battle import put_tops, sheet


def _evolved_with(tamer, partner, target):
    """Aki's battling `partner` evolves into `target` (id 1, in hand) paying `tamer` (id 2) from slot 1
    into the Power Box; returns the state once her Evolution Phase is carried out."""
    # The menus are partial (their once-each use is played by hand); these parts are compiled.
    state = game(sheet(record(partner), (record(target), record(tamer))), deck(SHELLKIT), first=0)
    put_tops(state)
    evolve_paying_the_slot_card(state)
    return state


@pytest.mark.parametrize("tamer", ["Re-73", "CD-2"])
def test_o_n2_the_sora_tamer_evolves_piyomon_and_adds_100_to_the_birdramon_with_sky(catalog, tamer):
    # Re-73 Takenouchi Sora: "1) If your Digimon is Piyomon, ignore the evolution requirements and evolve
    # it into the Birdramon in your Evolution Box. 2) Add 100 to the attack power of your Digimon with
    # the ability 'sky'." St-4 Birdramon: "Has the ability "sky"", B 360.
    state = _evolved_with(tamer, "St-3", "St-4")
    assert state.players[0].digimon == [0, 1]
    while state.phase == "evolution":
        apply(state, Proceed() if Proceed() in legal_actions(state) else Pass())
    # B-7: nothing was left to use, so the battle ran: Birdramon's B 360 + 100 against Shellkit's B.
    assert state.last_battle[0] == 360 + 100


@pytest.mark.parametrize("tamer", ["Re-76", "CD-5"])
def test_p9_the_mimi_tamer_evolves_palmon_and_lowers_both_players_points_by_20(catalog, tamer):
    # Re-76 Tachikawa Mimi: "1) If your Digimon is Palmon, ignore the evolution requirements and evolve
    # it into the Togemon in your Evolution Box. 2) At the end of your Evolution Phase, lower both your
    # and your opponent's points by 20."
    state = _evolved_with(tamer, "St-9", "St-10")
    assert state.players[0].digimon == [0, 1]
    assert [p.points for p in state.players] == [80, 80]


@pytest.mark.parametrize(
    ("partner", "target"),
    [
        # Re-79 Yagami Hikari: "1) If your Digimon is Plotmon, … evolve it into the Tailmon in your
        # Evolution Box. 2) If your Digimon is Tailmon, … into the Angewomon … 3) If your Digimon is
        # Agumon, … into the Koromon …"
        ("St-119", "St-130"),
        ("St-130", "Bo-16"),
        ("Bo-421", "Re-71"),
    ],
)
def test_e11_the_hikari_tamer_evolves_each_named_partner_into_its_own_named_digimon(catalog, partner, target):
    assert _evolved_with("Re-79", partner, target).players[0].digimon[-1] == 1


@pytest.mark.parametrize(
    ("partner", "target"),
    [
        # Plotmon's effect reaches Tailmon, not Tailmon's Angewomon; Agumon's reaches Koromon, not Tailmon.
        ("St-119", "Bo-16"),
        ("Bo-421", "St-130"),
    ],
)
def test_e11_the_hikari_tamer_pays_for_no_pair_it_does_not_print(catalog, partner, target):
    with pytest.raises(IllegalAction):
        _evolved_with("Re-79", partner, target)


def test_e11_transform_to_level_iv_turns_a_perfect_into_the_level_iv_of_the_evolution_box(catalog):
    compiled_record("St-55")
    # St-55 Transform to Level IV!: "Ignore all evolution requirements and transform your Digimon into the
    # Level IV Digimon currently placed in your Evolution box." St-77 Angewomon (Perfect) into St-130 Tailmon.
    assert _evolved_with("St-55", "St-77", "St-130").players[0].digimon[-1] == 1


@pytest.mark.parametrize(
    ("partner", "target"),
    [
        # "This card cannot be used when your Digimon is Level III" (St-119 Plotmon into St-130 Tailmon).
        ("St-119", "St-130"),
        # It reaches a Level IV only (St-130 Tailmon into Bo-16 Angewomon).
        ("St-130", "Bo-16"),
    ],
)
def test_e11_transform_to_level_iv_pays_for_no_level_iii_partner_nor_other_target(catalog, partner, target):
    with pytest.raises(IllegalAction):
        _evolved_with("St-55", partner, target)
