"""Each effect kind calls the engine's EffectContext as its rule says (DESIGN rule 6)."""

from __future__ import annotations

import pytest

from gameplay.compiler import text  # noqa: F401  registers every kind
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_attack_for_shared_attribute import AddAttackForSharedAttribute
from gameplay.engine.effects.add_attack_if_behind import AddAttackIfBehind
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.add_base_attack import AddBaseAttack
from gameplay.engine.effects.add_column_value import AddColumnValue
from gameplay.engine.effects.add_discarded_attack import AddDiscardedAttack
from gameplay.engine.effects.add_evolution_cost import AddEvolutionCost
from gameplay.engine.effects.add_lost_column_attack import AddLostColumnAttack
from gameplay.engine.effects.add_paid_attack import AddPaidAttack
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.attack_last import AttackLast
from gameplay.engine.effects.base import EFFECT_KINDS, Effect
from gameplay.engine.effects.block_attack_increases import BlockAttackIncreases
from gameplay.engine.effects.block_ignore_evolution import BlockIgnoreEvolution
from gameplay.engine.effects.block_regain import BlockRegain
from gameplay.engine.effects.change_attribute import ChangeAttribute
from gameplay.engine.effects.change_battle_type import ChangeBattleType
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.change_points_per_card import ChangePointsPerCard
from gameplay.engine.effects.change_species import ChangeSpecies
from gameplay.engine.effects.check_top_card import CheckTopCard
from gameplay.engine.effects.copy_opponent_attack import CopyOpponentAttack
from gameplay.engine.effects.cut_lost_points import CutLostPoints
from gameplay.engine.effects.dark_area_to_point_gauge import DarkAreaToPointGauge
from gameplay.engine.effects.defeated_to_point_gauge import DefeatedToPointGauge
from gameplay.engine.effects.discard_active_options import DiscardActiveOptions
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.discard_face_down_slots import DiscardFaceDownSlots
from gameplay.engine.effects.discard_face_up_slots import DiscardFaceUpSlots
from gameplay.engine.effects.discard_for_battle_type import DiscardForBattleType
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.discard_matching import DiscardMatching
from gameplay.engine.effects.discard_option_slots import DiscardOptionSlots
from gameplay.engine.effects.discard_slots_for_attack import DiscardSlotsForAttack
from gameplay.engine.effects.discard_slots_for_points import DiscardSlotsForPoints
from gameplay.engine.effects.discard_support import DiscardSupport
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.draw_for_points import DrawForPoints
from gameplay.engine.effects.draw_loss import DrawLoss
from gameplay.engine.effects.draw_to_hand_limit import DrawToHandLimit
from gameplay.engine.effects.even_out_points import EvenOutPoints
from gameplay.engine.effects.evolve_from_hand import EvolveFromHand
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.effects.evolve_into import EvolveInto
from gameplay.engine.effects.evolve_with_requirement import EvolveWithRequirement
from gameplay.engine.effects.extra_hand_adjustment import ExtraHandAdjustment
from gameplay.engine.effects.first_attacker_opens_battle import FirstAttackerOpensBattle
from gameplay.engine.effects.forbid_cards import ForbidCards
from gameplay.engine.effects.forbid_face_down_use import ForbidFaceDownUse
from gameplay.engine.effects.forbid_option_cards import ForbidOptionCards
from gameplay.engine.effects.forbid_setting import ForbidSetting
from gameplay.engine.effects.forbid_supports import ForbidSupports
from gameplay.engine.effects.force_draw import ForceDraw
from gameplay.engine.effects.grant_invalidation import GrantInvalidation
from gameplay.engine.effects.grant_invalidation_through import GrantInvalidationThrough
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.halve_attack import HalveAttack
from gameplay.engine.effects.hold_points_at import HoldPointsAt
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_active_option import InvalidateActiveOption
from gameplay.engine.effects.invalidate_named_option import InvalidateNamedOption
from gameplay.engine.effects.invalidate_option import InvalidateOption
from gameplay.engine.effects.keep_at_lifespan import KeepAtLifespan
from gameplay.engine.effects.keep_attribute_change import KeepAttributeChange
from gameplay.engine.effects.keep_points_on_loss import KeepPointsOnLoss
from gameplay.engine.effects.leave_after_loss import LeaveAfterLoss
from gameplay.engine.effects.leave_at_end_of_turn import LeaveAtEndOfTurn
from gameplay.engine.effects.leave_slot_at_end_of_turn import LeaveSlotAtEndOfTurn
from gameplay.engine.effects.leave_with_option import LeaveWithOption
from gameplay.engine.effects.level_iii_on_loss import LevelIIIOnLoss
from gameplay.engine.effects.lose_keyword import LoseKeyword
from gameplay.engine.effects.lose_zeroing import LoseZeroing
from gameplay.engine.effects.lost_column_as import LostColumnAs
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.lost_points_multiply import MultiplyLostPoints
from gameplay.engine.effects.marks_either_way import MarksEitherWay
from gameplay.engine.effects.mirror_loss import MirrorLoss
from gameplay.engine.effects.mirror_support_gains import MirrorSupportGains
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.multiply_base_attack import MultiplyBaseAttack
from gameplay.engine.effects.namesakes_to_point_gauge import NamesakesToPointGauge
from gameplay.engine.effects.negate_options import NegateOptions
from gameplay.engine.effects.negate_specials import NegateSpecials
from gameplay.engine.effects.past_attack_block import PastAttackBlock
from gameplay.engine.effects.penalize_field_removal import PenalizeFieldRemoval
from gameplay.engine.effects.place_beside_digimon import PlaceBesideDigimon
from gameplay.engine.effects.recycle_dark_area import RecycleDarkArea
from gameplay.engine.effects.reduce_by_lost_column import ReduceByLostColumn
from gameplay.engine.effects.restrict_fields import RestrictFields
from gameplay.engine.effects.restrict_to_slot_one import RestrictToSlotOne
from gameplay.engine.effects.return_face_down_slots import ReturnFaceDownSlots
from gameplay.engine.effects.return_spirit_and_hybrid import ReturnSpiritAndHybrid
from gameplay.engine.effects.return_to_battle import ReturnToBattle
from gameplay.engine.effects.reverse_regain import ReverseRegain
from gameplay.engine.effects.revert_to_level_iii import RevertToLevelIII
from gameplay.engine.effects.rewrite_option_number import RewriteOptionNumber
from gameplay.engine.effects.search_net_ocean import SearchNetOcean
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from gameplay.engine.effects.set_attack import SetAttack
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from gameplay.engine.effects.set_hand_limit import SetHandLimit
from gameplay.engine.effects.set_lost_points import SetLostPoints
from gameplay.engine.effects.shuffle_dark_area import ShuffleDarkArea
from gameplay.engine.effects.skip_battle import SkipBattle
from gameplay.engine.effects.stack_active_option import StackActiveOption
from gameplay.engine.effects.stack_on_card import StackOnCard
from gameplay.engine.effects.stack_slot_cards_on_point_gauge import StackSlotCardsOnPointGauge
from gameplay.engine.effects.stack_source_on_point_gauge import StackSourceOnPointGauge
from gameplay.engine.effects.stack_user_at_end_of_turn import StackUserAtEndOfTurn
from gameplay.engine.effects.stand_in_for_jogress import StandInForJogress
from gameplay.engine.effects.stay_on_loss import StayOnLoss
from gameplay.engine.effects.swap_hand_option_into_slot import SwapHandOptionIntoSlot
from gameplay.engine.effects.swap_points import SwapPoints
from gameplay.engine.effects.switch_from_hand import SwitchFromHand
from gameplay.engine.effects.take_from_dark_area import TakeFromDarkArea
from gameplay.engine.effects.take_from_point_gauge import TakeFromPointGauge
from gameplay.engine.effects.turn_power_card import TurnPowerCard
from gameplay.engine.effects.use_column_value import UseColumnValue
from gameplay.engine.effects.win_on_draw import WinOnDraw
from gameplay.engine.effects.zero_column import ZeroColumn
from gameplay.engine.modifiers.attack import NoAttackIncrease

