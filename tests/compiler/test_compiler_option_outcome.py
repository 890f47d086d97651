"""Outcome wordings on real Option texts (patterns/option_outcome.py): a draw counted as a win (P-1),
points changed after point calculation or at the end of the battle phase, the defeated Digimon on
the point gauge (P-5 (a)), a Digimon kept at the end of its lifespan (P-5 (c)), regains blocked or
turned into losses."""

from __future__ import annotations

from gameplay.compiler.patterns.clauses import parse_clause
from gameplay.compiler.patterns.option_outcome import regroup
from gameplay.compiler.text import compile_option, compile_sentence
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_column_value import AddColumnValue
from gameplay.engine.effects.block_ignore_evolution import BlockIgnoreEvolution
from gameplay.engine.effects.block_regain import BlockRegain
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.battle_won import BattleWon
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.chosen import Chosen
from gameplay.engine.effects.conditions.hand_share_below import HandShareBelow
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.same_background import SameBackground
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.conditions.used_this_turn import UsedThisTurn
from gameplay.engine.effects.defeated_to_point_gauge import DefeatedToPointGauge
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.even_out_points import EvenOutPoints
from gameplay.engine.effects.forbid_cards import ForbidCards
from gameplay.engine.effects.force_draw import ForceDraw
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.keep_at_lifespan import KeepAtLifespan
from gameplay.engine.effects.lose_keyword import LoseKeyword
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.mirror_loss import MirrorLoss
from gameplay.engine.effects.reverse_regain import ReverseRegain
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from gameplay.engine.effects.skip_battle import SkipBattle
from gameplay.engine.effects.swap_points import SwapPoints
from gameplay.engine.effects.use_column_value import UseColumnValue
from gameplay.engine.effects.win_on_draw import WinOnDraw
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.overrides import override_text
from tests.engine.effects.recording import RecordingContext, SideView

VJ_1 = (
    "(O)Add 150 to the attack power of your Digimon with V-dramon or Aero V-dramon as their card name. The"
    " Digimon that received the effects of this card is considered to have won the battle if the battle"
    " ends in a draw. (O)At the end of the turn during which this card was used, send it to the Dark Area."
    " (O)This card cannot be used when the opponent Digimon's level is lower than yours."
)
SX_34 = (
    "Your attack becomes A regardless of the opponent's battle type, and add 50 to your attack power. You"
    " lose that attack power addition when your attack becomes something other than A. Send this card to"
    " the Dark Area at the end of the turn."
)
BO_540 = (
    "(O)Immediately reduce your points by 30. After that, if you still have points left, add 450 to your"
    " attack power, and if you win the battle, further reduce the opponent's points by 30. (O)This card can"
    " only be used when your Digimon is Perfect level. (O)At the end of the turn during which this card was"
    " used, send it to the Dark Area."
)
BO_544 = (
    '(O)When your Digimon has the ability "grappling", double the opponent\'s lost points. After point'
    " calculation, regardless of whether you won or lost, reduce your points by 10. (O)This card remains in"
    " its slot and continues its effects until it is discarded by you or invalidated, or when your Digimon"
    " is sent to the Dark Area (including when it loses a battle or reaches the end of its lifespan)."
)
BO_919 = (
    '(O)When your Digimon has the ability "grappling", add 200 to its attack power. (O)When your Digimon has'
    " 'Volcamon' in its name, and the opponent has the ability \"grappling\", regardless of the battle"
    " outcome, recover 10 of your points after point calculation. (O)This card can only be used when your"
    " points are 60 and below. (O)At the end of the turn during which this card was used, send it to the"
    " Dark Area."
)
BO_354 = (
    "(O)Immediately reduce your points by 40. After that. if you still have points left, add 200 to your"
    " attack power. At the end of the battle phase, regardless of whether you won or lost, recover 30 of"
    " your points. (O)This card can only be used when your Digimon is Perfect or Ultimate level. (O)At the"
    " end of the turn during which this card was used, send it to the Dark Area."
)
ST_103 = (
    "(O)For the turn during which this card is used, both you and the opponent cannot regain points. This"
    " includes the points regained when evolving into an Ultimate level. (O)At the end of the turn during"
    " which this card was used, send it to the Dark Area."
)
CD_11 = (
    "(O)The battle ends in a draw. After use, this card remains in its slot until it is discarded by you or"
    " when your Digimon reaches the end of its lifespan; during this time, both parties become unable to"
    " recover their points, including the point recovery effect from evolving into an Ultimate level."
    " (O)This card cannot be used when your Digimon is Level III."
)
BO_1019 = (
    "Send 2 cards from your hand to the Dark Area. You can use this card when your Digimon is Huanglongmon."
    " Show the opponent that you have all four of Qinglongmon, Baihumon, Xuanwumon, and Zhuqiaomon in your"
    " hand, and regain 40 of your points. At the end of the turn stack it onto your point gauge."
)


