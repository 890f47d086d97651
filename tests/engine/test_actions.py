"""Actions: one-line notation both ways, repr as the constructor, clear errors (DESIGN rule 2)."""

import pytest

from gameplay.engine import (
    AdjustAttack,
    AdjustPoints,
    Appear,
    BadNotation,
    Cancel,
    Concede,
    Discard,
    IllegalAction,
    MoveCard,
    Pass,
    Prepare,
    Proceed,
    SetOption,
    Support,
    Swap,
    Use,
    UseAbility,
    apply,
    digest,
    parse,
)
from gameplay.engine import actions as actions_module

from .helpers import EMBERPUP, SHELLKIT, deck, game

EXAMPLES = [
    (Pass(), "pass"),
    (Discard(3), "discard 3"),
    (Swap(4), "swap 4"),
    (Prepare(9, 0), "prepare 9 alt 0"),
    (Prepare(9, 1, (4, 5)), "prepare 9 alt 1 pay 4,5"),
    (Prepare(9, -1, (4,)), "prepare 9 alt -1 pay 4"),
    (SetOption(14, 2), "set 14 slot 2"),
    (Use(1), "use slot 1"),
    (Use(2, (7,)), "use slot 2 pay 7"),
    # O-3: the choice a card's text declares (a column, a side, a number of cards).
    (Use(3, choice="B"), "use slot 3 choose B"),
    (Use(1, (4, 5), "opponent"), "use slot 1 pay 4,5 choose opponent"),
    (Use(2, choice="6"), "use slot 2 choose 6"),
    (Support(11), "support 11"),
    (UseAbility(0), "ability 0"),
    (UseAbility(1, (3,)), "ability 1 pay 3"),
    (Proceed(), "proceed"),
    (Cancel(), "cancel"),
    (Concede(), "concede"),
    (Appear(12), "appear 12"),
    (AdjustAttack(1, 100), "adjust attack p2 +100"),
    (AdjustPoints(0, -10), "adjust points p1 -10"),
    (MoveCard(0, 5, "hand"), "move p1 5 hand"),
]


@pytest.mark.parametrize(("action", "notation"), EXAMPLES)
def test_every_action_has_a_notation_that_parses_back(action, notation):
    assert str(action) == notation
    assert parse(notation) == action


@pytest.mark.parametrize(("action", "notation"), EXAMPLES)
def test_repr_is_the_constructor_call(action, notation):
    assert eval(repr(action), vars(actions_module)) == action


@pytest.mark.parametrize(
    "text",
    [
        "",
        "jump",
        "discard x",
        "prepare 1 2",
        "use 1",
        "use slot 1 choose",
        "use slot 1 pick B",
        "use slot 1 pay 4 pick B",
        "move p3 1 hand",
        "move p1 1 sky",
    ],
)
def test_bad_notation_is_refused_with_a_reason(text):
    with pytest.raises(BadNotation):
        parse(text)


def test_an_illegal_action_names_the_reason_and_leaves_the_state_unchanged():
    state = game(deck(EMBERPUP), deck(SHELLKIT), first=0)
    before = digest(state)
    with pytest.raises(IllegalAction, match="legal now: pass"):
        apply(state, Proceed())
    with pytest.raises(ValueError):
        apply(state, Discard(0))
    assert digest(state) == before


def test_concede_ends_the_game_for_the_player_to_act():
    state = game(deck(EMBERPUP), deck(SHELLKIT), first=1)
    apply(state, Concede())
    assert state.outcome().termination == "concede" and state.outcome().winner == 0
    with pytest.raises(IllegalAction, match="game is over"):
        apply(state, Pass())


def test_the_point_gauge_marker_cannot_be_moved_by_hand():
    state = game(deck(EMBERPUP), deck(SHELLKIT), first=0)
    with pytest.raises(IllegalAction, match="marker"):
        apply(state, MoveCard(0, state.players[0].gauge, "hand"))


def test_card_actions_say_precisely_what_is_wrong():
    state = game(deck(EMBERPUP), deck(SHELLKIT), first=0)
    outside = state.players[0].net_ocean[0]
    with pytest.raises(IllegalAction, match=f"card {outside} is neither in your hand"):
        apply(state, Discard(outside))
    apply(state, Pass())
    with pytest.raises(IllegalAction, match="T-P1"):
        apply(state, Discard(state.players[0].hand[0]))
    with pytest.raises(IllegalAction, match="slots are numbered 1 to 3"):
        apply(state, SetOption(state.players[0].hand[0], 4))
