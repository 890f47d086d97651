"""Use permissions that widen a "When facing …" condition (patterns/option_widening.py, RULES 7.3):
each becomes a second ability whose facing condition never holds with the printed one's; "Only when
your Digimon is …, you may send … and evolve …" is the card's cost and a conditioned evolution."""

from __future__ import annotations

from gameplay.compiler.patterns.option_widening import widen
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.hand_fits import HandFits
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.evolve_from_hand import EvolveFromHand
from gameplay.engine.effects.halve_attack import HalveAttack
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from tests.engine.effects.helpers import single_ability

BANANAPPLE = (
    "(O)When facing a Level IV, Perfect level, or Ultimate level Digimon, double your attack power (if your"
    ' Digimon has the ability "hungry", you can use this card even when facing a Hybrid level Digimon).'
    " (O)This card can only be used when your Digimon is Perfect or Hybrid level. (O)At the end of the turn"
    " during which this card was used, send it to the Dark Area."
)


def test_a_hungry_permission_is_a_second_doubling_against_the_widened_level():
    # Bo-29L Bananapple.
    result = compile_option(
        BANANAPPLE, "Battle Phase", "(O)Choose one card from your hand and send it to the Dark Area."
    )
    assert result.status == "compiled"
    assert result.requirement == LevelIs("self", ("Perfect", "Hybrid"))
    printed, widened = result.abilities
    assert printed.effects == widened.effects == (MultiplyAttack("self", 2),)
    assert printed.condition == LevelIs("opponent", ("IV", "Perfect", "Ultimate"))
    assert widened.condition == AllOf((LevelIs("opponent", ("Hybrid",)), HasKeyword("self", "hungry")))
    # The flip cost is paid once, with the first ability (O-C1).
    assert printed.cost and not widened.cost


def test_perfect_levels_is_read_as_a_perfect_level_opponent():
    # Bo-5L French Fried Potato: "… (if your Digimon has the ability "hungry", this card can be used
    # even against Perfect levels)."
    assert widen(
        [
            "When facing a Level III or Level IV Digimon, double your Digimon's attack power (if your Digimon"
            ' has the ability "hungry", this card can be used even against Perfect levels).'
        ]
    ) == [
        "When facing a Level III or Level IV Digimon, double your Digimon's attack power.",
        'When facing Perfect level Digimon, when your Digimon has the ability "hungry", double your'
        " Digimon's attack power.",
    ]


def test_a_following_sentence_widens_the_facing_sentence_before_it():
    # Bo-1056 The Proud Knight's Battle.
    result = compile_option(
        "You can use this card when your Digimon is a blue frame Ultimate level. When facing a Level IV or"
        " Perfect level Digimon, double your attack power. If your Digimon is a Holy Knight type, you can use"
        " this card even against Ultimate level Digimon. Send this card to the Dark Area at the end of the"
        " battle phase.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    # The level is the O-N1 limit; the frame a situation every ability waits for (O-N2).
    assert result.requirement == LevelIs("self", ("Ultimate",))
    printed, widened = result.abilities
    blue = FrameIs("self", "blue")
    assert printed.condition == AllOf((blue, LevelIs("opponent", ("IV", "Perfect"))))
    assert widened.condition == AllOf(
        (blue, AllOf((LevelIs("opponent", ("Ultimate",)), SpeciesContains("self", "Holy Knight"))))
    )


def test_a_widening_without_a_facing_sentence_before_it_is_left_as_it_is():
    lone = "If your Digimon is a Holy Knight type, you can use this card even against Ultimate level Digimon."
    assert widen([lone]) == [lone]


def test_only_when_a_named_digimon_pays_a_level_iv_card_and_evolves_into_a_named_card_of_the_hand():
    # Vj-5 The Birth of a Brave Shelled Dragon!!
    result = compile_option(
        "(O)Only when your Digimon is either XV-mon or Stingmon, you may send one Level IV Digimon card from"
        " your hand to the Dark Area, and evolve your Digimon into either the Paildramon or Dinobeemon card"
        " in your hand. (O)Send this card to the Dark Area immediately after use.",
        "Battle Phase",
        "(O)Cannot receive the effects of 'Emergency Program Halt!'.",
    )
    ability = single_ability(result)
    target = "name:Paildramon|Dinobeemon"
    assert ability.effects == (EvolveFromHand("self", target),)
    assert ability.cost == (Cost(1, "hand", "level:IV;digimon"),)
    assert ability.condition == AllOf(
        (
            AnyOf((NameIs("self", ("XV-mon",)), NameIs("self", ("Stingmon",)))),
            HandFits("self", "evolve", target, ()),
        )
    )


def test_an_addition_to_your_digimon_with_an_ability_is_conditioned_on_the_ability():
    # St-928 Volcano Armor: "(O)Add 400 to the C attack power of your Digimon with the ability "grappling"."
    assert widen(['Add 400 to the C attack power of your Digimon with the ability "grappling".']) == [
        'When your Digimon has the ability "grappling", add 400 to your C attack power.'
    ]


def test_an_ability_gained_by_type_words_is_the_effect_under_that_condition():
    # Bx-76: "Your Digimon with the words 'beast/animal' or 'ancient' in its type gains the ability 'the
    # opponent loses its special abilities'."
    assert widen(
        [
            "Your Digimon with the words 'beast/animal' or 'ancient' in its type gains the ability 'the"
            " opponent loses its special abilities'."
        ]
    ) == [
        "When your Digimon has the word 'beast', 'animal' or 'ancient' in its type, the opponent loses its"
        " special abilities."
    ]


def test_a_halving_after_the_changes_is_one_halving_of_the_final_value_and_the_protection_is_read():
    # Vj-11.
    result = compile_option(
        "(O)Halve the opponent's attack power. If the opponent's attack power has been affected by Option"
        " cards or special abilities, halve the attack power after taking them into account. (O)This card"
        " can only be used when your Digimon is Virus attribute, and it cannot receive the effects of the"
        " card 'The Time Shock!!'. (O)At the end of the turn during which this card was used, send it to the"
        " Dark Area.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (HalveAttack("opponent"),)
    assert ability.condition == HasAttribute("self", "Virus")
    assert result.protections == ("card:The Time Shock!!",)
