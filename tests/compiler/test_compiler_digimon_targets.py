"""The compiler on Digimon lines that act on a described opponent (real catalog texts, by number)."""

from __future__ import annotations

from gameplay.compiler.text import compile_digimon
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.attack_last import AttackLast
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.battle_type_is import BattleTypeIs
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.phase_is import PhaseIs
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.discard_face_down_slots import DiscardFaceDownSlots
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.discard_support import DiscardSupport
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.halve_attack import HalveAttack
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_active_option import InvalidateActiveOption
from gameplay.engine.effects.invalidate_named_option import InvalidateNamedOption
from gameplay.engine.effects.leave_at_end_of_turn import LeaveAtEndOfTurn
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.negate_options import NegateOptions
from gameplay.engine.effects.negate_specials import NegateSpecials
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from gameplay.engine.effects.zero_column import ZeroColumn
from tests.engine.effects.recording import RecordingContext, SideView

SEND = (SendDigimonToDarkArea("opponent"),)


def _only(text: str, kind: str = "special"):
    result = compile_digimon([(kind, text)])
    assert result.status == "compiled", result.manual
    (ability,) = result.abilities
    return ability


def test_sending_one_of_the_opponents_level_iv_digimon_is_a_use_that_needs_a_level_iv():
    # St-798: "During battle, you may send one of the opponent's Level IV Digimon to the Dark Area."
    ability = _only("During battle, you may send one of the opponent's Level IV Digimon to the Dark Area.")
    assert (ability.trigger, ability.effects) == ("on_use", SEND)
    assert ability.condition == LevelIs("opponent", ("IV",))
    assert ability.condition.holds(RecordingContext(opponent=SideView(level="IV")))
    assert not ability.condition.holds(RecordingContext(opponent=SideView(level="Perfect")))


def test_a_list_of_groups_reads_as_alternatives():
    # Bo-1207 Susanoomon.
    ability = _only(
        "During battle, you may send one of the opponent's Digimon belonging to Seven Great Demon Lords,"
        " Royal Knights, or Olympos XII to the Dark Area."
    )
    groups = ("Seven Great Demon Lords", "Royal Knights", "Olympos XII")
    assert ability.condition == AnyOf(tuple(InGroup("opponent", g) for g in groups))
    assert ability.effects == SEND


def test_a_list_of_a_type_and_groups_reads_as_alternatives_with_a_use_cap():
    # Bo-925: "Only once during battle, you may send one of the opponent's Demon God Type, Seven
    # Great Demon Lords, or Three Great Angels Digimon to the Dark Area."
    ability = _only(
        "Only once during battle, you may send one of the opponent's Demon God Type, Seven Great Demon"
        " Lords, or Three Great Angels Digimon to the Dark Area."
    )
    assert ability.uses == 1
    assert ability.condition == AnyOf(
        (
            SpeciesContains("opponent", "Demon God"),
            InGroup("opponent", "Seven Great Demon Lords"),
            InGroup("opponent", "Three Great Angels"),
        )
    )


def test_exclusions_inside_the_phrase_are_negated_levels():
    # Re-71: "When this Digimon loses the battle, send the opponent's Digimon (excluding Level III,
    # Ultimate Level, and Hybrid level) to the Dark Area."
    ability = _only(
        "When this Digimon loses the battle, send the opponent's Digimon (excluding Level III, Ultimate"
        " Level, and Hybrid level) to the Dark Area."
    )
    assert ability.trigger == "on_lose"
    assert ability.condition == Not(LevelIs("opponent", ("III", "Ultimate", "Hybrid")))
    assert ability.condition.holds(RecordingContext(opponent=SideView(level="Perfect")))
    assert not ability.condition.holds(RecordingContext(opponent=SideView(level="Hybrid")))


def test_named_targets_and_a_discard_cost():
    # Bo-910: "During battle, you may discard one Ornismon card from your hand, and send one of the
    # opponent's Agnimon, Vritramon, Wolfmon, or Garummon cards to the Dark Area."
    ability = _only(
        "During battle, you may discard one Ornismon card from your hand, and send one of the opponent's"
        " Agnimon, Vritramon, Wolfmon, or Garummon cards to the Dark Area."
    )
    assert ability.cost == (Cost(1, "hand", "name:Ornismon"),)
    assert ability.condition == NameIs("opponent", ("Agnimon", "Vritramon", "Wolfmon", "Garummon"))
    assert ability.effects == SEND


