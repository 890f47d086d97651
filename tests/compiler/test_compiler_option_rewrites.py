"""Option wordings the general patterns read once reworded (patterns/option_rewrites.py), on real
card texts: lead-ins that restate a rule, "all evolution requirements", type and name lists."""

from __future__ import annotations

from gameplay.compiler.patterns.option_rewrites import expand, rewrite
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.discard_active_options import DiscardActiveOptions
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.lost_points_multiply import MultiplyLostPoints
from tests.engine.effects.helpers import single_ability


def test_a_type_and_type_list_is_either_type():
    # Sp-2 The Hot, Furious Metal Storm!!
    result = compile_option(
        "(O)Add 100 to the attack power of your Cyborg type and Machine type Digimon. (O)This card cannot be"
        " used when your Digimon is Level III. (O)At the end of the battle phase during which this card was"
        " used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (AddAttack("self", 100),)
    assert ability.condition == AnyOf((SpeciesContains("self", "Cyborg"), SpeciesContains("self", "Machine")))


def test_furthermore_introduces_the_next_effect_and_the_whole_hand_is_the_flip_cost():
    # Sp-4 The Glory of Victory Is in My Hand!!!, timing column "(O)Send your whole hand to the Dark Area."
    result = compile_option(
        "(O)Add 200 to the attack power of your Digimon. Furthermore, if you win the battle, you may triple"
        " your opponent's lost points. (O)This card cannot be used when your Digimon is Level III or Level"
        " IV, or if you have no cards left in your hand. (O)At the end of the battle phase during which this"
        " card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)Send your whole hand to the Dark Area.",
    )
    assert result.status == "compiled"
    boost, win = result.abilities
    assert boost.effects == (AddAttack("self", 200),)
    assert boost.cost == (Cost(0, "hand", "any", hand_all=True),)
    assert (win.trigger, win.effects, win.cost) == ("on_win", (MultiplyLostPoints("opponent", 3),), ())


def test_after_this_card_is_used_is_when_it_acts():
    # St-105 Counter Attack!
    result = compile_option(
        "(O)When the opponent's attack is A, double your attack power. After this card is used, reduce your"
        " points by 10. (O)This card can only be used when your Digimon is Perfect level; at the end of the"
        " battle phase during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    double, price = result.abilities
    assert double.condition == AttackColumnIs("opponent", ("A",))
    # The price is paid whatever the opponent's attack.
    assert (price.trigger, price.effects, price.condition) == ("on_use", (ChangePoints("self", -10),), None)
    assert result.requirement == LevelIs("self", ("Perfect",))


def test_transforming_into_a_level_iv_is_not_an_evolution_and_stays_manual():
    # St-55 Transform to Level IV!: a Digimon above Level III becomes the Level IV in the box.
    result = compile_option(
        "(O)Ignore all evolution requirements and transform your Digimon into the Level IV Digimon currently"
        " placed in your Evolution box. (O)This card cannot be used when your Digimon is Level III.",
        "Evolution Phase",
        "",
    )
    assert result.status == "manual"


def test_ignore_all_evolution_requirements_then_the_whole_hand_goes():
    # St-56 Aim for the Strongest Evolution!
    result = compile_option(
        "(O)Ignore all evolution requirements and evolve your Digimon into a Digimon of the next level"
        " currently placed in your Evolution box. After that, send your whole hand to the Dark Area.",
        "Evolution Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (EvolveIgnoringConditions("self"), DiscardHand("self"))


def test_names_given_as_their_card_name_are_those_names():
    # Vj-3 The Ultimate Power of Super Metal!!! (first sentence).
    assert (
        rewrite(
            "Add 150 to the attack power of your Digimon with War Greymon or Metal Garurumon as their"
            " card name."
        )
        == "Add 150 to the attack power of your War Greymon or Metal Garurumon."
    )
    result = compile_option(
        "(O)Add 150 to the attack power of your Digimon with War Greymon or Metal Garurumon as their card"
        " name.",
        "Battle Phase",
        "",
    )
    (ability,) = result.abilities
    assert ability.condition == AnyOf(
        (NameIs("self", ("War Greymon",)), NameIs("self", ("Metal Garurumon",)))
    )


def test_while_this_card_is_active_restates_o_l2():
    assert rewrite("While this card is active, add 200 to your Digimon's attack power.") == (
        "Add 200 to your Digimon's attack power."
    )


def test_a_sentence_without_those_wordings_is_unchanged():
    sentence = "When facing a Digimon of a higher level than yours, double your attack power."
    assert rewrite(sentence) == sentence


def test_if_you_still_have_points_left_adds_nothing_after_paying_points():
    # Bo-399 Miracle Ruby: at zero points the game ends at once (P-8), so nothing more applies.
    result = compile_option(
        "(O)Immediately reduce your points by 10. After that, if you still have points left, choose one"
        " currently active Field Option card in your opponent's slots and send it to the Dark Area. (O)At"
        " the end of the phase during which this card was used, send it to the Dark Area.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'No Items"
        " Allowed!'.",
    )
    ability = single_ability(result)
    assert ability.effects == (
        ChangePoints("self", -10),
        DiscardActiveOptions("opponent", "option;type:Field", 1),
    )
    assert result.protections == ("card:No Items Allowed!",)


def test_lower_your_points_is_reduce_them():
    # Bo-208 Boost Chip.
    result = compile_option(
        "(O)When you have 60-40 points left, triple the opponent's lost points. After that, lower your points"
        " by 10. (O)This card cannot be used when your Digimon is Level III or Level IV. (O)At the end of the"
        " turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (MultiplyLostPoints("opponent", 3), ChangePoints("self", -10))


def test_the_digimon_that_evolved_with_this_card_is_your_digimon_after_the_evolution():
    # St-303 D-3 (1): the engine applies the second sentence once the Digimon has evolved.
    result = compile_option(
        "(O)Ignore the evolution requirements and evolve your Level III Digimon into a Level IV Digimon."
        " (O)If the Level IV Digimon that evolved with the use of this card belongs to Nature Spirits, add 50"
        " to your attack power. (O)At the end of the turn during which this card was used, send it to the"
        " Dark Area.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots.",
    )
    assert result.status == "compiled"
    evolve, bonus = result.abilities
    assert evolve.effects == (EvolveIgnoringConditions("self"),)
    assert (bonus.effects, bonus.condition) == ((AddAttack("self", 50),), InField("self", "NSp"))
    assert bonus.limits == ("end_of_turn",)
    # St-305 Tag: "Add 50 to the attack power of the Perfect level Digimon that evolved with the use
    # of this card."
    assert rewrite(
        "Add 50 to the attack power of the Perfect level Digimon that evolved with the use of this card.",
        after_evolution=True,
    ) == ("Add 50 to the attack power of the Digimon that evolved.")


def test_one_addition_per_attack_column():
    # Re-41t The Ultimate Clash!!
    result = compile_option(
        "When the opponent is an Ultimate level, add to your Digimon's attack power 800 if its attack is A,"
        " 500 if its attack is B, or 300 if its attack is C. Send this card to the Dark Area at the end of"
        " the battle phase.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert [(a.effects, a.condition) for a in result.abilities] == [
        (
            (AddAttack("self", amount),),
            AllOf((LevelIs("opponent", ("Ultimate",)), AttackColumnIs("self", (c,)))),
        )
        for amount, c in ((800, "A"), (500, "B"), (300, "C"))
    ]


def test_two_additions_for_two_levels():
    # Bo-448 Power Charger.
    assert expand(
        "Add 30 to the attack power of your Level III Digimon, and 80 to the attack power of your Level IV"
        " Digimon."
    ) == [
        "Add 30 to the attack power of your Level III Digimon.",
        "Add 80 to the attack power of your Level IV Digimon.",
    ]


def test_the_evolved_digimon_gains_attack_and_an_ability_for_the_turn():
    # Bo-398 D-3: a Power Box card ("Ignore the evolution requirements"), so its second sentence
    # acts on the evolved Digimon.
    result = compile_option(
        "(O)Ignore the evolution requirements and evolve your Level III Digimon into a Level IV Digimon."
        " After that, choose one card from your hand and send it to the Dark Area. (O)For the turn during"
        ' which evolution took place, the evolved Digimon gains 100 attack power and the ability "grappling".'
        " (O)At the end of the turn during which this card was used, send it to the Dark Area.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Dark Tower'.",
    )
    assert result.status == "compiled"
    _, bonus = result.abilities
    assert bonus.effects == (AddAttack("self", 100), GrantKeyword("self", "grappling"))
    assert bonus.limits == ("end_of_turn",)


def test_an_ignore_conditions_digimental_reads_the_evolved_digimon_after_the_evolution():
    # St-433 Digimental of Darkness "ignoring evolution requirements" is an ignore-conditions card like
    # St-303: paid into the Power Box (gameplay.records), so "the Level IV Digimon that evolved with the
    # use of this card" is the Digimon it evolved (evolution.carry_out).
    result = compile_option(
        "(O)Allows your Level III Digimon to evolve into a Level IV Digimon, ignoring evolution requirements."
        " (O)When the Level IV Digimon that evolved with the use of this card belongs to Dark Area, add 80 to"
        " your attack power.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Dark Tower'.",
    )
    assert result.status == "compiled"
    assert result.abilities[1].condition == InField("self", "DA")


def test_all_digimon_on_your_sheet_of_a_group_is_the_battling_one():
    # Bo-971 Grani.
    assert rewrite(
        "When your Digimon is Dukemon, add 400 to the attack power of all Digimon on your sheet belonging to"
        " Royal Knights."
    ) == (
        "When your Digimon is Dukemon, add 400 to the attack power of your Digimon belonging to Royal"
        " Knights."
    )


def test_winning_on_the_turn_the_card_was_played_is_winning_the_battle():
    # Re-03t Yagami Taichi (1), first sentence.
    assert rewrite(
        "If you win the battle on the turn during which you played this card, double the opponent's Lost"
        " Points."
    ) == ("If you win the battle, double the opponent's Lost Points.")


def test_all_digimon_of_an_attribute_are_both_battling_digimon():
    # Bo-24v Holy Angel Castle (first sentence); Bo-698: "all of the opponent's Virus attribute Digimon".
    assert expand("Reduce the attack power of all Virus attribute Digimon by 300.") == [
        "Reduce the attack power of your Virus attribute Digimon by 300.",
        "Reduce the attack power of the opponent's Virus attribute Digimon by 300.",
    ]
    assert rewrite("Reduce the attack power of all of the opponent's Virus attribute Digimon by 100.") == (
        "Reduce the attack power of the opponent's Virus attribute Digimon by 100."
    )