from .recording import RecordingContext, SideView

CASES: list[tuple[Effect, tuple[object, ...]]] = [
    (AddAttack("self", 100), ("modify", 0, "add", 100, 1, "", "")),
    (AddAttack("opponent", -50), ("modify", 1, "add", -50, 1, "", "")),
    (AddBaseAttack("self", 30), ("modify", 0, "base_add", 30, 1, "", "")),
    (MultiplyAttack("self", 2), ("modify", 0, "mul", 2, 1, "", "")),
    (MultiplyAttack("opponent", 1, 2), ("modify", 1, "mul", 1, 2, "", "")),
    # Bo-595: the printed values double (B-8 step 2).
    (MultiplyBaseAttack("self", 2), ("modify", 0, "base_mul", 2, 1, "", "")),
    (SetAttack("opponent", 0), ("modify", 1, "set", 0, 1, "", "")),
    # St-211: the base attack becomes the opponent's B-8 value.
    (CopyOpponentAttack("self"), ("modify", 0, "copy", 0, 1, "", "")),
    (ZeroColumn("opponent", "A"), ("modify", 1, "zero", 0, 1, "A", "")),
    (HalveAttack("opponent"), ("modify", 1, "halve", 0, 1, "", "")),
    (MultiplyLostPoints("opponent", 2), ("modify", 1, "lost_mul", 2, 1, "", "turn")),
    (AddLostPoints("opponent", 10), ("add_lost_points", "opponent", 10)),
    (ChangePoints("self", 30), ("change_points", "self", 30)),
    (ChangePoints("opponent", -20), ("change_points", "opponent", -20)),
    (DrawCards("self", 3), ("draw", "self", 3)),
    (DiscardCards("opponent", 1), ("discard_from_hand", "opponent", 1)),
    (DiscardOptionSlots("opponent", 2), ("discard_option_slots", "opponent", 2)),
    (SendDigimonToDarkArea("opponent"), ("send_digimon_to_dark_area", "opponent")),
    (GrantKeyword("self", "sky"), ("grant_keyword", "self", "sky")),
    (NegateSpecials("opponent"), ("negate_specials", "opponent")),
    (NegateOptions("opponent"), ("negate_options", "opponent")),
    (GrantImmunity("self", "forced_draw"), ("grant_immunity", "self", "forced_draw")),
    (ChangeBattleType("opponent", "C"), ("modify", 1, "type", 0, 1, "C", "")),
    (ForceDraw(), ("force_draw",)),
    # The outcome marks (Vj-1, Bo-791, St-814, St-103, Bo-1023).
    (WinOnDraw("self"), ("modify", 0, "win_draw", 0, 1, "", "")),
    (DefeatedToPointGauge("opponent"), ("modify", 1, "to_gauge", 0, 1, "", "")),
    (StayOnLoss("self"), ("modify", 0, "stays_on_loss", 0, 1, "", "")),
    (KeepPointsOnLoss("self"), ("modify", 0, "points_kept_on_loss", 0, 1, "", "")),
    (LevelIIIOnLoss("opponent"), ("modify", 1, "level_iii_on_loss", 0, 1, "", "")),
    (LeaveSlotAtEndOfTurn(), ("leave_slot_at_end_of_turn",)),
    (KeepAtLifespan("self"), ("modify", 0, "keep_lifespan", 0, 1, "", "")),
    (BlockRegain("opponent"), ("modify", 1, "no_regain", 0, 1, "", "")),
    (ReverseRegain("self"), ("modify", 0, "regain_reversed", 0, 1, "", "")),
    (UseColumnValue("self", "A"), ("modify", 0, "base_column", 0, 1, "A", "")),
    (SwapPoints(), ("swap_points",)),
    (MirrorLoss("self"), ("modify", 0, "lost_mirror", 0, 1, "", "turn")),
    (MirrorSupportGains("self"), ("modify", 0, "support_gains_mirror", 0, 1, "", "")),
    (SkipBattle(), ("modify", 0, "skip_battle", 0, 1, "", "turn")),
    (ReturnToBattle(), ("return_to_battle",)),
    (LoseKeyword("opponent", "sky"), ("lose_keyword", "opponent", "sky")),
    (AddColumnValue("self", "A"), ("modify", 0, "add_column", 0, 1, "A", "")),
    # St-436: ten times the Level III lost points, read at each calculation.
    (AddLostColumnAttack("self", "III", 10), ("modify", 0, "add_lost_column", 10, 1, "III", "")),
    (BlockIgnoreEvolution("opponent"), ("block_ignore_evolution", "opponent")),
    # EC-1, CD-10.
    (MarksEitherWay("self"), ("marks_either_way", "self")),
    # EC-4, Bo-646 (played in tests/engine/test_option_second_player_when_set.py).
    (AddEvolutionCost("opponent", 2, "digimon"), ("add_evolution_cost", "opponent", 2, "digimon")),
    (EvolveIgnoringConditions("self"), ("evolve_ignoring_conditions", "self")),
    (
        EvolveWithRequirement("self", ("Winning Percentage: 40%!",)),
        ("evolve_with_requirement", "self", ("Winning Percentage: 40%!",)),
    ),
    (
        EvolveInto("self", ("Winning Percentage: 40%!",), "level:Perfect|Hybrid"),
        ("evolve_with_requirement", "self", ("Winning Percentage: 40%!",)),
    ),
    (SetAttackColumn("self", "B"), ("modify", 0, "column", 0, 1, "B", "")),
    (InvalidateOption("opponent", "Program"), ("invalidate_option", "opponent", "Program")),
    (DiscardFromNetOcean("opponent", 3), ("discard_from_net_ocean", "opponent", 3)),
    (DiscardHand("self"), ("discard_from_hand", "self", 6)),
    (ForbidCards("opponent", ("Tactical Retreat!!",)), ("forbid_cards", "opponent", ("Tactical Retreat!!",))),
    (ForbidSupports("opponent"), ("forbid_supports", "opponent")),
    # B-4: St-374, St-381; O-3: CD-12 (played in tests/engine/test_option_use_order_and_face_down_ban.py).
    (FirstAttackerOpensBattle(), ("first_attacker_opens_battle",)),
    (ForbidFaceDownUse("opponent"), ("forbid_face_down_use", "opponent")),
    # Bo-980 (played in tests/engine/test_option_particle_worm_cards.py).
    (ForbidSetting("opponent"), ("forbid_setting", "opponent")),
    (LeaveAfterLoss("opponent", 30), ("leave_after_loss", "opponent", 30)),
    (
        LeaveWithOption("opponent", "option;name:Particle Worm No.2"),
        ("leave_with_option", "opponent", "option;name:Particle Worm No.2"),
    ),
    # Bo-1057 (played in tests/engine/test_option_use_order_and_face_down_ban.py).
    (RestrictToSlotOne("opponent"), ("restrict_to_slot_one", "opponent")),
    # Sx-107 (played in tests/engine/test_option_particle_worm_cards.py).
    (
        StackSlotCardsOnPointGauge("opponent", "name_contains:Particle Worm"),
        ("stack_slot_cards_on_point_gauge", "opponent", "name_contains:Particle Worm"),
    ),
    (StackUserAtEndOfTurn(), ("stack_user_at_end_of_turn",)),
    (PenalizeFieldRemoval("opponent", 20), ("penalize_field_removal", "opponent", 20)),
    (AddPaidAttack("A"), ("add_paid_attack", "A")),
    # Bo-1086: the card paid into the Support Box shares the Digimon's attribute.
    (AddAttackForSharedAttribute(700), ("add_attack_for_shared_attribute", 700)),
    (
        DiscardSupport("opponent", "field:NSo"),
        ("send_support_box_cards", "opponent", "field:NSo", "digimon", 1, False),
    ),
    # Bx-170: both players draw as many cards as went.
    (
        DiscardSupport("opponent", then_draw=True),
        ("send_support_box_cards", "opponent", "any", "digimon", 1, True),
    ),
    (
        DiscardSlotsForPoints("opponent", ("name_contains:Tower", "name_contains:City"), (-20, 30)),
        ("discard_slots_for_points", "opponent", ("name_contains:Tower", "name_contains:City"), (-20, 30)),
    ),
    (
        StackActiveOption("opponent", "category_contains:Weapon", 1),
        ("stack_active_options", "opponent", "category_contains:Weapon", 1),
    ),
    (
        DrawForPoints("opponent", 2, ("option;frame:red", "option;frame:blue"), (-20, -10)),
        ("draw_for_points", "opponent", 2, ("option;frame:red", "option;frame:blue"), (-20, -10)),
    ),
    (
        DiscardSupport("opponent", scope="box", count=None),
        ("send_support_box_cards", "opponent", "any", "box", None, False),
    ),
    # Bo-924, E-10: a Spirit back to the hand, the Digimon that appeared with it to the Net Ocean.
    (ReturnSpiritAndHybrid("opponent"), ("return_spirit_and_hybrid", "opponent")),
    # Sp-16, O-3: as many as the user announced.
    (
        DiscardSupport("opponent", scope="box", count=2),
        ("send_support_box_cards", "opponent", "any", "box", 2, False),
    ),
    (
        DiscardSupport("opponent", "name_contains:Training Manual", scope="others"),
        ("send_support_box_cards", "opponent", "name_contains:Training Manual", "others", 1, False),
    ),
    (
        InvalidateNamedOption("opponent", ("Sky City",)),
        ("invalidate_named_option", "opponent", ("Sky City",)),
    ),
    (AttackLast("self"), ("attack_last", "self")),
    (RewriteOptionNumber("Small Spear", 150, 500), ("rewrite_option_number", "Small Spear", 150, 500)),
    (DrawLoss("opponent", 20), ("set_draw_loss", "opponent", 20)),
    (CutLostPoints("self", 10), ("modify", 0, "lost_cut", 10, 1, "", "")),
    # RULES 6.1: the winner's table column named by St-754, held with the Digimon battling now.
    (LostColumnAs("self", "Ultimate"), ("modify", 0, "lost_column", 0, 1, "Ultimate", "source")),
    # P-5 (a): Sp-27's defeated Digimon and its namesakes, held for the turn past the Battle Phase.
    (NamesakesToPointGauge("opponent"), ("modify", 1, "to_gauge_names", 0, 1, "", "turn")),
    (TurnPowerCard("opponent", True), ("turn_power_card", "opponent", True)),
    (DiscardForBattleType("self"), ("discard_for_battle_type", "self")),
    # St-608: the Level IV column of the recording's lost points (30, 20, 10, 10).
    (ReduceByLostColumn("opponent", "self", "IV"), ("change_points", "opponent", -20)),
    (LeaveAtEndOfTurn(), ("leave_at_end_of_turn",)),
    (PlaceBesideDigimon(True), ("place_beside_digimon", True)),
    (StackOnCard(("Tag",), "Item"), ("stack_on_card", ("Tag",), "Item")),
    # Bo-749, Re-151: the card goes onto the point gauge keeping its effects (O-L2's exception).
    (StackSourceOnPointGauge(), ("stack_source_on_point_gauge",)),
    # Re-151: a floor at 10 points, 10 regained when a reduction reaches it.
    (HoldPointsAt("self", 10, 10), ("modify", 0, "points_floor", 10, 10, "", "")),
    (TakeFromPointGauge("self", "digimon", 1), ("take_from_point_gauge", "self", "digimon", 1)),
    # E-6.7: St-609 evolves from the hand ignoring the requirements; Bo-268 switches from it.
    (
        EvolveFromHand("self", "next_level"),
        ("put_from_hand", "self", "evolve", "next_level", ()),
    ),
    (
        SwitchFromHand("self", "level:IV", ("O", "XX")),
        ("put_from_hand", "self", "switch", "level:IV", ("O", "XX")),
    ),
    # Bo-252: the fused Digimon invalidates the opponent's Programs during battle (engine.invalidation).
    (
        GrantInvalidation("self", "Program", "battle"),
        ("grant_immunity", "self", "invalidates:Program:battle"),
    ),
    # Bo-858: … and reaches the opponent's cards protected from invalidation too.
    (
        GrantInvalidationThrough("self", "Item|Program|Field", "battle"),
        ("grant_immunity", "self", "invalidates_through:Item|Program|Field:battle"),
    ),
    # St-584: "After evolution, send one Digimon card from your hand to the Dark Area."
    (DiscardMatching("self", 1, "digimon"), ("discard_matching", "self", 1, "digimon")),
    # Bx-77: "send all red frame Option cards in their hand to the Dark Area".
    (
        DiscardMatching("opponent", None, "frame:red;option"),
        ("discard_hand_matching", "opponent", "frame:red;option"),
    ),
    # St-57: the opponent's Level IV first (both sides are Level IV in the recording).
    (RevertToLevelIII(("IV",), ("opponent", "self")), ("send_digimon_to_dark_area", "opponent")),
    (AddTrait("opponent", "field", "DA"), ("add_trait", "opponent", "field", "DA")),
    (InvalidateActiveOption("opponent", "Field"), ("invalidate_active_option", "opponent", "Field")),
    (DiscardFaceDownSlots("opponent", 1), ("discard_face_down_slots", "opponent", 1)),
    (
        DiscardActiveOptions("opponent", "option;type:Field", 1),
        ("discard_active_options", "opponent", "option;type:Field", 1),
    ),
    # St-489 / Re-32t: a named attribute, or the other Digimon's (the recording's opponent is Vaccine).
    (
        ChangeAttribute("opponent", "Vaccine", kept_after_evolution=True),
        ("change_attribute", "opponent", frozenset({"Vaccine"}), True),
    ),
    (ChangeAttribute("self", ""), ("change_attribute", "self", frozenset({"Vaccine"}), False)),
    (ChangeSpecies("opponent", "Insect"), ("change_species", "opponent", "Insect")),
    (RestrictFields("self", ("ME",)), ("restrict_fields", "self", ("ME",))),
    (LoseZeroing("self"), ("modify", 0, "no_zeroing", 0, 1, "", "")),
    (KeepAttributeChange("self"), ("keep_attribute_change", "self")),
    # The draws family (Bo-346, Bo-452).
    (RecycleDarkArea("self"), ("recycle_dark_area", "self")),
    (DrawToHandLimit("self"), ("draw_to_hand_limit", "self")),
    (SetHandLimit("self", 8), ("set_hand_limit", "self", 8)),
    (
        SearchNetOcean("opponent", 3, ("option",), "net_ocean", "net_ocean", points_each=10),
        ("search_net_ocean", "opponent", 3, ("option",), "net_ocean", "net_ocean", None, 10),
    ),
    (TakeFromDarkArea("self", "digimon", 1), ("take_from_dark_area", "self", "digimon", 1)),
    (ExtraHandAdjustment("self"), ("grant_extra_hand_adjustment", "self")),
    (ShuffleDarkArea("self"), ("shuffle_dark_area", "self")),
    (DarkAreaToPointGauge("opponent", 2), ("dark_area_to_point_gauge", "opponent", 2)),
    # The removal/attack family (Bx-70, Bo-489).
    (DiscardFaceUpSlots("opponent", 3), ("discard_face_up_slots", "opponent", 3)),
    (ReturnFaceDownSlots("self"), ("return_face_down_slots", "self")),
    (BlockAttackIncreases("opponent"), ("modify", 1, "no_increase", 0, 1, "", "")),
    (
        ForbidOptionCards("opponent", "frame:blue;option;type:Item"),
        ("modify", 1, "forbid_options", 0, 1, "frame:blue;option;type:Item", ""),
    ),
    (SetLostPoints("self", (10, 10, 10, 10)), ("modify", 0, "lost_table", 0, 1, "10,10,10,10", "turn")),
]