def test_a_battle_type_tail_narrows_the_target():
    # Bo-790: "… send one of the opponent's Ultimate level Digimon with a battle type of B to the
    # Dark Area (1 card max)."
    ability = _only(
        "During battle, you may discard one Digimon card from your hand, and send one of the opponent's"
        " Ultimate level Digimon with a battle type of B to the Dark Area (1 card max)."
    )
    assert ability.condition == AllOf((LevelIs("opponent", ("Ultimate",)), BattleTypeIs("opponent", "B")))
    assert ability.uses == 1


def test_the_post_calculation_halving_of_a_described_opponent():
    # Bo-909: "Halve the final attack power of the opponent's Warrior Ten Digimon, after taking into
    # account effects and abilities." (B-8 step 7)
    ability = _only(
        "Halve the final attack power of the opponent's Warrior Ten Digimon, after taking into account"
        " effects and abilities."
    )
    assert (ability.trigger, ability.effects) == ("continuous", (HalveAttack("opponent"),))
    assert ability.condition == InGroup("opponent", "Warrior Ten")


def test_support_digimon_are_not_read_as_the_battling_digimon():
    # Bo-1013 names the opponent's support Digimon, which this clause must not send.
    text = "During battle, you may send the opponent's red frame support Digimon to the Dark Area."
    result = compile_digimon([("special", text)])
    assert all(a.effects != SEND for a in result.abilities)


def test_placing_a_support_that_sends_a_field_s_support_digimon_to_the_dark_area():
    # Bo-731 EX-Tyranomon (■): B-10.2 placement is the use; B-10.5 names the opponent's support.
    ability = _only(
        "You may send this card from your hand to your support box, and send one of the opponent's"
        " support Digimon belonging to Nightmare Soldiers to the Dark Area.",
        "support",
    )
    assert ability.trigger == "on_use"
    assert ability.effects == (DiscardSupport("opponent", "digimon;field:NSo"),)


def test_sending_all_support_digimon_is_the_one_support_box_card():
    # Re-22: "Send all of the opponent's support Digimon to the Dark Area."
    ability = _only("Send all of the opponent's support Digimon to the Dark Area.")
    assert ability.effects == (DiscardSupport("opponent", "digimon"),)


def test_invalidating_a_named_field_card_during_battle_is_a_use():
    # Bo-436: "During battle, invalidate one of the opponent's 'Sky City' cards, and send it to the
    # Dark Area."
    ability = _only(
        "During battle, invalidate one of the opponent's 'Sky City' cards, and send it to the Dark Area."
    )
    assert ability.effects == (InvalidateNamedOption("opponent", ("Sky City",)),)


def test_the_dark_tower_sent_to_the_dark_area_on_evolving():
    # St-333 Growmon and St-551 (plural: every copy in the three slots).
    one = _only("When you evolve into this Digimon, the opponent's Dark Tower card is sent to the Dark Area.")
    assert (one.trigger, one.effects) == ("on_evolve", (InvalidateNamedOption("opponent", ("Dark Tower",)),))
    every = _only(
        "When you fuse into this Digimon, the opponent's 'Dark Tower' cards are sent to the Dark Area."
    )
    assert every.effects == (InvalidateNamedOption("opponent", ("Dark Tower",)),) * 3


def test_attacking_last_is_a_continuous_effect_on_the_turn_order():
    # Bo-297 Woodmon: order matters in HCB (B-4 opens with SP, P-2/P-4 with FP), so this is an
    # effect, not a remark.
    ability = _only("This Digimon will always attack last, regardless of original turn order.")
    assert (ability.trigger, ability.effects) == ("continuous", (AttackLast("self"),))


def test_facing_a_digimon_with_armor_evolution_in_its_fusion_requirements_is_facing_an_armor_level():
    # St-194 Valkyrimon; every catalog card whose requirements are an Armor Evolution is Armor level.
    ability = _only(
        "When facing a Digimon with 'Armor Evolution' in its Fusion Requirements, double your attack power."
    )
    assert ability.condition == LevelIs("opponent", ("Armor",))
    assert ability.condition.holds(RecordingContext(opponent=SideView(level="Armor")))
    assert not ability.condition.holds(RecordingContext(opponent=SideView(level="IV")))


