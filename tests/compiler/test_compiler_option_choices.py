"""Options whose user chooses as they resolve (O-3, patterns/option_choices.py): one ability per
outcome, each conditioned on the choices that lead to it (conditions.chosen.Chosen)."""

import pytest

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_base_attack import AddBaseAttack
from gameplay.engine.effects.base import CompiledAbility, CompiledText
from gameplay.engine.effects.change_attribute import ChangeAttribute
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.attribute_apart_from import AttributeApartFrom
from gameplay.engine.effects.conditions.chosen import Chosen, choice_open, declared_choices, is_choice_branch
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.printed_column_highest import PrintedColumnHighest
from gameplay.engine.effects.dark_area_to_point_gauge import DarkAreaToPointGauge
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from gameplay.engine.effects.shuffle_dark_area import ShuffleDarkArea
from gameplay.engine.effects.zero_column import ZeroColumn
from tests.engine.effects.overrides import override_text
from tests.engine.effects.recording import RecordingContext, SideView
from tests.engine.helpers import record


def _compiled(effect_text, timing, activation_text=""):
    result = compile_option(effect_text, timing, activation_text)
    assert result.status == "compiled", result.manual
    return result


def test_bo_498_offers_each_column_under_its_use_requirements():
    result = _compiled(
        "(O)You can make your attack A, B, or C, regardless of the opponent's battle type. (O)This card can"
        " only be used when your Digimon is Perfect level, and when there are 4 cards in your hand when this"
        " card is activated. (O)At the end of the phase during which this card was used, send it to the Dark"
        " Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'No Items"
        " Allowed!'.",
    )
    assert declared_choices(result) == ("A", "B", "C")
    assert [a.effects for a in result.abilities] == [(SetAttackColumn("self", c),) for c in "ABC"]
    # The hand-size condition stays on every column; the column's choice joins it.
    for ability, column in zip(result.abilities, "ABC", strict=True):
        assert isinstance(ability.condition, AllOf) and Chosen((column,)) in ability.condition.parts


def test_st_597_lowers_the_printed_attack_and_then_offers_each_column():
    result = override_text("St-597")
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((AddBaseAttack("self", -200),), None),
        *[((SetAttackColumn("self", c),), Chosen((c,))) for c in "ABC"],
    ]
    assert all("end_of_turn" in a.limits for a in result.abilities)


def test_sx_108_pairs_each_column_with_the_opponents_column_it_zeroes():
    result = _compiled(
        "Send 1 card from your hand to the Dark Area. You can use this card when your Digimon is not Level"
        " III, or a Blue Frame Level IV. You can make your attack [A (the opponent's C attack goes to zero)]"
        " or [B (the opponent's A attack goes to zero)] regardless of the opponent's battle type. Send this"
        " card to the Dark Area at the end of the turn.",
        "Battle Phase",
    )
    assert declared_choices(result) == ("A", "B")
    assert [a.effects for a in result.abilities] == [
        (SetAttackColumn("self", "A"), ZeroColumn("opponent", "C")),
        (SetAttackColumn("self", "B"), ZeroColumn("opponent", "A")),
    ]
    # The hand card is paid once, on use (O-C1).
    assert sum(len(a.cost) for a in result.abilities) == 1


def test_bo_594_changes_the_chosen_sides_attribute():
    result = _compiled(
        "(O)Change either your or your opponent's Digimon to Virus attribute. (O)This card cannot be used"
        " when your Digimon is Level III. (O)At the end of the turn during which this card was used, send it"
        " to the Dark Area.",
        "Evolution Phase",
    )
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((ChangeAttribute("self", "Virus"),), Chosen(("self",))),
        ((ChangeAttribute("opponent", "Virus"),), Chosen(("opponent",))),
    ]


def test_st_212_gives_the_ability_to_either_digimon_or_both_for_the_digimons_lifespan():
    result = _compiled(
        "(O)Either your Digimon, the opponent's Digimon, or both players' Digimon gain the ability"
        ' "underground". (Which Digimon gain the ability is decided by the player who plays the card when'
        " this card is activated) (O)This card is removed from its slot when it is discarded by you or when"
        " the opponent invalidates it; otherwise, it stays in its slot and its effects continue until the"
        " end of your Digimon's lifespan.",
        "Evolution Phase",
    )
    assert declared_choices(result) == ("self", "opponent", "both")
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((GrantKeyword("self", "underground"),), Chosen(("self", "both"))),
        ((GrantKeyword("opponent", "underground"),), Chosen(("opponent", "both"))),
    ]
    assert "until_lifespan" in result.abilities[0].limits


