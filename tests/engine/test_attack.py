"""gameplay.engine.attack with real cards: battle types (B-3), the attack value of B-8 step by step,
and lost points read in the winner's level column (P-3, RULES 6.1)."""

from gameplay.engine import moves
from gameplay.engine.attack import attack_column, attack_value, battle_type, lost_points
from gameplay.engine.modifiers.attack import (
    AttackAdd,
    AttackHalve,
    AttackMultiply,
    BaseAttackAdd,
    BattleTypeChange,
)
from gameplay.engine.modifiers.points import LostAdd, LostMultiply

from .helpers import record
from .test_battle import facing


def modify(state, player, kind, **fields):
    """An ability-made modifier of `kind` on `player` (B-8), activated after every earlier one."""
    seq = moves.next_seq(state)
    moves.add_modifier(
        state, kind(player=player, seq=seq, source=-1, source_player=player, lifetime="phase", **fields)
    )


def test_b3_each_player_attacks_with_the_column_of_the_opponents_battle_type(catalog):
    # Agumon (St-1) is type A, 360/230/160; Gabumon (St-5) is type B, 350/240/150.
    state = facing(record("St-1"), record("St-5"))
    assert (battle_type(state, 0), battle_type(state, 1)) == ("A", "B")
    assert (attack_column(state, 0), attack_column(state, 1)) == ("B", "A")
    assert (attack_value(state, 0), attack_value(state, 1)) == (230, 350)


def test_b3_the_most_recent_battle_type_change_wins(catalog):
    state = facing(record("St-1"), record("St-5"))
    modify(state, 1, BattleTypeChange, battle_type="C")
    modify(state, 1, BattleTypeChange, battle_type="A")
    assert battle_type(state, 1) == "A"
    assert attack_value(state, 0) == 360


def test_b8_3_a_c_attack_zeroes_the_opponents_a_attack(catalog):
    # Togemon (St-10, type C) facing Agumon (type A) attacks with A 380; Agumon answers with C 160,
    # and a C attack zeroes the opponent's A (RULES 1.5).
    state = facing(record("St-10"), record("St-1"))
    assert (attack_column(state, 0), attack_column(state, 1)) == ("A", "C")
    assert (attack_value(state, 0), attack_value(state, 1)) == (0, 160)


def test_b8_3_zeroing_also_wipes_out_base_attack_additions_but_not_later_ones(catalog):
    state = facing(record("St-10"), record("St-1"))
    modify(state, 0, BaseAttackAdd, amount=100)
    assert attack_value(state, 0) == 0
    modify(state, 0, AttackAdd, amount=50)
    assert attack_value(state, 0) == 50


def test_b8_4_only_the_most_recent_multiplier_applies_and_additions_stack(catalog):
    # Greymon (St-2) facing Agumon (type A) attacks with A 440.
    state = facing(record("St-2"), record("St-1"))
    modify(state, 0, AttackMultiply, numerator=2, denominator=1)
    modify(state, 0, AttackMultiply, numerator=3, denominator=1)
    modify(state, 0, AttackAdd, amount=50)
    modify(state, 0, AttackAdd, amount=50)
    assert attack_value(state, 0) == 440 * 3 + 100


def test_b8_6_an_attack_value_is_never_negative(catalog):
    state = facing(record("St-2"), record("St-1"))
    modify(state, 0, AttackAdd, amount=-1000)
    assert attack_value(state, 0) == 0


def test_b8_7_halving_comes_after_everything_else_and_rounds_down(catalog):
    # Agumon facing Gabumon attacks with B 230: (230 + 15) / 2 = 122.5, rounded down.
    state = facing(record("St-1"), record("St-5"))
    modify(state, 0, AttackHalve)
    modify(state, 0, AttackAdd, amount=15)
    assert attack_value(state, 0) == 122


def test_6_1_the_loser_reads_its_lost_points_in_the_column_of_the_winners_level(catalog):
    # Greymon (Level IV) loses 20 to a Level III and 10 to a Level IV; Agumon loses 10 to either.
    state = facing(record("St-2"), record("St-1"))
    assert lost_points(state, 0) == 20
    assert lost_points(state, 1) == 10
    state = facing(record("St-2"), record("St-6"))
    assert lost_points(state, 0) == 10


def test_p3_lost_point_multipliers_follow_b8_and_additions_stack(catalog):
    state = facing(record("St-2"), record("St-1"))
    modify(state, 0, LostMultiply, factor=3)
    modify(state, 0, LostMultiply, factor=2)
    modify(state, 0, LostAdd, amount=10)
    assert lost_points(state, 0) == 20 * 2 + 10
