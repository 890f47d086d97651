"""Option cards that change what a Digimon is or has, on real card texts (patterns/option_grants.py):
attributes, field icons, keywords, "cannot go to zero" and what the Digimon cannot receive."""

from __future__ import annotations

from gameplay.compiler.text import compile_digimon, compile_option, split_option_parts
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.change_attribute import ChangeAttribute
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.battle_type_is import BattleTypeIs
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.same_attribute import SameAttribute
from gameplay.engine.effects.conditions.same_background import SameBackground
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.discard_active_options import DiscardActiveOptions
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.keep_attribute_change import KeepAttributeChange
from gameplay.engine.effects.lose_zeroing import LoseZeroing
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.negate_specials import NegateSpecials
from gameplay.engine.effects.restrict_fields import RestrictFields
from tests.engine.effects.overrides import override_text
from tests.engine.effects.recording import RecordingContext, SideView

ST_489 = (
    "(O)For the turn during which this card is used, change the attribute of one of the Digimon in your"
    " opponent's Digimon box to Vaccine (they remain as Vaccine attribute even after evolution). (O)At the"
    " end of the turn during which this card was used, send it to the Dark Area."
)


def _compiled(effect: str, timing: str = "Battle Phase", activation: str = ""):
    result = compile_option(effect, timing, activation)
    assert result.status == "compiled", result.manual
    return result


# -- attributes ------------------------------------------------------------------------------------


def test_st_489_changes_the_opponents_attribute_to_vaccine_for_the_turn_kept_after_evolution():
    # St-489 We're Honor Students (Preparation Phase).
    (ability,) = _compiled(ST_489, "Preparation Phase").abilities
    assert ability.effects == (ChangeAttribute("opponent", "Vaccine", kept_after_evolution=True),)
    assert ability.condition is None
    assert ability.limits == ("end_of_turn",)


def test_changing_your_own_attribute_is_not_kept_after_evolution_unless_it_says_so():
    # Bo-247's first sentence (its "place this card next to your Digimon" is the stacking family's).
    result = compile_option("Change your Digimon's attribute to Vaccine.", "Evolution Phase", "")
    assert result.abilities[0].effects == (ChangeAttribute("self", "Vaccine"),)


def test_re_57t_adds_800_instead_of_500_when_the_attributes_are_the_same():
    # Re-57t The Hot, Furious Metal Storm!!
    result = _compiled(
        "You can use this card when your Digimon is Perfect or Ultimate level. Add 500 to the attack power"
        " of your Cyborg type and Machine type Digimon. If the opponent Digimon's attribute is the same as"
        " yours, add 800 to your attack power instead. Send this card to the Dark Area at the end of the"
        " Battle Phase."
    )
    first, instead = result.abilities
    machine = AnyOf((SpeciesContains("self", "Cyborg"), SpeciesContains("self", "Machine")))
    assert first.effects == (AddAttack("self", 500),)
    assert first.condition == AllOf((machine, Not(SameAttribute())))
    assert instead.effects == (AddAttack("self", 800),)
    assert instead.condition == AllOf((machine, SameAttribute()))


# -- field icons -----------------------------------------------------------------------------------


def test_bo_587_gains_the_nightmare_soldiers_field_icon_then_adds_50():
    # Bo-587 Black Wings.
    (ability,) = _compiled(
        "(O)Your Digimon gains the Nightmare Soldiers field icon. After that, add 50 to your attack power."
        " (O)This card remains in its slot and continues its effects until it is discarded by you or"
        " invalidated, or when your Digimon loses a battle or reaches the end of its lifespan."
    ).abilities
    assert ability.effects == (AddTrait("self", "field", "NSo"), AddAttack("self", 50))


def test_st_482_gains_the_quoted_field_icon():
    # St-482 Holy Ring.
    result = _compiled(
        "(O)You gain the field icon 'Virus Busters'. After that, add 100 to your attack power. (O)This card"
        " can only be used when your Digimon is Level IV or Perfect level. (O)This card remains in its slot"
        " and continues its effects until you discard it or it is invalidated, or when your Digimon is sent"
        " to the Dark Area (including when it evolves or reaches the end of its lifespan)."
    )
    assert result.abilities[0].effects == (AddTrait("self", "field", "VB"), AddAttack("self", 100))
    assert result.requirement == LevelIs("self", ("IV", "Perfect"))


def test_st_811_keeps_metal_empire_as_the_only_field_icon():
    # St-811 Cyber Parts.
    gain, only = override_text("St-811").abilities
    assert gain.effects == (AddTrait("self", "field", "ME"), AddAttack("self", 150))
    assert only.effects == (RestrictFields("self", ("ME",)),)