def test_vj_1_counts_a_draw_as_a_win_for_the_digimon_it_powered_up():
    result = compile_option(VJ_1, "Battle Phase", "")
    ability = single_ability(result)
    # P-1: one ability, so the draw-as-win goes only to the V-dramon the +150 went to.
    assert ability.effects == (AddAttack("self", 150), WinOnDraw("self"))
    assert ability.condition is not None
    assert ability.condition.holds(RecordingContext(SideView(name="V-dramon"), SideView(level="Ultimate")))
    assert not ability.condition.holds(RecordingContext(SideView(name="Agumon"), SideView(level="Ultimate")))


def test_sx_34_keeps_its_addition_only_while_the_attack_is_a():
    result = compile_option(SX_34, "Battle Phase", "")
    assert result.status == "compiled"
    column, addition = result.abilities
    assert column.effects == (SetAttackColumn("self", "A"),) and column.condition is None
    # B-8 step 1: "you lose that attack power addition when your attack becomes something other than A".
    assert addition.effects == (AddAttack("self", 50),)
    assert addition.condition == AttackColumnIs("self", ("A",))


def test_bo_540_further_reduces_the_opponents_points_only_when_it_wins():
    result = compile_option(BO_540, "Battle Phase", "")
    assert result.status == "compiled"
    used, won = result.abilities
    assert (used.trigger, used.effects) == ("on_use", (ChangePoints("self", -30), AddAttack("self", 450)))
    assert (won.trigger, won.effects) == ("on_win", (AddLostPoints("opponent", 30),))


def test_bo_544_reduces_its_owners_points_after_point_calculation_whatever_the_result():
    result = compile_option(BO_544, "Battle Phase", "(O)You may only place one of this card in your slots.")
    assert result.status == "compiled"
    after = result.abilities[1]
    assert (after.trigger, after.effects, after.condition) == (
        "after_points",
        (ChangePoints("self", -10),),
        None,
    )


def test_bo_919_recovers_points_after_point_calculation_for_a_volcamon_facing_grappling():
    result = compile_option(BO_919, "Battle Phase", "(O)You may only place one of this card in your slots.")
    assert result.status == "compiled"
    grappling, recovery = result.abilities
    # "Add 200 to its attack power": its is the Digimon with the ability, this side's.
    assert grappling.effects == (AddAttack("self", 200),)
    assert HasKeyword("self", "grappling") in grappling.condition.parts
    assert (recovery.trigger, recovery.effects) == ("after_points", (ChangePoints("self", 10),))
    assert AllOf((NameIs("self", ("Volcamon",), partial=True), HasKeyword("opponent", "grappling"))) in (
        recovery.condition.parts
    )


def test_bo_354_recovers_points_at_the_end_of_the_battle_phase():
    result = compile_option(
        BO_354, "Evolution Phase", "(O)You may only place one of this card in your slots."
    )
    assert result.status == "compiled"
    used, end = result.abilities
    assert used.effects == (ChangePoints("self", -40), AddAttack("self", 200))
    assert (end.trigger, end.effects) == ("battle_end", (ChangePoints("self", 30),))


