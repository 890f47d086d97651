"""Option clauses of the "draws" family on real card texts (patterns/option_draws.py): the hand's
upper limit (T-P1, T-P2), the Dark Area shuffled back into the Net Ocean, drawing up to the limit,
and searches of the top cards of a Net Ocean printed over several sentences."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.check_top_card import CheckTopCard
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.same_background import SameBackground
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.discard_matching import DiscardMatching
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.draw_to_hand_limit import DrawToHandLimit
from gameplay.engine.effects.extra_hand_adjustment import ExtraHandAdjustment
from gameplay.engine.effects.recycle_dark_area import RecycleDarkArea
from gameplay.engine.effects.search_net_ocean import SearchNetOcean
from gameplay.engine.effects.set_hand_limit import SetHandLimit
from gameplay.engine.effects.shuffle_dark_area import ShuffleDarkArea
from gameplay.engine.effects.take_from_dark_area import TakeFromDarkArea
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.overrides import override_text

_JUMPER_LIMIT = (
    " (O)This card cannot be used when your Digimon is Level III. (O)At the end of the turn after the"
    " turn during which this card was used, send it to the Dark Area."
)


def test_jumper_board_makes_the_hand_limit_eight_until_the_end_of_the_next_turn():
    # Bo-452 Jumper Board
    result = compile_option(
        "(O)For the next turn only, the upper limit of your hand becomes 8." + _JUMPER_LIMIT,
        "Point Calculation Phase",
        "(O)You may only place one of this card in your slots.",
    )
    ability = single_ability(result)
    assert ability.trigger == "point_calc"
    assert ability.effects == (SetHandLimit("self", 8),)
    assert ability.limits == ("end_of_next_turn",)


def test_jumper_rom_makes_the_hand_limit_four_and_adds_100_with_its_t_p1_reminder():
    # Bo-451 Jumper ROM: the parenthesis restates T-P1 under the new limit.
    result = compile_option(
        "(O)For the next turn only, the upper limit of your hand becomes 4, and add 100 to your attack"
        " power (if your hand has more than 4 cards in it, adjust it during the preparation phase so that"
        " there are only 4 cards in your hand)." + _JUMPER_LIMIT,
        "Point Calculation Phase",
        "(O)You may only place one of this card in your slots.",
    )
    ability = single_ability(result)
    assert ability.effects == (SetHandLimit("self", 4), AddAttack("self", 100))


def test_digi_seabass_shuffles_the_dark_area_back_draws_to_the_limit_and_goes_to_the_gauge():
    # Bo-346 Digi Seabass
    result = compile_option(
        "(O)Return all the cards in your Dark Area to your Net Ocean and shuffle it. After that, draw cards"
        " until you reach your hand's upper limit. (O)This card can only be used when your Digimon is"
        " Ultimate level. (O)After this card is used, stack it on top of the card placed on your point"
        " gauge, and use it to mark out your points from that point on.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots. (O)Choose two cards from your hand and send"
        " them to the Dark Area.",
    )
    ability = single_ability(result)
    assert ability.effects == (RecycleDarkArea("self"), DrawToHandLimit("self"))
    assert ability.cost == (Cost(2),)
    assert set(ability.limits) == {"immediately", "to_point_gauge"}


def test_digi_seabass_reprint_names_the_upper_limit_of_your_hand():
    # Sx-102 Digi Seabass
    result = compile_option(
        "Send 2 cards from your hand to the Dark Area. You can use this card when your Digimon is a red"
        " frame Perfect or Ultimate level. Return all the cards in your Dark Area to your Net Ocean and"
        " shuffle it. After that, draw cards until you reach the upper limit of your hand. Stack this card"
        " onto your point gauge at the end of the turn",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots.",
    )
    ability = single_ability(result)
    assert ability.effects == (RecycleDarkArea("self"), DrawToHandLimit("self"))
    assert set(ability.limits) == {"end_of_turn", "to_point_gauge"}


def test_one_summers_adventure_discards_the_hand_as_its_first_effect_then_draws_a_new_hand():
    # CD-15 One Summer's Adventure: the whole-hand discard is what "after that" follows, so it is
    # an effect (not a price paid at the flip) and the empty-hand condition sees the hand first.
    result = compile_option(
        "(O)Send your whole hand to the Dark Area. After that, shuffle all the cards in your Dark Area back"
        " into your Net Ocean, and draw a new hand of 6 cards. (O)This card cannot be used if your hand"
        " contains no cards. (O)Send this card to the Dark Area immediately after use.",
        "Evolution Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (DiscardHand("self"), RecycleDarkArea("self"), DrawCards("self", 6))
    assert ability.cost == ()
    assert ability.condition == Not(HandSizeWithin("self", at_least=0, at_most=0))


def test_a_search_over_three_sentences_is_one_effect_adding_the_greymon_cards():
    # Re-14 Yagami Taichi
    result = compile_option(
        "You can use this card when your Digimon is Vaccine Attribute. Draw 4 cards from your Net Ocean. If"
        " any of them are Digimon with 'Greymon' in their names, you may add those cards to your hand."
        " Shuffle the remaining cards back into your Net Ocean. Send this card to the Dark Area at the end"
        " of the battle phase.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (
        SearchNetOcean("self", 4, ("digimon;name_contains:Greymon",), "hand", "net_ocean"),
    )
    # "Vaccine Attribute" is the attribute, not a Digimon named so.
    assert ability.condition == HasAttribute("self", "Vaccine")


def test_a_search_names_a_category_or_a_group():
    # Re-08t KNIFE OF DAY
    result = compile_option(
        "Draw 5 cards from the top of your Net Ocean, and add to your hand any cards belonging to the"
        " category 'Chosen Children' or the group 'Infected Digimon'. Shuffle the remaining cards back into"
        " your Net Ocean. After 2 turns, send this card to the Dark Area.",
        "Preparation Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (
        SearchNetOcean(
            "self", 5, ("category:Chosen Children", "group:Infected Digimon"), "hand", "net_ocean"
        ),
    )


def test_a_search_with_a_named_card_and_a_cap():
    # Re-16t Excited Koshiro
    result = compile_option(
        "Draw 9 cards from the top of your Net Ocean, and add to your hand the card 'Dancing Time!!', or any"
        " cards belonging to the category 'Chosen Children' (2 cards max). Shuffle the remaining cards back"
        " into your Net Ocean. Stack this card onto your point gauge immediately after use.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (
        SearchNetOcean(
            "self", 9, ("name:Dancing Time!!", "category:Chosen Children"), "hand", "net_ocean", most=2
        ),
    )


def test_a_search_of_the_top_six_for_up_to_two_red_frame_cards():
    # Bx-71 Autocomplete!
    result = compile_option(
        "Send 1 card from your hand to the Dark Area. You can use this card when your Digimon is red frame"
        " and Level III. Draw the top 6 cards of your Net Ocean, and if you drew any red frame Level IV or"
        " Perfect level cards, you may add up to 2 of them to your hand. Return the remaining cards to your"
        " Net Ocean and shuffle it. Send this card to the Dark Area at the end of the turn.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots.",
    )
    ability = single_ability(result)
    assert ability.effects == (
        SearchNetOcean("self", 6, ("frame:red;level:IV|Perfect",), "hand", "net_ocean", most=2),
    )
    assert ability.cost == (Cost(1),)


def test_cracker_reduces_the_opponent_for_each_option_they_draw_and_shuffles_them_back():
    # Bo-305 Cracker!!
    result = compile_option(
        "(O)Your opponent draws 3 cards from the top of their Net Ocean. For every Option card that they"
        " draw, immediately reduce their points by 10. After that, return the drawn cards to the Net Ocean"
        " and shuffle them. (O)This card can only be used when your Digimon is Perfect or Ultimate level."
        " (O)Send this card to the Dark Area immediately after use.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Emergency"
        " Program Halt!'.",
    )
    ability = single_ability(result)
    assert ability.effects == (
        SearchNetOcean("opponent", 3, ("option",), "net_ocean", "net_ocean", points_each=10),
    )


def test_cracker_reprint_says_the_return_in_parentheses_and_goes_to_the_gauge():
    # Bo-1214 Cracker!!
    result = compile_option(
        "You can use this card when your Digimon is Perfect, Ultimate, or Hybrid level. Have your opponent"
        " draw 3 cards from the top of their Net Ocean. For every Option card that is drawn, reduce the"
        " opponent's points by 10 (return the drawn cards to the Net Ocean and shuffle it). Stack it onto"
        " the point gauge immediately after use.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots. (O)Cannot receive the effects of 'Programs"
        " being invalidated'.",
    )
    ability = single_ability(result)
    assert ability.effects == (
        SearchNetOcean("opponent", 3, ("option",), "net_ocean", "net_ocean", points_each=10),
    )
    assert set(ability.limits) == {"immediately", "to_point_gauge"}


def test_hacking_sends_red_frame_digimon_away_and_the_rest_to_the_opponents_hand():
    # Bo-1022 Hacking
    result = compile_option(
        "Send 1 card from your hand to the Dark Area. You can use this card when your opponent is not Level"
        " III. Make your opponent draw 3 cards from the top of their Net Ocean. If there is a red frame"
        " Digimon card among them, it gets sent to the Dark Area (if any other cards are drawn, they are"
        " added to the opponent's hand). Send this card to the Dak Area at the end of the turn.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (SearchNetOcean("opponent", 3, ("frame:red;digimon",), "dark_area", "hand"),)


def test_a_draw_followed_by_an_unread_sorting_sentence_stays_manual():
    # Re-15 Motomiya Daisuke: its evolution-requirement nouns are not card filters the engine has.
    result = compile_option(
        "Draw 6 cards from the top of your Net Ocean. If any of the cards are a Level IV Digimon with Armor"
        " Evolution in its Fusion Requirements, you may add them to your hand. Shuffle the remaining cards"
        " back into your Net Ocean.",
        "Battle Phase",
        "",
    )
    assert result.status == "manual"


def test_a_check_of_the_opponents_hand_sends_its_red_frame_options_away():
    # Bx-77 Dukemon's Revelation
    result = compile_option(
        "Send 2 cards from your hand to the Dark Area. You can use this card when your Digimon is red frame"
        " and has 'Duke' in its name. Check the opponent's hand, and send all red frame Option cards in"
        " their hand to the Dark Area. Send this card to the Dark Area at the end of the preparation phase.",
        "Preparation Phase",
        "(O)Cannot receive any effects caused by blue frame cards.",
    )
    ability = single_ability(result)
    assert ability.effects == (DiscardMatching("opponent", None, "frame:red;option"),)


def test_a_digimon_chosen_from_the_dark_area_then_the_dark_area_shuffled():
    # Bo-162 Revived from the Darkness!!
    result = compile_option(
        "(O)Choose one Digimon card from your Dark Area and add it to your hand. After that, shuffle your"
        " Dark Area. (O)This card cannot be used when your Digimon is Ultimate level. (O)At the end of the"
        " turn during which this card was used, send it to the Dark Area.",
        "Point Calculation Phase",
        "(O)Send the top 3 cards of your Net Ocean to the Dark Area.",
    )
    ability = single_ability(result)
    assert ability.effects == (TakeFromDarkArea("self", "digimon", 1), ShuffleDarkArea("self"))
    assert ability.cost == (Cost(3, source="net_ocean"),)


def test_one_level_iii_and_one_level_iv_and_the_sentence_that_restates_it():
    # CD-14 The Digimon Evolution Tree: the second sentence says each card is taken when there is
    # one, which is what two separate effects do.
    result = compile_option(
        "(O)Choose one Level III Digimon card and one Level IV Digimon card from your Dark Area and add them"
        " to your hand. If you don't have either Level III or IV Digimon inside, you may still add the one"
        " Digimon card of the other level present in your Dark Area to your hand. (O)At the end of the turn"
        " during which this card was used, send it to the Dark Area.",
        "Point Calculation Phase",
        "(O)Choose two cards from your hand and send them to the Dark Area.",
    )
    ability = single_ability(result)
    assert ability.effects == (
        TakeFromDarkArea("self", "level:III;digimon", 1),
        TakeFromDarkArea("self", "level:IV;digimon", 1),
    )


def test_named_cards_from_the_dark_area_with_a_cap():
    # Re-56t From Within the Forest...
    result = compile_option(
        "Check the contents of your Dark Area, and if there are any Meicoomon or Meicrackmon Vicious Mode"
        " cards, add them to your hand (1 card max). Shuffle the remaining cards back into your Dark Area."
        " Send this card to the Dark Area at the end of the Preparation Phase.",
        "Preparation Phase",
        "",
    )
    assert result.status == "compiled"
    take, shuffle = result.abilities
    assert take.effects == (TakeFromDarkArea("self", "name:Meicoomon|Meicrackmon Vicious Mode", 1),)
    assert shuffle.effects == (ShuffleDarkArea("self"),)


def test_a_shuffle_at_the_start_of_the_point_calculation_phase():
    # Re-52t Privileges of Being a Child
    result = compile_option(
        "Send 1 card from your hand to the Dark Area. At the start of the Point Calculation Phase, shuffle"
        " the cards in your Dark Area back into your Net Ocean. Send this card to the Dark Area at the end"
        " of the turn.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.trigger == "calc_start"
    assert ability.effects == (RecycleDarkArea("self"),)
    assert ability.cost == (Cost(1),)


def test_won_or_drawn_at_activation_is_a_win_and_a_draw():
    # Bo-794 D-Worm
    result = compile_option(
        "(O)If your Digimon has won or drawn the battle at the point when this card is activated, directly"
        " send the top 6 cards of your opponent's Net Ocean to the Dark Area. (O)This card can only be used"
        " when your Digimon is Duskmon, Mercuremon, Ranamon, Grottemon, or Arbormon. (O)At the end of the"
        " turn during which this card was used, send it to the Dark Area.",
        "Point Calculation Phase",
        "(O)You may only place one of this card in your slots./(O)Ignore the effects of your Spirit and place"
        " this card in your Option slot.",
    )
    assert result.status == "compiled"
    win, draw = result.abilities
    assert (win.trigger, draw.trigger) == ("on_win", "on_draw")
    assert win.effects == draw.effects == (DiscardFromNetOcean("opponent", 6),)


def test_a_drawn_card_checked_then_sent_to_the_dark_area():
    # Bo-150 Liquid Crystal Floppy
    result = compile_option(
        "(O)Draw one card from your Net Ocean. If the card you drew was a Digimon card, halve the opponent's"
        " attack power. After that, regardless of what type of card it was, send the card you drew to the"
        " Dark Area. (O)At the end of the turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    (check,) = ability.effects
    assert isinstance(check, CheckTopCard)
    assert (check.side, check.card_filter) == ("self", "digimon")
    assert [effect.describe() for effect in check.effects] == ["multiply the opponent's attack by 1/2"]


def test_setting_the_card_face_up_is_paid_with_the_top_three_net_ocean_cards():
    # Bo-593 The Battle I Staked My Pride On!
    result = compile_option(
        "(O)When you win the battle on the turn that you played this card, further reduce the opponent's"
        " points by 20. (O)At the end of the turn during which this card was used, send it to the Dark"
        " Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; after sending the top 3 cards of your Net"
        " Ocean to the Dark Area, play this card face-up.",
    )
    assert result.status == "compiled" and result.only_one
    (ability,) = result.abilities
    assert {"set_face_up", "set_pays_net_ocean:3"} <= set(ability.limits)


def test_the_reprint_sends_the_card_out_face_up_for_three():
    # St-58 The Battle I Staked My Pride On!
    result = compile_option(
        "(O)When you win the battle on the turn during which this card was played, double the opponent's"
        " lost points. (O)This card cannot be used when your Digimon is Level III. (O)At the end of the turn"
        " during which this card was played, send it to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; after sending the top three cards of your Net"
        " Ocean to the Dark Area, send this card out face-up.",
    )
    ability = single_ability(result)
    assert {"set_face_up", "set_pays_net_ocean:3"} <= set(ability.limits)


def test_a_check_of_the_opponents_hand_sends_its_red_frame_digimon_away():
    # Bx-36 Omegamon's Attack: the named card of the first sentence is paid from the hand.
    result = compile_option(
        "Send 1 red frame Omegamon card to the Dark Area. Check the opponent's hand, and send all red frame"
        " Digimon in their hand to the Dark Area. Send this card to the Dark Area at the end of the"
        " preparation phase.",
        "Preparation Phase",
        "(O)Cannot receive any effects caused by blue frame cards.",
    )
    ability = single_ability(result)
    assert ability.effects == (DiscardMatching("opponent", None, "frame:red;digimon"),)


def test_a_field_that_mills_an_opponent_of_another_background_after_their_evolution():
    # Bo-258 Dark Area
    result = compile_option(
        "(O)If the opponent's Digimon has a different background from this card, after their evolution"
        " phase, they have to send the top card of their Net Ocean to the Dark Area. (O)This card will remain"
        " in its slot continue its effects until your Digimon reaches the end of its lifespan, or until this"
        " card is invalidated. However, when another Field Option card turns face-up in your slots, send"
        " this card to the Dark Area.",
        "Evolution Phase",
        "(O)This card cannot be discarded by you.",
    )
    ability = single_ability(result)
    assert ability.trigger == "opponent_evolved"
    assert ability.condition == Not(SameBackground("opponent"))
    assert ability.effects == (DiscardFromNetOcean("opponent", 1),)


def test_a_field_that_mills_each_side_of_another_background_for_every_option_it_turns_face_up():
    # Bo-549 Deep Savers: one ability for the opponent's flips, one for its owner's other flips.
    result = compile_option(
        "(O)For all Digimon that do not belong to Deep Savers or have a different background from this card,"
        " for every Option card they turn face-up, send the top two cards of their Net Ocean to the Dark"
        " Area. (O)This card remains in its slot and continues its effects until your Digimon reaches the"
        " end of its lifespan, or until this card is invalidated. However, when another Field Option card"
        " turns face-up in your slots, send this card to the Dark Area.",
        "Evolution Phase",
        "(O)This card cannot be discarded by you.",
    )
    assert result.status == "compiled"
    theirs, mine = result.abilities
    assert (theirs.trigger, theirs.condition) == ("opponent_flips", Not(SameBackground("opponent")))
    assert theirs.effects == (DiscardFromNetOcean("opponent", 2),)
    assert (mine.trigger, mine.condition) == ("self_flips", Not(SameBackground("self")))
    assert mine.effects == (DiscardFromNetOcean("self", 2),)


def test_one_more_hand_adjustment_in_the_next_preparation_phase():
    # Re-28t Innocent Smile
    result = override_text("Re-28t")
    ability = single_ability(result)
    assert ability.effects == (ExtraHandAdjustment("self"),)
    assert ability.cost == (Cost(2),)
    assert ability.limits == ("end_of_next_turn",)


def test_setting_the_card_face_up_is_paid_with_a_hand_card_and_its_only_one_sentence_is_read():
    # Sp-1 A Decisive Battle in the Skies Over File Island!!
    result = compile_option(
        "(O)If you win the battle on the turn during which this card was played, double the opponent's lost"
        " points. (O)You may only place one of this card in your slots, and this card is sent to the Dark"
        ' Area at the end of the turn during which it was played. (O)The ability "sky" is needed to be'
        " able to use this card. (O)This card cannot be used when your Digimon is Level III.",
        "Battle Phase",
        "(O)After sending one card from your hand to the Dark Area, play this card face-up.",
    )
    assert result.status == "compiled" and result.only_one
    (ability,) = result.abilities
    assert {"set_face_up", "set_pays_hand:1", "end_of_turn"} <= set(ability.limits)