# -- keywords --------------------------------------------------------------------------------------


def test_bo_543_gives_sky_and_to_dragons_also_grappling_and_100_each_on_its_condition():
    # Bo-543 Aero Wing: the parenthesised extra is read as its own abilities, so the addition is
    # withdrawn if the Digimon stops being a dragon (O-N2).
    sky, grappling, added = _compiled(
        '(O)Your Digimon gains the ability "sky" (if your Digimon has the word \'dragon (Ankylosaur/'
        "Ceratopsian/Dinosaur/Plesiosaur/Pterosaur/Stegosaur included)' in its type, it also gains the"
        ' ability "grappling" and has 100 added to its attack power). (O)This card cannot be used when your'
        " Digimon is Level III. (O)This card remains in its slot and continues its effects until it is"
        " discarded by you or invalidated, or when your Digimon loses a battle or reaches the end of its"
        " lifespan."
    ).abilities
    assert sky.effects == (GrantKeyword("self", "sky"),) and sky.condition is None
    assert grappling.effects == (GrantKeyword("self", "grappling"),)
    assert added.effects == (AddAttack("self", 100),) and added.condition == grappling.condition
    # The word or one of the types the parentheses include, read on the Digimon's type.
    assert grappling.condition is not None
    for species, holds in (("Dragon", True), ("Dinosaur", True), ("Pterosaur", True), ("Beast", False)):
        ctx = RecordingContext(me=SideView(species=species))
        assert grappling.condition.holds(ctx) is holds, species


# -- "cannot go to zero", A→0 ---------------------------------------------------------------------


def test_bo_23t_cannot_receive_a_to_zero_during_battle():
    # Bo-23t Inflation Space!! ("A?0" is how the translation prints "A→0").
    (ability,) = _compiled(
        "(O)During battle, you cannot receive the effects of A?0. (O)At the end of the turn during which this"
        " card was used, send it to the Dark Area.",
        activation="(O)Send one Digimon card from your hand to the Dark Area.",
    ).abilities
    assert ability.effects == (GrantImmunity("self", imm.ZERO_BY_ATTACK + "A"),)
    assert ability.cost[0].card_filter == "digimon"


def test_bo_449_adds_200_and_keeps_a_for_the_perfect_level_it_names():
    # Bo-449 Super Charger.
    added, kept = override_text("Bo-449").abilities
    perfect = LevelIs("self", ("Perfect",))
    assert added.effects == (AddAttack("self", 200),) and added.condition == perfect
    assert kept.effects == (GrantImmunity("self", imm.ZERO_COLUMN + "A"),) and kept.condition == perfect


def test_bo_450_keeps_a_and_doubles_once_however_many_are_used():
    # Bo-450 Max Charger: multipliers never stack (B-8 step 4), as its remark says.
    (ability,) = override_text("Bo-450").abilities
    assert ability.effects == (GrantImmunity("self", imm.ZERO_COLUMN + "A"), MultiplyAttack("self", 2))
    assert ability.condition == LevelIs("self", ("Ultimate",))


def test_bo_501_battle_type_c_keeps_a_from_the_opponents_attack_c_only():
    # Bo-501 Dark City (Field).
    (ability,) = override_text("Bo-501").abilities
    assert ability.effects == (GrantImmunity("self", imm.ZERO_BY_ATTACK + "A"),)
    assert ability.condition == BattleTypeIs("self", "C")


def test_bo_860_keeps_a_of_a_warrior_ten_and_adds_400_to_any_digimon():
    # Bo-860 The Ancient Warriors.
    kept, added = override_text("Bo-860").abilities
    assert kept.effects == (GrantImmunity("self", imm.ZERO_BY_ATTACK + "A"),)
    assert kept.condition == InGroup("self", "Warrior Ten")
    assert added.effects == (AddAttack("self", 400),) and added.condition is None


def test_re_19_keeps_every_column_of_a_shout_digimon_and_reads_the_misspelt_dark_area():
    # Re-19 Kudou Taiki ("Dar Area" as printed).
    result = _compiled(
        "Send 1 card from your hand to the Dark Area. When facing a Level IV or Perfect level Digimon, add"
        " 500 to your attack power. If your Digimon has 'Shout' in its name, your Digimon's A, B, and C"
        " attack cannot go to zero. Send this card to the Dar Area at the end of the battle phase."
    )
    _facing, kept = result.abilities
    assert kept.effects == tuple(GrantImmunity("self", imm.ZERO_COLUMN + c) for c in "ABC")
    assert kept.condition == NameIs("self", ("Shout",), partial=True)
    assert kept.limits == ("end_of_battle_phase",)