def test_st_103_blocks_both_players_regains_for_the_turn():
    result = compile_option(ST_103, "Preparation Phase", "")
    ability = single_ability(result)
    assert ability.effects == (BlockRegain("self"), BlockRegain("opponent"))
    assert "end_of_turn" in ability.limits


def test_cd_11_blocks_regains_while_it_remains_in_its_slot():
    result = compile_option(CD_11, "Battle Phase", "")
    assert result.status == "compiled"
    draw, blocked = result.abilities
    assert draw.effects == (ForceDraw(),)
    assert blocked.effects == (BlockRegain("self"), BlockRegain("opponent"))
    # "This card remains in its slot until it is discarded by you or … the end of its lifespan".
    assert {"until_removed", "until_lifespan"} <= set(blocked.limits)


def test_bo_1023_turns_every_regain_into_a_reduction_for_the_turn():
    result = override_text("Bo-1023")
    ability = single_ability(result)
    assert ability.effects == (ReverseRegain("self"), ReverseRegain("opponent"))


def test_st_814_keeps_the_digimon_at_the_end_of_its_lifespan():
    result = override_text("St-814")
    ability = single_ability(result)
    assert ability.effects == (KeepAtLifespan("self"),)
    assert {"end_of_turn", "to_point_gauge"} <= set(ability.limits)


def test_bo_791_stacks_the_defeated_opponent_onto_the_point_gauge_when_it_wins():
    result = override_text("Bo-791")
    ability = single_ability(result)
    assert (ability.trigger, ability.effects) == ("on_win", (DefeatedToPointGauge("opponent"),))


def test_bo_1019_regains_points_only_with_all_four_beasts_in_the_hand():
    result = compile_option(BO_1019, "Battle Phase", "(O)You may only place one of this card in your slots.")
    ability = single_ability(result)
    assert ability.effects == (ChangePoints("self", 40),)
    for name in ("Qinglongmon", "Baihumon", "Xuanwumon", "Zhuqiaomon"):
        assert CardCount(("self",), "hand", f"name:{name}") in ability.condition.parts[1].parts


def test_regroup_leaves_an_addition_without_its_lost_condition_alone():
    # Only the sentence right after the column change is joined to it.
    assert regroup(["Add 50 to your attack power.", "Send this card to the Dark Area."]) == [
        "Add 50 to your attack power.",
        "Send this card to the Dark Area.",
    ]


def test_a_stacking_without_instead_is_not_read_as_a_replacement():
    # The clause replaces the Dark Area; a bare stacking of the opponent's Digimon is another effect.
    assert parse_clause("the opponent Digimon gets stacked onto the point gauge") is None


def test_bo_1021_changes_the_column_without_the_a_attack_condition_of_its_addition():
    text = (
        "When your Digimon belongs to Deep Savers, add 200 to its A attack power (if your Digimon is an"
        " Aquatic Beast Man type, you can make your attack A regardless of the opponent's battle type). Send"
        " this card to the Dark Area when it is discarded by you, or when your Digimon is sent to the Dark"
        " Area (including when it evolves or reaches the end of its lifespan)."
    )
    result = compile_option(text, "Battle Phase", "")
    assert result.status == "compiled"
    column, addition = result.abilities
    assert column.effects == (SetAttackColumn("self", "A"),)
    assert AttackColumnIs("self", ("A",)) not in column.condition.parts
    assert SpeciesContains("self", "Aquatic Beast Man") in column.condition.parts
    assert addition.effects == (AddAttack("self", 200),)
    assert addition.condition == AllOf((InField("self", "DS"), AttackColumnIs("self", ("A",))))


def test_re_20t_evens_out_the_points_at_the_start_of_every_battle_for_3_turns():
    result = override_text("Re-20t")
    ability = single_ability(result)
    assert (ability.trigger, ability.effects) == ("battle_start", (EvenOutPoints(10, 10, 10),))
    assert "after_turns:3" in ability.limits


