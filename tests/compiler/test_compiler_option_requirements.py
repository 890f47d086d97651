"""Option use requirements (RULES 7.3, O-N1 / O-N2) on real card texts: points against the
opponent's, hand sizes, support Digimon, the opponent's level and "A, or B" combinations."""

from __future__ import annotations

from gameplay.compiler.patterns.option_lines import parse_requirement
from gameplay.compiler.text import compile_option
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.attack_value_within import AttackValueWithin
from gameplay.engine.effects.conditions.base_attack_within import BaseAttackWithin
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.card_number_ends import CardNumberEnds
from gameplay.engine.effects.conditions.chosen import Chosen
from gameplay.engine.effects.conditions.evolution_text_has import EvolutionTextHas
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.level_above import LevelAbove
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.points_compare import PointsCompare
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.conditions.species_is import SpeciesIs
from gameplay.engine.effects.cut_lost_points import CutLostPoints
from gameplay.engine.effects.discard_for_battle_type import DiscardForBattleType
from gameplay.engine.effects.reduce_by_lost_column import ReduceByLostColumn
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.overrides import override_text
from tests.engine.effects.recording import RecordingContext, SideView


def test_points_lower_than_the_opponents_or_forty_and_below_is_a_situation():
    # Bx-130 Skuld Terminal: "You can use this card when your points are lower than the
    # opponent's, or if your points are 40 and below."
    level, situation = parse_requirement(
        "You can use this card when your points are lower than the opponent's, or if your points are 40"
        " and below."
    )
    assert level is None
    assert situation == AnyOf((PointsCompare("self", "lower"), PointsWithin("self", at_most=40)))


def test_points_compare_reads_both_sides_points():
    lower = PointsCompare("self", "lower")
    at_most = PointsCompare("self", "at_most")
    tied = RecordingContext(SideView(points=60), SideView(points=60))
    behind = RecordingContext(SideView(points=50), SideView(points=60))
    assert not lower.holds(tied) and at_most.holds(tied)
    assert lower.holds(behind) and at_most.holds(behind)
    assert not at_most.holds(RecordingContext(SideView(points=70), SideView(points=60)))


def test_equal_to_or_lower_than_the_opponents_points():
    # Bx-103 Versandi Terminal.
    _, situation = parse_requirement(
        "You can use this card when your points are equal to or lower than your opponent's."
    )
    assert situation == PointsCompare("self", "at_most")


def test_the_opponents_level_is_a_situation_and_a_later_part_keeps_the_opponent_as_subject():
    # Bx-169 Thirst For Power: "You can use this card when your opponent is Hybrid level, or has a
    # level higher than yours."
    level, situation = parse_requirement(
        "You can use this card when your opponent is Hybrid level, or has a level higher than yours."
    )
    assert level is None
    assert situation == AnyOf((LevelIs("opponent", ("Hybrid",)), LevelAbove("opponent")))


def test_level_above_follows_the_rules_level_order_and_never_ranks_level_less_digimon():
    higher = LevelAbove("opponent")
    assert higher.holds(RecordingContext(SideView(level="IV"), SideView(level="Perfect")))
    assert not higher.holds(RecordingContext(SideView(level="Perfect"), SideView(level="Perfect")))
    assert not higher.holds(RecordingContext(SideView(level="III"), SideView(level="Hybrid")))
    # Armor reads as Level IV.
    assert not higher.holds(RecordingContext(SideView(level="IV"), SideView(level="Armor")))


def test_a_comma_list_of_traits_needs_all_of_them_and_the_level_is_the_o_n1_limit():
    # Sx-38 The Last Guardian: "You can use this card when you are an Ultimate level, Holy Knight
    # type, and Vaccine attribute."
    level, situation = parse_requirement(
        "You can use this card when you are an Ultimate level, Holy Knight type, and Vaccine attribute."
    )
    assert level == LevelIs("self", ("Ultimate",))
    assert situation == AllOf((SpeciesContains("self", "Holy Knight"), HasAttribute("self", "Vaccine")))


def test_cannot_be_used_at_low_levels_or_with_an_empty_hand():
    # Sp-4 The Glory of Victory Is in My Hand!!!: "This card cannot be used when your Digimon is
    # Level III or Level IV, or if you have no cards left in your hand."
    _, situation = parse_requirement(
        "This card cannot be used when your Digimon is Level III or Level IV, or if you have no cards"
        " left in your hand."
    )
    assert situation == Not(AnyOf((LevelIs("self", ("III", "IV")), HandSizeWithin("self", 0, 0))))