def test_st_380_doubles_b_and_loses_the_a_to_zero_ability():
    # St-380 Offense Plug-In N.
    doubled, lost = _compiled(
        "(O)Your Digimon's B attack power doubles, but at the same time you lose your A>0 ability. (O)This"
        " card can only be used when your Digimon is Level IV or Perfect level."
    ).abilities
    assert doubled.effects == (MultiplyAttack("self", 2),)
    assert doubled.condition == AttackColumnIs("self", ("B",))
    assert lost.effects == (LoseZeroing("self"),) and lost.condition is None


def test_a_digimons_your_a_will_not_go_to_zero_on_a_condition_reads_too():
    # Re-06t's line (a Digimon): "When you have an 'Ishida Yamato' card on your sheet, your A will not
    # go to zero."
    result = compile_digimon(
        [("special", "When you have an 'Ishida Yamato' card on your sheet, your A will not go to zero.")]
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (GrantImmunity("self", imm.ZERO_COLUMN + "A"),)


# -- what the Digimon cannot receive ---------------------------------------------------------------


def test_bo_446_cannot_receive_the_opponents_field_options_then_discards_one():
    # Bo-446 Defense Plug-In F.
    (ability,) = override_text("Bo-446").abilities
    assert ability.effects == (
        GrantImmunity("self", imm.OPPONENT_OPTIONS + ":Field"),
        DiscardCards("self", 1),
    )


def test_bo_648_adds_200_and_ignores_the_opponents_further_reductions_of_a_won_battle():
    # Bo-648 Scu's Curse (Point Calculation Phase).
    (ability,) = override_text("Bo-648").abilities
    assert ability.effects == (AddAttack("self", 200), GrantImmunity("self", imm.FURTHER_ON_WIN))
    assert ability.trigger == "point_calc"


def test_sx_39_ignores_the_opponents_further_reduction_of_a_draw():
    # Sx-39 Nature Spirits (Field).
    field, draw = override_text("Sx-39").abilities
    assert field.effects == (AddAttack("self", 100),)
    assert draw.effects == (GrantImmunity("self", imm.FURTHER_ON_DRAW),) and draw.condition is None


def test_bo_1055_cannot_have_its_slots_cleared_by_the_opponent():
    # Bo-1055 Perfect Anchor.
    (ability,) = _compiled(
        "While this card is activated, you become unable to receive the effects of the opponent's 'send the"
        " cards in your opponent's slots to the Dark Area'. Send this card to the Dark Area when it is"
        " discarded by you, or when your Digimon is sent to the Dark Area (including when it evolves or"
        " reaches the end of its lifespan)."
    ).abilities
    assert ability.effects == (GrantImmunity("self", imm.SLOT_DISCARD),)


# -- quoted descriptions ---------------------------------------------------------------------------


def test_st_589_adds_300_more_to_one_of_three_quoted_descriptions():
    # St-589 Trident Arm: "If your Digimon is …, further add 300" stands on its own condition (the
    # Digimon it names need not have "grappling" as well).
    grappling, described = override_text("St-589").abilities
    assert grappling.condition == HasKeyword("self", "grappling")
    assert described.effects == (AddAttack("self", 300),)
    assert described.condition == AnyOf(
        (
            AllOf(
                (
                    SpeciesContains("self", "Cyborg"),
                    HasAttribute("self", "Vaccine"),
                    LevelIs("self", ("Perfect",)),
                )
            ),
            AllOf(
                (
                    SpeciesContains("self", "Cyborg"),
                    HasAttribute("self", "Virus"),
                    LevelIs("self", ("Perfect",)),
                )
            ),
            AllOf(
                (
                    SpeciesContains("self", "Machine"),
                    HasAttribute("self", "Virus"),
                    LevelIs("self", ("Ultimate",)),
                )
            ),
        )
    )


def test_st_590_adds_400_instead_of_120_to_the_quoted_descriptions():
    # St-590 Psycho Blaster.
    plain, instead = _compiled(
        '(O)Add 120 to the attack power of your Digimon with the ability "flame". If your Digimon is \'Cyborg'
        " type, Data attribute and Perfect level' or 'Machine type, Virus attribute and Ultimate level', add"
        " 400 to your attack power instead of 120."
    ).abilities
    described = AnyOf(
        (
            AllOf(
                (
                    SpeciesContains("self", "Cyborg"),
                    HasAttribute("self", "Data"),
                    LevelIs("self", ("Perfect",)),
                )
            ),
            AllOf(
                (
                    SpeciesContains("self", "Machine"),
                    HasAttribute("self", "Virus"),
                    LevelIs("self", ("Ultimate",)),
                )
            ),
        )
    )
    flame = HasKeyword("self", "flame")
    assert plain.effects == (AddAttack("self", 120),) and plain.condition == AllOf((flame, Not(described)))
    assert instead.effects == (AddAttack("self", 400),) and instead.condition == AllOf((flame, described))


def test_a_quoted_description_that_does_not_read_leaves_the_sentence_manual():
    result = compile_option(
        "If your Digimon is 'Cyborg type and Mystery level', add 300 to your attack power.",
        "Battle Phase",
        "",
    )
    assert result.status == "manual"


# -- second slice: copied attributes, backgrounds, keyword holders ------------------------------------


def test_re_32t_copies_the_opponents_attribute_and_keeps_it_after_evolution():
    # Re-32t Unusual Friends (Preparation Phase).
    changed, kept = _compiled(
        "Change your Digimon's attribute to become the same as the opponent's. If the Digimon whose attribute"
        " was changed undergoes evolution, fusion, or appearance, the Digimon resulting from that evolution,"
        " fusion, or appearance inherits the changed attribute. Send this card to the Dark Area at the end of"
        " the turn.",
        "Preparation Phase",
    ).abilities
    assert changed.effects == (ChangeAttribute("self", ""),)
    assert kept.effects == (KeepAttributeChange("self"),)
    assert changed.limits == kept.limits == ("end_of_turn",)


def test_st_167_keeps_a_from_the_c_attack_for_a_digimon_of_the_cards_field():
    # St-167 Wind Guardians (Field).
    (ability,) = _compiled(
        "(O)For your Digimon with the same background as this card, they cannot receive the effects of the"
        " opponent's 'A>0'. (O)This card will stay in its slot and continue its effects until the end of your"
        " Digimon's lifespan or until it is invalidated. However, when another Field Option card turns"
        " face-up in your slots, send this card to the Dark Area.",
        "Evolution Phase",
        "(O)This card cannot be discarded by you.",
    ).abilities
    assert ability.effects == (GrantImmunity("self", imm.ZERO_BY_ATTACK + "A"),)
    assert ability.condition == SameBackground("self")


def test_the_same_background_is_the_field_the_card_is_named_after():
    wind = RecordingContext(me=SideView(fields=frozenset({"WG"})), source_card_name="Wind Guardians")
    assert SameBackground("self").holds(wind)
    assert not SameBackground("self").holds(RecordingContext(source_card_name="Wind Guardians"))
    # A card named after no field has no known background.
    assert not SameBackground("self").holds(RecordingContext(source_card_name="Junk City"))


def test_st_168_triples_c_and_loses_a_to_zero_for_a_digimon_of_the_cards_field():
    # St-168 Unknown (Field).
    tripled, lost = _compiled(
        "(O)For your Digimon with the same background as this card, their C attack power triples, but lose"
        " their 'A>0' ability. (O)This card will stay in its slot and continue its effects until the end of"
        " your Digimon's lifespan or until it is invalidated.",
        "Evolution Phase",
    ).abilities
    assert tripled.effects == (MultiplyAttack("self", 3),)
    assert tripled.condition == AllOf((SameBackground("self"), AttackColumnIs("self", ("C",))))
    assert lost.effects == (LoseZeroing("self"),) and lost.condition == SameBackground("self")


def test_st_106_invalidates_the_opponents_a_to_zero_when_it_attacks_with_c():
    # St-106 An Unquestionably Strong Attack!
    (ability,) = override_text("St-106").abilities
    assert ability.effects == (LoseZeroing("opponent"), DiscardCards("self", 1))
    assert ability.condition == AttackColumnIs("opponent", ("C",))


def test_bo_352_sends_any_active_truce_away_then_adds_100_and_keeps_a():
    # Bo-352 A Tearful Truce Annulment.
    (ability,) = override_text("Bo-352").abilities
    assert ability.effects == (
        DiscardActiveOptions("self", "name:A Truce Agreement", 3),
        DiscardActiveOptions("opponent", "name:A Truce Agreement", 3),
        AddAttack("self", 100),
        GrantImmunity("self", imm.ZERO_BY_ATTACK + "A"),
    )


def test_bo_590_adds_option_immunity_as_a_special_ability_lost_with_the_others():
    # Bo-590 Vajra: what is added to the abilities field is a special ability (B-11.5).
    result = _compiled(
        "(O)Add 'cannot receive the effects of the opponent's Option cards' to your Digimon's abilities"
        " field. (O)This card can only be used when your Digimon is a Level IV with Digimental of"
        " Miracles/Fate in its fusion requirements. (O)At the end of the turn after the turn during which"
        " this card was used, send it to the Dark Area.",
        activation="(O)You may only use one of this card on each of your Digimon.",
    )
    (ability,) = result.abilities
    assert ability.effects == (GrantImmunity("self", imm.OPPONENT_OPTIONS),)
    assert ability.limits == ("lost_with_specials", "end_of_next_turn")


# -- special abilities the card gives ("(O)" inside quotes) ------------------------------------------


def test_a_quoted_o_mark_stays_inside_its_part():
    # St-225: the "(O)" of the ability it gives does not start a new part of the card.
    assert split_option_parts(
        "(O)Your Perfect level Digimon gains the special ability '(O)During battle, x'. (O)This card y."
    ) == ["Your Perfect level Digimon gains the special ability '(O)During battle, x'.", "This card y."]


def test_st_225_gives_a_perfect_the_reduction_of_a_level_iii_or_iv_opponent():
    # St-225 Colosseum (Field).
    (ability,) = override_text("St-225").abilities
    assert ability.effects == (AddAttack("opponent", -200),)
    assert ability.condition == AllOf((LevelIs("self", ("Perfect",)), LevelIs("opponent", ("III", "IV"))))
    assert "lost_with_specials" in ability.limits


def test_st_224_gives_an_ultimate_both_quoted_special_abilities():
    # St-224 Infinity Mountain (Field).
    negate, added = _compiled(
        '(O)Your Ultimate level Digimon gains the special abilities "(O)The opponent loses its special'
        ' abilities" and "(O)During battle, add 200 to your attack power". (O)This card will stay in its slot'
        " and continue its effects until it is invalidated.",
        "Evolution Phase",
    ).abilities
    ultimate = LevelIs("self", ("Ultimate",))
    assert negate.effects == (NegateSpecials("opponent"),) and negate.condition == ultimate
    assert added.effects == (AddAttack("self", 200),) and added.condition == ultimate
    assert "lost_with_specials" in negate.limits and "lost_with_specials" in added.limits


def test_st_819_adds_both_special_abilities_to_a_deva():
    # St-819 The Holy Beast's Lithograph (Field).
    negate, added = _compiled(
        "(O)Add the special abilities '(O)The opponent loses its special abilities' and '(O)During battle,"
        " add 200 to your attack power' to the abilities field of your Digimon that belong to the Deva"
        " group. (O)While this card remains in its slot and continues its effects until it is invalidated,"
        " when another Field Option card turns face-up in your slots, send this card to the Dark Area.",
        "Evolution Phase",
    ).abilities
    assert negate.effects == (NegateSpecials("opponent"),) and negate.condition == InGroup("self", "Deva")
    assert added.effects == (AddAttack("self", 200),) and added.condition == InGroup("self", "Deva")


def test_st_612_lets_the_owners_options_reach_through_option_immunity():
    # St-612 Dragon's Eye Lake (Field).
    result = override_text("St-612")
    assert result.abilities[1].effects == (GrantImmunity("self", imm.OPTIONS_THROUGH_IMMUNITY),)


def test_bx_33_shields_the_red_frame_card_in_slot_1_from_blue_frame_cards():
    # Bx-33 Yggdrasill (Field, set in slot 3).
    (ability,) = override_text("Bx-33").abilities
    assert ability.effects == (GrantImmunity("self", imm.RED_SLOT_ONE),)
    assert ability.cost[0].source == "net_ocean" and ability.cost[0].count == 3


def test_bo_403_turns_the_opponents_specials_into_immunity_to_its_own_options():
    # Bo-403 Seek Error Virus!!
    (ability,) = _compiled(
        "(O)Change all of the opponent Digimon's special abilities to 'Cannot receive the effects of your own"
        " Option cards'. After that, choose 3 cards from your hand and send them to the Dark Area. (O)This"
        " card can only be used when your Digimon is Virus attribute, and is Level IV or Perfect level.",
        activation="(O)You may only place one of this card in your slots; cannot receive the effects of"
        " 'Emergency Program Halt!'.",
    ).abilities
    assert ability.effects == (
        NegateSpecials("opponent"),
        GrantImmunity("opponent", imm.OWN_OPTIONS),
        DiscardCards("self", 3),
    )
    assert ability.condition == HasAttribute("self", "Virus")
