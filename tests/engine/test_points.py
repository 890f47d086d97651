"""Point Calculation P-1..P-11 (RULES 6): lost points, draws, death check, next FP, game end."""

from dataclasses import replace

from gameplay.engine import AdjustPoints, apply
from gameplay.engine.actions import Prepare, Proceed, Use
from gameplay.engine.attack import lost_points
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import CompiledAbility
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.families import points as point_effects
from gameplay.engine.effects.families import points as points_family
from gameplay.engine.effects.force_draw import ForceDraw
from gameplay.engine.effects.lost_points_multiply import MultiplyLostPoints

from .helpers import (
    CINDERHOUND,
    EMBERPUP,
    REEFCRAB,
    SHELLKIT,
    ability,
    compiled_record,
    digimon,
    option,
    text,
)
from .test_battle import battle_start, facing
from .test_evolution import start, to_evolution

PERFECT = digimon("EXAMPLE-60", "Tallfin", "Perfect", "B", (500, 500, 500), (30, 20, 20, 10))
ULTIMATE = digimon("EXAMPLE-61", "Crownfin", "Ultimate", "B", (700, 700, 700), (40, 30, 20, 10))
HYBRID = digimon("EXAMPLE-62", "Windform", "Hybrid", "B", (700, 700, 700), (40, 30, 20, 10))
STOP = option("EXAMPLE-63", "Let's Stop Fighting", abilities=(ability(ForceDraw()),))
DOUBLE = option("EXAMPLE-64", "Double Trouble", abilities=(ability(MultiplyLostPoints("opponent", 2)),))
REFUND = option(
    "EXAMPLE-65",
    "Refund",
    timing="point_calc",
    abilities=(ability(ChangePoints("self", 20), trigger="point_calc"),),
)


def test_6_1_the_loser_reads_its_table_in_the_column_of_the_winners_level():
    assert lost_points(facing(SHELLKIT, CINDERHOUND), 0) == 10  # IV column
    assert lost_points(facing(CINDERHOUND, SHELLKIT), 0) == 30  # III column
    assert lost_points(facing(CINDERHOUND, PERFECT), 0) == 10
    assert lost_points(facing(PERFECT, ULTIMATE), 0) == 10
    assert lost_points(facing(PERFECT, EMBERPUP), 0) == 30


def test_6_1_a_hybrid_winner_is_read_as_ultimate_when_the_card_says_nothing():
    """A-15."""
    assert lost_points(facing(PERFECT, HYBRID), 0) == 10


def test_p1_p3_the_higher_value_wins_and_the_loser_loses_its_lost_points():
    state = battle_start((), top_a=CINDERHOUND, top_b=SHELLKIT)
    assert state.last_battle == (420, 330)
    assert [me.points for me in state.players] == [100, 90]


def test_p1_a_forced_draw_makes_a_battle_draw():
    state = battle_start((STOP,), slots_a=(1,), top_a=CINDERHOUND, top_b=SHELLKIT)
    apply(state, Use(1))
    assert [me.points for me in state.players] == [90, 90]
    # P-6: on a draw the first player stays the same.
    assert state.fp == 0


def test_p3_lost_point_multipliers_apply_and_the_last_one_wins():
    state = facing(CINDERHOUND, SHELLKIT)
    point_effects.multiply_lost_points(EngineContext(state, 0, 1, OPTION, "source"), "opponent", 2)
    point_effects.multiply_lost_points(EngineContext(state, 0, 2, OPTION, "source"), "opponent", 3)
    points_family.add_lost_points(EngineContext(state, 0, 3, OPTION, "source"), "opponent", 10)
    # Shellkit's IV column is 10: ×3 (the last multiplier) then +10.
    assert lost_points(state, 1) == 10 * 3 + 10


def test_p3_a_lost_point_multiplier_from_an_option_doubles_the_loss():
    state = battle_start((DOUBLE,), slots_a=(1,), top_a=CINDERHOUND, top_b=SHELLKIT)
    apply(state, Use(1))
    assert state.players[1].points == 100 - 10 * 2


