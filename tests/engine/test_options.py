"""Option cards (RULES 7): timing, cost, condition, limit, "only one", fields."""

from gameplay.engine import AdjustPoints, apply, legal_actions
from gameplay.engine.actions import Pass, SetOption, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.modifiers.attack import AttackAdd

from .helpers import BOOSTER_CHIP, CINDERHOUND, EMBERPUP, SHELLKIT, ability, arrange, deck, game, option
from .test_battle import battle_start

PLUS_50 = option("EXAMPLE-70", "Plus Fifty", abilities=(ability(AddAttack("self", 50)),))
TURN_LONG = option("EXAMPLE-71", "Turn Long", limit="turn", abilities=(ability(AddAttack("self", 30)),))
PRICEY = option(
    "EXAMPLE-72",
    "Pricey",
    abilities=(ability(AddAttack("self", 200), cost=(Cost(2), Cost(1, source="net_ocean"))),),
)
PERFECT_ONLY = option(
    "EXAMPLE-73", "Perfect Only", allowed_levels=frozenset({5}), abilities=(ability(AddAttack("self", 300)),)
)
ONLY_ONE = option(
    "EXAMPLE-74", "Only One", only_one=True, limit="turn", abilities=(ability(AddAttack("self", 10)),)
)
FIELD_A = option(
    "EXAMPLE-75", "Field A", option_type="Field", limit="lasting", abilities=(ability(AddAttack("self", 20)),)
)
FIELD_B = option(
    "EXAMPLE-76", "Field B", option_type="Field", limit="lasting", abilities=(ability(AddAttack("self", 20)),)
)
LOW_POINTS = option(
    "EXAMPLE-77",
    "Desperate",
    abilities=(ability(AddAttack("self", 100), condition=PointsWithin("self", at_most=60)),),
)
PREP_CARD = option("EXAMPLE-78", "Prep Card", timing="preparation")


def finish_battle(state):
    while state.turn == 1:
        apply(state, Pass())


def test_o1_options_are_used_only_from_a_slot():
    state = battle_start((BOOSTER_CHIP, PLUS_50), hand_a=(1,), slots_a=(2,))
    assert state.actor == 0
    assert legal_actions(state) == [Pass(), Use(1)]


def test_o2_an_option_is_used_only_at_its_timing():
    state = battle_start((PREP_CARD, PLUS_50), slots_a=(1, 2))
    assert Use(1) not in legal_actions(state) and Use(2) in legal_actions(state)


def test_o3_o_c1_flipping_pays_the_timing_cost_and_applies_the_effect():
    state = battle_start((PRICEY, PLUS_50), hand_a=(3, 4, 5), slots_a=(1, 2))
    me = state.players[0]
    ocean = len(me.net_ocean)
    apply(state, Use(1, (4, 5)))
    assert 4 in me.dark_area and 5 in me.dark_area and 3 in me.hand
    assert len(me.net_ocean) == ocean - 1
    assert attack_value(state, 0) == 420 + 200


def test_o_c3_an_unpayable_cost_keeps_the_card_face_down():
    state = battle_start((PRICEY, PLUS_50), hand_a=(3,), slots_a=(1, 2), pre=_no_refill)
    assert len(state.players[0].hand) == 1
    assert Use(1) not in legal_actions(state)


def _no_refill(state):
    me = state.players[0]
    me.dark_area.extend(me.net_ocean)
    me.net_ocean.clear()


def test_o4_a_card_is_turned_face_up_at_most_once():
    state = battle_start((PLUS_50, PLUS_50), slots_a=(1, 2))
    apply(state, Use(1))
    assert Use(1) not in legal_actions(state) and Use(2) in legal_actions(state)


def test_o_n1_a_level_limit_stops_the_flip():
    state = battle_start((PERFECT_ONLY, PLUS_50), slots_a=(1, 2))
    assert Use(1) not in legal_actions(state)


def test_o_n2_a_situation_condition_only_delays_the_effect():
    state = battle_start((LOW_POINTS, PLUS_50), slots_a=(1, 2))
    apply(state, Use(1))
    me = state.players[0]
    assert me.active[0]
    assert attack_value(state, 0) == 420


def test_o_n2_the_delayed_effect_applies_once_the_condition_becomes_true():
    state = battle_start((LOW_POINTS, PLUS_50), slots_a=(1, 2))
    apply(state, Use(1))
    assert attack_value(state, 0) == 420
    # Aki drops to 50 points during the battle (here by hand): "60 or less" now holds.
    apply(state, AdjustPoints(0, -50))
    assert attack_value(state, 0) == 420 + 100
    # It applies once, not again with every later action: the battle ends on 420 + 100 + 50.
    apply(state, Use(2))
    assert state.last_battle[0] == 420 + 100 + 50


def test_o_l1_without_a_limit_the_card_leaves_at_the_end_of_the_phase():
    state = battle_start((PLUS_50, TURN_LONG), slots_a=(1, 2))
    apply(state, Use(1))
    apply(state, Use(2))
    me = state.players[0]
    assert state.last_battle[0] == 420 + 50 + 30
    assert 1 in me.dark_area and 2 in me.dark_area


def test_o_l1_an_end_of_turn_card_stays_through_point_calculation():
    state = battle_start((TURN_LONG, PLUS_50, BOOSTER_CHIP), hand_a=(3,), slots_a=(1, 2))
    apply(state, Use(1))
    finish_battle(state)
    # An end-of-turn card leaves at P-5 (d); the unused card stays face-down in its slot.
    assert state.turn == 2 and 1 in state.players[0].dark_area and state.players[0].slots[1] == 2


