"""Findings of the audit of the effect coverage figure, checked in the engine with real cards.

O-N2 and A-2: a conditioned option effect or continuous ability applies only while its condition
holds. It is withdrawn when the condition stops holding and applies again when it holds again
([FAQ-C] Aegis: the card stays face-up, its effect works only while the threshold is met)."""

from gameplay.engine import AdjustPoints, apply
from gameplay.engine.actions import Pass, Support, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.options import option_actions, refresh_situations, why_not_usable

from .helpers import BOOSTER_CHIP, GLOWMOTH, ability, digimon, option, record, text
from .test_battle import battle_start

# Cinderhound (type A) attacks Shellkit (type B) with its B column: 420.
BASE = 420
LOW_POINTS = option(
    "EXAMPLE-77",
    "Desperate",
    limit="turn",
    abilities=(ability(AddAttack("self", 100), condition=PointsWithin("self", at_most=60)),),
)
LOW_POINTS_DRAW = option(
    "EXAMPLE-79",
    "Desperate Draw",
    limit="turn",
    abilities=(ability(DrawCards("self", 1), condition=PointsWithin("self", at_most=60)),),
)
# A battling Digimon whose continuous ability has a condition.
CORNERED = digimon(
    "EXAMPLE-80",
    "Cornered",
    "IV",
    "A",
    (480, 420, 310),
    (30, 20, 10, 10),
    text=text(
        ability(AddAttack("self", 200), trigger="continuous", condition=PointsWithin("self", at_most=60))
    ),
)


def _low(state):
    state.players[0].points = 50


def test_o_n2_an_option_effect_is_withdrawn_when_its_condition_stops_holding():
    state = battle_start((LOW_POINTS, BOOSTER_CHIP), slots_a=(1, 2), pre=_low)
    apply(state, Use(1))
    assert attack_value(state, 0) == BASE + 100
    # The points rise above 60: the card stays face-up but its effect no longer applies.
    apply(state, AdjustPoints(0, 20))
    assert state.players[0].active[0]
    assert attack_value(state, 0) == BASE


def test_o_n2_a_withdrawn_option_effect_applies_again_once_the_condition_holds_again():
    state = battle_start((LOW_POINTS, BOOSTER_CHIP), slots_a=(1, 2), pre=_low)
    apply(state, Use(1))
    apply(state, AdjustPoints(0, 20))
    apply(state, AdjustPoints(0, -20))
    assert attack_value(state, 0) == BASE + 100
    # Once, not once per refresh.
    refresh_situations(state)
    assert attack_value(state, 0) == BASE + 100


def test_o_n2_a_one_shot_effect_is_not_repeated_when_the_condition_flickers():
    state = battle_start((LOW_POINTS_DRAW, BOOSTER_CHIP), slots_a=(1, 2), pre=_low)
    hand = len(state.players[0].hand)
    apply(state, Use(1))
    assert len(state.players[0].hand) == hand + 1
    apply(state, AdjustPoints(0, 20))
    apply(state, AdjustPoints(0, -20))
    assert len(state.players[0].hand) == hand + 1


def test_a2_a_continuous_ability_is_withdrawn_when_its_condition_stops_holding():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=CORNERED, pre=_low)
    assert attack_value(state, 0) == BASE + 200
    apply(state, AdjustPoints(0, 20))
    assert attack_value(state, 0) == BASE
    apply(state, AdjustPoints(0, -20))
    assert attack_value(state, 0) == BASE + 200


def test_o_n2_mega_hand_stops_adding_when_the_opponent_no_longer_has_sky(catalog):
    # Bo-43 Mega Hand: "During battle, when facing an opponent with the ability "sky", add 50 to your
    # attack power." It stays until the Digimon loses (a lasting card), so the opponent may change.
    mega_hand = record("Bo-43")
    assert mega_hand.text.status == "compiled"
    state = battle_start((mega_hand, BOOSTER_CHIP), slots_a=(1, 2))
    bea = state.players[1]
    bea.keywords.append("sky")
    apply(state, Use(1))
    assert attack_value(state, 0) == BASE + 50
    # The opponent's Digimon no longer has "sky" (as when another Digimon takes its place).
    bea.keywords.remove("sky")
    refresh_situations(state)
    assert attack_value(state, 0) == BASE
    bea.keywords.append("sky")
    refresh_situations(state)
    assert attack_value(state, 0) == BASE + 50


