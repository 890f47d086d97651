"""One action as a log sentence (gameplay.describe): the other side's hidden moves name no card."""

import pytest

from gameplay.describe import action_sentence, masked_notation
from tests.gameplay.words import decisions, greedy_game


@pytest.fixture
def game(deck, owner):
    return greedy_game(deck, owner, seed=3)


def first_decision(record, verb):
    """The first position of the game where an action starting with `verb` is legal, and that action."""
    for state, player, legal in decisions(record):
        for action in legal:
            if str(action).startswith(verb):
                return state.copy(), player, action
    raise AssertionError(f"no {verb} in the game")


@pytest.mark.parametrize(
    ("verb", "theirs"),
    [
        ("prepare", "prepares an evolution"),
        ("set", "sets a face-down card in slot"),
        ("discard", "discards a card"),
    ],
)
def test_a_hidden_move_names_its_card_only_to_its_owner(game, verb, theirs):
    state, player, action = first_decision(game, verb)
    kind, mine, cards = action_sentence(state, player, action, reveal=True)
    hidden = action_sentence(state, player, action, reveal=False)
    assert theirs in hidden[1] and hidden[2] == []
    assert cards and state.players[player].deck[action.card].name in mine


def test_a_flipped_option_is_public_so_both_players_read_its_name(game):
    state, player, action = first_decision(game, "use slot")
    assert action_sentence(state, player, action, reveal=False)[1].startswith(
        f"Player {player + 1} flips Defense Plug-In C: During battle"
    )


def test_passes_and_carried_out_evolutions_have_no_sentence_of_their_own(game):
    state, player, action = first_decision(game, "proceed")
    assert action_sentence(state, player, action, reveal=True) is None


@pytest.mark.parametrize(
    ("notation", "masked"),
    [
        ("set 2 slot 1", "set ? slot 1"),
        ("prepare 1 alt 0 pay 2", "prepare"),
        ("use slot 1 pay 0 choose B", "use slot 1 choose B"),
        ("support 4", "support 4"),
    ],
)
def test_the_other_players_notation_is_masked_for_hidden_moves(notation, masked):
    assert masked_notation(notation) == masked


def test_an_action_button_names_the_paid_cards_and_keeps_the_choice():
    # The board's button label for "use slot 1 pay 4 choose B" (gameplay.replays.action_label).
    from gameplay.replays import action_label

    assert (
        action_label("use slot 1 pay 4 choose B", {4: "Agumon (St-1)"})
        == "use slot 1 paying Agumon (St-1) choose B"
    )
