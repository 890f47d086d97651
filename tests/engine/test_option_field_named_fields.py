"""Real Field Option cards named after a field (RULES 1.8: the card has that field's background) that
add to the attack of their own field's Digimon: St-322 Nature Spirits, which acts again when it leaves,
and St-436 Virus Busters, which adds a lost-point column; flipped in the Evolution Phase (O-F1) and
played through the battle."""

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.moves import slot_to_dark_area

from .helpers import digimon, game, record, set_in_slot
from .test_battle import put_tops, sheet

LOST = (40, 30, 20, 20)


def _perfect(name, battle_type, attacks, fields, attributes=()):
    return digimon(
        "EXAMPLE-NF1",
        name,
        "Perfect",
        battle_type,
        attacks,
        LOST,
        fields=frozenset(fields),
        attributes=frozenset(attributes),
    )


def _flipped(card, top_a, top_b):
    """Aki holds the Field card `card` set in slot 1 and flips it as soon as she may (in the Evolution
    Phase), before the battle."""
    state = game(sheet(top_a, (card,)), sheet(top_b), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    while Use(1) not in legal_actions(state):
        apply(state, Pass())
    apply(state, Use(1))
    return state


def _battle(state):
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    return state


@pytest.mark.parametrize(("fields", "expected"), [({"NSp"}, 500 + 50), ({"DS"}, 500)])
def test_b8_st_322_adds_50_to_a_nature_spirits_digimon(catalog, fields, expected):
    # St-322: "Add 50 to the attack power of your Digimon that belong to Nature Spirits or have the
    # same background as this card." Against a type A Foe Aki attacks with A (500).
    knight = _perfect("Knight", "A", (500, 400, 300), fields)
    foe = _perfect("Foe", "A", (100, 100, 100), {"DS"})
    state = _battle(_flipped(record("St-322"), knight, foe))
    assert state.last_battle[0] == expected


@pytest.mark.parametrize(("foe_fields", "expected"), [({"NSp"}, 100 - 10), ({"DS"}, 100)])
def test_o_l4_st_322_sent_away_takes_10_points_for_each_nature_spirits_digimon_of_the_opponent(
    catalog, foe_fields, expected
):
    # "When this card is sent to the Dark Area, for every Digimon the opponent has with the same
    # background as this card, immediately reduce the opponent's points by 10." Bea's Foe wins the
    # battle (Aki loses 20) and stays over its Pebble partner (no field): one Nature Spirits Digimon
    # at most on her sheet.
    knight = _perfect("Knight", "A", (500, 400, 300), {"NSp"})
    foe = _perfect("Foe", "A", (900, 900, 900), foe_fields)
    state = _flipped(record("St-322"), knight, foe)
    slot_to_dark_area(state, 0, 0)
    assert state.players[1].points == expected


@pytest.mark.parametrize(
    ("fields", "foe_attribute", "expected"),
    [
        # Knight's Level III lost points are 40: 400 more against a Virus Foe.
        ({"VB"}, "Virus", 500 + 40 * 10),
        ({"VB"}, "Data", 500),
        ({"DS"}, "Virus", 500),
    ],
)
def test_b8_st_436_adds_ten_times_the_level_iii_lost_points_against_a_virus(
    catalog, fields, foe_attribute, expected
):
    # St-436: "For Digimon belonging to Virus Busters or that have the same background as this card,
    # when facing a Virus attribute Digimon, add the amount stated in the Level III part of your Lost
    # Points box, multiplied by 10, to your attack power."
    knight = _perfect("Knight", "A", (500, 400, 300), fields)
    foe = _perfect("Foe", "A", (100, 100, 100), {"NSp"}, {foe_attribute})
    state = _battle(_flipped(record("St-436"), knight, foe))
    assert state.last_battle[0] == expected
