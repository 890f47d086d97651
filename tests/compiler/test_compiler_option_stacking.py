"""Option cards that sit next to (or stack onto) the battling Digimon (patterns/option_stacking.py,
engine.beside), on real card texts."""

from __future__ import annotations

from gameplay.compiler.patterns.option_stacking import stacking_limit
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.block_regain import BlockRegain
from gameplay.engine.effects.change_attribute import ChangeAttribute
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.conditions.stacked import Stacked
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.lost_points_multiply import MultiplyLostPoints
from gameplay.engine.effects.place_beside_digimon import PlaceBesideDigimon
from gameplay.engine.effects.stack_on_card import StackOnCard
from gameplay.engine.effects.take_from_point_gauge import TakeFromPointGauge
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.overrides import override_text

_ONLY_ONE = "(O)You may only place one of this card in your slots."


def test_a_tamer_paid_for_its_partner_is_placed_next_to_it_a_limit_named_after_the_partner():
    # Re-03t Yagami Taichi (1)
    result = compile_option(
        "If you win the battle on the turn during which you played this card, double the opponent's Lost"
        " Points. If this card was used to make War Greymon appear from your hand, you may place this card"
        " next to your War Greymon card until War Greymon is sent to the Dark Area (including when it"
        " evolves or reaches the end of its lifespan). Send this card to the Dark Area at the end of the"
        " turn.",
        "Battle Phase",
        _ONLY_ONE,
    )
    assert result.status == "compiled" and result.only_one
    (ability,) = result.abilities
    assert ability.trigger == "on_win"
    assert ability.effects == (MultiplyLostPoints("opponent", 2),)
    assert ability.limits == ("beside_when_paid:War Greymon", "end_of_turn")


def test_a_partner_name_of_two_words_is_kept_whole():
    # Re-15t Izumi Koshiro (1)
    result = compile_option(
        "Invalidate one of the Program or Field Option cards used by the opponent before it takes effect,"
        " and send it to the Dark Area. If this card was used to make Herakle Kabuterimon appear from your"
        " hand, you may place this card next to your Herakle Kabuterimon card until Herakle Kabuterimon is"
        " sent to the Dark Area (including when it evolves or reaches the end of its lifespan). Send this"
        " card to the Dark Area immediately after use.",
        "Battle Phase",
        _ONLY_ONE,
    )
    assert result.status == "compiled"
    assert "beside_when_paid:Herakle Kabuterimon" in result.abilities[0].limits


def test_the_partner_must_be_the_same_digimon_throughout_the_sentence():
    assert (
        stacking_limit(
            "If this card was used to make Rosemon appear from your hand, you may place this card next to"
            " your Lilamon card until Rosemon is sent to the Dark Area (including when it evolves or"
            " reaches the end of its lifespan)."
        )
        is None
    )


def test_a_card_stacked_onto_the_digimon_gives_it_a_group_and_a_conditioned_addition():
    # Re-36t The Reason Behind the Transformation
    result = override_text("Re-36t")
    assert result.status == "compiled"
    stack, addition = result.abilities
    assert stack.effects == (PlaceBesideDigimon(), AddTrait("self", "group", "Infected Digimon"))
    assert addition.effects == (AddAttack("self", 600),)
    assert addition.condition == Not(InGroup("opponent", "Infected Digimon"))


def test_a_training_manual_stays_next_to_the_digimon_until_its_attribute_changes():
    # Bo-247 Light Training Manual (the attribute change is option_grants')
    result = compile_option(
        "(O)Change your Digimon's attribute to Vaccine. After use, place this card next to your Digimon,"
        " where it will continue its effects until that Digimon's attribute is changed or it is sent to the"
        " Dark Area. This card cannot be invalidated after it has been used.",
        "Evolution Phase",
        "(O)Choose one card from your hand and send it to the Dark Area.",
    )
    assert result.status == "compiled" and result.protections == ("invalidation",)
    change, placed = result.abilities
    assert change.effects == (ChangeAttribute("self", "Vaccine"),) and change.cost == (Cost(1),)
    assert placed.effects == (PlaceBesideDigimon(until_attribute_changed=True),)


_ONE_ON_TAG = "(O)You may only stack up to one card on top of your 'Tag' card."


def _crest(effect: str):
    return compile_option(effect, "Battle Phase", _ONE_ON_TAG)


