"""Option clauses of the "draws" family on real card texts (patterns/option_draws.py): the hand's
upper limit (T-P1, T-P2), the Dark Area shuffled back into the Net Ocean, drawing up to the limit."""

from __future__ import annotations

from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.compiler import compile_option
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.draw_to_hand_limit import DrawToHandLimit
from gameplay.engine.effects.recycle_dark_area import RecycleDarkArea
from gameplay.engine.effects.set_hand_limit import SetHandLimit

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
    assert result.status == "compiled"
    (ability,) = result.abilities
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
    assert result.status == "compiled"
    (ability,) = result.abilities
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
    assert result.status == "compiled"
    (ability,) = result.abilities
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
    assert result.status == "compiled"
    (ability,) = result.abilities
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
    assert result.status == "compiled"
    (ability,) = result.abilities
    assert ability.effects == (DiscardHand("self"), RecycleDarkArea("self"), DrawCards("self", 6))
    assert ability.cost == ()
    assert ability.condition == Not(HandSizeWithin("self", at_least=0, at_most=0))