def test_a_list_of_names_is_any_of_them():
    # Bo-794 D-Worm: "This card can only be used when your Digimon is Duskmon,
    # Mercuremon, Ranamon, Grottemon, or Arbormon."
    _, situation = parse_requirement(
        "This card can only be used when your Digimon is Duskmon, Mercuremon, Ranamon, Grottemon, or"
        " Arbormon."
    )
    assert situation == AnyOf(
        tuple(
            NameIs("self", (name,)) for name in ("Duskmon", "Mercuremon", "Ranamon", "Grottemon", "Arbormon")
        )
    )


def test_a_support_digimon_is_a_digimon_card_in_the_support_box():
    # Bx-170: "You can use this card when you have a support Digimon."
    _, situation = parse_requirement("You can use this card when you have a support Digimon.")
    assert situation == CardCount(("self",), "support_box", "digimon")


def test_both_digimon_at_a_level_limit_yours_and_makes_the_opponents_a_situation():
    # WS-4 The Ultimate Clash!!: "This card can only be used when both your and your opponent's Digimon
    # are Ultimate level."
    level, situation = parse_requirement(
        "This card can only be used when both your and your opponent's Digimon are Ultimate level."
    )
    assert level == LevelIs("self", ("Ultimate",))
    assert situation == LevelIs("opponent", ("Ultimate",))


def test_an_exact_hand_size_joins_the_level_limit():
    # Bo-498 High Speed Plug-In T: "This card can only be used when your Digimon is Level IV or Perfect
    # level, and when you have 4 cards in your hand when this card is activated."
    level, situation = parse_requirement(
        "This card can only be used when your Digimon is Level IV or Perfect level, and when you have 4"
        " cards in your hand when this card is activated."
    )
    assert level == LevelIs("self", ("IV", "Perfect"))
    assert situation == HandSizeWithin("self", 4, 4)


def test_an_unknown_part_leaves_the_whole_requirement_unread():
    # Bx-148: "… and you lost the battle." has no condition kind yet, so nothing is half-read.
    assert (
        parse_requirement(
            "You can use this card when your Digimon is not Level III, and you lost the battle."
        )
        is None
    )


def test_a_card_number_ending_in_t_is_a_situation():
    # Bo-142t Victory Yell: "You can use this card when your card number has a "t" at the end."
    assert parse_requirement('You can use this card when your card number has a "t" at the end.') == (
        None,
        CardNumberEnds("self", "t"),
    )


def test_card_number_ends_reads_the_printed_number_of_the_battling_digimon():
    ends_in_t = CardNumberEnds("self", "t")
    assert ends_in_t.holds(RecordingContext(SideView(card_number="Bo-91t")))
    assert not ends_in_t.holds(RecordingContext(SideView(card_number="Bo-91")))
    # "Bo-1vj" ends with "j", not "t".
    assert not ends_in_t.holds(RecordingContext(SideView(card_number="Bo-1vj")))


def test_armor_evolution_in_the_fusion_requirements_and_the_opponents_level():
    # Vj-6 The Hidden Power of Digimentals!!: "This card can only be used when your Digimon has 'Armor
    # Evolution' in its fusion requirements, and the opponent is a Level III or Level IV Digimon."
    level, situation = parse_requirement(
        "This card can only be used when your Digimon has 'Armor Evolution' in its fusion requirements, and"
        " the opponent is a Level III or Level IV Digimon."
    )
    assert level is None
    assert situation == AllOf(
        (EvolutionTextHas("self", ("Armor Evolution",)), LevelIs("opponent", ("III", "IV")))
    )


def test_a_slashed_digimental_is_either_of_them_and_the_level_is_the_o_n1_limit():
    # Bo-590: "This card can only be used when your Digimon is a Level IV with Digimental of
    # Miracles/Fate in its fusion requirements."
    level, situation = parse_requirement(
        "This card can only be used when your Digimon is a Level IV with Digimental of Miracles/Fate in its"
        " fusion requirements."
    )
    assert level == LevelIs("self", ("IV",))
    assert situation == EvolutionTextHas("self", ("Digimental of Miracles", "Digimental of Fate"))


