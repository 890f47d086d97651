"""The compiler on real Digimon ability texts (quoted from the catalog with their card numbers)."""

from __future__ import annotations

from gameplay.compiler.text import compile_digimon, compile_sentence, split_sentences
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.on_sheet import OnSheet
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.conditions.prints_effect import PrintsEffect
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_option import InvalidateOption
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.negate_specials import NegateSpecials
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.recording import RecordingContext, SideView


def test_a_digimon_without_ability_text_counts_as_compiled():
    # St-1 Agumon: the importer stores its empty ability box as an info line "None".
    result = compile_digimon([("info", "None")])
    assert result.status == "compiled"
    assert result.abilities == ()


def test_keyword_lines_grant_keywords_for_as_long_as_the_digimon_is_in_play():
    # St-516: 'Has the abilities "sky" and "grappling".' (RULES 1.9, B-11.3)
    result = compile_digimon([("special", 'Has the abilities "sky" and "grappling".')])
    (ability,) = result.abilities
    assert ability.trigger == "continuous"
    assert ability.effects == (GrantKeyword("self", "sky"), GrantKeyword("self", "grappling"))


def test_information_lines_are_compiled_as_immunities_and_remember_they_are_not_specials():
    # Bo-1096: "The evolution requirements cannot be ignored. Cannot receive the effects of
    # Particle Worm No. 2." is one information line with two sentences (RULES 1.7).
    result = compile_digimon(
        [
            (
                "info",
                "The evolution requirements cannot be ignored."
                " Cannot receive the effects of Particle Worm No. 2.",
            )
        ]
    )
    assert result.status == "compiled"
    assert [a.effects for a in result.abilities] == [
        (GrantImmunity("self", "ignore_evolution_conditions"),),
        (GrantImmunity("self", "card:Particle Worm No. 2"),),
    ]
    assert {a.line for a in result.abilities} == {"info"}


def test_a_will_not_go_to_zero_protects_column_a_from_zeroing():
    # St-576 (B-8 step 3): "A will not go to zero due to the effects of attack C."
    result = compile_digimon([("info", "A will not go to zero due to the effects of attack C.")])
    assert result.abilities[0].effects == (GrantImmunity("self", "zero_column:A"),)


def test_the_opponent_loses_its_special_abilities_is_continuous_negation():
    # Bo-461, B-11.5: "The opponent loses its special abilities."
    result = compile_digimon([("special", "The opponent loses its special abilities.")])
    (ability,) = result.abilities
    assert (ability.trigger, ability.effects) == ("continuous", (NegateSpecials("opponent"),))


def test_facing_the_opponents_level_iv_doubles_attack_only_against_level_iv():
    # St-670: "When facing the opponent's Level IV Digimon, double your attack power." (B-8 step 4)
    (ability,) = compile_digimon(
        [("info", "When facing the opponent's Level IV Digimon, double your attack power.")]
    ).abilities
    assert ability.effects == (MultiplyAttack("self", 2),)
    assert ability.condition == LevelIs("opponent", ("IV",))
    assert ability.condition.holds(RecordingContext(opponent=SideView(level="IV")))
    assert not ability.condition.holds(RecordingContext(opponent=SideView(level="Perfect")))


def test_facing_a_digimon_outside_a_field_reads_the_negated_field():
    # Bo-845: "When facing a Digimon that does not belong to Wind Guardians, add 200 to your attack power."
    (ability,) = compile_digimon(
        [
            (
                "info",
                "When facing a Digimon that does not belong to Wind Guardians, add 200 to your attack power.",
            )
        ]
    ).abilities
    assert ability.effects == (AddAttack("self", 200),)
    assert ability.condition == Not(InField("opponent", "WG"))


def test_an_opponent_without_a_keyword_is_a_negated_keyword_condition():
    # Re-52: 'When the opponent's Digimon does not have the ability "sky", add 200 to your attack power.'
    text = 'When the opponent\'s Digimon does not have the ability "sky", add 200 to your attack power.'
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.condition == Not(HasKeyword("opponent", "sky"))
    assert ability.condition.holds(RecordingContext(opponent=SideView(keywords=frozenset({"gale"}))))
    assert not ability.condition.holds(RecordingContext(opponent=SideView(keywords=frozenset({"sky"}))))


def test_a_support_line_puts_its_points_condition_and_its_target_on_the_ability():
    # Bo-934 (B-10.3, B-10.4): "When your points are 60 and below, send this card from your hand and
    # add 420 to the attack power of one of your Digimon belonging to Nature Spirits."
    text = (
        "When your points are 60 and below, send this card from your hand and add 420 to the attack power"
        " of one of your Digimon belonging to Nature Spirits."
    )
    (ability,) = compile_digimon([("support", text)]).abilities
    assert ability.trigger == "on_use"
    assert ability.line == "support"
    assert ability.effects == (AddAttack("self", 420),)
    assert ability.condition == AllOf((PointsWithin("self", at_most=60), InField("self", "NSp")))