def test_p2_fp_then_sp_use_point_calculation_options_once_each():
    state = battle_start(
        (), cards_b=(REFUND,), slots_b=(1,), top_a=CINDERHOUND, top_b=SHELLKIT, pre=_bea_at_50
    )
    # FP had nothing to use; SP has her single window.
    assert state.phase == "point_calculation" and state.actor == 1
    apply(state, Use(1))
    # The window ends with the use (nothing else to do), with no return to FP; then P-3.
    assert state.turn == 2
    assert state.players[1].points == 50 + 20 - 10


def _bea_at_50(state):
    state.players[1].points = 50


def test_p5_a_defeated_evolved_digimon_goes_to_the_dark_area_and_the_level_iii_stays():
    state = battle_start((), top_a=CINDERHOUND, top_b=REEFCRAB)
    bea = state.players[1]
    assert state.last_battle == (310, 0)
    assert bea.digimon == [0] and 29 in bea.dark_area


def test_p5_a_a_defeated_evolved_digimon_goes_even_when_no_level_iii_is_under_it():
    """P-5 (a) goes by the top Digimon's level, not by the height of the stack (A-26)."""
    state = battle_start((), top_a=CINDERHOUND, top_b=REEFCRAB, pre=_bea_loses_her_level_iii)
    bea = state.players[1]
    assert state.last_battle == (310, 0)
    assert bea.digimon == [] and 29 in bea.dark_area


def _bea_loses_her_level_iii(state):
    bea = state.players[1]
    bea.dark_area.append(bea.digimon.pop(0))


def test_p5_a_level_iii_loser_stays_in_place():
    state = battle_start((), top_a=CINDERHOUND, top_b=SHELLKIT)
    assert state.players[1].digimon == [0]


def test_p5_death_check_reshuffles_the_dark_area_into_a_new_net_ocean():
    """RULES §8 deck-out variant: the evolved Digimon goes, the Level III stays, no loss."""
    state = battle_start((), top_a=CINDERHOUND, top_b=SHELLKIT, pre=_empty_net_ocean)
    aki = state.players[0]
    assert aki.digimon == [0]
    # The whole Dark Area (Cinderhound included) became the new Net Ocean, from which turn 2's
    # refill (T-P2) has already drawn: 28 cards besides the Level III and the gauge marker.
    assert aki.dark_area == [] and 29 in aki.net_ocean + aki.hand
    assert len(aki.net_ocean) + len(aki.hand) == 28
    assert state.outcome() is None
    assert aki.gauge not in aki.net_ocean


def _empty_net_ocean(state):
    aki = state.players[0]
    aki.dark_area.extend(aki.net_ocean)
    aki.net_ocean.clear()


def test_p6_the_battle_winner_is_the_next_first_player():
    state = battle_start((), top_a=SHELLKIT, top_b=CINDERHOUND)
    assert state.fp == 1 and state.turn == 2


def test_p7_points_stay_within_0_and_100():
    state = facing(CINDERHOUND, SHELLKIT)
    apply(state, AdjustPoints(0, 50))
    assert state.players[0].points == 100


def test_p8_a_player_at_0_loses_at_once():
    state = facing(CINDERHOUND, SHELLKIT)
    apply(state, AdjustPoints(1, -150))
    assert state.players[1].points == 0
    assert state.outcome().termination == "points" and state.outcome().winner == 0


def test_p9_both_at_0_go_to_the_tiebreakers():
    state = battle_start((), top_a=SHELLKIT, top_b=SHELLKIT, pre=_both_at_10)
    outcome = state.outcome()
    assert outcome.termination == "both_zero"
    # Equal points (0); player 2 has more cards in the Net Ocean.
    assert outcome.winner == 1


def _both_at_10(state):
    state.players[0].points = 10
    state.players[1].points = 10
    state.players[0].dark_area.append(state.players[0].net_ocean.pop())


def test_p9_a_full_tie_is_a_game_draw():
    state = battle_start((), top_a=SHELLKIT, top_b=SHELLKIT, pre=_both_at_10_even)
    assert state.outcome().winner is None


