"""Real Option cards of the "draws" family played in games (patterns/option_draws.py): changing the
hand's upper limit (T-P1, T-P2), shuffling the Dark Area back into the Net Ocean, drawing up to
the limit, and drawing the top cards of a Net Ocean to sort them (effects.search_net_ocean)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Discard, Pass, SetOption, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.moves import remove_from_zones

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    PEBBLE,
    SHELLKIT,
    arrange,
    compiled_record,
    digimon,
    game,
    option,
)
from .test_battle import battle_start, put_tops, sheet

# An Ultimate to use Ultimate-only cards with.
SKYLORD = digimon("EXAMPLE-D01", "Skylord", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20))


def _pass_until(state, done):
    while not done(state) and state.outcome() is None:
        apply(state, Pass())


def _point_calculation_of_turn_1(card, cards=()):
    """Aki (player 0) wins turn 1's battle with `card` face-down in slot 1 (and `cards` from id 2 on)
    and is in her P-2 window."""
    state = battle_start((card, *cards), slots_a=(1,))
    _pass_until(state, lambda s: s.phase == "point_calculation")
    assert state.actor == 0 and state.fp == 0
    return state


def _start_of_turn(state, turn):
    _pass_until(state, lambda s: s.turn == turn)
    assert state.phase == "preparation" and state.actor == 0


def test_t_p2_jumper_board_refills_to_eight_in_the_next_turn_only(catalog):
    # Bo-452 Jumper Board: "For the next turn only, the upper limit of your hand becomes 8."
    state = _point_calculation_of_turn_1(compiled_record("Bo-452"))
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
    state = _point_calculation_of_turn_1(compiled_record("Bo-451"))
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
    state, aki = _evolution_window(
        compiled_record("Bo-346"), top=SKYLORD, hand=(3, 4, 5), dark_area=(6, 7, 8)
    )
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
    state, aki = _evolution_window(compiled_record("CD-15"), top=SKYLORD, hand=(3, 4, 5), dark_area=(6, 7))
    ocean = len(aki.net_ocean)
    apply(state, Use(1))
    assert state.phase == "evolution" and len(aki.hand) == 6
    assert len(aki.net_ocean) == ocean + 5 - 6
    # "Send this card to the Dark Area immediately after use": the only card left there.
    assert aki.dark_area == [1]


def test_one_summers_adventure_does_nothing_with_an_empty_hand(catalog):
    # CD-15: "This card cannot be used if your hand contains no cards." A situation condition
    # (O-N2), looked at when the card is used (a hand is not watched afterwards): nothing happens.
    state, aki = _evolution_window(compiled_record("CD-15"), top=SKYLORD, hand=(), dark_area=(6, 7))
    ocean = len(aki.net_ocean)
    apply(state, Use(1))
    assert state.phase == "evolution"
    assert aki.hand == [] and len(aki.net_ocean) == ocean
    assert aki.dark_area == [6, 7, 1]


# -- drawing the top cards of a Net Ocean (effects.search_net_ocean) ---------------------------------
VACCINE_IV = digimon(
    "EXAMPLE-D02", "Vaxmon", "IV", "A", (480, 420, 310), (30, 20, 10, 10), attributes=frozenset({"Vaccine"})
)
RIDGEBACK = digimon("EXAMPLE-D03", "Ridgeback", "Perfect", "A", (600, 500, 400), (40, 30, 20, 10))
GREYMON = digimon("EXAMPLE-D04", "Greymon", "IV", "A", (450, 400, 300), (30, 20, 10, 10))
METAL_GREYMON = digimon("EXAMPLE-D05", "Metal Greymon", "Perfect", "A", (600, 500, 400), (40, 30, 20, 10))
RED_PUP = digimon("EXAMPLE-D06", "Red Pup", "III", "A", (300, 200, 100), (20, 10, 10, 10), frame="Red")
CHOSEN = option("EXAMPLE-D07", "Crest Chip", category="Chosen Children")


def _battle_window(card, *, top, cards=(), cards_b=(), top_b=None):
    """Aki (player 0, `top` battling) with `card` (id 1) face-down in slot 1, a Booster Chip (id 2)
    in slot 2 that keeps her window open, and `cards` from id 3 on, in her first Battle Phase window
    (B-4: Bea, the second player, has nothing to use in hers)."""
    state = battle_start(
        (card, BOOSTER_CHIP, *cards), slots_a=(1, 2), top_a=top, cards_b=cards_b, top_b=top_b
    )
    assert state.phase == "battle" and state.actor == 0
    return state


def test_yagami_taichi_adds_the_greymon_among_the_top_four_and_shuffles_back_the_rest(catalog):
    # Re-14 Yagami Taichi: "Draw 4 cards from your Net Ocean. If any of them are Digimon with
    # 'Greymon' in their names, you may add those cards to your hand. Shuffle the remaining cards
    # back into your Net Ocean." Used when the Digimon is Vaccine.
    state = _battle_window(compiled_record("Re-14"), top=VACCINE_IV, cards=(GREYMON, METAL_GREYMON))
    aki = state.players[0]
    arrange(state, 0, net_ocean_top=[6, 3, 7, 4])
    hand, ocean = list(aki.hand), len(aki.net_ocean)
    apply(state, Use(1))
    assert aki.hand == [*hand, 4, 3]
    assert len(aki.net_ocean) == ocean - 2 and {6, 7} <= set(aki.net_ocean)


def test_yagami_taichi_waits_while_the_digimon_is_not_vaccine(catalog):
    # Re-14: "You can use this card when your Digimon is Vaccine Attribute" is a situation (O-N2).
    state = _battle_window(compiled_record("Re-14"), top=CINDERHOUND, cards=(GREYMON,))
    aki = state.players[0]
    hand, ocean = list(aki.hand), list(aki.net_ocean)
    apply(state, Use(1))
    assert aki.hand == hand and aki.net_ocean == ocean


def test_excited_koshiro_takes_two_chosen_children_cards_at_most_top_first(catalog):
    # Re-16t Excited Koshiro: "Draw 9 cards from the top of your Net Ocean, and add to your hand the
    # card 'Dancing Time!!', or any cards belonging to the category 'Chosen Children' (2 cards max)."
    state = _battle_window(compiled_record("Re-16t"), top=CINDERHOUND, cards=(CHOSEN, CHOSEN, CHOSEN))
    aki = state.players[0]
    arrange(state, 0, net_ocean_top=[3, 6, 7, 4, 8, 9, 5, 10, 11])
    hand = list(aki.hand)
    apply(state, Use(1))
    # The top card is drawn first: 5 and 4 are taken, 3 goes back with the other six.
    assert aki.hand == [*hand, 5, 4]
    assert 3 in aki.net_ocean
    # "Stack this card onto your point gauge immediately after use."
    assert 1 in aki.gauge_cards


def test_cracker_costs_the_opponent_10_points_for_each_option_among_their_top_three(catalog):
    # Bo-305 Cracker!!: "Your opponent draws 3 cards from the top of their Net Ocean. For every
    # Option card that they draw, immediately reduce their points by 10. After that, return the
    # drawn cards to the Net Ocean and shuffle them." (Perfect or Ultimate only.)
    state = _battle_window(compiled_record("Bo-305"), top=RIDGEBACK, cards_b=(PEBBLE, PEBBLE))
    bea = state.players[1]
    # Bea's ids 1 and 2 are Digimon, 3 and up Blank Leaf options.
    arrange(state, 1, net_ocean_top=[3, 1, 4])
    hand, ocean = list(bea.hand), sorted(bea.net_ocean)
    apply(state, Use(1))
    assert bea.points == 100 - 20
    assert bea.hand == hand and sorted(bea.net_ocean) == ocean


def test_hacking_sends_the_red_frame_digimon_the_opponent_draws_to_the_dark_area(catalog):
    # Bo-1022 Hacking: "Make your opponent draw 3 cards from the top of their Net Ocean. If there is
    # a red frame Digimon card among them, it gets sent to the Dark Area (if any other cards are
    # drawn, they are added to the opponent's hand)." The opponent must not be Level III.
    state = _battle_window(
        compiled_record("Bo-1022"), top=CINDERHOUND, cards_b=(RED_PUP, PEBBLE), top_b=CINDERHOUND
    )
    bea = state.players[1]
    arrange(state, 1, net_ocean_top=[2, 3, 1])
    hand = list(bea.hand)
    apply(state, Use(1))
    assert 1 in bea.dark_area
    assert bea.hand == [*hand, 3, 2]


# -- the Dark Area and the opponent's hand ------------------------------------------------------------
def _to_dark_area(state, player, *cards):
    for card in cards:
        remove_from_zones(state, player, card)
        state.players[player].dark_area.append(card)


def test_revived_from_the_darkness_adds_the_digimon_the_player_names_from_the_dark_area(catalog):
    # Bo-162 Revived from the Darkness!!: "Choose one Digimon card from your Dark Area and add it to
    # your hand. After that, shuffle your Dark Area." The choice is named in the Use action.
    state = _point_calculation_of_turn_1(compiled_record("Bo-162"), (GREYMON, METAL_GREYMON))
    aki = state.players[0]
    _to_dark_area(state, 0, 2, 3)
    ocean = len(aki.net_ocean)
    apply(state, Use(1, pay=(2,)))
    assert 2 in aki.hand and 3 in aki.dark_area
    # O-C1: the timing-column cost "Send the top 3 cards of your Net Ocean to the Dark Area" is paid.
    assert len(aki.net_ocean) == ocean - 3


def test_revived_from_the_darkness_takes_the_latest_digimon_when_none_is_named(catalog):
    # Bo-162: the timing-column cost sends the top 3 Net Ocean cards (options here) to the Dark Area
    # first; without a named card the latest Digimon sent there is taken.
    state = _point_calculation_of_turn_1(compiled_record("Bo-162"), (GREYMON, METAL_GREYMON))
    aki = state.players[0]
    _to_dark_area(state, 0, 2, 3)
    apply(state, Use(1))
    assert 3 in aki.hand and 2 in aki.dark_area


def test_the_digimon_evolution_tree_takes_a_level_iii_and_a_level_iv_but_not_its_paid_cards(catalog):
    # CD-14 The Digimon Evolution Tree: timing cost "Choose two cards from your hand and send them to
    # the Dark Area"; "Choose one Level III Digimon card and one Level IV Digimon card from your Dark
    # Area and add them to your hand".
    state = _point_calculation_of_turn_1(compiled_record("CD-14"), (SHELLKIT, GREYMON, SHELLKIT, SHELLKIT))
    aki = state.players[0]
    _to_dark_area(state, 0, 2, 3)
    arrange(state, 0, hand=[4, 5])
    # 4 and 5 (Level III) pay the cost; the named 2 is the Level III taken, the Level IV is 3.
    apply(state, Use(1, pay=(4, 5, 2)))
    assert sorted(aki.hand) == [2, 3]
    assert {4, 5} <= set(aki.dark_area)


def test_the_digimon_evolution_tree_takes_the_one_level_there_is(catalog):
    # CD-14: "If you don't have either Level III or IV Digimon inside, you may still add the one
    # Digimon card of the other level present in your Dark Area to your hand."
    state = _point_calculation_of_turn_1(compiled_record("CD-14"), (GREYMON,))
    aki = state.players[0]
    _to_dark_area(state, 0, 2)
    # Two Blank Leaf options pay the cost: no Level III Digimon is in the Dark Area.
    arrange(state, 0, hand=[3, 4])
    apply(state, Use(1, pay=(3, 4)))
    assert aki.hand == [2]


DUKEMON = digimon("EXAMPLE-D08", "Dukemon", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20), frame="Red")
RED_CHIP = option("EXAMPLE-D09", "Red Chip", frame="Red")
BLUE_CHIP = option("EXAMPLE-D10", "Blue Chip", frame="Blue")


def test_dukemons_revelation_sends_the_red_frame_options_in_the_opponents_hand_away(catalog):
    # Bx-77 Dukemon's Revelation: "Check the opponent's hand, and send all red frame Option cards in
    # their hand to the Dark Area." (Preparation Phase, a red frame Digimon with 'Duke' in its name.)
    state = game(
        sheet(DUKEMON, (compiled_record("Bx-77"),)), sheet(SHELLKIT, (RED_CHIP, BLUE_CHIP, RED_CHIP)), first=0
    )
    put_tops(state)
    aki, bea = state.players
    remove_from_zones(state, 0, 1)
    aki.slots[0] = 1
    arrange(state, 1, hand=[1, 2, 3, 4])
    apply(state, Pass())
    apply(state, Use(1))
    assert bea.hand == [2, 4] and bea.dark_area == [1, 3]


MEICOOMON = digimon("EXAMPLE-D11", "Meicoomon", "III", "A", (300, 200, 100), (20, 10, 10, 10))
VICIOUS = digimon(
    "EXAMPLE-D12", "Meicrackmon Vicious Mode", "Perfect", "A", (600, 500, 400), (40, 30, 20, 10)
)


def test_from_within_the_forest_adds_one_named_digimon_from_the_dark_area(catalog):
    # Re-56t From Within the Forest...: "Check the contents of your Dark Area, and if there are any
    # Meicoomon or Meicrackmon Vicious Mode cards, add them to your hand (1 card max)."
    state = game(sheet(SHELLKIT, (compiled_record("Re-56t"), MEICOOMON, VICIOUS)), sheet(SHELLKIT), first=0)
    aki = state.players[0]
    remove_from_zones(state, 0, 1)
    aki.slots[0] = 1
    _to_dark_area(state, 0, 2, 3)
    apply(state, Pass())
    apply(state, Use(1, pay=(2,)))
    assert 2 in aki.hand and 3 in aki.dark_area


def test_privileges_of_being_a_child_shuffles_the_dark_area_back_when_point_calculation_starts(catalog):
    # Re-52t Privileges of Being a Child: "Send 1 card from your hand to the Dark Area. At the start
    # of the Point Calculation Phase, shuffle the cards in your Dark Area back into your Net Ocean."
    state = _battle_window(compiled_record("Re-52t"), top=CINDERHOUND, cards=(PEBBLE, PEBBLE))
    aki = state.players[0]
    _to_dark_area(state, 0, 3)
    arrange(state, 0, hand=[4])
    apply(state, Use(1, pay=(4,)))
    # The shuffle waits for the phase: the paid card is in the Dark Area for now.
    assert aki.dark_area == [3, 4]
    # The Booster Chip used afterwards leaves at the end of the Battle Phase (O-L1), before it.
    apply(state, Use(2))
    _pass_until(state, lambda s: s.turn == 2)
    # Everything went back into the Net Ocean (Aki's empty hand has since been refilled from it, T-P2);
    # only Re-52t itself left later, at the end of the turn.
    assert aki.dark_area == [1]
    assert {2, 3, 4} <= set(aki.net_ocean) | set(aki.hand)


DUSKMON = digimon("EXAMPLE-D13", "Duskmon", "IV", "A", (480, 420, 310), (30, 20, 10, 10))


def test_d_worm_sends_the_top_six_of_the_opponents_net_ocean_away_after_a_win(catalog):
    # Bo-794 D-Worm: "If your Digimon has won or drawn the battle at the point when this card is
    # activated, directly send the top 6 cards of your opponent's Net Ocean to the Dark Area."
    state = battle_start((compiled_record("Bo-794"),), slots_a=(1,), top_a=DUSKMON)
    _pass_until(state, lambda s: s.phase == "point_calculation")
    bea = state.players[1]
    ocean = len(bea.net_ocean)
    apply(state, Use(1))
    _pass_until(state, lambda s: s.turn == 2)
    assert state.players[0].points == 100 and bea.points == 100 - 10
    assert len(bea.net_ocean) == ocean - 6 and len(bea.dark_area) == 6


def test_d_worm_does_nothing_after_a_loss(catalog):
    # Bo-794: Duskmon (IV) loses to Ridgeback (Perfect); the opponent's Net Ocean is untouched.
    state = battle_start((compiled_record("Bo-794"),), slots_a=(1,), top_a=DUSKMON, top_b=RIDGEBACK)
    _pass_until(state, lambda s: s.phase == "point_calculation" and s.actor == 0)
    bea = state.players[1]
    ocean = len(bea.net_ocean)
    apply(state, Use(1))
    _pass_until(state, lambda s: s.turn == 2)
    assert len(bea.net_ocean) == ocean


def test_liquid_crystal_floppy_halves_the_opponent_when_the_drawn_card_is_a_digimon(catalog):
    # Bo-150 Liquid Crystal Floppy: "Draw one card from your Net Ocean. If the card you drew was a
    # Digimon card, halve the opponent's attack power. After that, regardless of what type of card it
    # was, send the card you drew to the Dark Area."
    state = _battle_window(compiled_record("Bo-150"), top=CINDERHOUND, cards=(PEBBLE,))
    aki = state.players[0]
    arrange(state, 0, net_ocean_top=[3])
    apply(state, Use(1))
    assert aki.dark_area == [3]
    # Shellkit attacks Cinderhound (battle type A) with its A attack, 330, halved.
    assert attack_value(state, 1) == 330 // 2


def test_liquid_crystal_floppy_only_discards_an_option_it_draws(catalog):
    state = _battle_window(compiled_record("Bo-150"), top=CINDERHOUND, cards=(PEBBLE,))
    aki = state.players[0]
    arrange(state, 0, net_ocean_top=[4])
    apply(state, Use(1))
    assert aki.dark_area == [4]
    assert attack_value(state, 1) == 330


def _setting(card, ocean_left=None):
    """Aki (player 0) at her T-P6 with `card` (id 1) in her hand, optionally only `ocean_left` cards
    in her Net Ocean (the others moved to the Dark Area)."""
    state = game(sheet(CINDERHOUND, (card,)), sheet(SHELLKIT), first=0)
    put_tops(state)
    aki = state.players[0]
    arrange(state, 0, hand=[1])
    apply(state, Pass())
    if ocean_left is not None:
        while len(aki.net_ocean) > ocean_left:
            aki.dark_area.append(aki.net_ocean.pop())
    return state, aki


def test_t_p6_the_battle_i_staked_my_pride_on_is_set_face_up_for_the_top_3_net_ocean_cards(catalog):
    # Bo-593: "after sending the top 3 cards of your Net Ocean to the Dark Area, play this card
    # face-up".
    state, aki = _setting(compiled_record("Bo-593"))
    ocean, dark = len(aki.net_ocean), len(aki.dark_area)
    top_three = aki.net_ocean[-3:]
    apply(state, SetOption(1, 1))
    assert aki.slots[0] == 1 and aki.face_up[0] and not aki.active[0]
    assert len(aki.net_ocean) == ocean - 3 and len(aki.dark_area) == dark + 3
    assert set(top_three) <= set(aki.dark_area)


def test_t_p6_the_card_is_not_offered_when_the_net_ocean_cannot_pay(catalog):
    # St-58: "after sending the top three cards of your Net Ocean to the Dark Area, send this card out
    # face-up": two cards left cannot pay.
    state, aki = _setting(compiled_record("St-58"), ocean_left=2)
    assert not [a for a in legal_actions(state) if isinstance(a, SetOption) and a.card == 1]


def _dark_area_field(bea_top):
    """Aki (FP) flips Bo-258 'Dark Area' in her Evolution step; play goes on to the battle."""
    state = game(sheet(CINDERHOUND, (compiled_record("Bo-258"),)), sheet(bea_top), first=0)
    put_tops(state)
    aki, bea = state.players
    remove_from_zones(state, 0, 1)
    aki.slots[0] = 1
    _pass_until(state, lambda s: s.phase == "evolution" and s.actor == 0 and Use(1) in legal_actions(s))
    ocean, dark = len(bea.net_ocean), len(bea.dark_area)
    apply(state, Use(1))
    _pass_until(state, lambda s: s.phase != "evolution")
    return bea, ocean, dark


def test_the_dark_area_field_mills_an_opponent_of_another_background_after_their_evolution(catalog):
    # Bo-258 Dark Area: "If the opponent's Digimon has a different background from this card, after
    # their evolution phase, they have to send the top card of their Net Ocean to the Dark Area."
    bea, ocean, dark = _dark_area_field(SHELLKIT)
    assert len(bea.net_ocean) == ocean - 1 and len(bea.dark_area) == dark + 1


def test_the_dark_area_field_leaves_an_opponent_of_its_own_background_alone(catalog):
    shade = digimon(
        "EXAMPLE-D15", "Shade", "III", "B", (330, 300, 240), (20, 10, 10, 10), fields=frozenset({"DA"})
    )
    bea, ocean, dark = _dark_area_field(shade)
    assert len(bea.net_ocean) == ocean and len(bea.dark_area) == dark


def _deep_savers(top_a):
    """Aki's Bo-549 'Deep Savers' is active in slot 1 (flipped in an earlier Evolution Phase) and a
    Booster Chip waits in slot 2; Bea has one in slot 1 and has the first Battle Phase window."""
    state = battle_start(
        (compiled_record("Bo-549"), BOOSTER_CHIP), top_a=top_a, cards_b=(BOOSTER_CHIP,), slots_b=(1,)
    )
    aki, bea = state.players
    remove_from_zones(state, 0, 1)
    aki.slots[0], aki.face_up[0], aki.active[0] = 1, True, True
    remove_from_zones(state, 0, 2)
    aki.slots[1] = 2
    assert state.actor == 1
    return state, aki, bea


def test_deep_savers_mills_two_for_each_option_a_non_deep_savers_side_turns_face_up(catalog):
    # Bo-549 Deep Savers: "For all Digimon that do not belong to Deep Savers or have a different
    # background from this card, for every Option card they turn face-up, send the top two cards of
    # their Net Ocean to the Dark Area." Aki's Digimon belongs to Deep Savers; Bea's does not.
    diver = digimon(
        "EXAMPLE-D16", "Diver", "IV", "A", (480, 420, 310), (30, 20, 10, 10), fields=frozenset({"DS"})
    )
    state, aki, bea = _deep_savers(diver)
    ocean_a, ocean_b = len(aki.net_ocean), len(bea.net_ocean)
    apply(state, Use(1))
    assert len(bea.net_ocean) == ocean_b - 2
    apply(state, Use(2))
    # Aki's own flip costs nothing: her Digimon belongs to Deep Savers.
    assert len(aki.net_ocean) == ocean_a


def test_deep_savers_also_mills_its_owner_of_another_background(catalog):
    state, aki, bea = _deep_savers(CINDERHOUND)
    ocean_a = len(aki.net_ocean)
    apply(state, Use(1))
    apply(state, Use(2))
    assert len(aki.net_ocean) == ocean_a - 2


def test_innocent_smile_gives_one_more_discard_and_refill_in_the_next_preparation_phase(catalog):
    # Re-28t Innocent Smile: "Send 2 cards from your hand to the Dark Area. During the next turn's
    # Preparation Phase, after adjusting your hand as per normal, you may adjust your hand one
    # additional time (one time max)."
    state = _point_calculation_of_turn_1(compiled_record("Re-28t"))
    aki = state.players[0]
    apply(state, Use(1, pay=tuple(aki.hand[:2])))
    _start_of_turn(state, 2)
    apply(state, Pass())
    # T-P2 refilled the hand to six; Aki is back at T-P1 once.
    assert len(aki.hand) == 6 and aki.prep_stage == 1
    kept, dropped = aki.hand[:4], aki.hand[4:]
    for card in dropped:
        apply(state, Discard(card))
    apply(state, Pass())
    assert len(aki.hand) == 6 and aki.hand[:4] == kept and aki.prep_stage == 3
    # One time max: the turn after, T-P1 and T-P2 come once.
    _pass_until(state, lambda s: s.turn == 3 and s.actor == 0)
    assert aki.prep_stage == 1
    apply(state, Pass())
    assert aki.prep_stage == 3


def test_t_p6_a_decisive_battle_is_set_face_up_for_one_hand_card(catalog):
    # Sp-1: "After sending one card from your hand to the Dark Area, play this card face-up." The
    # SetOption names no card: the newest hand card pays, as for unnamed costs.
    state, aki = _setting(compiled_record("Sp-1"))
    arrange(state, 0, hand=[1, 2, 3])
    apply(state, SetOption(1, 1))
    assert aki.slots[0] == 1 and aki.face_up[0]
    assert aki.hand == [2] and aki.dark_area[-1] == 3


def test_t_p6_a_decisive_battle_alone_in_the_hand_cannot_be_set(catalog):
    state, aki = _setting(compiled_record("Sp-1"))
    arrange(state, 0, hand=[1])
    assert not [a for a in legal_actions(state) if isinstance(a, SetOption)]


def test_chaosmon_sends_the_red_frame_ultimates_in_the_opponents_hand_away_in_battle(catalog):
    # Bo-1212 Chaosmon (a Digimon ◎ line read by the same clause): "Check the opponent's hand, and send
    # all red frame Ultimate level Digimon cards in their hand to the Dark Area." An untimed ◎ ability
    # applies in battle (A-2, B-3).
    red_ultimate = digimon(
        "EXAMPLE-D17", "Red Lord", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20), frame="Red"
    )
    blue_ultimate = digimon("EXAMPLE-D18", "Blue Lord", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20))
    state = battle_start(
        (BOOSTER_CHIP,),
        slots_a=(1,),
        top_a=compiled_record("Bo-1212"),
        cards_b=(red_ultimate, blue_ultimate),
        hand_b=(1, 2),
    )
    bea = state.players[1]
    assert 1 in bea.dark_area and 2 in bea.hand
