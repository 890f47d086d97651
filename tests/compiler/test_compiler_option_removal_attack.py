"""Removal and conditional attack changes on real Option texts (patterns/option_removal.py,
patterns/option_attack.py): what each card compiles to, and when its conditions hold."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_attack_if_behind import AddAttackIfBehind
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.block_attack_increases import BlockAttackIncreases
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.chosen import Chosen, declared_choices
from gameplay.engine.effects.discard_face_down_slots import DiscardFaceDownSlots
from gameplay.engine.effects.discard_face_up_slots import DiscardFaceUpSlots
from gameplay.engine.effects.discard_support import DiscardSupport
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.return_face_down_slots import ReturnFaceDownSlots
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from gameplay.engine.effects.set_attack import SetAttack
from gameplay.engine.effects.set_lost_points import SetLostPoints
from tests.engine.effects.overrides import override_text
from tests.engine.effects.recording import RecordingContext, SideView


def _compiled(effect, timing, activation=""):
    result = compile_option(effect, timing, activation)
    assert result.status == "compiled", result.manual
    return result


def _fired(result, ctx):
    """The effects of every ability whose condition holds in `ctx`."""
    return [
        effect
        for ability in result.abilities
        if ability.condition is None or ability.condition.holds(ctx)
        for effect in ability.effects
    ]


def _facing(**opponent):
    return RecordingContext(SideView(), SideView(**opponent))


def test_st_606_sends_a_machine_or_cyborg_opponent_but_not_a_level_iii():
    result = override_text("St-606")
    me = SideView(level="Perfect", fields=frozenset({"DS"}))
    sent = (SendDigimonToDarkArea("opponent"),)
    assert _fired(result, RecordingContext(me, SideView(species="Cyborg", level="Perfect"))) == list(sent)
    assert _fired(result, RecordingContext(me, SideView(species="Machine", level="IV"))) == list(sent)
    assert _fired(result, RecordingContext(me, SideView(species="Machine", level="III"))) == []
    assert _fired(result, RecordingContext(me, SideView(species="Dragon", level="Perfect"))) == []


def test_bo_586_reads_the_printed_a_attack_of_the_opponent():
    result = _compiled(
        "(O)Send the opponent's Ultimate level Nature Spirits Digimon with a basic A attack of 600 or more"
        " written on its card to the Dark Area. (O)This card can only be used when your Digimon is Level"
        " IV or Perfect level, and belongs to Nightmare Soldiers or Unknown. (O)Send this card to the Dark"
        " Area immediately after use.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'cannot receive"
        " the effects of the opponent's Option cards' or 'No Items Allowed!'.",
    )
    me = SideView(fields=frozenset({"NSo"}))
    strong = SideView(level="Ultimate", fields=frozenset({"NSp"}), attacks=(600, 500, 400))
    weak = SideView(level="Ultimate", fields=frozenset({"NSp"}), attacks=(590, 700, 700))
    assert _fired(result, RecordingContext(me, strong)) == [SendDigimonToDarkArea("opponent")]
    assert _fired(result, RecordingContext(me, weak)) == []


def test_bx_70_sends_the_support_digimon_and_the_face_up_slot_cards():
    result = override_text("Bx-70")
    (ability,) = result.abilities
    assert ability.effects == (DiscardSupport("opponent"), DiscardFaceUpSlots("opponent", 3))
    assert result.only_one and len(ability.cost) == 1


def test_bo_158_takes_a_face_down_card_from_the_side_its_user_chooses():
    result = _compiled(
        "(O)Send one face-down card in either your or your opponent's slots to the Dark Area without checking"
        " its contents. (O)This card cannot be used when your Digimon is Level III or Ultimate level. (O)Send"
        " this card to the Dark Area immediately after use.",
        "Preparation Phase",
        "",
    )
    # O-3: "either your or your opponent's slots" is chosen on use (patterns/option_choices.py).
    assert [(a.effects, a.condition) for a in result.abilities] == [
        ((DiscardFaceDownSlots("self", 1),), Chosen(("self",))),
        ((DiscardFaceDownSlots("opponent", 1),), Chosen(("opponent",))),
    ]


def test_bo_489_returns_the_face_down_cards_and_clears_the_face_up_ones_of_the_side_chosen():
    result = _compiled(
        "(O)Send any face-down cards in either your or your opponent's slots back to your/their hand, and"
        " send any face-up cards to the Dark Area. (O)This card can only be used when your Digimon is"
        " Vaccine attribute and Ultimate level. (O)Send this card to the Dark Area immediately after use.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Emergency"
        " Program Halt!'.",
    )
    # "Either your or your opponent's slots": one side, the user's choice (O-3, patterns/option_choices).
    assert declared_choices(result) == ("self", "opponent")
    for ability, side in zip(result.abilities, ("self", "opponent"), strict=True):
        assert ability.effects == (ReturnFaceDownSlots(side), DiscardFaceUpSlots(side, 3))
        assert ability.condition is not None and Chosen((side,)) in ability.condition.parts


def test_bo_591_triples_against_a_whole_word_of_the_opponents_type():
    result = _compiled(
        "(O)When the opponent has the words 'Oni', 'Wicked/Evil', or 'Fallen' in its type, triple your attack"
        " power. (O)This card can only be used when your Digimon is a Beast Man type, Vaccine attribute Level"
        " IV or Perfect level Digimon. (O)This card remains in its slot and continues its effects until it is"
        " discarded by you or invalidated, or when your Digimon is sent to the Dark Area (including when it"
        " loses a battle or reaches the end of its lifespan).",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    me = SideView(species="Beast Man", attributes=frozenset({"Vaccine"}), level="IV")
    tripled = [MultiplyAttack("self", 3)]
    for species in ("Evil Dragon", "Wicked God", "Fallen Angel", "Oni"):
        assert _fired(result, RecordingContext(me, SideView(species=species))) == tripled
    # "Small Devil" holds the letters of 'Evil' but not the word.
    assert _fired(result, RecordingContext(me, SideView(species="Small Devil"))) == []
    # The level is the O-N1 limit; the type and attribute are situations (O-N2).
    assert result.requirement is not None and result.requirement.holds(RecordingContext(me))
    assert _fired(result, RecordingContext(SideView(species="Beast"), SideView(species="Oni"))) == []


def test_st_927_triples_unless_the_opponents_name_or_type_holds_the_words():
    result = _compiled(
        "(O)When the opponent Digimon's name or type does not contain the words 'Ancient', 'Mode', or"
        " 'Knight' (excluding Knightmon), triple your attack power. (O)This card can only be used when"
        " your Digimon is an Ancient Garurumon, or is an Ultimate or Hybrid level with the ability"
        ' "proud". (O)This card remains in its slot and continues its effects until you discard it or it'
        " is invalidated, or when your Digimon is sent to the Dark Area (including when it evolves or"
        " reaches the end of its lifespan).",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )

    def fired(name, species):
        return _fired(
            result, RecordingContext(SideView(name="Ancient Garurumon"), SideView(name=name, species=species))
        )

    assert fired("Greymon", "Dinosaur") == [MultiplyAttack("self", 3)]
    assert fired("Knightmon", "Warrior") == [MultiplyAttack("self", 3)]
    assert fired("Dukemon: Crimson Mode", "Holy Knight") == []
    assert fired("Lord Knightmon", "Warrior") == []
    assert fired("Gabumon", "Ancient Beast") == []


def test_st_596_adds_to_a_mode_digimon_and_further_to_a_fighter_mode():
    result = _compiled(
        "(O)Add 400 to the attack power of your Digimon with 'Mode' in their names (If they have the word"
        " 'Fighter' in their names, further add 300 to their attack power). (O)This card remains in its"
        " slot and continues its effects until you discard it or it is invalidated, or when your Digimon"
        " is sent to the Dark Area (including when it evolves or reaches the end of its lifespan).",
        "Battle Phase",
        "(O)You may only place one of this card in your slots.",
    )

    def added(name):
        return [e.amount for e in _fired(result, RecordingContext(SideView(name=name)))]

    assert added("Imperialdramon: Fighter Mode") == [400, 300]
    assert added("Imperialdramon: Dragon Mode") == [400]
    assert added("Greymon") == []


def test_bo_118t_adds_to_a_norimon_group_or_a_locomon_name():
    result = _compiled(
        '(O)During battle, add 300 to the attack power of your Digimon with "Norimon" in its group, or with'
        ' "Locomon" in its name. (O)While this card remains in your slot and continues its effects until it'
        " is invalidated, when another Field Option card turns face-up in your slots, send this card to the"
        " Dark Area.",
        "Evolution Phase",
        "(O)This card cannot be discarded by you.",
    )
    plus = [AddAttack("self", 300)]
    assert _fired(result, RecordingContext(SideView(name="Grand Locomon"))) == plus
    assert _fired(result, RecordingContext(SideView(name="Trailmon", groups=frozenset({"Norimon"})))) == plus
    assert _fired(result, RecordingContext(SideView(name="Greymon"))) == []


def test_bo_974_counts_the_named_cards_readable_on_both_sheets():
    result = override_text("Bo-974")
    (ability,) = result.abilities
    assert ability.effects == (
        AddAttackPerCard(
            "self", 200, ("self", "opponent"), "sheet+slots_face_up", "name_contains:Grotte|Drill|Land"
        ),
    )


def test_bo_250_compares_the_attack_values_when_it_is_used():
    result = override_text("Bo-250")
    (ability,) = result.abilities
    assert ability.effects == (AddAttackIfBehind("self", 150),)
    assert "end_of_turn" in ability.limits


def test_bo_11l_adds_to_both_sides_unless_used_by_a_hungry_digimon():
    result = _compiled(
        "(O)Add 100 to the attack power of both your and your opponent's Chick type, Bird type, and Giant"
        ' Bird type Digimon (however, if you used this card on a Digimon with the ability "hungry", the'
        " attack power addition only applies to your side). (O)This card cannot be used when your Digimon"
        " is Ultimate level. (O)At the end of the turn during which this card was used, send it to the"
        " Dark Area.",
        "Battle Phase",
        "",
    )
    bird, giant = SideView(species="Bird"), SideView(species="Giant Bird")
    assert _fired(result, RecordingContext(bird, giant)) == [
        AddAttack("self", 100),
        AddAttack("opponent", 100),
    ]
    hungry = SideView(species="Chick", keywords=frozenset({"hungry"}))
    assert _fired(result, RecordingContext(hungry, giant)) == [AddAttack("self", 100)]
    assert _fired(result, RecordingContext(SideView(species="Dragon"), giant)) == [AddAttack("opponent", 100)]


def test_bo_48_adds_to_each_plant_or_insect_side():
    result = _compiled(
        "(O)Add 20 to the attack power of your and your opponent's Plant and Insect Digimon. (O)This card"
        " remains in its slot and continues its effects until it is discarded by you or invalidated, or when"
        " your Digimon loses a battle or reaches the end of its lifespan.",
        "Battle Phase",
        "",
    )
    ctx = RecordingContext(SideView(species="Insect"), SideView(species="Dragon"))
    assert _fired(result, ctx) == [AddAttack("self", 20)]
    ctx = RecordingContext(SideView(species="Dragon"), SideView(species="Plant"))
    assert _fired(result, ctx) == [AddAttack("opponent", 20)]


def test_st_302_adds_to_an_evolved_dinosaur_beast_or_angel():
    result = _compiled(
        "(O)Ignore the evolution requirements and evolve your Level III Digimon into a Level IV Digimon."
        " (O)If the Level IV Digimon that evolved with the use of this card has the words 'dragon"
        " (Ankylosaur/Ceratopsian/Dinosaur/Plesiosaur/Pterosaur/Stegosaur included)', 'beast' or 'angel'"
        " in its type, add 50 to your attack power. (O)At the end of the turn during which this card was"
        " used, send it to the Dark Area.",
        "Evolution Phase",
        "(O)You may only place one of this card in your slots.",
    )
    addition = result.abilities[-1]
    for species in ("Dinosaur", "Beast Man", "Angel", "Holy Dragon"):
        assert addition.condition.holds(RecordingContext(SideView(species=species)))
    assert not addition.condition.holds(RecordingContext(SideView(species="Insect")))


def test_st_591_triples_a_b_attack_when_steel_drill_is_in_use():
    result = _compiled(
        '(O)You gain the ability "grappling". After that, add 100 to your attack power. (O)When you use'
        " this card at the same time as 'Steel Drill', if your Digimon's attack is B, triple your attack"
        " power.  (O)This card remains in its slot and continues its effects until you discard it or it is"
        " invalidated, or when your Digimon loses a battle or reaches the end of its lifespan.",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    together = SideView(attack_column="B", counts={("slots_face_up", "name:Steel Drill"): 1})
    assert MultiplyAttack("self", 3) in _fired(result, RecordingContext(together))
    alone = SideView(attack_column="B")
    assert MultiplyAttack("self", 3) not in _fired(result, RecordingContext(alone))
    column_a = SideView(attack_column="A", counts={("slots_face_up", "name:Steel Drill"): 1})
    assert MultiplyAttack("self", 3) not in _fired(result, RecordingContext(column_a))


def test_bo_915_adds_600_instead_when_sniper_phantom_is_already_in_use():
    result = _compiled(
        "(O)When your Digimon has 'Garurumon' in its name, add 300 to your attack power (if you already"
        " have a 'Sniper Phantom' in your slots, add 600 to your attack power instead of 300). (O)This"
        " card can only be used when your Digimon is Perfect or Ultimate level, or is a Transcendent Form."
        " (O)At the end of the turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of Option cards"
        " being 'invalidated' or 'sent to the Dark Area'.",
    )
    garuru = SideView(name="Metal Garurumon", level="Ultimate")
    assert _fired(result, RecordingContext(garuru)) == [AddAttack("self", 300)]
    garuru.counts = {("slots_face_up", "name:Sniper Phantom"): 1}
    assert _fired(result, RecordingContext(garuru)) == [AddAttack("self", 600)]
    assert _fired(result, RecordingContext(SideView(name="Greymon", level="Ultimate"))) == []


def test_bo_916_adds_400_instead_for_a_demon_dragon_or_a_fusion_form():
    result = _compiled(
        "(O)Check the opponent's hand, and if it contains any Digimon belonging to Deep Savers, add 200 to"
        " your attack power (if your Digimon is a Demon Dragon type, or is a Fusion Form, instead of 200,"
        " add 400 to your attack power). (O)This card can only be used when your Digimon is Ultimate or"
        " Hybrid level. (O)This card remains in its slot and continues its effects until it is discarded"
        " by you or invalidated, or when your Digimon is sent to the Dark Area (including when it evolves"
        " or reaches the end of its lifespan).",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    in_hand = SideView(counts={("hand", "digimon;field:DS"): 1})
    assert _fired(result, RecordingContext(SideView(species="Demon Dragon"), in_hand)) == [
        AddAttack("self", 400)
    ]
    fusion = SideView(groups=frozenset({"Fusion Form"}))
    assert _fired(result, RecordingContext(fusion, in_hand)) == [AddAttack("self", 400)]
    assert _fired(result, RecordingContext(SideView(), in_hand)) == [AddAttack("self", 200)]
    assert _fired(result, RecordingContext(SideView(), SideView())) == []


def test_bo_497_sets_the_opponents_printed_attack_to_zero_after_paying_10_points():
    result = override_text("Bo-497")
    (ability,) = result.abilities
    assert ability.effects == (ChangePoints("self", -10), SetAttack("opponent", 0))


def test_bo_696_adds_600_for_a_card_number_of_400_and_above_against_a_d_reaper():
    result = _compiled(
        "(O)Add 100 to your attack power. (O)Add 600 to the attack power of your Ultimate level Digimon"
        " with a card number of 400 and above when facing a Digimon with 'D-Reaper' in its name. (O)This"
        " card can only be used when your Digimon is Ultimate level. (O)This card is sent to the Dark Area"
        " at the end of the turn.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of Item cards being"
        " 'invalidated' or 'sent to the Dark Area'.",
    )
    reaper = SideView(name="D-Reaper ADR-01")
    late = SideView(level="Ultimate", card_number="Bo-452")
    assert [e.amount for e in _fired(result, RecordingContext(late, reaper))] == [100, 600]
    early = SideView(level="Ultimate", card_number="Bo-399")
    assert [e.amount for e in _fired(result, RecordingContext(early, reaper))] == [100]
    assert [e.amount for e in _fired(result, RecordingContext(late, SideView(name="Greymon")))] == [100]


def test_bo_1087_does_not_lower_a_red_frame_opponent_and_lasts_to_either_lifespan():
    result = _compiled(
        "Send 2 cards from your hand to the Dark Area. While this card is activated, the attack power of"
        " the opponent's Digimon belonging to Nature Spirits is lowered by 500. This effect does not"
        " activate when facing red frame Digimon. Send this card to the Dark Area when your or your"
        " opponent's Digimon reaches the end of its lifespan (this card cannot be discarded by you).",
        "Battle Phase",
        "(O)Cannot receive any effects caused by blue frame cards.",
    )
    (ability,) = result.abilities
    lowered = [AddAttack("opponent", -500)]
    assert _fired(result, _facing(fields=frozenset({"NSp"}), frame="blue")) == lowered
    assert _fired(result, _facing(fields=frozenset({"NSp"}), frame="red")) == []
    assert _fired(result, _facing(fields=frozenset({"DS"}), frame="blue")) == []
    assert {"until_any_lifespan", "cannot_be_discarded"} <= set(ability.limits)
    assert "until_removed" not in ability.limits


def test_sx_38_adds_1000_to_a_red_frame_digimon_of_war_greymon_or_metal_garurumon_against_a_red_frame():
    result = _compiled(
        "You can use this card when you are an Ultimate level, Holy Knight type, and Vaccine attribute. When"
        " facing an opponent's red frame Digimon, add 1000 to the attack power of your red frame Digimon with"
        " either 'War Greymon' or 'Metal Garurumon' in its evolution requirements. Send this card to the Dark"
        " Area at the end of the turn",
        "Battle Phase",
        "(O)This card cannot receive any effects caused by blue frame cards.",
    )
    omegamon = SideView(
        level="Ultimate",
        species="Holy Knight",
        attributes=frozenset({"Vaccine"}),
        frame="red",
        evolution_text="War Greymon + Metal Garurumon",
    )
    assert _fired(result, RecordingContext(omegamon, SideView(frame="red"))) == [AddAttack("self", 1000)]
    assert _fired(result, RecordingContext(omegamon, SideView(frame="blue"))) == []
    omegamon.evolution_text = "Jogress Evolution Tailmon + Angemon"
    assert _fired(result, RecordingContext(omegamon, SideView(frame="red"))) == []


def test_bo_917_counts_digimon_with_the_ability_flame_in_the_opponents_hand():
    result = _compiled(
        '(O)Check the opponent\'s hand, and if it contains any Digimon with the ability "flame", add 200 to'
        " your attack power (if your Digimon is a Beast Man type, or is a Chackmon, instead of 200, add"
        " 400 to your attack power). (O)This card can only be used when your Digimon is Ultimate or Hybrid"
        " level. (O)This card remains in its slot and continues its effects until it is discarded by you"
        " or invalidated, or when your Digimon is sent to the Dark Area (including when it evolves or"
        " reaches the end of its lifespan).",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    flame_in_hand = SideView(counts={("hand", "digimon;keyword:flame"): 1})
    assert _fired(result, RecordingContext(SideView(), flame_in_hand)) == [AddAttack("self", 200)]
    chackmon = SideView(name="Chackmon")
    assert _fired(result, RecordingContext(chackmon, flame_in_hand)) == [AddAttack("self", 400)]
    assert _fired(result, RecordingContext(chackmon, SideView())) == []


def test_bx_36_pays_a_red_frame_omegamon_from_the_hand():
    result = _compiled(
        "Send 1 red frame Omegamon card to the Dark Area. Check the opponent's hand, and send all red"
        " frame Digimon in their hand to the Dark Area. Send this card to the Dark Area at the end of the"
        " preparation phase.",
        "Preparation Phase",
        "(O)Cannot receive any effects caused by blue frame cards.",
    )
    (ability,) = result.abilities
    assert ability.cost == (Cost(1, "hand", "frame:red;name:Omegamon"),)


def test_bx_132_adds_800_for_the_turn_and_further_reduces_with_omegamon():
    result = _compiled(
        "Send 1 red frame Omegamon card to the Dark Area. You can use this card when your Digimon does not"
        " belong to Dark Area. During the turn, add 800 to your Digimon's attack power. If your Digimon is"
        " Omegamon, further reduce the opponent's points by 20. Stack this card onto your point gauge at the"
        " end of the turn.",
        "Battle Phase",
        "(O)This card is set face up during the preparation phase, and used during the battle phase.",
    )
    addition, further = result.abilities
    assert addition.effects == (AddAttack("self", 800),) and "end_of_turn" in addition.limits
    assert addition.cost == (Cost(1, "hand", "frame:red;name:Omegamon"),)
    omegamon = RecordingContext(SideView(name="Omegamon", fields=frozenset({"VB"})))
    assert further.condition.holds(omegamon)
    assert not further.condition.holds(RecordingContext(SideView(name="Greymon")))


def test_bx_135_doubles_the_evolved_alphamon_against_a_proud_opponent():
    result = override_text("Bx-135")
    doubling = result.abilities[-1]
    assert doubling.effects == (MultiplyAttack("self", 2),)
    assert doubling.condition.holds(_facing(keywords=frozenset({"proud"})))
    assert not doubling.condition.holds(_facing())


def test_bx_7s_adds_800_against_a_red_frame_outside_the_royal_knights_or_an_x_antibody():
    result = _compiled(
        "Send 2 cards from your Net Ocean to the Dark Area. You can use this card when your Digimon"
        " belongs to the Royal Knights. When the opponent's sheet contains either a red frame Digimon"
        " (excluding Digimon belonging to the Royal Knights), or a card belonging to the 'X-Antibody'"
        " category, add 800 to your attack power. Send this card to the Dark Area at the end of the battle"
        " phase.",
        "Battle Phase",
        "(O)Cannot receive any effects caused by blue frame cards.",
    )
    knight = SideView(groups=frozenset({"Royal Knights"}))
    red = SideView(counts={("sheet", "frame:red;digimon;not_group:Royal Knights"): 1})
    antibody = SideView(counts={("slots_face_up", "category_contains:X-Antibody"): 1})
    assert _fired(result, RecordingContext(knight, red)) == [AddAttack("self", 800)]
    assert _fired(result, RecordingContext(knight, antibody)) == [AddAttack("self", 800)]
    assert _fired(result, RecordingContext(knight, SideView())) == []


def test_st_920_sends_the_opponents_digimon_away_when_all_their_slots_are_full():
    result = _compiled(
        "(O)When there are no empty slots on the opponent's sheet, send one of the opponent's Digimon to"
        " the Dark Area. (O)This card can only be used when your Digimon is a Dukemon: Crimson Mode, or an"
        ' Ultimate level with the ability "proud". (O)This card remains in its slot and continues its'
        " effects until you discard it or it is invalidated, or when your Digimon is sent to the Dark Area"
        " (including when it evolves or reaches the end of its lifespan).",
        "Battle Phase",
        "(O)You may only use one of this card on each of your Digimon.",
    )
    # The catalog prints the name without the colon.
    dukemon = SideView(name="Dukemon Crimson Mode")
    full = SideView(counts={("slots", "any"): 3})
    assert _fired(result, RecordingContext(dukemon, full)) == [SendDigimonToDarkArea("opponent")]
    assert _fired(result, RecordingContext(dukemon, SideView(counts={("slots", "any"): 2}))) == []
    assert _fired(result, RecordingContext(SideView(name="Greymon"), full)) == []


def test_st_933_counts_sword_and_spear_cards_in_both_players_slots():
    result = override_text("St-933")
    (ability,) = result.abilities
    assert ability.effects == (
        AddAttackPerCard("self", 200, ("self", "opponent"), "slots_face_up", "category_contains:Sword|Spear"),
    )
    assert ability.condition.holds(RecordingContext(SideView(keywords=frozenset({"proud"}))))
    assert not ability.condition.holds(RecordingContext(SideView(keywords=frozenset({"proud"}), level="III")))


def test_st_221_adds_200_while_the_printed_attack_is_below_the_opponents_value():
    result = _compiled(
        "(O)During battle, when your attack power without modification by effects or abilities (in other"
        " words, the attack power stated on the card itself) is lower than the opponent's attack power"
        " after taking into account effects and abilities, add 200 to your attack power. The ability"
        ' "grappling" is needed to use this card. (O)This card can only be used when your Digimon is'
        " Perfect or Ultimate level. (O)At the end of the turn during which this card was used, send it to"
        " the Dark Area.",
        "Battle Phase",
        "(O)You may only place one of this card in your slots; cannot receive the effects of 'Emergency"
        " Program Halt!'.",
    )
    grappler = SideView(keywords=frozenset({"grappling"}), attacks=(500, 400, 300), attack_column="A")
    assert _fired(result, RecordingContext(grappler, SideView(attack_value=520))) == [AddAttack("self", 200)]
    assert _fired(result, RecordingContext(grappler, SideView(attack_value=500))) == []
    plain = SideView(attacks=(500, 400, 300), attack_column="A")
    assert _fired(result, RecordingContext(plain, SideView(attack_value=520))) == []


def test_st_611_counts_dragon_types_on_the_sheet_for_a_dramon_and_adds_1000_for_the_four_gathered():
    result = override_text("St-611")
    per_card, gathered = result.abilities
    dragons = "digimon;species:dragon|Ankylosaur|Ceratopsian|Dinosaur|Plesiosaur|Pterosaur|Stegosaur"
    assert per_card.effects == (AddAttackPerCard("self", 200, ("self",), "sheet", dragons),)
    assert per_card.condition.holds(RecordingContext(SideView(name="Megidramon", level="Ultimate")))
    assert not per_card.condition.holds(RecordingContext(SideView(name="Greymon", level="IV")))
    assert not per_card.condition.holds(RecordingContext(SideView(name="Betamon", level="III")))
    four = frozenset({"Qinglongmon", "Holydramon", "Megidramon", "Goddramon"})
    megidramon = SideView(name="Megidramon", level="Ultimate", sheet=four)
    assert gathered.effects == (AddAttack("self", 1000),)
    assert gathered.condition.holds(RecordingContext(megidramon))
    megidramon.sheet = four - {"Goddramon"}
    assert not gathered.condition.holds(RecordingContext(megidramon))


def test_bo_793_blocks_the_opponents_own_attack_increases():
    result = override_text("Bo-793")
    (ability,) = result.abilities
    assert ability.effects == (BlockAttackIncreases("opponent"),)
    assert "end_of_battle_phase" in ability.limits


def test_bo_920_adds_to_a_dragon_or_dramon_and_cuts_a_flame_greymons_lost_points():
    result = _compiled(
        "(O)When your Digimon has the word 'dragon"
        " (Ankylosaur/Ceratopsian/Dinosaur/Plesiosaur/Pterosaur/Stegosaur included)' in its type, or has"
        " 'dramon' in its name, add 200 to its attack power. (O)When your Digimon has 'Greymon' in its"
        ' name and has the ability "flame", you may reduce your lost points by 20 (it cannot become zero'
        " however). (O)This card can only be used when your points are 60 and below. (O)At the end of the"
        " turn during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "",
    )
    addition, cut = result.abilities
    assert addition.effects == (AddAttack("self", 200),)
    low = {"points": 60}
    for me in (SideView(species="Dinosaur", **low), SideView(name="Megadramon", species="Machine", **low)):
        assert addition.condition.holds(RecordingContext(me))
    assert not addition.condition.holds(RecordingContext(SideView(species="Beast", **low)))
    assert not addition.condition.holds(RecordingContext(SideView(species="Dinosaur", points=70)))
    flame_greymon = SideView(name="Metal Greymon", keywords=frozenset({"flame"}), **low)
    # "you may reduce": taken only when its user chooses it (O-3).
    assert cut.condition.holds(RecordingContext(flame_greymon, chosen="yes"))
    assert not cut.condition.holds(RecordingContext(flame_greymon, chosen="no"))
    assert not cut.condition.holds(RecordingContext(SideView(name="Metal Greymon", **low), chosen="yes"))


def test_bo_795_sets_the_lost_point_table_then_adds_300():
    result = _compiled(
        "(O)Change your lost points to 'III10 IV10 P10 U10'. After that, add 300 to your attack power."
        " (O)This card can only be used when your Digimon is Hybrid level. (O)At the end of the turn"
        " during which this card was used, send it to the Dark Area.",
        "Battle Phase",
        "(O)Ignore the effects of your Spirit and place this card in your Option slot.",
    )
    (ability,) = result.abilities
    assert ability.effects == (SetLostPoints("self", (10, 10, 10, 10)), AddAttack("self", 300))