def test_a_name_in_your_fusion_requirements_is_one_of_the_options():
    # Bo-347: "This card can only be used when your Digimon is Perfect or Ultimate level, or when you
    # have Tailmon in your fusion requirements." An "or" keeps the level a situation (O-N2).
    _, situation = parse_requirement(
        "This card can only be used when your Digimon is Perfect or Ultimate level, or when you have Tailmon"
        " in your fusion requirements."
    )
    assert situation == AnyOf(
        (LevelIs("self", ("Perfect", "Ultimate")), EvolutionTextHas("self", ("Tailmon",)))
    )


def test_evolution_text_has_reads_the_printed_requirements_field():
    armor = EvolutionTextHas("self", ("Armor Evolution",))
    assert armor.holds(
        RecordingContext(SideView(evolution_text="Armor Evolution Wormmon + Digimental of Miracles"))
    )
    assert not armor.holds(RecordingContext(SideView(evolution_text="Agumon + OO")))


def test_a_permission_the_engine_already_gives_adds_no_condition():
    # Bo-351 No Items Allowed!: "This card may be used during evolution phase, regardless of whether you
    # are first or second to attack." (E-3 (d) / E-4 (d), B-6.)
    assert parse_requirement(
        "This card may be used during evolution phase, regardless of whether you are first or second to"
        " attack."
    ) == (None, None)