@pytest.mark.parametrize(("effect", "call"), CASES, ids=[type(e).__name__ for e, _ in CASES])
def test_each_effect_kind_makes_exactly_its_one_call_on_the_context(effect: Effect, call: tuple[object, ...]):
    ctx = RecordingContext()
    effect.apply(ctx)
    assert ctx.calls == [call]


def test_attack_per_card_adds_the_amount_times_the_count_and_respects_its_cap():
    # St-965: "For every blue frame Digimon on the opponent's sheet, add 150 to your attack power."
    effect = AddAttackPerCard("self", 150, ("opponent",), "sheet", "frame:blue;digimon")
    ctx = RecordingContext(opponent=SideView(counts={("sheet", "frame:blue;digimon"): 2}))
    effect.apply(ctx)
    assert ctx.calls == [("modify", 0, "add", 300, 1, "", "")]
    capped = AddAttackPerCard("self", 100, ("self", "opponent"), "slots", "any", cap=3)
    ctx = RecordingContext(
        me=SideView(counts={("slots", "any"): 2}), opponent=SideView(counts={("slots", "any"): 3})
    )
    capped.apply(ctx)
    assert ctx.calls == [("modify", 0, "add", 300, 1, "", "")]
    nothing = RecordingContext()
    effect.apply(nothing)
    assert nothing.calls == []