def test_a_reminder_that_the_user_decides_needs_a_choice_before_it():
    # The St-212 remark alone says nothing the engine does: it stays manual.
    result = compile_option(
        "(O)Add 100 to your attack power. (Which Digimon gain the ability is decided by the player who plays"
        " the card when this card is activated)",
        "Battle Phase",
        "",
    )
    assert result.status == "manual"


def test_bo_695_draws_the_announced_number_of_cards_up_to_six():
    result = _compiled(
        "(O)You may directly draw up to 6 cards from your Net Ocean (announce how many cards you are going"
        " to draw before drawing them). (O)This card cannot be used when your Digimon is Level III or Level"
        " IV. (O)This card is sent to the Dark Area at the end of the turn.",
        "Point Calculation Phase",
        "(O)You may only place one of this card in your slots.",
    )
    assert declared_choices(result) == ("1", "2", "3", "4", "5", "6")
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((DrawCards("self", n),), Chosen((str(n),))) for n in range(1, 7)
    ]


def test_a_chosen_ability_holds_only_under_its_choices():
    both = Chosen(("opponent", "both"))
    assert both.holds(RecordingContext(chosen="both"))
    assert not both.holds(RecordingContext(chosen="self"))
    assert not both.holds(RecordingContext())


def test_st_488_changes_the_chosen_sides_attribute_and_adds_200_apart_from_its_own_change():
    result = _compiled(
        "(O)You may choose to change the attribute of either yours, your opponent's, or both parties' Digimon"
        " to Vaccine attribute. (O)When your Digimon is Vaccine attribute, add 200 to your attack power"
        " (excluding the change of attribute due to a 'Holy Seventh' card). (O)This card can only be used"
        " when your Digimon is Perfect level. (O)At the end of the turn during which this card was used, send"
        " it to the Dark Area.",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((ChangeAttribute("self", "Vaccine"),), Chosen(("self", "both"))),
        ((ChangeAttribute("opponent", "Vaccine"),), Chosen(("opponent", "both"))),
        ((AddAttack("self", 200),), AttributeApartFrom("self", "Vaccine", ("Holy Seventh",))),
    ]


def test_bo_856_names_the_dark_seventh_as_the_change_that_does_not_count():
    result = _compiled(
        "(O)Change the attribute of either your, your opponent's, or both Digimon to Virus attribute."
        " (O)When your Digimon's attribute is Virus, add 200 to your attack power (excluding changes made by"
        " a Dark Seventh card). (O)This card can only be used when your Digimon is Perfect level. (O)At the"
        " end of the turn during which this card was used, send it to the Dark Area",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    assert declared_choices(result) == ("self", "opponent", "both")
    assert result.abilities[2].condition == AttributeApartFrom("self", "Virus", ("Dark Seventh",))


def test_an_attribute_apart_from_named_changes_reads_the_context():
    condition = AttributeApartFrom("self", "Virus", ("Dark Seventh",))
    assert condition.holds(RecordingContext(me=SideView(attributes=frozenset({"Virus"}))))
    assert not condition.holds(RecordingContext())


def test_st_300_zeroes_the_opponents_c_with_column_a_and_discards_after_either_column():
    result = _compiled(
        "(O)During battle, you can make your attack C or A regardless of the opponent's battle type (if you"
        " make your attack A, add the effect 'C>0' to your attack). After that, choose one card from your"
        " hand and send it to the Dark Area. (O)At the end of the turn during which this card was used, send"
        " it to the Dark Area.This card's name is identical to St-50, but they have different effects.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots.",
    )
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((SetAttackColumn("self", "C"),), Chosen(("C",))),
        # RULES 1.5: an attack's 'C>0' is "the opponent's C becomes 0".
        ((SetAttackColumn("self", "A"), ZeroColumn("opponent", "C")), Chosen(("A",))),
        ((DiscardCards("self", 1),), None),
    ]