def test_even_out_points_moves_points_from_the_leader_or_gives_both_on_a_tie():
    ahead = RecordingContext(SideView(points=70), SideView(points=50))
    EvenOutPoints(10, 20, 30).apply(ahead)
    assert ahead.calls == [("change_points", "self", -10), ("change_points", "opponent", 20)]
    tied = RecordingContext(SideView(points=50), SideView(points=50))
    EvenOutPoints(10, 20, 30).apply(tied)
    assert tied.calls == [("change_points", "self", 30), ("change_points", "opponent", 30)]


def test_st_484_needs_sky_an_angel_type_but_no_fallen_angel_and_three_opponent_slot_cards():
    text = (
        "(O)If your Digimon has the ability \"sky\" and has the word 'angel' in its type (including"
        " Cherub, Dominion, Ophan, Power, Seraph, Virtue; excluding Fallen Angel type), and your opponent has"
        " 3 or more cards in their slots, immediately reduce the opponent's points by 10. (O)At the end of"
        " the turn during which this card was used, send it to the Dark Area."
    )
    result = compile_option(
        text, "Battle Phase", "(O)You may only use one of this card on each of your Digimon."
    )
    ability = single_ability(result)
    assert ability.effects == (ChangePoints("opponent", -10),)
    sky, angel, not_fallen, slots = ability.condition.parts
    assert sky == HasKeyword("self", "sky")
    assert SpeciesContains("self", "Seraph") in angel.parts
    assert not_fallen == Not(SpeciesContains("self", "Fallen Angel"))
    assert slots == CardCount(("opponent",), "slots", "any", at_least=3)


def test_st_813_reads_its_end_of_turn_sentence_as_its_limit():
    assert regroup(["At the end of the turn, this card is sent to the Dark Area."]) == [
        "At the end of the turn, send this card to the Dark Area."
    ]
    text = (
        '(O)Your Digimon gains the abilities "sky" and "flame". (O)At the end of the turn, this card is sent'
        " to the Dark Area."
    )
    result = compile_option(text, "Battle Phase", "")
    assert result.status == "compiled"
    assert "end_of_turn" in result.abilities[0].limits


def test_re_12t_regains_at_the_start_of_point_calculation_under_both_conditions():
    text = (
        "At the start of the Point Calculation Phase, regain 10 of your points if there is any card belonging"
        " to the category 'Chosen Children' on either your or the opponent's sheet, and when both players'"
        " Digimon are either Level III or Level IV. Send this card to the Dark Area after 5 turns, or when"
        " another Field Option card turns face-up in your slots."
    )
    result = compile_option(text, "Evolution Phase", "(O)This card cannot be discarded by you.")
    ability = single_ability(result)
    assert (ability.trigger, ability.effects) == ("calc_start", (ChangePoints("self", 10),))
    assert ability.condition == AllOf(
        (
            CardCount(("self", "opponent"), "sheet", "category:Chosen Children"),
            LevelIs("self", ("III", "IV")),
            LevelIs("opponent", ("III", "IV")),
        )
    )


def test_a_battle_end_head_does_not_replace_a_win_trigger():
    # "When you win the battle, at the end of the battle phase, …" is not read as any result's text.
    assert (
        compile_sentence(
            "When you win the battle, at the end of the battle phase, regain 10 of your points.", "on_use"
        )
        is None
    )


def test_bo_445_reads_the_a_attack_for_a_b_attack_and_discards_once():
    result = override_text("Bo-445")
    assert result.status == "compiled"
    same, discard = result.abilities
    assert (same.effects, same.condition) == ((UseColumnValue("self", "A"),), AttackColumnIs("self", ("B",)))
    # A separate ability: the base change is withdrawn and made again with the attack (O-N2), the card
    # is discarded once.
    assert (discard.effects, discard.condition) == (
        (DiscardCards("self", 1),),
        AttackColumnIs("self", ("B",)),
    )


