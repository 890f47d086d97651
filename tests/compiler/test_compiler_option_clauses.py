"""Option effect clauses on real card texts (patterns/option_clauses.py): invalidating the
opponent's options before they take effect (B-6), sending their active options away, making the
opponent draw."""

from __future__ import annotations

from gameplay.compiler.patterns.clauses import parse_clause
from gameplay.compiler.patterns.option_rewrites import rewrite
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.discard_active_options import DiscardActiveOptions
from gameplay.engine.effects.discard_face_down_slots import DiscardFaceDownSlots
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_option import InvalidateOption
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.overrides import override_text


def test_invalidate_and_send_a_program_before_it_takes_effect_then_add_attack():
    # Bo-1084 Elaborate Tactics!
    result = compile_option(
        "Invalidate and send one of the opponent's Program Option cards to the Dark Area before it takes"
        " effect. After that, add 50 to your Digimon's attack power. Send this card to the Dark Area at the"
        " end of the battle phase.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (InvalidateOption("opponent", "Program"), AddAttack("self", 50))
    assert ability.limits == ("end_of_battle_phase",)


def test_all_three_option_types_are_any_option_and_the_effect_text_cost_is_kept():
    # Bo-1215 Elaborate Tactics!
    result = compile_option(
        "Send 2 cards from your hand to the Dark Area. You may invalidate one of the opponent's Item, Program"
        " or Field Option cards before it takes effect and send it to the Dark Area. Send this card to the"
        " Dark Area at the end of the battle phase.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots. (O)Cannot receive the effects of 'Programs"
        " being invalidated'.",
    )
    ability = single_ability(result)
    assert ability.effects == (InvalidateOption("opponent", "any"),)
    assert ability.cost == (Cost(2),)
    assert result.only_one and result.protections == ("invalidation",)


def test_two_of_the_three_types_are_joined():
    # Re-15t Izumi Koshiro (1), first sentence.
    clause = parse_clause(
        "Invalidate one of the Program or Field Option cards used by the opponent before it takes effect,"
        " and send it to the Dark Area"
    )
    assert clause is not None and clause.effects == (InvalidateOption("opponent", "Field|Program"),)


def test_send_a_program_used_by_the_opponent_away_before_it_takes_effect():
    # St-163 Emergency Program Halt.
    result = compile_option(
        "(O)Send one of the Program Option cards used by the opponent to the Dark Area before it takes"
        " effect. (O)At the end of the battle phase during which this card was used, send it to the Dark"
        " Area.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (InvalidateOption("opponent", "Program"),)


def test_all_active_blue_frame_fields_go_and_a_named_active_card_goes():
    # Bx-32 Digital World Crisis, second sentence; St-687 Guard Canceller.
    fields = parse_clause(
        "Send all currently activated blue frame Field cards in the opponent's slots to the Dark Area"
    )
    assert fields is not None
    assert fields.effects == (DiscardActiveOptions("opponent", "frame:blue;option;type:Field", 3),)
    result = compile_option(
        "(O)Send one currently activated Option card in the opponent's slots with the word 'Defense' in its"
        " name to the Dark Area. (O)This card can only be used when your points are 90 and below. (O)At the"
        " end of the turn after the turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of Items being"
        " 'invalidated' or 'sent to the Dark Area'.",
    )
    ability = single_ability(result)
    assert ability.effects == (DiscardActiveOptions("opponent", "option;name_contains:Defense", 1),)
    assert ability.condition == PointsWithin("self", at_most=90)
    assert result.protections == ("invalidation", "dark_area")


def test_up_to_two_active_cards_on_the_opponents_sheet():
    # St-688 Penetrator; Sx-80 X Breaker ("on your opponent's sheet").
    two = parse_clause(
        "send up to two currently activated Option cards in the opponent's slots with the words 'High Speed'"
        " in its name to the Dark Area"
    )
    assert two is not None
    assert two.effects == (DiscardActiveOptions("opponent", "option;name_contains:High Speed", 2),)
    red_items = parse_clause(
        rewrite(
            "Send all currently activated Red Frame Item option cards on your opponent's sheet to the Dark"
            " Area."
        )
    )
    assert red_items is not None
    assert red_items.effects == (DiscardActiveOptions("opponent", "frame:red;option;type:Item", 3),)


def test_making_the_opponent_draw():
    # Bo-1022 Hacking / Bo-1214 Cracker!! / Bo-305 Cracker!! (first sentences).
    for printed in (
        "Make your opponent draw 3 cards from the top of their Net Ocean.",
        "Have your opponent draw 3 cards from the top of their Net Ocean.",
        "Your opponent draws 3 cards from the top of their Net Ocean.",
    ):
        clause = parse_clause(rewrite(printed))
        assert clause is not None and clause.effects == (DrawCards("opponent", 3),), printed


def test_immunity_to_the_opponents_direct_point_reduction_and_forced_draws():
    # Bx-74 Ulud Terminal.
    result = compile_option(
        "You can use this card when your Digimon is Level IV, Perfect, or Ultimate level. While this card is"
        " active, you cannot receive the effects of the opponent's 'directly reduce the opponent's points' or"
        " 'the battle ends in a draw'. Send this card to the Dark Area when another Field Option card turns"
        " face-up in your slots.",
        "Evolution Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (
        GrantImmunity("self", "direct_point_reduction"),
        GrantImmunity("self", "forced_draw"),
    )
    assert ability.limits == ("until_field_replaced",)


def test_points_that_will_not_decrease_from_the_opponents_direct_attacks():
    # St-434 Vaccine Program V.
    clause = parse_clause(
        rewrite(
            "When this card is in effect on your sheet, your points will not decrease as a result of the"
            " opponent's 'direct attack' or 'immediately reduce the opponent's points'."
        )
    )
    assert clause is not None and clause.effects == (GrantImmunity("self", "direct_point_reduction"),)


def test_an_unknown_quoted_effect_leaves_the_immunity_unread():
    # Sp-12's timing column: "Cannot receive the effects of the opponent's 'The opponent cannot use
    # any Option cards'" (Bo-1055's 'send the cards in your opponent's slots …' is read, option_grants).
    assert (
        parse_clause(
            "you cannot receive the effects of the opponent's 'The opponent cannot use any Option cards'"
        )
        is None
    )


def test_one_face_down_card_of_the_opponent_unseen():
    # Re-27t Takaishi Takeru (1), first sentence.
    (ability,) = override_text("Re-27t").abilities
    assert ability.effects == (DiscardFaceDownSlots("opponent", 1),)
