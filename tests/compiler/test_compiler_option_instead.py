""" "Instead" replacements on real Option texts (patterns/option_instead.py): the first attack
change applies when the condition does not hold, the replacement when it does, never both."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from tests.engine.effects.recording import RecordingContext, SideView


def _added(result, ctx):
    return [
        effect.amount
        for ability in result.abilities
        if ability.condition is None or ability.condition.holds(ctx)
        for effect in ability.effects
    ]


def test_a_hungry_digimon_gets_the_bigger_addition_instead():
    # Bo-6L Shrimp Burger.
    result = compile_option(
        "(O)Add 50 to the attack power of your Digimon (if you used this card on a Digimon with the ability"
        ' "hungry", add 100 to its attack power instead). (O)At the end of the turn during which this card'
        " was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    plain, hungry = result.abilities
    assert (plain.effects, plain.condition) == ((AddAttack("self", 50),), Not(HasKeyword("self", "hungry")))
    assert (hungry.effects, hungry.condition) == ((AddAttack("self", 100),), HasKeyword("self", "hungry"))
    assert _added(result, RecordingContext(SideView(keywords=frozenset({"hungry"})))) == [100]
    assert _added(result, RecordingContext()) == [50]


def test_instead_of_200_in_its_own_sentence_against_a_red_frame():
    # Bo-1054 The Conflict I Staked My Life On.
    result = compile_option(
        "You can use this card when your Digimon is blue frame, and not Level III. Add 200 to your attack"
        " power. When facing a red frame Digimon, instead of 200, add 400 to your attack power. Send this"
        " card to the Dark Area at the end of the turn.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots.",
    )
    assert result.status == "compiled"
    blue = SideView(frame="blue", level="IV")
    assert _added(result, RecordingContext(blue, SideView(frame="red"))) == [400]
    assert _added(result, RecordingContext(blue, SideView(frame="blue"))) == [200]
    # The card's own situation (a blue frame Digimon) still holds for the replacement.
    assert _added(result, RecordingContext(SideView(frame="red"), SideView(frame="red"))) == []


def test_the_replacement_keeps_the_first_changes_own_condition():
    # Bo-69t Gram: "(if its type is "Holy Knight", instead of 200, add 600 to its attack power)".
    result = compile_option(
        '(O)Add 200 to the attack power of your Digimon with the word "Knight" in its type (if its type is'
        ' "Holy Knight", instead of 200, add 600 to its attack power). (O)This card can only be used when'
        " your Digimon is Ultimate level.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    knight, holy = result.abilities
    assert holy.condition == AllOf(
        (SpeciesContains("self", "Knight"), SpeciesContains("self", "Holy Knight"))
    )
    assert knight.condition == AllOf(
        (SpeciesContains("self", "Knight"), Not(SpeciesContains("self", "Holy Knight")))
    )


def test_add_300_instead_after_the_flip_cost_and_requirement():
    # Sx-36 Missle Pod.
    result = compile_option(
        "Send 1 card from your hand to the Dark Area. You can use this card when you are not Level III. Add"
        " 200 to your attack power. If your Digimon is a red frame Digimon, add 300 to your attack power"
        " instead. Send this card to the Dark Area at the end of the turn.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert _added(result, RecordingContext(SideView(frame="red"))) == [300]
    assert result.abilities[1].condition == FrameIs("self", "red")


def test_instead_of_something_that_is_no_attack_change_stays_manual():
    # Re-60t: "When your Digimon loses a battle, add it to your hand instead of sending it to the Dark
    # Area." is no attack change.
    result = compile_option(
        "When your Digimon loses a battle, add it to your hand instead of sending it to the Dark Area.",
        "Battle Phase",
        "",
    )
    assert result.status == "manual"


def test_a_further_addition_in_parentheses_joins_the_first_change():
    # Bo-541 Thor Hammer.
    result = compile_option(
        '(O)Add 100 to the attack power of your Digimon with the ability "grappling" (if your Digimon belongs'
        " to Deep Savers, further add 300 to its attack power). (O)This card cannot be used when your"
        " Digimon is Level III.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    grappler = SideView(keywords=frozenset({"grappling"}), fields=frozenset({"DS"}))
    assert _added(result, RecordingContext(grappler)) == [100, 300]
    assert _added(result, RecordingContext(SideView(keywords=frozenset({"grappling"})))) == [100]


def test_an_addition_after_the_attack_becomes_b_for_a_hungry_digimon():
    # Bo-12L Shake.
    result = compile_option(
        "(O)Your attack becomes B regardless of the opponent's battle type (if you used this card on a"
        ' Digimon with the ability "hungry", add 100 to your attack power after your attack becomes B).'
        " (O)At the end of the turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    column, bonus = result.abilities
    assert column.effects == (SetAttackColumn("self", "B"),)
    assert (bonus.effects, bonus.condition) == ((AddAttack("self", 100),), HasKeyword("self", "hungry"))