def _both_at_10_even(state):
    state.players[0].points = 10
    state.players[1].points = 10


def test_p9_the_time_limit_is_decided_by_the_tiebreakers():
    state = battle_start((), top_a=CINDERHOUND, top_b=SHELLKIT, pre=_last_turn)
    assert state.outcome().termination == "time_limit" and state.outcome().winner == 0


def _last_turn(state):
    state.max_turns = 1


def test_p11_running_out_of_net_ocean_never_loses():
    state = battle_start((), top_a=CINDERHOUND, top_b=SHELLKIT, pre=_empty_net_ocean)
    assert state.outcome() is None and state.turn == 2
    assert state.players[0].points == 100 and state.players[0].net_ocean


PROUD = digimon(
    "EXAMPLE-66",
    "Proudfin",
    "III",
    "B",
    (330, 300, 240),
    (20, 10, 10, 10),
    text=text(ability(ChangePoints("self", 10), trigger="point_calc")),
)


def test_p4_point_calculation_abilities_act_after_the_points():
    state = battle_start((), top_a=CINDERHOUND, top_b=PROUD, pre=_bea_at_50)
    # Bea lost 10 (P-3), then her ability gave 10 back (P-4).
    assert state.players[1].points == 50


def _lasting(number, name, limit):
    """A "lasting" option (records.py's one value for every printed long limit) whose printed
    limit is `limit` (effects.base.Limit)."""
    return option(
        number,
        name,
        limit="lasting",
        abilities=(
            CompiledAbility(text="test", trigger="on_use", effects=(AddAttack("self", 20),), limits=(limit,)),
        ),
    )


KEEPER = _lasting("EXAMPLE-67", "Stays Put", "until_removed")
SORE_LOSER = _lasting("EXAMPLE-68", "Until Defeat", "until_digimon_loses")
LIFELONG = _lasting("EXAMPLE-69", "Lifelong", "until_lifespan")


def _use_both(state):
    apply(state, Use(1))
    apply(state, Use(2))


def test_p5_a_only_options_lasting_until_the_digimon_loses_leave_with_the_defeat():
    state = battle_start((KEEPER, SORE_LOSER), slots_a=(1, 2), top_a=SHELLKIT, top_b=CINDERHOUND)
    _use_both(state)
    aki = state.players[0]
    # 330 + 20 + 20 against 420: Aki loses.
    assert state.last_battle == (370, 420) and state.turn == 2
    assert aki.slots[0] == 1 and aki.active[0]
    assert aki.slots[1] == -1 and 2 in aki.dark_area


def test_p5_c_the_death_check_takes_only_options_lasting_until_the_lifespan_ends():
    """P-5 (c) / A-28: "until your Digimon's lifespan ends" options go; other lasting ones stay."""
    state = battle_start((KEEPER, LIFELONG), slots_a=(1, 2), pre=_empty_net_ocean)
    _use_both(state)
    aki = state.players[0]
    assert state.turn == 2
    assert aki.slots[0] == 1 and aki.active[0]
    assert aki.slots[1] == -1 and 2 not in aki.slots


def test_p9_both_reaching_0_inside_one_effect_go_to_the_tiebreakers(catalog):
    # Megidramon (Sx-44): "When you evolve into this Digimon, immediately reduce both your and your
    # opponent's points by 10." Its text on Cinderhound's place (● ×, so Emberpup pays for it in Aki's
    # own Evolution step) with both players at 10: both reach 0 in one effect, at the same moment.
    megidramon = replace(compiled_record("Sx-44"), level="IV", level_order=4, evolution=CINDERHOUND.evolution)
    state = start((megidramon,), (1,))
    for player in state.players:
        player.points = 10
    to_evolution(state, [Prepare(1, 0)])
    apply(state, Proceed())
    aki, bea = state.players
    assert (aki.points, bea.points) == (0, 0)
    outcome = state.outcome()
    assert outcome.termination == "both_zero"
    # Equal points (0); Aki paid ● × from his Net Ocean, so Bea has more cards there (P-9.2).
    assert len(aki.net_ocean) < len(bea.net_ocean) and outcome.winner == 1