def test_metal_greymon_x_antibody_stops_the_opponent_using_lets_stop_fighting(catalog):
    # Bx-27: "The opponent Digimon cannot use the card 'Let's Stop Fighting'." The name was once cut
    # at its apostrophe ("Let"), which forbade nothing.
    greymon, stop_fighting = record("Bx-27"), record("Bo-51")
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=greymon, cards_b=(stop_fighting,), slots_b=(1,))
    assert Use(1) not in option_actions(state, 1, "battle")
    assert why_not_usable(state, 1, 0, "battle") == "Let's Stop Fighting may not be used this turn"


def test_kaiser_greymon_counts_the_support_placed_during_the_battle(catalog):
    # Bo-1210: "For every support Digimon that the opponent has, add 400 to your attack power." No
    # support is there at attack confirmation (B-3): they are placed in the windows (B-10).
    kaiser = record("Bo-1210")
    assert kaiser.text.status == "compiled"
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=kaiser, cards_b=(GLOWMOTH,), hand_b=(1,))
    before = attack_value(state, 0)
    if state.actor == 0:
        apply(state, Pass())
    apply(state, Support(1))
    assert state.players[1].support == 1
    assert attack_value(state, 0) == before + 400


def test_raptordramon_counts_only_the_cards_still_face_down(catalog):
    # Bx-11: "For every face-down card in your slots, add 80 to your attack power." Flipping one
    # (using it) leaves one face-down card fewer.
    raptor = record("Bx-11")
    state = battle_start((BOOSTER_CHIP, BOOSTER_CHIP), slots_a=(1, 2), top_a=raptor)
    before = attack_value(state, 0)
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    # One card fewer face-down (-80), and Booster Chip's own +100.
    assert attack_value(state, 0) == before - 80 + 100


def test_ryuzan_maru_checks_the_opponents_hand_once_when_it_is_used(catalog):
    # Bo-914 Ryuzan-maru: "Check the opponent's hand, and if it contains any Vaccine attribute
    # Digimon, reduce your opponent's attack power by 200 (if your Digimon is Zanbamon, instead of
    # 200, reduce the opponent's attack power by 400 instead)." A lasting card: what it found at use
    # stays, even once the Vaccine card has left the opponent's hand.
    zanbamon, ryuzan_maru, agumon = record("Bo-313"), record("Bo-914"), record("St-1")
    state = battle_start(
        (ryuzan_maru, BOOSTER_CHIP), slots_a=(1, 2), top_a=zanbamon, cards_b=(agumon,), hand_b=(1,)
    )
    before = attack_value(state, 1)
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    # Shellkit's 210 less 400 is clamped at zero.
    assert attack_value(state, 1) == max(0, before - 400) < before
    bea = state.players[1]
    bea.hand.remove(1)
    bea.dark_area.append(1)
    refresh_situations(state)
    assert attack_value(state, 1) == max(0, before - 400)


def test_cutemon_recovers_points_and_goes_onto_the_point_gauge(catalog):
    # Re-13 Cutemon (■): "Send this card from your hand to your support box, and recover 20 of your
    # points. After that, stack this card onto your point gauge."
    cutemon = record("Re-13")
    assert cutemon.support_text is not None and cutemon.support_text.status == "compiled"
    state = battle_start((cutemon, BOOSTER_CHIP), hand_a=(1,), slots_a=(2,), pre=_low)
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Support(1))
    aki = state.players[0]
    assert aki.points == 50 + 20
    assert aki.support != 1 and 1 in aki.gauge_cards and 1 not in aki.dark_area