def test_a_hybrid_support_chains_its_after_that_sentence_onto_the_placement():
    # St-763: "You may send this card from your hand to the support box of a Hybrid level. After that,
    # add 600 to the attack power of the supported Hybrid level."
    text = (
        "You may send this card from your hand to the support box of a Hybrid level. After that, add 600"
        " to the attack power of the supported Hybrid level."
    )
    (ability,) = compile_digimon([("support", text)]).abilities
    assert ability.effects == (AddAttack("self", 600),)
    assert ability.condition == LevelIs("self", ("Hybrid",))


def test_for_every_discarded_digimon_card_is_a_repeatable_use_costing_one_digimon_card():
    # Bo-461: "For every Digimon card you discard from your hand, add 50 to your attack power."
    text = "For every Digimon card you discard from your hand, add 50 to your attack power."
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.trigger == "on_use"
    assert ability.cost == (Cost(1, "hand", "digimon"),)
    assert ability.uses is None
    assert ability.effects == (AddAttack("self", 50),)


def test_a_named_card_cost_and_a_use_cap():
    # Bo-117t: "During battle, discard one Calamaramon card from your hand and add 540 to your attack
    # power (1 card max)."
    text = (
        "During battle, discard one Calamaramon card from your hand and add 540 to your attack power"
        " (1 card max)."
    )
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.cost == (Cost(1, "hand", "name:Calamaramon"),)
    assert ability.uses == 1


def test_only_once_during_battle_invalidating_a_program_option():
    # Bo-213: "Only once during battle, you may discard one card from your hand and invalidate one of
    # the opponent's Program Option cards before it takes effect."
    text = (
        "Only once during battle, you may discard one card from your hand and invalidate one of the"
        " opponent's Program Option cards before it takes effect."
    )
    (ability,) = compile_digimon([("special", text)]).abilities
    assert (ability.trigger, ability.uses) == ("on_use", 1)
    assert ability.cost == (Cost(1, "hand", "any"),)
    assert ability.effects == (InvalidateOption("opponent", "Program"),)


def test_a_fixed_attack_column_regardless_of_battle_type():
    # St-961 (B-8 step 1): "Your attack becomes B regardless of the opponent's battle type."
    (ability,) = compile_digimon(
        [("special", "Your attack becomes B regardless of the opponent's battle type.")]
    ).abilities
    assert (ability.trigger, ability.effects) == ("continuous", (SetAttackColumn("self", "B"),))


def test_a_named_opponent_is_a_name_condition():
    # St-576: "When facing a Megalo Growmon, double your attack power. (This is not a special ability)"
    text = (
        "A will not go to zero due to the effects of attack C. When facing a Megalo Growmon, double your"
        " attack power. (This is not a special ability)"
    )
    result = compile_digimon([("info", text)])
    assert result.status == "compiled"
    assert result.abilities[1].condition == NameIs("opponent", ("Megalo Growmon",))


def test_a_quoted_taking_ability_is_read_on_the_opponents_printed_lines_not_as_a_keyword():
    # Ta-7: "When facing a Digimon with the ability 'The opponent loses its special abilities', triple
    # your attack power" names a whole ability: the opponent's compiled lines must include it.
    text = (
        "When facing a Digimon with the ability 'The opponent loses its special abilities', triple your"
        " attack power (this is not a special ability)."
    )
    result = compile_digimon([("info", text)])
    assert result.status == "compiled"
    (ability,) = result.abilities
    assert ability.line == "info"
    assert ability.condition == PrintsEffect("opponent", "negate_specials:opponent")
    assert ability.effects == (MultiplyAttack("self", 3, 1),)


def test_a_line_with_one_unknown_sentence_stays_manual_whole_and_the_card_is_partial():
    # A mix: a keyword line compiles, Bo-19v's handshake request does not.
    handshake = "Request a handshake from the opponent. If the opponent agrees, the battle ends in a draw."
    result = compile_digimon([("special", 'Has the ability "sky".'), ("special", handshake)])
    assert result.status == "partial"
    assert result.manual == (handshake,)
    assert len(result.abilities) == 1


def test_sentences_split_at_full_stops_but_not_inside_parentheses():
    text = 'Add 100 to your attack power (this is not. A split). Has the ability "sky".'
    assert split_sentences(text) == [
        "Add 100 to your attack power (this is not. A split).",
        'Has the ability "sky".',
    ]


def test_a_class_line_gives_the_lost_point_column_a_levelless_card_reads_as():
    # RULES 6.1 lostPointColumnAs; a Hybrid's info line "Perfect-class. Cannot receive the effects of
    # Option Cards in the Category Worm."
    result = compile_digimon(
        [("info", "Perfect-class. Cannot receive the effects of Option Cards in the Category Worm.")]
    )
    assert result.status == "compiled"
    assert result.lost_column_as == "Perfect"
    assert result.abilities[0].effects == (GrantImmunity("self", "category:Worm"),)
    assert compile_digimon([("info", "Level IV Class.")]).lost_column_as == "IV"


