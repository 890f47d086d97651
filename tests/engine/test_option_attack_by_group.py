"""Real Option cards whose attack change depends on the groups of the battling Digimon (the catalog's
Group column): Bo-748 The Pride of Combat Species against the D-Reaper, used from slot 1 in Aki's
first Battle Phase window (B-4)."""

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Use

from .helpers import digimon, record
from .test_battle import battle_start
from .test_option_outcome import _finish_turn_1, _first_window

LOST = (40, 30, 20, 20)
KNIGHT = digimon("EXAMPLE-G1", "Knight", "Perfect", "A", (500, 400, 300), LOST)
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
