"""Dead cards: the hand cards no route of the hand and the Digimon Box plays (T-P1 discards)."""

from gameplay.engine import new_game
from gameplay.engine.dead_cards import dead_cards, spare_cards


def ids(side, number):
    return [card for card in range(30) if side.deck[card].number == number]


def holding(real_decks, top, hand):
    """Player 0 of a fresh game on the Agumon/Gabumon deck: one `top` card in the box and every
    copy of the `hand` numbers held."""
    side = new_game(real_decks[0], real_decks[1], 1).players[0]
    side.digimon = ids(side, top)[:1]
    side.hand = [card for number in hand for card in ids(side, number)]
    return side


def test_a_perfect_without_its_level_iv_and_a_level_iii_nothing_needs_are_dead(real_decks):
    # Top Agumon (St-1); Panjyamon (St-95) evolves from Leomon or Garurumon, neither at hand, and
    # nothing in hand evolves from Gabumon (St-5); win-rate cards (St-59) always stay.
    side = holding(real_decks, "St-1", ["St-95", "St-5", "St-59"])
    panjyamon, gabumon = side.hand[:3], side.hand[3:6]
    assert dead_cards(side) == panjyamon + gabumon


def test_a_chain_from_the_box_through_the_hand_keeps_every_link(real_decks):
    # Agumon -> Greymon (St-91, from Agumon) -> Skull Greymon (St-32, from Greymon).
    side = holding(real_decks, "St-1", ["St-32", "St-91"])
    assert dead_cards(side) == []


def test_a_level_iii_in_hand_stays_while_a_hand_digimon_evolves_from_it(real_decks):
    # Top Agumon; Garurumon (St-88) evolves from Gabumon (St-5), which a swap would bring in.
    side = holding(real_decks, "St-1", ["St-5", "St-88"])
    assert dead_cards(side) == []


def test_an_option_no_level_of_the_deck_may_use_is_dead_and_one_a_level_iv_may_use_stays(catalog):
    # The option-heavy deck holds Level IIIs and IVs only: Counter Attack! (St-105) needs a Perfect
    # and An Unquestionably Strong Attack! (St-106) a Perfect or Ultimate (O-N1), while A
    # Counterattack from Crisis! (St-54) works from Level IV up.
    from gameplay.records import deck_records

    from .conftest import DECKS

    deck = deck_records((DECKS / "option-heavy.txt").read_text())
    side = new_game(deck, deck, 1).players[0]
    side.hand = [card for number in ("St-54", "St-105", "St-106") for card in ids(side, number)]
    assert [side.deck[card].number for card in dead_cards(side)] == ["St-105"] * len(ids(side, "St-105")) + [
        "St-106"
    ] * len(ids(side, "St-106"))


def test_the_copies_of_a_digimon_beyond_the_first_are_spare_with_the_dead_cards(real_decks):
    # Top Agumon (St-1): the three Greymon (St-91) all evolve from it, but one battles at a time,
    # so the second and third copies are spare; Panjyamon (St-95) has no Leomon or Garurumon and
    # is dead; the three win-rate cards (St-59) are options and all stay.
    side = holding(real_decks, "St-1", ["St-91", "St-95", "St-59"])
    greymon, panjyamon = side.hand[:3], side.hand[3:6]
    assert dead_cards(side) == panjyamon
    assert spare_cards(side) == greymon[1:] + panjyamon
