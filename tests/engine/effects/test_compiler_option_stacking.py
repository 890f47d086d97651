"""Option cards that sit next to (or stack onto) the battling Digimon (patterns/option_stacking.py,
engine.beside), on real card texts."""

from __future__ import annotations

from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.compiler import compile_option, compile_sentence
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.lost_points_multiply import MultiplyLostPoints
from gameplay.engine.effects.patterns.option_stacking import stacking_limit
from gameplay.engine.effects.place_beside_digimon import PlaceBesideDigimon

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
    result = compile_option(
        "Stack this card onto your Digimon, which gains the group 'Infected Digimon'. After that, when facing"
        " an opponent that does not belong to the group 'Infected Digimon', add 600 to your attack power."
        " Send this card to the Dark Area when the Digimon this card is stacked onto is sent to the Dark"
        " Area (including when it evolves or reaches the end of its lifespan).",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    stack, addition = result.abilities
    assert stack.effects == (PlaceBesideDigimon(), AddTrait("self", "group", "Infected Digimon"))
    assert addition.effects == (AddAttack("self", 600),)
    assert addition.condition == Not(InGroup("opponent", "Infected Digimon"))


def test_a_training_manual_stays_next_to_the_digimon_until_its_attribute_changes():
    # Bo-247 Light Training Manual (its first sentence, the attribute change, is option_grants').
    ability = compile_sentence(
        "After use, place this card next to your Digimon, where it will continue its effects until that"
        " Digimon's attribute is changed or it is sent to the Dark Area.",
        "on_use",
    )
    assert ability is not None
    assert ability.effects == (PlaceBesideDigimon(until_attribute_changed=True),)