def test_own_turn_only_and_no_answering_are_read_and_the_card_stays_unconditioned():
    # Bo-539 Invalidation Plug-In P (B-4 / B-6: a card without "before it takes effect" is used in its
    # owner's own window only).
    result = compile_option(
        "(O)Send one currently active Program Option card in your opponent's slots to the Dark Area. (O)You"
        " may only use this card during your turn; this card cannot invalidate the opponent's Option cards"
        " before they take effect. (O)At the end of the battle phase during which this card was used, send"
        " it to the Dark Area.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.condition is None and result.requirement is None


def test_a_card_that_answers_is_not_read_as_used_in_your_turn_only():
    # The permission is the whole sentence; "during your turn, when …" is something else.
    assert parse_requirement(
        "You may only use this card during your turn, when you have no cards in your hand."
    ) != (
        None,
        None,
    )


def test_a_basic_a_attack_bound_joins_the_level_limit():
    # Bo-642 King Device: "This card can only be used when your Digimon is Ultimate level with a basic A
    # attack power of 560 and below."
    level, situation = parse_requirement(
        "This card can only be used when your Digimon is Ultimate level with a basic A attack power of 560"
        " and below."
    )
    assert level == LevelIs("self", ("Ultimate",))
    assert situation == BaseAttackWithin("self", "A", at_most=560)


def test_a_basic_attack_range():
    # Bo-743: "… Ultimate level with a basic A attack power of 570-590."
    _, situation = parse_requirement(
        "This card can only be used when your Digimon is Ultimate level with a basic A attack power of"
        " 570-590."
    )
    assert situation == BaseAttackWithin("self", "A", at_least=570, at_most=590)


def test_its_type_words_and_the_basic_attack_written_on_its_card():
    # St-592 Dramon Killer.
    level, situation = parse_requirement(
        "This card can only be used when your Digimon is Ultimate level and its type has the words 'dragon"
        " man' in it, and when the basic attack A written on its card is 590 and below."
    )
    assert level == LevelIs("self", ("Ultimate",))
    assert situation == AllOf(
        (SpeciesContains("self", "dragon man"), BaseAttackWithin("self", "A", at_most=590))
    )


def test_a_basic_attack_a_of_600_and_above_for_an_ultimate_of_a_field():
    # St-582 Knight Device: "… used by an Ultimate level belonging to Wind Guardians, with a basic attack
    # A of 600 and above."
    level, situation = parse_requirement(
        "This card can only be used by an Ultimate level belonging to Wind Guardians, with a basic attack A"
        " of 600 and above."
    )
    assert level == LevelIs("self", ("Ultimate",))
    assert situation == AllOf((InField("self", "WG"), BaseAttackWithin("self", "A", at_least=600)))


def test_a_needed_ability_is_a_keyword_situation():
    # St-110: "In order to use this card, the ability "underwater" is needed." Sp-1: "The ability "sky"
    # is needed to be able to use this card."
    assert parse_requirement('In order to use this card, the ability "underwater" is needed.') == (
        None,
        HasKeyword("self", "underwater"),
    )
    assert parse_requirement('The ability "sky" is needed to be able to use this card.') == (
        None,
        HasKeyword("self", "sky"),
    )


def test_resuming_the_battle_after_a_point_reduction_adds_nothing():
    # Bo-108: "After that, if they still have points left, resume the battle." (option_rewrites drops
    # the "if they still have points left", P-8.)
    result = compile_option(
        '(O)If the opponent\'s Digimon has the ability "sky", immediately reduce their points by 20. After'
        " that, if they still have points left, resume the battle. (O)This card cannot be used when your"
        " Digimon is Level III.",
        "Battle Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.condition == HasKeyword("opponent", "sky")


def test_a_part_that_speaks_of_it_keeps_your_digimon_as_subject():
    # St-490: "This card can only be used when your Digimon belongs to Virus Busters, is Vaccine
    # attribute, and if it is Perfect or Ultimate level."
    level, situation = parse_requirement(
        "This card can only be used when your Digimon belongs to Virus Busters, is Vaccine attribute, and if"
        " it is Perfect or Ultimate level."
    )
    assert level == LevelIs("self", ("Perfect", "Ultimate"))
    assert situation == AllOf((InField("self", "VB"), HasAttribute("self", "Vaccine")))


def test_quoted_type_words_are_one_of_them():
    # Bo-592: "… your Digimon is a Perfect level Digimon, and is 'Holy Beast', 'Holy Dragon' or 'Holy
    # Bird' type."
    level, situation = parse_requirement(
        "This card can only be used when your Digimon is a Perfect level Digimon, and is 'Holy Beast', 'Holy"
        " Dragon' or 'Holy Bird' type."
    )
    assert level == LevelIs("self", ("Perfect",))
    assert situation == AnyOf(
        tuple(SpeciesContains("self", word) for word in ("Holy Beast", "Holy Dragon", "Holy Bird"))
    )


def test_bo_2f_reads_its_group_in_the_catalogs_spellings_and_discards_for_a_battle_type():
    # Bo-2f: "This card can only be used when your Digimon's group is Fusion Form or Transcendent Form."
    # Its discard and type change are one choice made as it resolves, not a price (B-3).
    choice = override_text("Bo-2f").abilities[-1]
    assert choice.effects == (DiscardForBattleType("self"),) and choice.cost == ()
    situation = choice.condition
    assert situation == AnyOf(
        tuple(
            InGroup("self", group)
            for group in ("Fusion Form", "Transcendent Form", "Trascendent Form", "Transcedent Form")
        )
    )


def test_the_word_angel_with_its_listed_ranks_and_without_fallen_angels():
    # St-486 Excalibur.
    _, situation = parse_requirement(
        "This card can only be used by Digimon that have the word 'angel' in their type (including Cherub,"
        " Dominion, Ophan, Power, Seraph, Virtue; excluding Fallen Angel type), and that belong to Virus"
        " Busters."
    )
    ranks = ("Cherub", "Dominion", "Ophan", "Power", "Seraph", "Virtue")
    assert situation == AllOf(
        (
            AnyOf((SpeciesContains("self", "angel"), SpeciesIs("self", ranks))),
            Not(SpeciesContains("self", "Fallen Angel")),
            InField("self", "VB"),
        )
    )
    assert not SpeciesIs("self", ranks).holds(RecordingContext(SideView(species="Power Synthesis")))
    assert SpeciesIs("self", ranks).holds(RecordingContext(SideView(species="Power")))


def test_a_name_containing_a_word_or_a_level():
    # St-928 Volcano Armor: an "or" keeps the level a situation (O-N2).
    assert parse_requirement(
        "This card can only be used when your Digimon's name contains 'Volca', or is a Perfect or Ultimate"
        " level Digimon."
    ) == (None, AnyOf((NameIs("self", ("Volca",), partial=True), LevelIs("self", ("Perfect", "Ultimate")))))


def test_a_card_turning_face_up_in_your_slot_is_checked_when_this_card_is_turned_face_up():
    # Bx-76 Divine Protection of the Aqua Orb: "You can use this card when an Aqua Orb card turns face-up
    # in your slot." A moment, so the flip limit (O-N1 place), not a situation its effect waits for.
    assert parse_requirement("You can use this card when an Aqua Orb card turns face-up in your slot.") == (
        CardCount(("self",), "slots_face_up", "name:Aqua Orb"),
        None,
    )


def test_an_attack_power_at_the_flip_joins_the_o_n1_limit_and_face_down_cards_are_a_situation():
    # St-608 Ambush!!: the attack is read when the card turns face-up, so it is checked then only.
    level, situation = parse_requirement(
        "This card can only be used when your Digimon is Ultimate level and has an attack power of 500 and"
        " below at the point when this card turned face-up, and when your opponent has zero face-down cards"
        " in their slots."
    )
    assert level == AllOf((LevelIs("self", ("Ultimate",)), AttackValueWithin("self", at_most=500)))
    assert situation == CardCount(("opponent",), "slots_face_down", "any", at_least=0, at_most=0)


def test_your_attack_power_at_the_flip_with_points_against_the_opponents():
    # Bo-650 Core Break Shot!!: its own "Add 500 to your attack power" must not undo the limit.
    level, situation = parse_requirement(
        "This card can only be used when your Digimon is Ultimate level, your points are equal to or lower"
        " than your opponent's, and your attack power is 590 and below at the time when this card turns"
        " face-up."
    )
    assert level == AllOf((LevelIs("self", ("Ultimate",)), AttackValueWithin("self", at_most=590)))
    assert situation == PointsCompare("self", "at_most")


def test_directly_reducing_by_your_level_iv_lost_points():
    # St-608: "(O)Directly reduce the opponent's points by the Level IV amount stated in your lost
    # points field."
    result = compile_option(
        "(O)Directly reduce the opponent's points by the Level IV amount stated in your lost points field.",
        "Battle Phase",
        "",
    )
    (ability,) = result.abilities
    (effect,) = ability.effects
    assert effect == ReduceByLostColumn("opponent", "self", "IV")
    ctx = RecordingContext(SideView(lost_points=(40, 30, 20, 10)))
    effect.apply(ctx)
    assert ctx.calls == [("change_points", "opponent", -30)]


def test_a_lost_point_cut_that_never_reaches_zero():
    # Bx-34 New Digital World NDW.
    result = compile_option(
        "You can use this card when your Digimon is red frame and Level IV, Perfect, or Ultimate level. You"
        " may reduce your lost points by 10 (however, it cannot become zero). Send this card to the Dark Area"
        " when your Digimon reaches the end of its lifespan, or when another Field card turns face-up in your"
        " slots.",
        "Evolution Phase",
        "(O)Cannot receive any effects caused by blue frame cards.",
    )
    assert result.status == "compiled"
    assert result.requirement == LevelIs("self", ("IV", "Perfect", "Ultimate"))
    (ability,) = result.abilities
    assert ability.effects == (CutLostPoints("self", 10),)
    # "You may": the cut is its user's choice (O-3, patterns/option_choices.optional_outcomes).
    assert ability.condition == AllOf((FrameIs("self", "red"), Chosen(("yes",))))


def test_an_ability_and_a_level_in_one_requirement_are_both_kept():
    # Sx-37 Ice Crystal: "You can use this card when you possess the ability "freezing", and are not
    # Level III." The level part is the O-N1 limit; it was once swallowed by the ability phrase.
    level, situation = parse_requirement(
        'You can use this card when you possess the ability "freezing", and are not Level III.'
    )
    assert level == Not(LevelIs("self", ("III",)))
    assert situation == HasKeyword("self", "freezing")


def test_o_n1_an_ability_requirement_excluding_level_iii_limits_the_level_too():
    # St-691: "This card can only be used when your Digimon has the ability "flame" (excluding Level
    # III Digimon)." The ability is the situation (O-N2), the exclusion a level limit (O-N1).
    sentence = (
        'This card can only be used when your Digimon has the ability "flame" (excluding Level III Digimon).'
    )
    assert parse_requirement(sentence) == (Not(LevelIs("self", ("III",))), HasKeyword("self", "flame"))


def test_o_n1_an_exclusion_of_armor_evolved_digimon_excludes_the_armor_level():
    # St-690: "… has the ability "underground" (excluding Level III or Armor evolved Digimon)".
    sentence = (
        'This card can only be used when your Digimon has the ability "underground" (excluding Level III or'
        " Armor evolved Digimon)."
    )
    level, situation = parse_requirement(sentence)
    assert level == Not(LevelIs("self", ("III", "Armor")))
    assert situation == HasKeyword("self", "underground")
