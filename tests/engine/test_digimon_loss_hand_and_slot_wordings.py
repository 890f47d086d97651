"""Bo Digimon read through an override (fixtures/effects/overrides) or a pattern of a few cards
(patterns/digimon_stay_on_loss.py, digimon_hand_picks.py, digimon_slot_checks.py), played from the real
catalog."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Support, Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, GLOWMOTH, REEFCRAB, SHELLKIT, compiled_record, digimon, record
from .test_battle import battle_start

# A Perfect that beats any Digimon here, evolved from the Pebble partner that stays below it.
BRUTE = digimon("EXAMPLE-81", "Brute", "Perfect", "A", (1900, 1900, 1900), (40, 30, 20, 20))


def _plain(top):
    return replace(top, number="EXAMPLE-PLAIN", text=replace(top.text, abilities=()))


def _tamer_battle(top, *, used):
    """Aki battles with `top` (a Booster Chip set keeps the battle open); Bea has the Tamer card Re-14
    set, and turns it face-up in her first window (B-4) when `used`."""
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=top, cards_b=(record("Re-14"),), slots_b=(1,))
    if used:
        apply(state, Use(1))
    return attack_value(state, 0)


def test_b3_a_face_up_tamer_card_of_the_opponent_adds_200_to_bo_16v(catalog):
    # Bo-16v: "When there is a face-up card belonging to the "Tamer" category on the opponent's sheet,
    # add 200 to your attack power." The card turns face-up after attack confirmation: the waiting
    # ability applies then.
    top = compiled_record("Bo-16v")
    assert _tamer_battle(top, used=True) - _tamer_battle(_plain(top), used=True) == 200


def test_b3_a_face_down_tamer_card_adds_nothing_to_bo_16v(catalog):
    top = compiled_record("Bo-16v")
    assert _tamer_battle(top, used=False) == _tamer_battle(_plain(top), used=False)


def _lost_to(top, winner):
    state = battle_start((BOOSTER_CHIP,), top_a=top, top_b=winner)
    # Nothing to use: the battle and its point calculation run through to the next turn (P-6).
    while state.turn == 1:
        apply(state, Pass())
    assert state.fp == 1
    return state.players[0].points


def test_p3_ofanimon_loses_10_points_when_beaten_by_a_virus_digimon(catalog):
    # Bo-954: "When you lose a battle with a Virus attribute Digimon, you may change your Lost Points to
    # 'III10 IV10 P10 U10'." Its printed Perfect column is 20.
    ofanimon = compiled_record("Bo-954")
    assert _lost_to(ofanimon, replace(BRUTE, attributes=frozenset({"Virus"}))) == 100 - 10
    assert _lost_to(ofanimon, replace(BRUTE, attributes=frozenset({"Vaccine"}))) == 100 - 20


def _lost_battle(top, winner, hand=()):
    """Aki battles with `top` and loses to `winner`; the point calculation stops at P-2 when Aki has
    a priced "when you lose" ability to offer."""
    state = battle_start((BOOSTER_CHIP, BOOSTER_CHIP, BOOSTER_CHIP), hand_a=hand, top_a=top, top_b=winner)
    while state.phase == "battle":
        apply(state, Pass())
    return state


def _finish_turn(state):
    while state.turn == 1:
        apply(state, Pass())
    return state.players[0]


@pytest.mark.parametrize("number", ["Bo-1033", "Bo-1036", "Bo-1043"])
def test_p5_a_paid_red_frame_loss_keeps_the_digimon_in_its_box(catalog, number):
    # "When the opponent is a red frame Digimon, even if you lose the battle, you may discard three
    # cards from your hand and not be sent to the Dark Area."
    state = _lost_battle(compiled_record(number), replace(BRUTE, frame="Red"), hand=(1, 2, 3))
    assert state.phase == "point_calculation" and UseAbility(1) in legal_actions(state)
    apply(state, UseAbility(1, pay=(1, 2, 3)))
    aki = _finish_turn(state)
    assert aki.digimon[-1] == 29 and {1, 2, 3} <= set(aki.dark_area)


@pytest.mark.parametrize("number", ["Bo-1033", "Bo-1036", "Bo-1043"])
def test_p5_a_unpaid_or_blue_frame_loss_sends_the_digimon_away(catalog, number):
    state = _lost_battle(compiled_record(number), replace(BRUTE, frame="Red"), hand=(1, 2, 3))
    apply(state, Pass())
    assert 29 in _finish_turn(state).dark_area
    state = _lost_battle(compiled_record(number), replace(BRUTE, frame="Blue"), hand=(1, 2, 3))
    assert UseAbility(1) not in legal_actions(state)
    assert 29 in _finish_turn(state).dark_area


def test_p5_a_bo_928_stays_after_losing_to_a_holy_beast_only(catalog):
    # Bo-928: "Even if this Digimon loses in battle to a Qinglongmon, Baihumon, Xuanwumon, or
    # Zhuqiaomon, it will not be sent to the Dark Area."
    top = compiled_record("Bo-928")
    assert _finish_turn(_lost_battle(top, replace(BRUTE, name="Qinglongmon"))).digimon[-1] == 29
    assert 29 in _finish_turn(_lost_battle(top, BRUTE)).dark_area


def _supported_battle(frame):
    """Aki battles with Bo-1013 (a Booster Chip set keeps the battle open); Bea, SP, places a
    Glowmoth of `frame` as her support in her first window (B-10)."""
    glowmoth = replace(GLOWMOTH, frame=frame)
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record("Bo-1013"), cards_b=(glowmoth,), hand_b=(1,)
    )
    assert state.actor == 1
    apply(state, Support(1))
    assert state.actor == 0 and state.players[1].support == 1
    return state


def test_b4_bo_1013_sends_the_opponents_red_frame_support_to_the_dark_area(catalog):
    # Bo-1013: "During battle, you may send the opponent's red frame support Digimon to the Dark Area
    # as many times as you want."
    state = _supported_battle("Red")
    assert UseAbility(2) in legal_actions(state)
    apply(state, UseAbility(2))
    bea = state.players[1]
    assert bea.support == -1 and 1 in bea.dark_area


def test_b4_bo_1013_leaves_a_blue_frame_support_alone(catalog):
    assert UseAbility(2) not in legal_actions(_supported_battle("Blue"))


def _demon_lord_supported(number):
    """Aki battles with `number` and a Demon Lord type Digimon (id 2) in her support box; Bea with
    Reefcrab, a Level IV (id 29). A Booster Chip set keeps the battle open for Aki's window."""

    def support(state):
        remove_from_zones(state, 0, 2)
        state.players[0].support = 2

    demon_lord = replace(GLOWMOTH, species="Demon Lord")
    state = battle_start(
        (BOOSTER_CHIP, demon_lord), slots_a=(1,), top_a=compiled_record(number), top_b=REEFCRAB, pre=support
    )
    assert state.actor == 0 and UseAbility(0) in legal_actions(state)
    return state


