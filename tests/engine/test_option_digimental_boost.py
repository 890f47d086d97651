"""The Digimental Boost Items (Bo-447, Bo-495, Bo-538), played from the real catalog: "When your
Digimon has 'Digimental of A', 'Digimental of B', or 'Digimental of C' in its fusion requirements,
just once, you may send one Digimental card from your hand that matches the Digimental in your
Digimon's evolution requirements to the Dark Area, and immediately reduce the opponent's points by
10." The price is paid when the ability is used, while the card is face-up (O-C2), and only with the
Digimental the user's fusion requirements name (O-N2)."""

import pytest

from gameplay.engine import apply
from gameplay.engine.abilities import OPTION_ABILITY, option_ability_actions
from gameplay.engine.actions import Pass, Use, UseAbility

from .helpers import PEBBLE, compiled_record, record
from .test_battle import battle_start
from .test_option_outcome import _first_window

SLOT_1 = OPTION_ABILITY

# card -> (the card of the first Digimental it names, that of another Digimental it names)
BOOSTS = {
    "Bo-447": ("St-154", "St-155"),  # Digimental of Courage, of Friendship
    "Bo-495": ("St-158", "St-159"),  # Digimental of Knowledge, of Sincerity
    "Bo-538": ("St-160", "St-161"),  # Digimental of Light, of Hope
}


def _armor_with(digimental):
    """A real Armor Digimon whose printed fusion requirements name `digimental`."""
    from cards.models import Card

    card = Card.objects.filter(kind="digimon", evolution_raw__icontains=digimental).order_by("id").first()
    return record(card.number)


def _boosted(number, user, paid, other):
    """Aki's `user` flips the Digimental Boost `number` from slot 1 with the matching Digimental
    (id 2), another Digimental the card names (id 3) and a Pebble (id 4) in hand."""
    cards = (compiled_record(number), record(paid), record(other), PEBBLE)
    state = battle_start(cards, hand_a=(2, 3, 4), slots_a=(1,), top_a=user)
    _first_window(state)
    apply(state, Use(1))
    _first_window(state)
    return state


def _play_out_the_turn(state):
    turn = state.turn
    while state.turn == turn:
        apply(state, Pass())


@pytest.mark.parametrize("number", sorted(BOOSTS))
def test_o_c2_a_digimental_boost_takes_the_matching_digimental_once_for_10_points(catalog, number):
    paid, other = BOOSTS[number]
    user = _armor_with(record(paid).name)
    state = _boosted(number, user, paid, other)
    # Only the ability of the Digimental the user's fusion requirements name is offered.
    assert option_ability_actions(state, 0) == [UseAbility(SLOT_1)]
    apply(state, UseAbility(SLOT_1, pay=(2,)))
    assert 2 in state.players[0].dark_area and 3 in state.players[0].hand
    # Once it was used, nothing more was offered (just once), so the turn played out; beside the same
    # turn played out without it, Bea has 10 points less.
    assert option_ability_actions(state, 0) == []
    unused = _boosted(number, user, paid, other)
    _play_out_the_turn(unused)
    assert (state.turn, state.phase) == (unused.turn, unused.phase)
    assert state.players[1].points == unused.players[1].points - 10


def test_o_n2_a_digimental_boost_offers_nothing_to_a_digimon_without_a_digimental(catalog):
    # The battle starts with the default Level III (no fusion requirements): nothing is offered.
    cards = (compiled_record("Bo-447"), record("St-154"))
    state = battle_start(cards, hand_a=(2,), slots_a=(1,))
    _first_window(state)
    apply(state, Use(1))
    _first_window(state)
    assert option_ability_actions(state, 0) == []