def test_an_addition_if_behind_adds_only_while_the_attack_is_lower_than_the_opponents():
    # Bo-250 Small Spear: "If your attack power is lower than the opponent's at the point of time
    # when this card is used, add 150 to your attack power."
    effect = AddAttackIfBehind("self", 150)
    behind = RecordingContext(SideView(attack_value=500), SideView(attack_value=600))
    effect.apply(behind)
    assert behind.calls == [("modify", 0, "add", 150, 1, "", "")]
    level = RecordingContext(SideView(attack_value=600), SideView(attack_value=600))
    effect.apply(level)
    assert level.calls == []


def test_points_per_card_change_the_points_by_the_delta_times_the_count():
    # St-322: "for every Digimon the opponent has with the same background as this card, immediately
    # reduce the opponent's points by 10" (P-7, P-8).
    effect = ChangePointsPerCard("opponent", -10, ("opponent",), "sheet", "digimon;field:NSp")
    ctx = RecordingContext(opponent=SideView(counts={("sheet", "digimon;field:NSp"): 2}))
    effect.apply(ctx)
    assert ctx.calls == [("change_points", "opponent", -20)]
    nothing = RecordingContext()
    effect.apply(nothing)
    assert nothing.calls == []


def test_every_registered_kind_is_exercised_and_describes_itself_in_words():
    exercised = {type(effect) for effect, _ in CASES} | {
        AddAttackPerCard,
        ChangePointsPerCard,
        AddAttackIfBehind,
        StandInForJogress,
    }
    # Two calls, tested in test_compiler_option_outcome.py.
    exercised |= {EvenOutPoints}
    # Two calls, tested below.
    exercised |= {CheckTopCard}
    # Acts past a block, tested below.
    exercised |= {PastAttackBlock}
    # Counts the cards as they go: played in a game in tests/engine/test_option_spirit.py.
    exercised |= {DiscardSlotsForAttack}
    # Reads the card the use discarded: played in a game in tests/engine/test_digimon_reworded_abilities.py.
    exercised |= {AddDiscardedAttack}
    # Reads the card the use names and a slot: played in a game in tests/engine/test_option_tamer_menus.py.
    exercised |= {SwapHandOptionIntoSlot}
    assert set(EFFECT_KINDS.values()) == exercised
    # The kinds tested on their own elsewhere describe themselves as well.
    elsewhere = (
        StandInForJogress("Perfect"),
        AddAttackPerCard("self", 150, ("opponent",), "sheet", "frame:blue;digimon"),
        ChangePointsPerCard("opponent", -10, ("opponent",), "sheet", "digimon;field:NSp"),
        AddAttackIfBehind("self", 150),
        EvenOutPoints(10, 10, 10),
        CheckTopCard("self", "digimon", (HalveAttack("opponent"),)),
        PastAttackBlock((AddAttack("self", 400),)),
        DiscardSlotsForAttack("opponent", 300),
        AddDiscardedAttack("A"),
        SwapHandOptionIntoSlot("self", 2),
    )
    assert {type(effect) for effect in elsewhere} == exercised - {type(effect) for effect, _ in CASES}
    for effect in elsewhere:
        assert effect.describe().strip()
    for effect, _ in CASES:
        assert EFFECT_KINDS[effect.kind] is type(effect)
        assert effect.describe().strip()


