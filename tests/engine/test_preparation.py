"""Preparation Phase T-P1..T-P6 (RULES 4.1) and P-10 (an empty box at the end of it loses)."""

import pytest

from gameplay.engine import IllegalAction, apply, legal_actions
from gameplay.engine.actions import Discard, Pass, Prepare, SetOption, Swap, Use
from gameplay.engine.effects.draw_cards import DrawCards

from .helpers import (
    CINDERHOUND,
    EMBERPUP,
    LEAF,
    PEBBLE,
    SHELLKIT,
    ability,
    arrange,
    deck,
    digimon,
    game,
    marks,
    option,
    set_in_slot,
)

DRAWER = option("EXAMPLE-20", "Lucky Draw", timing="preparation", abilities=(ability(DrawCards("self", 1)),))
FIXED = option("EXAMPLE-21", "Slot Three Only", fixed_slot=3)
OPEN = option("EXAMPLE-22", "Shown Card", set_face_up=True)


def start(*cards, hand=(1, 2, 3, 4, 5, 6)):
    state = game(deck(EMBERPUP, *cards), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=list(hand))
    return state


def test_tp1_a_player_may_discard_from_hand_and_from_a_slot():
    state = start(LEAF, LEAF)
    set_in_slot(state, 0, 7)
    apply(state, Discard(1))
    apply(state, Discard(7))
    assert state.players[0].dark_area == [1, 7]
    assert state.players[0].slots == [-1, -1, -1]


def test_tp1_over_six_cards_the_player_must_discard_first():
    state = start(hand=(1, 2, 3, 4, 5, 6, 7))
    assert all(isinstance(action, Discard) for action in legal_actions(state))
    with pytest.raises(IllegalAction):
        apply(state, Pass())
    apply(state, Discard(7))
    assert Pass() in legal_actions(state)


def test_tp1_a_pass_over_the_limit_says_to_discard_down_to_six_first():
    state = game(deck(EMBERPUP), deck(SHELLKIT), first=1)
    arrange(state, 1, hand=list(range(1, 10)))
    with pytest.raises(IllegalAction) as refused:
        apply(state, Pass())
    message = str(refused.value)
    assert "9 cards in hand: discard down to 6 first (T-P1)" in message
    assert "it is player 2's turn" not in message


def test_tp2_the_refill_draws_up_to_six_once_per_turn():
    state = start(hand=(1, 2, 3))
    apply(state, Pass())
    me = state.players[0]
    assert len(me.hand) == 6 and len(me.net_ocean) == 22
    apply(state, SetOption(me.hand[-1], 1))
    # No second refill in the same turn.
    assert len(me.hand) == 5


def test_tp2_an_empty_net_ocean_means_no_refill_and_no_loss():
    state = start(hand=(1, 2))
    me = state.players[0]
    me.dark_area.extend(me.net_ocean)
    me.net_ocean.clear()
    apply(state, Pass())
    assert len(me.hand) == 2 and state.outcome() is None


def test_tp3_a_level_iii_swap_is_put_face_down_on_the_unevolved_level_iii():
    state = start(PEBBLE)
    apply(state, Pass())
    apply(state, Swap(1))
    assert state.players[0].pending_swap == 1 and 1 not in state.players[0].hand


def test_tp3_no_swap_under_an_evolved_digimon():
    state = start(PEBBLE, CINDERHOUND)
    state.players[0].digimon.append(2)
    state.players[0].hand.remove(2)
    apply(state, Pass())
    assert not any(isinstance(action, Swap) for action in legal_actions(state))


def test_tp3_a26_no_swap_onto_an_evolved_digimon_whose_level_iii_is_gone():
    """T-P3: the top Digimon must be the Level III; a box holding only an evolved Digimon
    (its Level III removed by an effect, A-26) is neither unevolved nor empty."""
    state = start(PEBBLE, CINDERHOUND)
    me = state.players[0]
    me.dark_area.append(me.digimon.pop())
    me.digimon.append(2)
    me.hand.remove(2)
    apply(state, Pass())
    assert not any(isinstance(action, Swap) for action in legal_actions(state))
    with pytest.raises(IllegalAction):
        apply(state, Swap(1))