def test_a_face_down_card_in_the_opponents_slots_on_losing():
    # Bo-464 Mantaraymon.
    ability = _only(
        "When you lose the battle, you may choose one face-down card in your opponent's slots and send it"
        " to the Dark Area."
    )
    assert (ability.trigger, ability.effects) == ("on_lose", (DiscardFaceDownSlots("opponent", 1),))


def test_reverting_a_level_iv_to_level_iii_sends_the_level_iv_away():
    # Bo-277 Andiramon: the Level III under the Level IV stays in the box.
    ability = _only(
        "During battle, you may discard one card from your hand and revert the opponent's Level IV Digimon"
        " to Level III."
    )
    assert ability.effects == SEND
    assert ability.condition == LevelIs("opponent", ("IV",))
    assert ability.cost == (Cost(1, "hand", "any"),)


def test_invalidating_a_currently_active_field_card_for_a_digimon_card():
    # Bo-394 Jijimon.
    ability = _only(
        "During battle, you may discard one Digimon card from your hand and invalidate one currently active"
        " Field Option card."
    )
    assert ability.trigger == "on_use"
    assert ability.cost == (Cost(1, "hand", "digimon"),)
    assert ability.effects == (InvalidateActiveOption("opponent", "Field"),)


def test_the_lost_points_a_winner_gives_in_parentheses_is_the_lost_point_column():
    # Bo-14L Wolfmon: the parenthesis says what "Perfect Class." says (RULES 6.1).
    result = compile_digimon(
        [
            (
                "special",
                "When the opponent is a Hybrid level, add 400 to your attack power (when you win the battle,"
                " your opponent takes the lost points of a Perfect).",
            )
        ]
    )
    assert result.status == "compiled"
    assert result.lost_column_as == "Perfect"
    (ability,) = result.abilities
    assert ability.condition == LevelIs("opponent", ("Hybrid",))


def test_counting_the_cards_in_the_opponents_slots():
    # St-280: "For every card in the opponent's slots, add 30 to your attack power."
    ability = _only("For every card in the opponent's slots, add 30 to your attack power.")
    assert ability.effects == (AddAttackPerCard("self", 30, ("opponent",), "slots", "any"),)
    ctx = RecordingContext(opponent=SideView(counts={("slots", "any"): 3}))
    ability.effects[0].apply(ctx)
    assert ctx.calls == [("modify", 0, "add", 90, 1, "", "")]


def test_a_leading_until_the_end_of_the_battle_phase_and_red_frame_negation():
    # St-984 Knightmon.
    ability = _only(
        "Until the end of the Battle Phase, all red frame Digimon on the opponent's sheet lose their special"
        " abilities."
    )
    assert ability.effects == (NegateSpecials("opponent"),)
    assert ability.condition == FrameIs("opponent", "red")
    assert ability.limits == ("end_of_battle_phase",)


def test_six_or_more_cards_in_the_opponents_hand():
    # Bo-991 Tekkamon.
    ability = _only(
        "When the opponent has 6 or more cards in their hand, you may pick 3 cards from the opponent's hand"
        " without checking their contents and send them to the Dark Area."
    )
    assert ability.condition == HandSizeWithin("opponent", at_least=6)
    assert ability.effects == (DiscardCards("opponent", 3),)


def test_draw_further_lower_and_the_top_of_the_net_ocean():
    # Bo-929 Majiramon, Bo-1004 Wisemon, Bo-72 Raremon.
    lower = _only("When the battle ends in a draw, further lower the opponent's points by 10.")
    assert (lower.trigger, lower.effects) == ("on_draw", (AddLostPoints("opponent", 10),))
    take = _only(
        "You may discard two cards from your hand and add the top two cards of your Net Ocean to your hand."
    )
    assert (take.cost, take.effects) == ((Cost(2, "hand", "any"),), (DrawCards("self", 2),))
    mill = _only("When you win the battle, send the top card of the opponent's Net Ocean to the Dark Area.")
    assert (mill.trigger, mill.effects) == ("on_win", (DiscardFromNetOcean("opponent", 1),))


