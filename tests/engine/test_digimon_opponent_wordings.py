"""Clauses on the opponent in Digimon wordings of their own (patterns/digimon_opponent_wordings.py),
played from the real catalog in a battle (B-8, B-6, P-2)."""

from __future__ import annotations

from dataclasses import replace

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, CINDERHOUND, PEBBLE, compiled_record, digimon, option, record, text
from .test_battle import battle_start


def _battle(top_a, top_b):
    return battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=top_a, top_b=top_b
    )


def test_b8_craniummon_lowers_the_opponent_by_500_during_battle(catalog):
    # Re-120: "During battle, reduce the attack power of the opponent Digimon by 500."
    craniummon = compiled_record("Re-120")
    plain = replace(craniummon, number="EXAMPLE-T3", text=text())
    foe = record("Bo-1040")
    assert attack_value(_battle(craniummon, foe), 1) == attack_value(_battle(plain, foe), 1) - 500


def test_b8_3_grademon_zeroes_the_b_attack_of_a_grappling_opponent_only(catalog):
    # Sx-101 (type B, so the opponent attacks with B, B-3): "When the opponent has the ability
    # "grappling", the opponent's attack B goes to zero." Gorimon (Bo-1047) prints "grappling",
    # Octmon (Bo-1040) does not.
    grademon = compiled_record("Sx-101")
    assert attack_value(_battle(grademon, record("Bo-1047")), 1) == 0
    assert attack_value(_battle(grademon, record("Bo-1040")), 1) > 0


# An invented active Field option (O-2), set face-up in Bea's slot 1.
FIELD = option("EXAMPLE-F1", "Test Field", timing="battle", option_type="Field")


def _with_active_field(top_a, top_b=None, hand_a=()):
    state = battle_start(
        (BOOSTER_CHIP, *hand_a),
        slots_a=(1,),
        hand_a=tuple(range(2, 2 + len(hand_a))),
        cards_b=(FIELD, BOOSTER_CHIP),
        slots_b=(1, 2),
        top_a=top_a,
        top_b=top_b,
    )
    state.players[1].face_up[0] = True
    return state


def test_b6_were_garurumon_pays_a_digimon_card_to_invalidate_the_active_field(catalog):
    # St-418: "During battle, you may discard one Digimon card from your hand and invalidate one Field
    # Option card currently in effect." Aki's card 2 is a Pebble in hand.
    state = _with_active_field(compiled_record("St-418"), hand_a=(PEBBLE,))
    if state.actor == 1:
        apply(state, Pass())
    uses = [action for action in legal_actions(state) if isinstance(action, UseAbility)]
    assert len(uses) == 1
    # The engine takes the price from the hand when none is named (costs.pay_cost_list).
    apply(state, uses[0])
    aki, bea = state.players
    assert 2 in aki.dark_area and bea.slots[0] == -1 and 1 in bea.dark_area


def test_p2_dagomon_invalidates_the_opponents_active_option_when_it_loses(catalog):
    # St-419: "If you lose the battle, you may invalidate one currently active Option card." Brute
    # (a Perfect of 900) beats Dagomon; without the ability Bea's active Field stays in its slot.
    brute = digimon("EXAMPLE-81", "Brute", "Perfect", "B", (900, 900, 900), (40, 30, 20, 20))
    dagomon = compiled_record("St-419")
    for top, invalidated in ((dagomon, True), (replace(dagomon, number="EXAMPLE-T4", text=text()), False)):
        state = _with_active_field(top, top_b=brute)
        while state.phase == "battle":
            apply(state, Pass())
        aki, bea = state.players
        assert aki.points < 100 and bea.points == 100
        assert (1 in bea.dark_area and bea.slots[0] == -1) is invalidated


def test_rules_1_5_v_mon_3_keeps_its_a_against_the_c_attack_of_a_level_iii_only(catalog):
    # JR-1 (type C): "This Digimon's A will not go to zero due to the effects of the opponent Level III
    # Digimon's attack." Terriermon (Bo-2L, Level III) and Cinderhound (Level IV) are type A: V-mon
    # attacks with A and they attack with C, whose printed effect zeroes the opponent's A (RULES 1.5).
    v_mon = compiled_record("JR-1")
    plain = replace(v_mon, number="EXAMPLE-T5", text=text())
    assert attack_value(_battle(v_mon, record("Bo-2L")), 0) > 0
    assert attack_value(_battle(plain, record("Bo-2L")), 0) == 0
    assert attack_value(_battle(v_mon, CINDERHOUND), 0) == 0