def test_declared_choices_list_columns_then_sides_then_counts_in_numeric_order():
    text = CompiledText(
        "compiled",
        tuple(
            CompiledAbility("x", "on_use", (DrawCards("self", 1),), Chosen(choices))
            for choices in (("10",), ("2",), ("both",), ("self",), ("C",), ("A",))
        ),
    )
    assert declared_choices(text) == ("A", "C", "self", "both", "2", "10")


def test_bo_347_shuffles_the_chosen_dark_area_and_stacks_two_cards_on_that_point_gauge():
    result = _compiled(
        "(O)Shuffle either your or your opponent's Dark Area and draw two cards, and stack those two cards on"
        " top of your/their point gauge. Those cards will be used to mark out your/their points from this"
        " point on. (O)This card can only be used when your Digimon is Perfect or Ultimate level, or when you"
        " have Tailmon in your fusion requirements. (O)After this card is used, stack it on top of the card"
        " placed on your point gauge.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Items being"
        " invalidated'.",
    )
    assert declared_choices(result) == ("self", "opponent")
    assert [a.effects for a in result.abilities] == [
        (ShuffleDarkArea(side), DarkAreaToPointGauge(side, 2)) for side in ("self", "opponent")
    ]
    context = RecordingContext(chosen="opponent")
    for ability in result.abilities:
        if ability.condition.parts[-1].holds(context):
            for effect in ability.effects:
                effect.apply(context)
    assert context.calls == [("shuffle_dark_area", "opponent"), ("dark_area_to_point_gauge", "opponent", 2)]


def test_bo_23v_opens_each_count_at_the_levels_that_allow_it():
    result = _compiled(
        "(O)Only once during battle, draw cards from your Net Ocean and add them to your hand (draw only one"
        " card when your Digimon is Level IV, draw up to two cards when your Digimon is Perfect level, and"
        " draw up to three cards when your Digimon is Ultimate level). (O)This card can only be used when"
        " your Digimon is Level IV, Perfect level, or Ultimate level. (O)At the end of the battle phase"
        " during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots.",
    )
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((DrawCards("self", 1),), Chosen(("1",), LevelIs("self", ("IV", "Perfect", "Ultimate")))),
        ((DrawCards("self", 2),), Chosen(("2",), LevelIs("self", ("Perfect", "Ultimate")))),
        ((DrawCards("self", 3),), Chosen(("3",), LevelIs("self", ("Ultimate",)))),
    ]
    level_iv = RecordingContext(me=SideView(level="IV"))
    assert [choice_open(result, c, level_iv) for c in "123"] == [True, False, False]


def test_bo_349_opens_the_highest_printed_columns_and_keeps_a_from_the_c_attack_zeroing():
    result = _compiled(
        "(O)During battle, regardless of the opponent's battle type, you can make your attack either A, B, or"
        " C, depending on which one has the highest attack power written on your card (if any of them have"
        " the same attack power, you can choose between either of them), and you become unable to receive"
        " the effects of the opponent's (A goes to 0). (O)This card can only be used when your Digimon is"
        " Perfect or Ultimate level. (O)At the end of the battle phase during which this card was used, send"
        " it to the Dark Area.",
        "Battle Phase",
    )
    assert [a.condition for a in result.abilities[:3]] == [
        Chosen((c,), PrintedColumnHighest("self", c)) for c in "ABC"
    ]
    assert result.abilities[3].effects == (GrantImmunity("self", "zero_by_attack:A"),)
    tie = RecordingContext(me=SideView(attacks=(300, 450, 450)))
    assert [choice_open(result, c, tie) for c in "ABC"] == [False, True, True]


@pytest.mark.parametrize(
    "number",
    ["St-376", "St-377", "St-378", "Bo-1021", "Bx-34", "Bo-920", "Bo-99", "Bo-100", "Bo-102", "Bo-149"],
)
def test_o3_a_single_you_may_outcome_is_asked_not_applied(catalog, number):
    # "You can make your attack A …", "You may reduce your lost points by …", "You may stack this card
    # on top of a 'Tag' Item card": `choose yes` takes the outcome, `choose no` uses the card without it.
    card = record(number)
    assert card.text.status == "compiled" and card.choices == ("yes", "no")
    (asked,) = [a for a in card.text.abilities if is_choice_branch(a.condition)]
    assert asked.effects[0].kind in ("set_attack_column", "cut_lost_points", "stack_on_card")
