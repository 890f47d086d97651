"""Leading conditions of Option texts (patterns/option_prefixes.py) on real card texts."""

from __future__ import annotations

from gameplay.compiler.text import compile_option, compile_sentence
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.level_above import LevelAbove
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from tests.engine.effects.recording import RecordingContext, SideView


def test_doubling_against_a_higher_level():
    # St-54 A Counterattack from Crisis!
    result = compile_option(
        "(O)When you are in a battle with a Digimon of a higher level than yours, double your attack power."
        " (O)At the end of the turn during which this card was used, send it to the Dark Area. (O)This card"
        " cannot be used when your Digimon is Level III.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert result.requirement == Not(LevelIs("self", ("III",)))
    (ability,) = result.abilities
    assert ability.effects == (MultiplyAttack("self", 2),)
    assert ability.condition == LevelAbove("opponent")
    assert ability.condition.holds(RecordingContext(SideView(level="IV"), SideView(level="Ultimate")))
    assert not ability.condition.holds(RecordingContext(SideView(level="IV"), SideView(level="IV")))


def test_during_battle_when_facing_a_higher_level():
    # Re-07t Ishida Yamato (1), second sentence.
    ability = compile_sentence(
        "During battle, when facing a Digimon of a higher level than yours, double your attack power.",
        "on_use",
    )
    assert ability is not None and ability.condition == LevelAbove("opponent")


def test_a_points_range_printed_high_to_low():
    # "When you have 60-40 points left, triple the opponent's lost points."
    ability = compile_sentence(
        "When you have 60-40 points left, triple the opponent's lost points.", "on_use"
    )
    assert ability is not None
    assert ability.condition == PointsWithin("self", at_most=60, at_least=40)


def test_your_digimon_belonging_to_a_field():
    # Sx-39 Nature Spirits, first sentence.
    ability = compile_sentence(
        "When your Digimon belongs to Nature Spirits, add 100 to your attack power.", "on_use"
    )
    assert ability is not None and ability.condition == InField("self", "NSp")


def test_a_check_of_the_opponents_hand_counts_the_cards_it_names():
    # St-921 Fenrir Sword (first sentence).
    ability = compile_sentence(
        "Check the contents of the opponent's hand, and if their hand contains 2 or more Option cards, add"
        " 500 to your attack power.",
        "on_use",
    )
    assert ability is not None
    assert ability.condition == CardCount(("opponent",), "hand", "option", at_least=2)
    assert ability.condition.holds(RecordingContext(opponent=SideView(counts={("hand", "option"): 2})))
    assert not ability.condition.holds(RecordingContext(opponent=SideView(counts={("hand", "option"): 1})))


def test_a_check_of_the_opponents_hand_with_an_instead_for_zanbamon():
    # Bo-914 Ryuzan-maru.
    result = compile_option(
        "(O)Check the opponent's hand, and if it contains any Vaccine attribute Digimon, reduce your"
        " opponent's attack power by 200 (if your Digimon is Zanbamon, instead of 200, reduce the opponent's"
        " attack power by 400 instead). (O)This card can only be used when your Digimon is Zanbamon, or"
        " belongs to Unknown.",
        "Battle Phase",
        "",
    )
    assert result.status == "compiled"
    assert [a.effects for a in result.abilities] == [
        (AddAttack("opponent", -200),),
        (AddAttack("opponent", -400),),
    ]


def test_a_list_of_types_for_your_digimon_and_the_opponents_column():
    # Vj-4 The One Who Inherits the Power of Dragons.
    ability = compile_sentence(
        "When your Digimon is Dinosaur type, Cyborg type, or Dragon Man type, the opponent's attack becomes B"
        " regardless of your battle type.",
        "on_use",
    )
    assert ability is not None
    assert ability.effects == (SetAttackColumn("opponent", "B"),)
    assert ability.condition == AnyOf(
        tuple(SpeciesContains("self", word) for word in ("Dinosaur", "Cyborg", "Dragon Man"))
    )


def test_the_attack_of_a_described_opponent_is_lowered():
    # Bo-1087 (after "While this card is activated, …").
    ability = compile_sentence(
        "The attack power of the opponent's Digimon belonging to Nature Spirits is lowered by 500.", "on_use"
    )
    assert ability is not None
    assert (ability.effects, ability.condition) == (
        (AddAttack("opponent", -500),),
        InField("opponent", "NSp"),
    )