def test_bo_698_acts_on_the_win_of_the_turn_it_was_used_in_only():
    result = override_text("Bo-698")
    assert result.status == "compiled"
    _, gauge, swap = result.abilities
    assert (gauge.trigger, gauge.effects) == ("on_win", (DefeatedToPointGauge("opponent"),))
    assert UsedThisTurn() in gauge.condition.parts[1].parts
    assert (swap.trigger, swap.effects) == ("battle_end", (SwapPoints(),))
    assert {BattleWon("self"), UsedThisTurn()} <= set(swap.condition.parts[1].parts)
    won = RecordingContext(SideView(name="Ofanimon", fields=frozenset({"VB"}), won=True))
    assert swap.condition.holds(won)
    assert not swap.condition.holds(RecordingContext(SideView(name="Ofanimon", fields=frozenset({"VB"}))))
    assert not swap.condition.holds(
        RecordingContext(SideView(name="Ofanimon", fields=frozenset({"VB"}), won=True), used_now=False)
    )


def test_st_922_mills_16_on_a_win_whatever_the_digimons_abilities():
    text = (
        '(O)Add 300 to the attack power of your Digimon with the ability "proud", and if you win the battle,'
        " send the top 16 cards of the opponent's Net Ocean to the Dark Area. (O)This card can only be used"
        " when your Digimon is a Lord Knightmon, or an Ultimate level. (O)This card remains in its slot"
        " and continues its effects until you discard it or it is invalidated, or when your Digimon is sent"
        " to the Dark Area (including when it evolves or reaches the end of its lifespan)."
    )
    result = compile_option(
        text, "Battle Phase", "(O)You may only use one of this card on each of your Digimon."
    )
    assert result.status == "compiled"
    added, won = result.abilities
    assert HasKeyword("self", "proud") in added.condition.parts
    assert (won.trigger, won.effects) == ("on_win", (DiscardFromNetOcean("opponent", 16),))
    assert HasKeyword("self", "proud") not in won.condition.parts


def test_cd_13_mirrors_its_perfects_loss_onto_the_opponent():
    result = override_text("CD-13")
    ability = single_ability(result)
    assert ability.effects == (AddAttack("self", 100), MirrorLoss("self"))
    assert ability.condition == LevelIs("self", ("Perfect",))


def test_st_382_checks_the_opponents_hand_and_takes_10_more_for_a_warrior_or_archangel():
    text = (
        "(O)Check the contents of your opponent's hand; if the number of Digimon cards in their hand is less"
        " than half the total number of cards in their hand, immediately reduce their points by 10 (if your"
        " Digimon is a Warrior or Archangel type, further reduce the opponent's points by 10). (O)This card"
        " can only be used when your Digimon is Perfect or Ultimate level.?At the end of the turn during"
        " which this card was used, send it to the Dark Area."
    )
    result = compile_option(
        text, "Battle Phase", "(O)You may only use one of this card on each of your Digimon."
    )
    assert result.status == "compiled"
    assert result.requirement == LevelIs("self", ("Perfect", "Ultimate"))
    first, further = result.abilities
    share = HandShareBelow("opponent", "digimon")
    assert (first.effects, first.condition) == ((ChangePoints("opponent", -10),), share)
    assert further.effects == (ChangePoints("opponent", -10),)
    assert further.condition == AllOf(
        (share, AnyOf((SpeciesContains("self", "Warrior"), SpeciesContains("self", "Archangel"))))
    )
    assert all("end_of_turn" in ability.limits for ability in result.abilities)


def test_fewer_than_half_is_strict_and_an_empty_hand_has_no_share():
    share = HandShareBelow("opponent", "digimon")
    assert share.holds(RecordingContext(opponent=SideView(hand_size=5, counts={("hand", "digimon"): 2})))
    assert not share.holds(RecordingContext(opponent=SideView(hand_size=4, counts={("hand", "digimon"): 2})))
    assert not share.holds(RecordingContext(opponent=SideView(hand_size=0)))