def test_the_hybrid_support_box_reminder_is_a_remark_the_engine_already_allows():
    # Bo-816 (■): B-10.2 lets a support into any battling Digimon's Support Box.
    ability = _only(
        "Send this card from your hand to your support box and add 280 to the attack power of one of your"
        " Hybrid level Digimon, or Digimon belonging to Nightmare Soldiers or Wind Guardians (This card can"
        " be specially placed in the support box of a Hybrid level).",
        "support",
    )
    assert ability.effects == (AddAttack("self", 280),)
    assert ability.condition.holds(RecordingContext(me=SideView(level="Hybrid", fields=frozenset())))
    assert ability.condition.holds(RecordingContext(me=SideView(level="IV", fields=frozenset({"WG"}))))
    assert not ability.condition.holds(RecordingContext(me=SideView(level="IV", fields=frozenset({"DS"}))))


def test_named_targets_with_two_word_names_or_quoted_names():
    # Bo-81t and Bx-49.
    unquoted = _only(
        "During battle, you may send one of the opponent's Dukemon, Beelzebumon, Sakuyamon or Saint Galgomon"
        " cards to the Dark Area.",
        "info",
    )
    names = ("Dukemon", "Beelzebumon", "Sakuyamon", "Saint Galgomon")
    assert unquoted.condition == NameIs("opponent", names)
    quoted = _only(
        "During battle, you may send one of the opponent's 'Dukemon' or 'Dukemon Crimson Mode' to the Dark"
        " Area."
    )
    assert quoted.condition == NameIs("opponent", ("Dukemon", "Dukemon Crimson Mode"))


def test_the_digimon_in_the_opponents_box_without_an_ability():
    # Bo-1139.
    ability = _only(
        'During battle, you may send one Digimon in the opponent\'s Digimon box without the ability "flame"'
        " to the Dark Area."
    )
    assert ability.effects == SEND
    assert ability.condition == Not(HasKeyword("opponent", "flame"))


def test_all_face_up_or_all_face_down_cards_in_the_opponents_slots():
    # Bx-166 and Bx-167.
    up = _only("During battle, you may send all face-up cards in the opponent's slots to the Dark Area.")
    assert up.effects == (NegateOptions("opponent"),)
    down = _only("During battle, you may send all face-down cards in the opponent's slots to the Dark Area.")
    assert down.effects == (DiscardFaceDownSlots("opponent", 3),)


def test_facing_a_type_with_an_exclusion_and_a_type_word_with_its_included_types():
    # Bo-551: "When facing a Holy Beast type Digimon (excluding Ultimate levels), double your attack power."
    beast = _only(
        "When facing a Holy Beast type Digimon (excluding Ultimate levels), double your attack power."
    )
    assert beast.condition == AllOf(
        (SpeciesContains("opponent", "Holy Beast"), Not(LevelIs("opponent", ("Ultimate",))))
    )
    # "… whose type contains the word 'Demon'(including Devil/Small Devil/Magic Warrior) …"
    demon = _only(
        "When facing a Digimon whose type contains the word 'Demon'(including Devil/Small Devil/Magic"
        " Warrior), add 200 to your attack power."
    )
    words = ("Demon", "Devil", "Small Devil", "Magic Warrior")
    assert demon.condition == AnyOf(tuple(SpeciesContains("opponent", w) for w in words))
    assert demon.condition.holds(RecordingContext(opponent=SideView(species="Small Devil")))


def test_showing_a_card_from_the_hand_is_a_condition_on_the_hand():
    # Bo-1100 War Greymon: the engine keeps no hidden information, so showing is having the card.
    ability = _only(
        "Show one blue frame Digimon card in your hand to your opponent and add 200 to your attack power."
    )
    assert ability.effects == (AddAttack("self", 200),)
    assert ability.condition == CardCount(("self",), "hand", "frame:blue;digimon")
    assert ability.condition.holds(RecordingContext(me=SideView(counts={("hand", "frame:blue;digimon"): 1})))
    assert not ability.condition.holds(RecordingContext())


def test_a_card_on_the_sheet_or_in_the_hand_shown_to_the_opponent():
    # Bo-936: "When there is an Agnimon card on your sheet or in your hand, show it to the opponent and
    # add 200 to your attack power."
    ability = _only(
        "When there is an Agnimon card on your sheet or in your hand, show it to the opponent and add 200 to"
        " your attack power."
    )
    assert ability.condition == CardCount(("self",), "sheet+hand", "name:Agnimon")
    assert ability.effects == (AddAttack("self", 200),)