def test_b4_bo_1065_sends_the_opponents_battling_digimon_away_with_a_demon_lord_support(catalog):
    # Bo-1065: "During battle, when you have a Demon Lord type Digimon in your support box, you may send
    # one Digimon on the opponent's sheet to the Dark Area."
    state = _demon_lord_supported("Bo-1065")
    apply(state, UseAbility(0))
    assert 29 in state.players[1].dark_area


def test_b4_bo_1061_sends_four_of_the_opponents_hand_cards_away_with_a_demon_lord_support(catalog):
    # Bo-1061: "… you may send up to four of the cards in the opponent's hand to the Dark Area without
    # checking them."
    state = _demon_lord_supported("Bo-1061")
    hand = len(state.players[1].hand)
    apply(state, UseAbility(0))
    assert len(state.players[1].hand) == hand - min(hand, 4) and hand >= 4


def test_b4_without_a_demon_lord_support_bo_1065_offers_nothing(catalog):
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record("Bo-1065"), top_b=REEFCRAB)
    assert UseAbility(0) not in legal_actions(state)


@pytest.mark.parametrize(("number", "taken"), [("Bo-738", 2), ("Bo-739", 2), ("Bo-1145", 3)])
def test_b4_a_range_of_the_opponents_hand_cards_goes_to_the_dark_area_unseen(catalog, number, taken):
    # "During battle, you may draw 1-2 cards from the opponent's hand, and send them to the Dark Area
    # without checking their contents" (Bo-738), "… pick 1-3 cards …" (Bo-1145): the most of the range.
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record(number))
    bea = state.players[1]
    hand, dark_area = len(bea.hand), len(bea.dark_area)
    assert hand >= taken
    apply(state, UseAbility(len(compiled_record(number).text.abilities) - 1))
    assert (len(bea.hand), len(bea.dark_area)) == (hand - taken, dark_area + taken)


