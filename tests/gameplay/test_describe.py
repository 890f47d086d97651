"""The game log in words (DESIGN rule 5): the other side's hidden moves name no card."""

import pytest

from gameplay.describe import DeckNames, describe, log_lines
from gameplay.replays import action_label

HEADER = {"decks": [["St-1", "St-2", "St-49"], ["St-5", "St-6", "St-50"]]}


@pytest.fixture
def names(catalog):
    return DeckNames(HEADER)


@pytest.mark.parametrize(
    ("action", "mine", "theirs"),
    [
        ("discard 0", "Player 2 discards Gabumon (St-5).", "Player 2 discards a card."),
        (
            "prepare 1 alt 0",
            "Player 2 prepares Garurumon (St-6) (condition 1).",
            "Player 2 prepares an evolution step.",
        ),
        (
            "set 2 slot 3",
            "Player 2 sets Defense Plug-In C (St-50) in slot 3.",
            "Player 2 sets an option in slot 3.",
        ),
        (
            "swap 0",
            "Player 2 puts Gabumon (St-5) face-down for a swap.",
            "Player 2 puts a Level III face-down for a swap.",
        ),
        ("pass", "Player 2 passes.", "Player 2 passes."),
    ],
)
def test_a_move_names_its_card_only_to_its_owner(names, action, mine, theirs):
    assert describe(action, player=1, reveal=True, names=names) == mine
    assert describe(action, player=1, reveal=False, names=names) == theirs


def test_the_choice_made_when_using_an_option_is_read_by_both_players(names):
    # O-3: "use slot 1 pay 0 choose B" (Offense Plug-In A): the discard stays hidden, the column does not.
    mine = describe("use slot 1 pay 0 choose B", player=1, reveal=True, names=names)
    theirs = describe("use slot 1 pay 0 choose B", player=1, reveal=False, names=names)
    assert mine == "Player 2 uses the option in slot 1, discarding Gabumon (St-5), choosing B."
    assert theirs == "Player 2 uses the option in slot 1, choosing B."
    (line,) = log_lines(HEADER, [(1, "use slot 1 pay 0 choose B")], reader=0, names=names)
    assert line["action"] == "use slot 1 choose B"


def test_an_action_button_names_the_paid_cards_and_keeps_the_choice():
    # The board's button label for "use slot 1 pay 4 choose B" (gameplay.replays.action_label).
    assert (
        action_label("use slot 1 pay 4 choose B", {4: "Agumon (St-1)"})
        == "use slot 1 paying Agumon (St-1) choose B"
    )


def test_a_support_is_public_so_both_players_read_its_name(names):
    assert (
        describe("support 1", player=0, reveal=False, names=names)
        == "Player 1 puts Greymon (St-2) in the Support Box."
    )


def test_manual_adjustments_say_whom_they_change(names):
    text = describe("adjust points p2 -10", player=0, reveal=False, names=names)
    assert text == "Player 1 adjusts Player 2's points by -10 (manual)."


def test_the_log_masks_the_other_players_card_ids_but_not_the_readers(names):
    lines = log_lines(
        HEADER,
        [(0, "set 2 slot 1"), (1, "set 2 slot 1"), (1, "prepare 1 alt 0 pay 2")],
        reader=0,
        names=names,
    )
    assert [line["action"] for line in lines] == ["set 2 slot 1", "set ? slot 1", "prepare"]
    revealed = log_lines(HEADER, [(1, "set 2 slot 1")], reader=None, names=names)
    assert revealed[0]["action"] == "set 2 slot 1"