def test_a_win_that_further_reduces_and_may_invalidate_an_active_field():
    # Bo-377 Pteranomon.
    ability = _only(
        "When you win the battle, further reduce the opponent's points by 10, and you may invalidate one"
        " currently active Field Option card."
    )
    assert ability.trigger == "on_win"
    assert ability.effects == (AddLostPoints("opponent", 10), InvalidateActiveOption("opponent", "Field"))


def test_level_iii_swap_triggers_last_the_turn():
    # Bo-658 and Bx-14 (E-2 swaps); St-530 names no duration.
    swapped = _only(
        "For the turn during which this card was swapped into the Digimon box for another Level III, double"
        " your attack power."
    )
    assert (swapped.trigger, swapped.limits) == ("on_swap", ("end_of_turn",))
    assert swapped.effects == (MultiplyAttack("self", 2),)
    switch = _only(
        "Until the end of the turn during which you made a Level III switch with this Digimon, add 100 to"
        " your attack power."
    )
    assert (switch.trigger, switch.effects) == ("on_swap", (AddAttack("self", 100),))
    box = _only("When you perform a Digimon Box Switch for this Digimon, add 300 to your attack power.")
    assert box.trigger == "on_swap"


def test_adding_a_field_or_a_group_to_the_opponent():
    # Bo-1186 and Bx-176 (■ lines).
    field = _only("Add 'Dark Area' to the opponent Digimon's fields.", "support")
    assert field.effects == (AddTrait("opponent", "field", "DA"),)
    group = _only("Add 'Royal Knights' to the opponent Digimon's groups.", "support")
    assert group.effects == (AddTrait("opponent", "group", "Royal Knights"),)


def test_not_winning_is_losing_or_a_draw_and_non_level_iii_spares_a_level_iii():
    # Bo-199 Chrysalimon: "If you did not win the battle, send the opponent's non-Level III Digimon
    # to the Dark Area."
    result = compile_digimon(
        [
            (
                "special",
                "If you did not win the battle, send the opponent's non-Level III Digimon to the Dark Area.",
            )
        ]
    )
    assert result.status == "compiled"
    assert [a.trigger for a in result.abilities] == ["on_lose", "on_draw"]
    for ability in result.abilities:
        assert ability.effects == SEND
        assert ability.condition == Not(LevelIs("opponent", ("III",)))


def test_groups_columns_and_name_lists_as_the_supported_or_battling_digimon():
    infected = _only("Add 390 to the attack power of Infected Digimon.")
    assert infected.condition == InGroup("self", "Infected Digimon")
    column = _only("Add 300 to the attack power of your Digimon whose attack is B or C.")
    assert column.condition == AttackColumnIs("self", ("B", "C"))
    assert not column.condition.holds(RecordingContext(me=SideView(attack_column="A")))
    names = _only("Add 460 to the attack power of your Agumon, Tailmon, Palmon, or Piyomon.")
    assert names.condition == AnyOf(
        tuple(NameIs("self", (n,)) for n in ("Agumon", "Tailmon", "Palmon", "Piyomon"))
    )


def test_every_column_of_the_opponent_goes_to_zero():
    ability = _only("During battle, the opponent's attacks A, B, and C go to zero.")
    assert ability.effects == tuple(ZeroColumn("opponent", c) for c in ("A", "B", "C"))


def test_counting_the_cards_in_a_hand():
    ability = _only("For every card in the opponent's hand, add 300 to your attack power.")
    assert ability.effects == (AddAttackPerCard("self", 300, ("opponent",), "hand", "any"),)


def test_choosing_to_send_the_opponents_whole_hand_on_a_win():
    ability = _only(
        "When you win the battle, you may choose to send the opponent's whole hand to the Dark Area."
    )
    assert (ability.trigger, ability.effects) == ("on_win", (DiscardHand("opponent"),))


def test_a_named_digimon_on_the_opponents_sheet():
    ability = _only("During battle, send all Diablomon on the opponent's sheet to the Dark Area.")
    assert ability.effects == SEND
    assert ability.condition == NameIs("opponent", ("Diablomon",))