def test_a_checked_top_card_acts_when_it_passes_and_is_sent_to_the_dark_area_either_way():
    # Bo-150: "If the card you drew was a Digimon card, halve the opponent's attack power. After that,
    # regardless of what type of card it was, send the card you drew to the Dark Area."
    effect = CheckTopCard("self", "digimon", (HalveAttack("opponent"),))
    ctx = RecordingContext()
    effect.apply(ctx)
    assert ctx.calls == [("modify", 1, "halve", 0, 1, "", ""), ("discard_from_net_ocean", "self", 1)]
    not_digimon = RecordingContext(me=SideView(top_of_net_ocean_is=False))
    effect.apply(not_digimon)
    assert not_digimon.calls == [("discard_from_net_ocean", "self", 1)]
    assert effect.describe().strip()


class _LockedContext(RecordingContext):
    """A recording context in which Hit Lock (Bo-793) blocks the owner's attack increases."""

    def has_modifier(self, player, kind):
        return kind is NoAttackIncrease and player == self.owner


def test_an_addition_past_hit_lock_adds_while_the_lock_blocks_the_plain_addition():
    # Bo-138t: "… add 400 to your attack power (this ability is not affected by the effects of the
    # card "Hit Lock")." B-8 step 5.
    locked = _LockedContext()
    AddAttack("self", 400).apply(locked)
    assert locked.calls == []
    PastAttackBlock((AddAttack("self", 400), MultiplyAttack("self", 2))).apply(locked)
    assert locked.calls == [("modify", 0, "add", 400, 1, "", ""), ("modify", 0, "mul", 2, 1, "", "")]
    assert "Hit Lock" in PastAttackBlock((AddAttack("self", 400),)).describe()


def test_descriptions_name_the_side_and_the_amount():
    assert AddAttack("self", 100).describe() == "add 100 to your attack"
    assert AddAttack("opponent", -50).describe() == "subtract 50 from the opponent's attack"
    assert ZeroColumn("opponent", "A").describe() == "the opponent's A attack becomes 0"


def test_a_jogress_stand_in_asks_nothing_of_the_context_when_used():
    # EC-3: it acts through the Power Box payment (conditions.pays), not when the card is used.
    ctx = RecordingContext()
    StandInForJogress().apply(ctx)
    assert ctx.calls == []
