"""Real Field Option cards whose effect depends on a Digimon's background (RULES 1.8: a Field card
named after a field has that background), flipped in the Evolution Phase and played through the
battle: the printed change applies to the Digimon it names and not to the others."""

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use

from .helpers import digimon, game, record, set_in_slot
from .test_battle import put_tops, sheet

LOST = (40, 30, 20, 20)


def _perfect(name, battle_type, attacks, fields):
    return digimon("EXAMPLE-F1", name, "Perfect", battle_type, attacks, LOST, fields=frozenset(fields))


def _flipped(card, top_a, top_b):
    """Aki holds the Field card `card` set in slot 1 and flips it as soon as she may (in the
    Evolution Phase); then turn 1 plays out (nobody has anything else to do, so the battle runs at
    once)."""
    state = game(sheet(top_a, (card,)), sheet(top_b), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    while Use(1) not in legal_actions(state):
        apply(state, Pass())
    apply(state, Use(1))
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    return state


@pytest.mark.parametrize(
    ("fields", "foe_type", "expected"),
    [
        # Against a type A Foe, Aki attacks with A: 500 plus her printed C, 200.
        ({"ME"}, "A", 500 + 200),
        ({"NSp"}, "A", 500),
        # Against a type B Foe, she attacks with B: no addition.
        ({"ME"}, "B", 400),
    ],
)
def test_b8_bo_257_adds_the_printed_c_attack_to_a_metal_empire_digimon_attacking_with_a(
    catalog, fields, foe_type, expected
):
    # Bo-257 Metal Empire: "When your Digimon with the same background as this card has A as its
    # attack, add the amount of its C attack power to its total attack power."
    knight = _perfect("Knight", "A", (500, 400, 200), fields)
    foe = _perfect("Foe", foe_type, (100, 100, 100), {"NSp"})
    state = _flipped(record("Bo-257"), knight, foe)
    assert state.last_battle[0] == expected


@pytest.mark.parametrize(
    ("aki_fields", "bea_fields", "aki_wins", "expected"),
    [
        # Bea (Nature Spirits) loses: her Perfect-column lost points (20) plus 10.
        ({"DS"}, {"NSp"}, True, [100, 100 - 20 - 10]),
        # Bea (Deep Savers) loses: the card's own background, no addition.
        ({"NSp"}, {"DS"}, True, [100, 100 - 20]),
        # Aki (Deep Savers) loses: no addition; Aki (Wind Guardians) loses: 10 more.
        ({"DS"}, {"NSp"}, False, [100 - 20, 100]),
        ({"WG"}, {"NSp"}, False, [100 - 20 - 10, 100]),
    ],
)
def test_p3_bo_255_adds_10_to_the_lost_points_of_a_digimon_with_another_background(
    catalog, aki_fields, bea_fields, aki_wins, expected
):
    # Bo-255 Deep Savers: "Add 10 to the lost points of all Digimon that have a different background
    # from this card."
    strong, weak = (900, 900, 900), (100, 100, 100)
    knight = _perfect("Knight", "A", strong if aki_wins else weak, aki_fields)
    foe = _perfect("Foe", "A", weak if aki_wins else strong, bea_fields)
    state = _flipped(record("Bo-255"), knight, foe)
    assert [me.points for me in state.players] == expected