def test_if_the_opponent_lacks_an_ability_a_card_in_the_support_box_and_a_gold_frame():
    lacking = _only(
        'If the opponent Digimon does not have the ability "charge", add 200 to your attack power.'
    )
    assert lacking.condition == Not(HasKeyword("opponent", "charge"))
    boxed = _only("When Meicoomon is in your support box, add 500 to your attack power.")
    assert boxed.condition == CardCount(("self",), "support_box", "name:Meicoomon")
    gold = _only("When facing a Digimon with a golden card frame, add 800 to your attack power.")
    assert gold.condition == FrameIs("opponent", "gold")


def test_drawing_the_top_card_on_evolving():
    result = compile_digimon(
        [
            (
                "special",
                "Add 300 to the attack power of your Nature Spirits Digimon. When you evolve into this"
                " Digimon, draw the top card of your Net Ocean and add it to your hand.",
            )
        ]
    )
    assert result.status == "compiled"
    assert result.abilities[1].trigger == "on_evolve"
    assert result.abilities[1].effects == (DrawCards("self", 1),)


def test_all_digimon_immune_to_field_options_is_an_immunity_on_both_sides():
    # Bo-431 Holy Angemon.
    ability = _only("All Digimon cannot receive the effects of Field Option cards.")
    assert ability.effects == (
        GrantImmunity("self", "options:Field"),
        GrantImmunity("opponent", "options:Field"),
    )


def test_a_preparation_phase_ability_carries_its_phase_as_a_condition():
    # Bo-359 Wormmon: offered at T-P5 only.
    ability = _only(
        "During your Preparation Phase, you may discard two Level III Digimon cards from your hand, and"
        " invalidate one currently active Field Option card."
    )
    assert ability.trigger == "on_use"
    assert ability.cost == (Cost(2, "hand", "level:III;digimon"),)
    assert ability.condition == PhaseIs(("preparation",))
    assert not ability.condition.holds(RecordingContext())
    assert ability.condition.holds(RecordingContext(game_phase="preparation"))


def test_an_evolution_phase_ability_that_gains_a_keyword_for_the_turn():
    # St-361 Metal Greymon.
    ability = _only(
        'During your Evolution Phase, you may discard 1 card from your hand and gain the ability "sky" until'
        " the end of the turn."
    )
    assert ability.condition == PhaseIs(("evolution",))
    assert (ability.effects, ability.limits) == ((GrantKeyword("self", "sky"),), ("end_of_turn",))


def test_giving_the_opponent_a_keyword_and_boosting_keyword_holders():
    # Bx-174 (■) and St-710.
    hungry = _only('Add "hungry" to the opponent Digimon\'s abilities.', "support")
    assert hungry.effects == (GrantKeyword("opponent", "hungry"),)
    flame = _only('Add 200 to the attack power of all Digimon with the ability "flame" on your sheet.')
    assert flame.effects == (AddAttack("self", 200),)
    assert flame.condition == HasKeyword("self", "flame")


def test_leaving_at_the_end_of_the_turn_of_the_fusion():
    # Bo-2j Omegamon (reworded: the fusion is the trigger, the end of the turn the time).
    ability = _only("At the end of the turn during which fusion took place, send this card to the Dark Area.")
    assert (ability.trigger, ability.effects) == ("on_evolve", (LeaveAtEndOfTurn(),))
    # Sending the card at once is not this effect.
    assert compile_digimon([("special", "Send this card to the Dark Area.")]).status == "manual"


def test_winning_against_a_described_digimon_and_an_exact_hand_size():
    # Bo-25v and Bo-759.
    win = _only(
        'When you win a battle against a Virus attribute Digimon with "Super Ultimate" in its name, further'
        " reduce the opponent's points by 30."
    )
    assert win.trigger == "on_win"
    assert win.condition == AllOf(
        (NameIs("opponent", ("Super Ultimate",), partial=True), HasAttribute("opponent", "Virus"))
    )
    five = _only(
        "When there are five cards in your hand, halve the opponent's final attack power, after taking into"
        " account effects and abilities."
    )
    assert five.condition == HandSizeWithin("self", at_least=5, at_most=5)
    assert five.effects == (HalveAttack("opponent"),)