def test_o_l2_a_lasting_card_keeps_its_effect_into_the_next_turn():
    state = battle_start((FIELD_A, PLUS_50), slots_a=(1, 2))
    apply(state, Use(1))
    finish_battle(state)
    assert state.turn == 2 and state.players[0].active[0]
    assert any(isinstance(m, AttackAdd) and m.source == 1 and m.amount == 20 for m in state.modifiers)


WINGS = option(
    "EXAMPLE-81",
    "Wings",
    limit="lasting",
    abilities=(ability(GrantKeyword("self", "sky")), ability(GrantImmunity("self", "forced_draw"))),
)


def test_o_l2_a_lasting_card_keeps_giving_its_ability_and_immunity_after_the_turn_ends():
    # St-485-style plug-in: "You gain the ability "flame" … This card remains in its slot …".
    state = battle_start((WINGS,), slots_a=(1,))
    apply(state, Use(1))
    assert "sky" in state.players[0].keywords
    finish_battle(state)
    aki = state.players[0]
    assert state.turn == 2 and aki.active[0]
    assert aki.keywords == ["sky"] and aki.immunities == ["forced_draw"]


def test_a_phase_long_card_gives_its_ability_for_that_turn_only():
    state = battle_start(
        (option("EXAMPLE-82", "Brief Wings", abilities=(ability(GrantKeyword("self", "sky")),)),),
        slots_a=(1,),
    )
    apply(state, Use(1))
    finish_battle(state)
    assert state.turn == 2 and state.players[0].keywords == []


def test_o_u2_o_u3_only_one_copy_may_be_in_use():
    state = battle_start((ONLY_ONE, ONLY_ONE), slots_a=(1, 2))
    apply(state, Use(1))
    assert Use(2) not in legal_actions(state)


def test_o_u1_several_copies_may_sit_face_down():
    state = game(deck(EMBERPUP, ONLY_ONE, ONLY_ONE), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2])
    apply(state, Pass())
    apply(state, SetOption(1, 1))
    apply(state, SetOption(2, 2))
    assert state.players[0].slots[:2] == [1, 2]


def test_o_f1_at_most_one_active_field():
    state = battle_start((FIELD_A, FIELD_B, PLUS_50), slots_a=(1, 2, 3))
    apply(state, Use(1))
    assert Use(2) not in legal_actions(state)


TWO_TURNS = option("EXAMPLE-79", "Two Turns", limit="turns:2", abilities=(ability(AddAttack("self", 40)),))


def test_o_l3_after_n_turns_counts_the_turn_of_use_as_turn_1():
    state = battle_start((TWO_TURNS, PLUS_50), slots_a=(1, 2))
    apply(state, Use(1))
    finish_battle(state)
    me = state.players[0]
    assert state.turn == 2 and me.active[0]
    while state.turn == 2 and state.outcome() is None:
        apply(state, Pass())
    assert 1 in me.dark_area


IV_ONLY = option(
    "EXAMPLE-81", "Level IV Only", allowed_levels=frozenset({4}), abilities=(ability(AddAttack("self", 30)),)
)


def test_o_n1_a_card_whose_level_limit_stops_holding_goes_to_the_dark_area_at_once():
    state = battle_start((IV_ONLY, PLUS_50), slots_a=(1, 2))
    apply(state, Use(1))
    me = state.players[0]
    assert me.active[0]
    from gameplay.engine.moves import top_to_dark_area

    # The IV leaves the box (say, by an effect): the Level III is now on top.
    top_to_dark_area(state, 0)
    assert me.slots[0] == -1 and 1 in me.dark_area


WIN_BONUS = option(
    "EXAMPLE-79",
    "Win Bonus",
    abilities=(
        ability(AddAttack("self", 200)),
        ability(ChangePoints("opponent", -20), trigger="on_win"),
    ),
)


def test_o_l1_an_option_leaving_with_the_battle_phase_still_applies_its_when_you_win_text():
    # Sp-4-style text: "Add 200 … Furthermore, if you win the battle, …", no printed limit, so the
    # card goes to the Dark Area at the end of the Battle Phase, after the result is known (B-7).
    state = battle_start((WIN_BONUS,), slots_a=(1,))
    bea_points = state.players[1].points
    apply(state, Use(1))
    finish_battle(state)
    aki, bea = state.players
    assert 1 in aki.dark_area
    # Cinderhound (420 + 200) beats Shellkit: the win text took 20 on top of the lost points.
    assert bea.points == bea_points - 20 - SHELLKIT.lost_against(CINDERHOUND)


HOPEFUL = option(
    "EXAMPLE-80", "Hopeful", abilities=(ability(ChangePoints("opponent", -20), trigger="on_win"),)
)


def test_o_l1_the_when_you_win_text_of_the_losing_side_does_nothing():
    state = battle_start((), cards_b=(HOPEFUL,), slots_b=(1,))
    aki_points, bea_points = state.players[0].points, state.players[1].points
    # SP (Bea) has the first window (B-4).
    apply(state, Use(1))
    finish_battle(state)
    aki, bea = state.players
    # Cinderhound (420) beats Shellkit (330): only Bea loses points, her card's win text is void.
    assert 1 in bea.dark_area
    assert aki.points == aki_points
    assert bea.points == bea_points - SHELLKIT.lost_against(CINDERHOUND)