@pytest.mark.parametrize("number", ["Bo-366", "Bo-1137"])
def test_b4_two_level_iii_cards_send_one_of_the_opponents_slot_cards_to_the_dark_area(catalog, number):
    # "During battle, you may discard two Level III Digimon cards from your hand, check the contents of
    # one card in the opponent's slot, and send it to the Dark Area." (Bo-366; Bo-1137 "verify").
    state = battle_start(
        (BOOSTER_CHIP, SHELLKIT, SHELLKIT),
        slots_a=(1,),
        hand_a=(2, 3),
        top_a=compiled_record(number),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2),
    )
    if state.actor == 1:
        apply(state, Pass())
    assert UseAbility(1) in legal_actions(state)
    apply(state, UseAbility(1, pay=(2, 3)))
    aki, bea = state.players
    assert {2, 3} <= set(aki.dark_area) and bea.slots.count(-1) == 2 and 1 in bea.dark_area


def _active_program_at_battle(top):
    """Bea has the Program card St-103 (it lasts the turn) active in slot 1 when the battle starts."""

    def activate(state):
        bea = state.players[1]
        bea.face_up[0] = bea.active[0] = True
        bea.used_turn[0] = state.turn

    return battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), top_a=top, cards_b=(record("St-103"),), slots_b=(1,), pre=activate
    )


def test_b2_bo_836_sends_the_opponents_active_program_card_away_at_the_start_of_the_battle(catalog):
    # Bo-836: "At the start of the battle, you may send two currently activated Program Option cards in
    # the opponent's slots to the Dark Area."
    top = compiled_record("Bo-836")
    assert _active_program_at_battle(_plain(top)).players[1].slots[0] == 1
    bea = _active_program_at_battle(top).players[1]
    assert bea.slots[0] == -1 and 1 in bea.dark_area


def test_b4_bo_1000_takes_a_four_holy_beasts_card_from_the_net_ocean_and_sends_two_away(catalog):
    # Bo-1000: "You may check the contents of your Net Ocean and add one card belonging to the Four Holy
    # Beasts to your hand. After that, shuffle your Net Ocean and send the top two cards to the Dark Area."
    beast = replace(GLOWMOTH, number="EXAMPLE-BEAST", groups=frozenset({"Four Holy Beasts"}))

    def bury(state):
        aki = state.players[0]
        remove_from_zones(state, 0, 2)
        # Deep in the Net Ocean, out of reach of the Preparation Phase hand refill (T-P2).
        aki.net_ocean.insert(len(aki.net_ocean) // 2, 2)

    state = battle_start((BOOSTER_CHIP, beast), slots_a=(1,), top_a=compiled_record("Bo-1000"), pre=bury)
    aki = state.players[0]
    assert 2 in aki.net_ocean
    ocean, dark_area = len(aki.net_ocean), len(aki.dark_area)
    apply(state, UseAbility(0))
    assert 2 in aki.hand and len(aki.net_ocean) == ocean - 3 and len(aki.dark_area) == dark_area + 2
