"""Real Option cards of the "draws" family played in games (patterns/option_draws.py): changing the
hand's upper limit (T-P1, T-P2), shuffling the Dark Area back into the Net Ocean and drawing up to
the limit."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Discard, Pass, Use
from gameplay.engine.moves import remove_from_zones

from .helpers import SHELLKIT, arrange, digimon, game
from .test_battle import battle_start, put_tops, sheet

# An Ultimate to use Ultimate-only cards with.
SKYLORD = digimon("EXAMPLE-D01", "Skylord", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20))


def record(number):
    from cards.models import Card
    from gameplay.records import card_record

    card = card_record(Card.objects.get(number=number))
    assert card.text.status == "compiled", card.text.manual
    return card


def _pass_until(state, done):
    while not done(state) and state.outcome() is None:
        apply(state, Pass())


def _point_calculation_of_turn_1(card):
    """Aki (player 0) wins turn 1's battle with `card` face-down in slot 1 and is in her P-2 window."""
    state = battle_start((card,), slots_a=(1,))
    _pass_until(state, lambda s: s.phase == "point_calculation")
    assert state.actor == 0 and state.fp == 0
    return state


def _start_of_turn(state, turn):
    _pass_until(state, lambda s: s.turn == turn)
    assert state.phase == "preparation" and state.actor == 0


def test_t_p2_jumper_board_refills_to_eight_in_the_next_turn_only(catalog):
    # Bo-452 Jumper Board: "For the next turn only, the upper limit of your hand becomes 8."
    state = _point_calculation_of_turn_1(record("Bo-452"))
    aki = state.players[0]
    apply(state, Use(1))
    _start_of_turn(state, 2)
    assert len(aki.hand) == 6
    # T-P1: six cards are within the new limit, so Aki may go on; T-P2 draws up to eight.
    apply(state, Pass())
    assert len(aki.hand) == 8
    # "At the end of the turn after the turn during which this card was used": gone after turn 2,
    # and with it the limit of 8, so turn 3's T-P1 asks for discards down to six.
    _start_of_turn(state, 3)
    assert 1 in aki.dark_area and len(aki.hand) == 8
    assert Pass() not in legal_actions(state)
    assert all(isinstance(action, Discard) for action in legal_actions(state))


def test_t_p1_jumper_rom_makes_the_hand_four_and_adds_100_in_the_next_turn(catalog):
    # Bo-451 Jumper ROM: "the upper limit of your hand becomes 4, and add 100 to your attack power
    # (if your hand has more than 4 cards in it, adjust it during the preparation phase …)".
    state = _point_calculation_of_turn_1(record("Bo-451"))
    aki = state.players[0]
    apply(state, Use(1))
    _start_of_turn(state, 2)
    # T-P1: six cards are over the limit of four, so Aki must discard two before going on.
    assert Pass() not in legal_actions(state)
    apply(state, Discard(aki.hand[-1]))
    apply(state, Discard(aki.hand[-1]))
    assert Pass() in legal_actions(state)
    apply(state, Pass())
    # T-P2 refills up to the limit in force: four, so nothing is drawn.
    assert len(aki.hand) == 4
    _pass_until(state, lambda s: s.turn == 3)
    # Turn 2's battle (B-7 final values): Cinderhound attacks Shellkit (battle type B) with its B
    # attack, 420, plus 100; the card then leaves at the end of turn 2.
    assert state.last_battle[0] == 420 + 100
    assert 1 in aki.dark_area


def _evolution_window(card, *, top, hand, dark_area):
    """Aki (player 0) with `top` battling and `card` in slots 1 and 2 (ids 1 and 2; the second one
    keeps her window open), at her Evolution Phase window (E-3) with exactly these hand and Dark
    Area card ids."""
    state = game(sheet(top, (card, card)), sheet(SHELLKIT), first=0)
    put_tops(state)
    aki = state.players[0]
    for index in (0, 1):
        remove_from_zones(state, 0, index + 1)
        aki.slots[index] = index + 1
    _pass_until(state, lambda s: s.phase == "evolution" and s.actor == 0)
    arrange(state, 0, hand=list(hand))
    for card_id in dark_area:
        remove_from_zones(state, 0, card_id)
        aki.dark_area.append(card_id)
    return state, aki


def test_digi_seabass_shuffles_the_dark_area_back_and_draws_up_to_the_limit(catalog):
    # Bo-346 Digi Seabass: timing cost "Choose two cards from your hand and send them to the Dark
    # Area"; "Return all the cards in your Dark Area to your Net Ocean and shuffle it. After that,
    # draw cards until you reach your hand's upper limit"; then it goes onto the point gauge.
    state, aki = _evolution_window(record("Bo-346"), top=SKYLORD, hand=(3, 4, 5), dark_area=(6, 7, 8))
    ocean = len(aki.net_ocean)
    apply(state, Use(1, pay=(3, 4)))
    assert state.phase == "evolution"
    # The two paid cards went to the Dark Area first and were shuffled back with the other three.
    assert aki.dark_area == []
    assert aki.hand[0] == 5 and len(aki.hand) == 6
    assert len(aki.net_ocean) == ocean + 5 - 5
    assert {3, 4, 6, 7, 8} <= set(aki.net_ocean) | set(aki.hand)
    # "After this card is used, stack it on top of the card placed on your point gauge".
    assert aki.slots[0] == -1 and 1 in aki.gauge_cards


def test_one_summers_adventure_swaps_the_hand_for_a_new_hand_of_six(catalog):
    # CD-15 One Summer's Adventure: "Send your whole hand to the Dark Area. After that, shuffle all the
    # cards in your Dark Area back into your Net Ocean, and draw a new hand of 6 cards."
    state, aki = _evolution_window(record("CD-15"), top=SKYLORD, hand=(3, 4, 5), dark_area=(6, 7))
    ocean = len(aki.net_ocean)
    apply(state, Use(1))
    assert state.phase == "evolution" and len(aki.hand) == 6
    assert len(aki.net_ocean) == ocean + 5 - 6
    # "Send this card to the Dark Area immediately after use": the only card left there.
    assert aki.dark_area == [1]


def test_one_summers_adventure_does_nothing_with_an_empty_hand(catalog):
    # CD-15: "This card cannot be used if your hand contains no cards." A situation condition
    # (O-N2), looked at when the card is used (a hand is not watched afterwards): nothing happens.
    state, aki = _evolution_window(record("CD-15"), top=SKYLORD, hand=(), dark_area=(6, 7))
    ocean = len(aki.net_ocean)
    apply(state, Use(1))
    assert state.phase == "evolution"
    assert aki.hand == [] and len(aki.net_ocean) == ocean
    assert aki.dark_area == [6, 7, 1]