def test_tp3_an_empty_box_may_be_refilled_with_a_level_iii():
    state = start(PEBBLE)
    me = state.players[0]
    me.dark_area.append(me.digimon.pop())
    apply(state, Pass())
    apply(state, Swap(1))
    apply(state, Pass())
    assert state.outcome() is None and state.actor == 1


def test_p10_an_empty_box_at_the_end_of_ones_preparation_loses():
    state = start(PEBBLE)
    me = state.players[0]
    me.dark_area.append(me.digimon.pop())
    apply(state, Pass())
    apply(state, Pass())
    assert state.outcome().termination == "cannot_continue" and state.outcome().winner == 1


def test_tp4_marks_are_paid_with_the_top_net_ocean_cards_unseen():
    state = start(CINDERHOUND)
    apply(state, Pass())
    me = state.players[0]
    top_two = me.net_ocean[-2:]
    apply(state, Prepare(1, 0))
    assert me.evo_box == [1]
    assert [(card, tag) for card, _, tag in me.power] == [(top_two[1], "up"), (top_two[0], "side")]


def test_tp4_a_marks_step_the_net_ocean_cannot_pay_is_not_legal():
    """A-11."""
    state = start(CINDERHOUND)
    apply(state, Pass())
    me = state.players[0]
    me.dark_area.extend(me.net_ocean[1:])
    del me.net_ocean[1:]
    assert Prepare(1, 0) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="fewer than the 2 marks"):
        apply(state, Prepare(1, 0))


def test_tp4_a_from_route_is_listed_only_while_the_digimon_it_names_is_the_top():
    """E-6.1 / A-22: the routes of a card are worked out per top (and kept per pair of records),
    so the same card in hand loses its "from Emberpup" step once a Pebble swap is pending."""
    from_emberpup = digimon(
        "EXAMPLE-81",
        "Embertail",
        "IV",
        "A",
        (480, 420, 310),
        (30, 20, 10, 10),
        evolution=(marks(1, 0, source="Emberpup"),),
    )
    state = start(from_emberpup, PEBBLE)
    apply(state, Pass())
    assert Prepare(1, 0) in legal_actions(state)
    apply(state, Swap(2))
    assert not any(isinstance(action, Prepare) for action in legal_actions(state))
    with pytest.raises(IllegalAction):
        apply(state, Prepare(1, 0))


def test_tp5_preparation_options_in_slots_may_be_used():
    state = start(DRAWER)
    me = state.players[0]
    apply(state, Pass())
    apply(state, SetOption(1, 2))
    # T-P6 came after T-P5: the card just set cannot be used this Preparation.
    assert Use(2) not in legal_actions(state)
    state = start(DRAWER)
    me = state.players[0]
    me.hand.remove(1)
    me.slots[1] = 1
    apply(state, Pass())
    apply(state, Use(2))
    assert len(me.hand) == 7 and me.active[1]


def test_tp6_options_are_set_into_empty_slots_and_named_slots_are_respected():
    state = start(FIXED, OPEN)
    apply(state, Pass())
    legal = legal_actions(state)
    assert SetOption(1, 3) in legal and SetOption(1, 1) not in legal
    assert {SetOption(2, 1), SetOption(2, 2), SetOption(2, 3)} <= set(legal)
    apply(state, SetOption(2, 1))
    assert state.players[0].face_up[0]
    # Once an option is set, the earlier steps are over (T-P3, T-P4 come before T-P6).
    assert not any(isinstance(action, Prepare | Swap) for action in legal_actions(state))


def test_preparation_is_fp_completely_then_sp():
    state = start()
    apply(state, Pass())
    assert state.actor == 0
    apply(state, Pass())
    assert state.actor == 1 and state.phase == "preparation"
