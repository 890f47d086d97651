"""The game log in words (DESIGN rule 5): the other side's hidden moves name no card."""

import pytest

from gameplay.describe import DeckNames, describe, log_lines

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