def test_re_04t_and_st_220_skip_the_battle_phase_of_their_turn():
    re_04t = (
        "You can use this card when the opponent is a Level III Digimon. Skip the Battle Phase of the turn"
        " during which this card is activated, and move straight to the Point Calculation Phase (since there"
        " is no battle, point calculation will not occur). Send this card to the Dark Dark Area at the end"
        " of the turn."
    )
    result = compile_option(re_04t, "Preparation Phase", "")
    ability = single_ability(result)
    assert ability.effects == (SkipBattle(),) and ability.condition == LevelIs("opponent", ("III",))
    assert "end_of_turn" in ability.limits
    st_220 = (
        "(O)The Battle Phase will not occur on the turn during which this card was activated; immediately"
        " after the Evolution Phase, move straight to the Point Calculation Phase (since there is no battle,"
        " point calculation will not occur). (O)This card can only be used when your Digimon is Perfect or"
        " Ultimate level. (O)At the end of the turn during which this card was used, send it to the Dark"
        " Area."
    )
    result = compile_option(
        st_220, "Preparation Phase", "(O)You may activate this card immediately after playing it."
    )
    assert result.status == "compiled"
    assert result.abilities[0].effects == (SkipBattle(),)


def test_bo_548_takes_sky_from_both_sides_until_the_card_leaves():
    result = override_text("Bo-548")
    ability = single_ability(result)
    assert ability.effects == (LoseKeyword("self", "sky"), LoseKeyword("opponent", "sky"))
    assert "end_of_turn" in ability.limits


def test_st_376_trades_its_column_and_addition_for_a_reduction_when_st_51_is_used():
    text = (
        "(O)During battle, you can make your attack A regardless of the opponent's battle type, and add 100"
        " to your attack power. After that, if the opponent uses 'High Speed Plug-In B (St-51)', this card's"
        " effect becomes 'reduce your attack power by 100', and you also lose the effect of 'you can make"
        " your attack A'. (O)At the end of the turn during which this card was used, send it to the Dark"
        " Area. This card's name is identical to St-49 and St-299, but they have different effects."
    )
    result = compile_option(text, "Battle Phase", "")
    assert result.status == "compiled"
    column, added, reduced = result.abilities
    used = CardCount(("opponent",), "slots_face_up", "number:St-51")
    # "you can make your attack A" is its user's choice (O-3).
    accepted = AllOf((Not(used), Chosen(("yes",))))
    assert (column.effects, column.condition) == ((SetAttackColumn("self", "A"),), accepted)
    assert (added.effects, added.condition) == ((AddAttack("self", 100),), Not(used))
    assert (reduced.effects, reduced.condition) == ((AddAttack("self", -100),), used)


def test_bo_863_adds_the_a_attack_to_a_b_attack_and_costs_points_when_it_is_sent_away():
    result = override_text("Bo-863")
    assert result.status == "compiled"
    added, away = result.abilities
    assert added.effects == (AddColumnValue("self", "A"),)
    assert added.condition == AllOf(
        (AnyOf((InField("self", "ME"), SameBackground("self"))), AttackColumnIs("self", ("B",)))
    )
    assert (away.trigger, away.effects) == ("sent_away", (ChangePoints("self", -10),))


def test_bx_147_bans_ignoring_requirements_forced_draws_and_tactical_retreat_for_both_players():
    result = override_text("Bx-147")
    assert result.status == "compiled"
    added, banned = result.abilities
    assert added.effects == (AddAttack("self", 100),) and "end_of_turn" in added.limits
    assert banned.effects == (
        BlockIgnoreEvolution("self"),
        BlockIgnoreEvolution("opponent"),
        GrantImmunity("self", "forced_draw"),
        GrantImmunity("opponent", "forced_draw"),
        ForbidCards("self", ("A Tactical Retreat!!",)),
        ForbidCards("opponent", ("A Tactical Retreat!!",)),
    )
