"""Real Option cards whose attack change depends on the group or type of the battling Digimon (the
catalog's Group and Type columns) or its name: Bo-748 The Pride of Combat Species against the
D-Reaper, Bo-921 Mondrake for an Insect type Digimon, Bo-643 Grani for a Dukemon; each used from slot 1
in Aki's first Battle Phase window (B-4)."""

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.abilities import OPTION_ABILITY
from gameplay.engine.actions import Use, UseAbility

from .helpers import BOOSTER_CHIP, digimon, record
from .test_battle import battle_start
from .test_option_outcome import _finish_turn_1, _first_window

LOST = (40, 30, 20, 20)
KNIGHT = digimon("EXAMPLE-G1", "Knight", "Perfect", "A", (500, 400, 300), LOST)
# Slot 1's paid-at-each-use abilities (engine.abilities.option_ability_actions).
SLOT_1 = OPTION_ABILITY
FOE = digimon("EXAMPLE-G2", "Foe", "Perfect", "C", (600, 360, 250), LOST)


def _pride(top_a, top_b):
    state = battle_start((record("Bo-748"),), slots_a=(1,), top_a=top_a, top_b=top_b)
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


@pytest.mark.parametrize(
    ("top_a", "top_b", "expected"),
    [
        # Against D-Reaper ADR-05 (type C) Aki's Knight attacks with C: 300 + 200.
        (KNIGHT, "Bo-85t", 300 + 200),
        # Against a Foe outside the D-Reaper, nothing is added.
        (KNIGHT, FOE, 300),
        # "This card cannot be used when your Digimon belongs to 'D-Reaper' or 'Reaper'": ADR-05
        # itself against ADR-03 (type C) attacks with its C, 250, and gains nothing.
        ("Bo-85t", "Bo-83t", 250),
    ],
)
def test_b8_bo_748_adds_200_against_the_d_reaper(catalog, top_a, top_b, expected):
    # Bo-748: "When the opponent belongs to 'D-Reaper' or 'Reaper', add 200 to your attack power."
    top_a = record(top_a) if isinstance(top_a, str) else top_a
    top_b = record(top_b) if isinstance(top_b, str) else top_b
    state = _pride(top_a, top_b)
    assert state.last_battle[0] == expected


def test_b8_4_bo_748_triples_the_attack_of_a_digimon_named_d_reaper_adr_x(catalog):
    # "When your Digimon's card name is 'D-Reaper ADR-X', change its name back … After that, triple the
    # attack power of all of your Digimon." No catalog card bears the name (the engine keeps printed
    # names), so an invented one outside the D-Reaper group shows the tripling: C 300 × 3.
    renamed = digimon("EXAMPLE-G3", "D-Reaper ADR-X", "Perfect", "A", (500, 400, 300), LOST)
    state = _pride(renamed, FOE)
    assert state.last_battle[0] == 900


def _insect(name, level="Perfect"):
    return digimon("EXAMPLE-G4", name, level, "A", (500, 400, 300), LOST, species="Insect")


def _mondrake(top_a, *, points=80):
    """Aki (at `points`) holds two Organic Fertilizers (ids 3, 4), has Booster Chip set in slot 2,
    and uses Bo-921 from slot 1 with `top_a` against Bea's weaker type A Foe in her first Battle
    Phase window."""
    foe = digimon("EXAMPLE-G5", "Foe", "Perfect", "A", (100, 100, 100), LOST)
    cards = (record("Bo-921"), BOOSTER_CHIP, record("Bo-48"), record("Bo-48"))
    state = battle_start(cards, hand_a=(3, 4), slots_a=(1, 2), top_a=top_a, top_b=foe)
    state.players[0].points = points
    _first_window(state)
    apply(state, Use(1))
    return state


def test_b8_bo_921_adds_200_to_an_insect_type_digimon(catalog):
    # Bo-921: "When your Digimon is Insect type, add 200 to your attack power." "This card can only be
    # used when your points are 80 and below."
    for top, expected in ((_insect("Bug"), 700), (KNIGHT, 500)):
        state = _mondrake(top)
        _finish_turn_1(state)
        assert state.last_battle[0] == expected


def test_o_n2_bo_921_adds_nothing_above_80_points(catalog):
    state = _mondrake(_insect("Bug"), points=90)
    _finish_turn_1(state)
    assert state.last_battle[0] == 500


def test_o_c2_bo_921_lets_a_perfect_insect_discard_organic_fertilizer_once_for_10_points(catalog):
    # "(in addition, if your Digimon is Perfect or Ultimate level, or has 'Ancient' in its name, just
    # once, you may discard one 'Organic Fertiliser' card or Plant type Digimon card from your hand and
    # recover 10 of your points)": one use of the active card, paid with the card (O-C2).
    state = _mondrake(_insect("Bug"))
    _first_window(state)
    assert UseAbility(SLOT_1 + 1) in legal_actions(state)
    apply(state, UseAbility(SLOT_1 + 1, pay=(3,)))
    me = state.players[0]
    assert me.points == 90 and 3 in me.dark_area
    _first_window(state)
    assert 4 in me.hand and UseAbility(SLOT_1 + 1) not in legal_actions(state)


def test_o_c2_bo_921_offers_no_recovery_to_a_level_iv_insect(catalog):
    state = _mondrake(_insect("Larva", "IV"))
    _first_window(state)
    assert UseAbility(SLOT_1 + 1) not in legal_actions(state)


def _grani(top_a):
    """Aki holds a Holy Ring (id 2) and uses Bo-643 from slot 1 with `top_a` against Bea's weaker type
    A Foe in her first Battle Phase window."""
    foe = digimon("EXAMPLE-G6", "Foe", "Perfect", "A", (100, 100, 100), LOST)
    state = battle_start(
        (record("Bo-643"), record("St-482")), hand_a=(2,), slots_a=(1,), top_a=top_a, top_b=foe
    )
    _first_window(state)
    apply(state, Use(1))
    return state


def test_b8_bo_643_gives_sky_and_grappling_and_400_to_a_dukemon(catalog):
    # Bo-643: "Your Digimon gains the abilities "sky" and "grappling" (when your Digimon is a Dukemon,
    # further add 400 to its attack power; …". Dukemon Bo-500 (Virus Busters) attacks with A, 720.
    state = _grani(record("Bo-500"))
    assert {"sky", "grappling"} <= set(state.players[0].keywords)
    _finish_turn_1(state)
    assert state.last_battle[0] == 720 + 400


def test_o_c2_bo_643_lets_a_wind_guardians_dukemon_discard_a_holy_ring_for_400(catalog):
    # "… if that Dukemon belongs to Wind Guardians, add the ability 'You can discard one Holy Ring card
    # from your hand and add 400 to your attack power' to its ability box)." Dukemon St-517 (Wind
    # Guardians) attacks with A, 680.
    state = _grani(record("St-517"))
    _first_window(state)
    assert UseAbility(SLOT_1 + 2) in legal_actions(state)
    apply(state, UseAbility(SLOT_1 + 2, pay=(2,)))
    _finish_turn_1(state)
    assert 2 in state.players[0].dark_area
    assert state.last_battle[0] == 680 + 400 + 400


def test_b8_bo_643_gives_only_the_abilities_to_another_digimon(catalog):
    state = _grani(KNIGHT)
    assert {"sky", "grappling"} <= set(state.players[0].keywords)
    assert UseAbility(SLOT_1 + 2) not in legal_actions(state)
    _finish_turn_1(state)
    assert state.last_battle[0] == 500