def test_a_crest_adds_its_first_effect_stacks_on_a_tag_and_adds_the_second_if_it_did():
    # Bo-102 Crest of Friendship
    result = _crest(
        "(1)Add 50 to your Digimon's attack power. (2)You may stack this card on top of a 'Tag' Item card"
        " placed in your slot. If you do, in addition to the first effect, when you win the battle, further"
        " reduce the opponent's points by 10. (O)At the end of the turn during which this card was used,"
        " send it to the Dark Area."
    )
    assert result.status == "compiled"
    first, stack, second = result.abilities
    assert first.effects == (AddAttack("self", 50),) and first.condition is None
    assert stack.effects == (StackOnCard(("Tag",), "Item"),)
    assert second.trigger == "on_win" and second.condition == Stacked()
    assert second.effects == (AddLostPoints("opponent", 10),)
    assert all(ability.limits == ("end_of_turn",) for ability in result.abilities)


def test_a_crest_of_courage_gives_sky_and_a_b_attack_addition_once_stacked():
    # Bo-99 Crest of Courage
    result = _crest(
        "(1)Add 50 to your Digimon's attack power. (2)You can stack this card on top of a 'Tag' Item card"
        ' placed in your slot. If you do, in addition to the first effect, you gain the ability "Sky", and'
        " you can further add 50 to your B attack power. (O)At the end of the turn during which this card"
        " was used, send it to the Dark Area."
    )
    assert result.status == "compiled"
    _, _, sky, b_attack = result.abilities
    assert sky.effects == (GrantKeyword("self", "sky"),) and sky.condition == Stacked()
    assert b_attack.effects == (AddAttack("self", 50),)
    assert b_attack.condition == AllOf((Stacked(), AttackColumnIs("self", ("B",))))


def test_a_crest_of_sincerity_adds_to_a_digimon_of_one_of_three_types_once_stacked():
    # Bo-100 Crest of Sincerity
    result = _crest(
        "(1)Add 50 to your Digimon's attack power. (2)You may stack this card on top of a 'Tag' Item card"
        " placed in your slot. If you do, in addition to the first effect, add 50 to the attack power of"
        " your Aquatic, Aquatic Mammal, or Marine Animal Digimon. (O)At the end of the turn during which"
        " this card was used, send it to the Dark Area."
    )
    assert result.status == "compiled"
    types = AnyOf(
        tuple(SpeciesContains("self", word) for word in ("Aquatic", "Aquatic Mammal", "Marine Animal"))
    )
    assert result.abilities[2].condition == AllOf((Stacked(), types))


def test_a_crest_of_love_adds_to_the_b_attack_of_a_digimon_with_sky_once_stacked():
    # Bo-149 Crest of Love
    result = _crest(
        "(1)Add 50 to your Digimon's attack power. (2)You may stack this card on top of a 'Tag' Item card"
        " placed in your slot. If you do, in addition to the first effect, add 100 to the B attack power of"
        ' your Digimon with the ability "sky". (O)At the end of the turn during which this card was used,'
        " send it to the Dark Area."
    )
    assert result.status == "compiled"
    love = result.abilities[2]
    assert love.effects == (AddAttack("self", 100),)
    assert love.condition == AllOf(
        (AllOf((Stacked(), HasKeyword("self", "sky", True))), AttackColumnIs("self", ("B",)))
    )


def test_a_crest_whose_second_effect_is_not_read_stays_manual():
    # Bo-147 Crest of Knowledge: looking at a face-down card is not something the engine shows.
    result = _crest(
        "(1)Add 50 to your Digimon's attack power. (2)You may stack this card on top of a 'Tag' Item card"
        " placed in your slot. If you do, in addition to the first effect, just once, you may check the"
        " contents of one face-down card in the opponent's slots. (O)At the end of the turn during which"
        " this card was used, send it to the Dark Area."
    )
    assert result.status == "manual"


def test_a_digimon_card_stacked_on_the_point_gauge_goes_back_to_the_hand():
    # Re-11t Takenouchi Sora (1)
    result = override_text("Re-11t")
    ability = single_ability(result)
    assert ability.trigger == "point_calc"
    assert ability.effects == (TakeFromPointGauge("self", "digimon", 1),)
    assert ability.condition == PointsWithin("self", at_most=80)
    assert ability.limits == ("beside_when_paid:Hououmon", "immediately")


def test_a_block_on_regains_for_the_turn_of_use_keeps_its_own_duration():
    # Re-23t Kido Jo (1)
    result = compile_option(
        "For the turn during which this card is used, both you and the opponent become unable to regain any"
        " points. If this card was used to make Vikemon appear from your hand, you may place this card next"
        " to your Vikemon card until Vikemon is sent to the Dark Area (including when it evolves or reaches"
        " the end of its lifespan). Send this card to the Dark Area after 2 turns.",
        "Battle Phase",
        _ONLY_ONE,
    )
    ability = single_ability(result)
    assert ability.effects == (BlockRegain("self"), BlockRegain("opponent"))
    assert ability.limits == ("end_of_turn", "beside_when_paid:Vikemon", "after_turns:2")
