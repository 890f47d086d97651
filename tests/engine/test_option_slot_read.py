"""Bx-171 Slot Read!, played from the real catalog: "You can use this card when you are second to
attack, and have a basic A attack power of 580 and above. Check all of the cards in the opponent's
slots, including face-down cards (after that, send them to the Dark Area). If there were any cards
with 'Hole', 'Tower', or 'Worm' in their names, reduce the opponent's points by 20. If there were any
cards with 'Antibody', 'Terminal', or 'City' in their names, the opponent regains 30 points." """

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, compiled_record, digimon, game, record
from .test_battle import put_tops, sheet

NONE = -1
# A basic A attack of 600 (Cinderhound's is 480).
BIGJAW = digimon("EXAMPLE-S171", "Bigjaw", "IV", "A", (600, 500, 400), (30, 20, 10, 10))
DARK_TOWER, X_ANTIBODY_PROTOFORM = "Bo-355", "Bx-6"


def _slot_read(top, bea_slots):
    """Aki (player 0) attacks second (RULES 0.3) with `top` and Bx-171 in slots 1 and 2 (the second one
    keeps her window open), at her Evolution step (E-4); Bea (60 points) has the real cards
    `bea_slots` face-down in her slots (ids 1, …)."""
    cards_b = tuple(record(number) if isinstance(number, str) else number for number in bea_slots)
    slot_read = compiled_record("Bx-171")
    state = game(sheet(top, (slot_read, slot_read)), sheet(SHELLKIT, cards_b), first=1)
    put_tops(state)
    aki, bea = state.players
    for index in (0, 1):
        remove_from_zones(state, 0, index + 1)
        aki.slots[index] = index + 1
    for index in range(len(cards_b)):
        remove_from_zones(state, 1, index + 1)
        bea.slots[index] = index + 1
    bea.points = 60
    while not (state.phase == "evolution" and state.actor == 0):
        apply(state, Pass())
    return state


@pytest.mark.parametrize(
    ("bea_slots", "points"),
    [
        # A Tower: 20 points less; an Antibody: 30 points regained; both: -20 then +30.
        ((DARK_TOWER, BOOSTER_CHIP), 40),
        ((X_ANTIBODY_PROTOFORM,), 90),
        ((DARK_TOWER, X_ANTIBODY_PROTOFORM, BOOSTER_CHIP), 70),
        ((BOOSTER_CHIP,), 60),
    ],
)
def test_bx_171_sends_all_of_the_opponents_slot_cards_away_and_their_names_decide_the_points(
    catalog, bea_slots, points
):
    state = _slot_read(BIGJAW, bea_slots)
    apply(state, Use(1))
    bea = state.players[1]
    assert bea.slots == [NONE, NONE, NONE]
    assert set(range(1, len(bea_slots) + 1)) <= set(bea.dark_area)
    assert bea.points == points


def test_bx_171_does_nothing_for_a_digimon_with_a_basic_a_attack_below_580(catalog):
    state = _slot_read(CINDERHOUND, (DARK_TOWER,))
    apply(state, Use(1))
    bea = state.players[1]
    assert bea.slots[0] == 1 and bea.points == 60