def test_a_choice_of_two_columns_becomes_two_usable_abilities():
    # Re-123 (B-8 step 1): "You can make your attack A or B regardless of the opponent's battle type."
    result = compile_digimon(
        [("special", "You can make your attack A or B regardless of the opponent's battle type.")]
    )
    assert [(a.trigger, a.effects) for a in result.abilities] == [
        ("on_use", (SetAttackColumn("self", "A"),)),
        ("on_use", (SetAttackColumn("self", "B"),)),
    ]


def test_losing_with_a_whole_hand_cost_sends_the_opponents_digimon_away():
    # Bo-389: "When you lose the battle, you may discard your whole hand and send the opponent's
    # non-Level III Digimon to the Dark Area." The engine offers it in the owner's P-2 window.
    text = (
        "When you lose the battle, you may discard your whole hand and send the opponent's non-Level III"
        " Digimon to the Dark Area."
    )
    result = compile_digimon([("special", text)])
    ability = single_ability(result)
    assert ability.trigger == "on_lose"
    assert ability.cost == (Cost(0, "hand", "any", hand_all=True),)
    assert ability.effects == (SendDigimonToDarkArea("opponent"),)


def test_a_priced_evolution_trigger_is_read_but_left_to_the_players():
    # No card prints one yet; the engine would never pay it (effect_context.fire), so the line is
    # not counted as compiled.
    text = "When you evolve into this Digimon, you may discard one card from your hand and draw 2 cards."
    ability = compile_sentence(text, "continuous")
    assert ability is not None and ability.trigger == "on_evolve" and ability.cost
    assert compile_digimon([("special", text)]).status == "manual"


def test_a_card_on_the_opponents_sheet_is_an_on_sheet_condition():
    # St-235: "When there is a Gururumon on the opponent's sheet, add 50 to your attack power."
    text = "When there is a Gururumon on the opponent's sheet, add 50 to your attack power."
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.condition == OnSheet("opponent", ("Gururumon",))
    assert ability.condition.holds(RecordingContext(opponent=SideView(sheet=frozenset({"Gururumon"}))))
    assert not ability.condition.holds(RecordingContext(me=SideView(sheet=frozenset({"Gururumon"}))))


def test_a_group_support_reads_the_catalog_group():
    # Bo-1082: "When your points are 50 and below, add 600 to the attack power of your Royal Knights Digimon."
    text = "When your points are 50 and below, add 600 to the attack power of your Royal Knights Digimon."
    (ability,) = compile_digimon([("support", text)]).abilities
    assert ability.condition == AllOf((PointsWithin("self", at_most=50), InGroup("self", "Royal Knights")))


def test_a_when_you_win_further_reduction_adds_to_the_lost_points():
    # St-281 (P-3 "reduce again"): "If you win the battle, further reduce the opponent's points by 20."
    (ability,) = compile_digimon(
        [("special", "If you win the battle, further reduce the opponent's points by 20.")]
    ).abilities
    assert (ability.trigger, ability.effects) == ("on_win", (AddLostPoints("opponent", 20),))


def test_regain_on_evolving_is_an_on_evolve_point_gain():
    # Bo-42: "Regain 30 points when you evolve to this Digimon."
    (ability,) = compile_digimon([("special", "Regain 30 points when you evolve to this Digimon.")]).abilities
    assert (ability.trigger, ability.effects) == ("on_evolve", (ChangePoints("self", 30),))


def test_a_named_card_cost_keeps_its_capitalised_name_and_rejects_loose_words():
    # Sp-23: "For every Agnimon or Vritramon card you discard from your hand, add 400 to your attack power."
    text = "For every Agnimon or Vritramon card you discard from your hand, add 400 to your attack power."
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.cost == (Cost(1, "hand", "name:Agnimon|Vritramon"),)
    # Bx-119's "card containing the word 'Metal'" is no card name: the line stays manual.
    bx119 = (
        "For every card containing the word 'Metal' that you discard from your hand, add 300 to your attack"
        " power."
    )
    assert compile_digimon([("special", bx119)]).status == "manual"


def test_counting_cards_on_a_sheet_is_a_card_count_condition():
    # St-413: "When you have 3 Digimon belonging to Deep Savers on your sheet, add 200 to your attack power."
    text = "When you have 3 Digimon belonging to Deep Savers on your sheet, add 200 to your attack power."
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.condition == CardCount(("self",), "sheet", "digimon;field:DS", at_least=3)
    three = RecordingContext(me=SideView(counts={("sheet", "digimon;field:DS"): 3}))
    two = RecordingContext(me=SideView(counts={("sheet", "digimon;field:DS"): 2}))
    assert ability.condition.holds(three)
    assert not ability.condition.holds(two)


def test_for_every_card_on_the_opponents_sheet_adds_per_card():
    # St-965: "For every blue frame Digimon on the opponent's sheet, add 150 to your attack power."
    text = "For every blue frame Digimon on the opponent's sheet, add 150 to your attack power."
    (ability,) = compile_digimon([("special", text)]).abilities
    assert ability.effects == (AddAttackPerCard("self", 150, ("opponent",), "sheet", "frame:blue;digimon"),)
