"""Battle Phase B-1..B-11 (RULES 5); B-8 step by step."""

from gameplay.engine import AdjustPoints, apply, legal_actions
from gameplay.engine.actions import Pass, Support, Use, UseAbility
from gameplay.engine.attack import attack_column, attack_value, battle_type
from gameplay.engine.effect_context import DIGIMON, OPTION, EngineContext
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.families import attack as attack_effects
from gameplay.engine.effects.families import cards
from gameplay.engine.effects.families import traits as traits_family
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import ATTACK_MODIFICATION, ZERO_COLUMN, GrantImmunity
from gameplay.engine.effects.invalidate_option import InvalidateOption
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.moves import drop_modifiers_of, put_on_top, remove_from_zones, top_to_dark_area

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    GLOWMOTH,
    PEBBLE,
    REEFCRAB,
    SHELLKIT,
    ability,
    arrange,
    deck,
    digimon,
    game,
    option,
    text,
)

STUBBORN = digimon(
    "EXAMPLE-50", "Stubborn", "III", "C", (350, 300, 200), (20, 10, 10, 10), a_can_be_zeroed=False
)
HERALD = digimon(
    "EXAMPLE-51",
    "Herald",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(ability(ChangePoints("opponent", -10), trigger="battle_start")),
)
AURA = digimon(
    "EXAMPLE-52",
    "Aura",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(ability(AddAttack("self", 50), trigger="continuous")),
)


def sheet(top, cards=()):
    """A deck whose battling Digimon will be `top`: the partner (id 0) if it is a Level III,
    else card 29 evolved from a Pebble partner. Other cards keep ids 1, 2, ..."""
    if top.level == "III":
        return deck(top, *cards)
    return [*deck(PEBBLE, *cards)[:29], top]


def put_tops(state):
    for me in state.players:
        if me.deck[29].level != "III" and me.deck[29].is_digimon:
            for zone in (me.hand, me.net_ocean):
                if 29 in zone:
                    zone.remove(29)
            if me.gauge == 29:
                me.gauge = me.net_ocean.pop(0)
            me.digimon.append(29)


def facing(card_a, card_b):
    """A state where player 0's top is card_a and player 1's is card_b."""
    state = game(sheet(card_a), sheet(card_b), first=0)
    put_tops(state)
    return state


def ctx(state, player, source=99, kind=OPTION):
    return EngineContext(state, player, source, kind, "source")


def test_b3_each_player_attacks_with_the_column_of_the_opponents_battle_type():
    state = facing(CINDERHOUND, SHELLKIT)
    assert attack_column(state, 0) == "B" and attack_value(state, 0) == 420
    assert attack_column(state, 1) == "A" and attack_value(state, 1) == 330


def test_b3_a_type_change_redirects_the_column_and_the_latest_change_wins():
    state = facing(CINDERHOUND, SHELLKIT)
    attack_effects.change_battle_type(ctx(state, 1, source=5), "self", "C")
    assert attack_value(state, 0) == 310
    attack_effects.change_battle_type(ctx(state, 1, source=6), "self", "A")
    assert battle_type(state, 1) == "A" and attack_value(state, 0) == 480


def test_b3_when_the_latest_type_change_leaves_the_earlier_ones_do_not_come_back():
    """[FAQ-C]: earlier type changes stay in their slots but do not apply again."""
    state = facing(CINDERHOUND, SHELLKIT)
    attack_effects.change_battle_type(ctx(state, 1, source=5), "self", "C")
    attack_effects.change_battle_type(ctx(state, 1, source=6), "self", "A")
    drop_modifiers_of(state, 1, 6)
    assert battle_type(state, 1) == "B" and attack_value(state, 0) == 420


def test_b3_an_earlier_type_change_leaving_does_not_undo_the_latest():
    state = facing(CINDERHOUND, SHELLKIT)
    attack_effects.change_battle_type(ctx(state, 1, source=5), "self", "C")
    attack_effects.change_battle_type(ctx(state, 1, source=6), "self", "A")
    drop_modifiers_of(state, 1, 5)
    assert battle_type(state, 1) == "A"


def test_b8_1_an_effect_may_fix_the_column_regardless_of_the_opponent():
    state = facing(CINDERHOUND, SHELLKIT)
    attack_effects.set_attack_column(ctx(state, 0), "self", "A")
    assert attack_value(state, 0) == 480


def test_b8_2_base_attack_additions_count_as_printed():
    state = facing(CINDERHOUND, SHELLKIT)
    attack_effects.add_base_attack(ctx(state, 0), "self", 50)
    attack_effects.multiply_attack(ctx(state, 0), "self", 2)
    assert attack_value(state, 0) == (420 + 50) * 2


def test_b8_3_a_zeroing_c_attack_zeroes_a_and_its_base_additions():
    state = facing(CINDERHOUND, REEFCRAB)
    attack_effects.add_base_attack(ctx(state, 1), "self", 100)
    assert attack_column(state, 1) == "A" and attack_value(state, 1) == 0
    attack_effects.add_attack(ctx(state, 1), "self", 100)
    assert attack_value(state, 1) == 100


def test_b8_3_a_card_marked_not_zeroed_keeps_its_a_attack():
    state = facing(CINDERHOUND, STUBBORN)
    assert attack_value(state, 1) == 350


def test_b8_3_no_other_pairing_zeroes():
    """RULES 1.5: A-vs-B, B-vs-C and C-vs-C never put a zeroing C against an A attack."""
    assert attack_value(facing(CINDERHOUND, SHELLKIT), 0) == 420
    assert attack_value(facing(SHELLKIT, REEFCRAB), 0) == 240
    assert attack_value(facing(REEFCRAB, REEFCRAB), 0) == 400


def test_b8_4_only_the_latest_multiplier_applies():
    state = facing(SHELLKIT, CINDERHOUND)
    attack_effects.multiply_attack(ctx(state, 0, source=1), "self", 2)
    attack_effects.multiply_attack(ctx(state, 0, source=2), "self", 3)
    assert attack_value(state, 0) == 330 * 3
    attack_effects.multiply_attack(ctx(state, 0, source=3), "self", 2)
    assert attack_value(state, 0) == 330 * 2


def test_b8_5_additions_stack_and_b8_6_the_value_never_goes_below_zero():
    state = facing(SHELLKIT, CINDERHOUND)
    attack_effects.add_attack(ctx(state, 0), "self", 50)
    attack_effects.add_attack(ctx(state, 0), "self", 50)
    assert attack_value(state, 0) == 430
    attack_effects.add_attack(ctx(state, 0), "self", -1000)
    assert attack_value(state, 0) == 0


def test_b8_7_post_calculation_halving_rounds_down():
    state = facing(digimon("EXAMPLE-53", "Odd", "III", "A", (335, 335, 335), (10, 10, 10, 10)), CINDERHOUND)
    attack_effects.halve_after_effects(ctx(state, 1), "opponent")
    attack_effects.add_attack(ctx(state, 0), "self", -100)
    assert attack_value(state, 0) == (335 - 100) // 2


def test_b8_8_immunity_to_attack_modification_ignores_modifiers_but_not_zeroing():
    state = facing(CINDERHOUND, REEFCRAB)
    traits_family.grant_immunity(ctx(state, 1), "self", ATTACK_MODIFICATION)
    attack_effects.add_attack(ctx(state, 0), "opponent", 500)
    attack_effects.halve_after_effects(ctx(state, 0), "opponent")
    assert attack_value(state, 1) == 0


def test_b8_8_o_k2_immunity_to_opponent_options_blocks_their_effects():
    state = facing(CINDERHOUND, SHELLKIT)
    traits_family.grant_immunity(ctx(state, 1), "self", "opponent_options")
    attack_effects.add_attack(ctx(state, 0, kind=OPTION), "opponent", -200)
    assert attack_value(state, 1) == 330
    attack_effects.add_attack(ctx(state, 0, kind=DIGIMON), "opponent", -200)
    assert attack_value(state, 1) == 130


def battle_start(
    cards_a, hand_a=(), slots_a=(), cards_b=(), hand_b=(), slots_b=(), top_a=None, top_b=None, pre=None
):
    """Play both Preparations (passing) so that the battle starts with this set-up; `pre` may
    change the state first."""
    state = game(sheet(top_a or CINDERHOUND, cards_a), sheet(top_b or SHELLKIT, cards_b), first=0)
    put_tops(state)
    for player, hand, slots in ((0, hand_a, slots_a), (1, hand_b, slots_b)):
        arrange(state, player, hand=[*hand, *slots])
        me = state.players[player]
        for index, card in enumerate(slots):
            me.hand.remove(card)
            me.slots[index] = card
    if pre is not None:
        pre(state)
    while state.phase == "preparation" and state.turn == 1:
        apply(state, Pass())
    return state


def test_b1_b4_the_battle_follows_evolution_and_sp_has_the_first_window():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,))
    assert state.phase == "battle" and state.actor == 1 and state.fp == 0
    assert Use(1) in legal_actions(state)


def test_b2_battle_start_abilities_resolve():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_b=HERALD)
    assert state.players[0].points == 90


def test_b3_continuous_abilities_apply_at_attack_confirmation():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_b=AURA)
    # Aura (type A) uses its A attack against Cinderhound (type A): 300 + 50.
    assert attack_value(state, 1) == 300 + 50


def test_b5_each_use_resolves_at_once_in_order():
    state = battle_start((BOOSTER_CHIP, BOOSTER_CHIP), slots_a=(1, 2), cards_b=(BOOSTER_CHIP,), slots_b=(1,))
    apply(state, Use(1))
    assert attack_value(state, 1) == 430
    # SP has nothing left, so her window closes by itself.
    assert state.actor == 0
    apply(state, Use(1))
    assert attack_value(state, 0) == 520
    apply(state, Use(2))
    # Nothing is left to use: the battle ends on these values.
    assert state.last_battle == (620, 430)


def test_b7_two_empty_windows_in_a_row_end_the_phase():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,))
    apply(state, Pass())
    assert state.phase == "battle" and state.actor == 0
    apply(state, Pass())
    assert state.phase != "battle" and state.last_battle == (420, 330)


def test_b7_a_window_with_a_use_resets_the_count():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP, BOOSTER_CHIP), slots_b=(1, 2))
    apply(state, Use(1))
    apply(state, Pass())
    apply(state, Pass())
    # SP used something, FP passed empty: SP gets another window.
    assert state.phase == "battle" and state.actor == 1


def test_b9_equal_values_give_a_draw():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=SHELLKIT, top_b=SHELLKIT)
    apply(state, Pass())
    assert state.last_battle == (300, 300)
    assert [me.points for me in state.players] == [90, 90]


def test_b10_a_support_is_placed_from_hand_once_per_turn_and_its_effect_needs_its_target():
    state = battle_start((GLOWMOTH, GLOWMOTH), hand_a=(1, 2), top_b=REEFCRAB)
    # SP has nothing to use: FP's window comes at once.
    assert state.actor == 0
    legal = legal_actions(state)
    assert Support(1) in legal and Support(2) in legal
    before = state.players[0].hand[:]
    apply(state, Support(1))
    # B-10.5: one support per battling Digimon per turn, and one in the box: nothing is left,
    # so the battle ends with Glowmoth's +100 for the type-A Cinderhound.
    assert state.last_battle == (310 + 100, 0)
    assert 2 in before and state.players[0].support == -1 and 1 in state.players[0].dark_area


def test_b10_4_a_support_whose_target_does_not_match_does_nothing():
    state = battle_start((GLOWMOTH,), hand_a=(1,), top_a=SHELLKIT, top_b=REEFCRAB)
    before = attack_value(state, 0)
    apply(state, Support(1))
    assert state.last_battle[0] == before and 1 in state.players[0].dark_area


def test_b10_9_a_support_may_not_share_a_number_with_the_digimon():
    state = battle_start((GLOWMOTH,), hand_a=(1,), top_a=GLOWMOTH, top_b=REEFCRAB)
    assert not any(isinstance(action, Support) for action in legal_actions(state))


def test_b10_7_and_b10_8_the_support_effect_ends_with_the_phase_and_the_card_leaves_at_p5():
    state = battle_start((GLOWMOTH,), hand_a=(1,), top_b=REEFCRAB)
    apply(state, Support(1))
    assert state.players[0].support == -1 and 1 in state.players[0].dark_area
    assert state.modifiers == []


def test_b11_ability_effects_end_when_their_owner_leaves_the_box():
    state = facing(AURA, SHELLKIT)
    attack_effects.add_attack(EngineContext(state, 0, state.players[0].top, DIGIMON, "phase"), "self", 50)
    from gameplay.engine.moves import top_to_dark_area

    top_to_dark_area(state, 0)
    assert state.modifiers == []


def test_b11_5_negated_specials_do_not_fire():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_b=AURA)
    assert attack_value(state, 1) == 350
    traits_family.negate_specials(ctx(state, 0), "opponent")
    assert attack_value(state, 1) == 300


def test_b10_6_a_support_is_not_a_special_ability():
    state = battle_start((GLOWMOTH,), hand_a=(1,), top_b=REEFCRAB)
    traits_family.negate_specials(ctx(state, 1), "opponent")
    apply(state, Support(1))
    assert state.last_battle[0] == 410


FURY = digimon(
    "EXAMPLE-54",
    "Furyfang",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(
        ability(AddAttack("self", 100)),
        ability(MultiplyAttack("self", 2), cost=(Cost(1),)),
    ),
)


def test_b4_b11_a_special_ability_with_a_use_timing_is_used_in_a_window():
    state = battle_start((BOOSTER_CHIP,), hand_a=(2, 3), slots_b=(), top_a=FURY, top_b=SHELLKIT)
    assert state.actor == 0
    legal = legal_actions(state)
    assert UseAbility(0) in legal and UseAbility(1) in legal
    apply(state, UseAbility(0))
    # A free ability with no printed cap is used once a turn.
    assert UseAbility(0) not in legal_actions(state)
    me = state.players[0]
    hand = len(me.hand)
    apply(state, UseAbility(1, (me.hand[0],)))
    assert len(me.hand) == hand - 1
    assert attack_value(state, 0) == 300 * 2 + 100


def test_b11_5_a_negated_digimon_cannot_use_its_abilities():
    state = battle_start((BOOSTER_CHIP,), hand_a=(2, 3), top_a=FURY, top_b=SHELLKIT)
    traits_family.negate_specials(ctx(state, 1), "opponent")
    assert not any(isinstance(action, UseAbility) for action in legal_actions(state))


HALT = option(
    "EXAMPLE-55",
    "Program Halt",
    interrupt=True,
    abilities=(ability(InvalidateOption("opponent", "Program")),),
)
PROGRAM_BOOST = option(
    "EXAMPLE-56",
    "Program Boost",
    option_type="Program",
    abilities=(ability(AddAttack("self", 300), cost=(Cost(1),)),),
)


def test_b6_o_c4_an_interrupt_negates_the_use_before_it_takes_effect_and_the_cost_stays_paid():
    state = battle_start((PROGRAM_BOOST,), hand_a=(2, 3), slots_a=(1,), cards_b=(HALT,), slots_b=(1,))
    # SP (Bea) has only an interrupt card: nothing to do in her own window.
    assert state.actor == 0
    hand = len(state.players[0].hand)
    apply(state, Use(1))
    # Aki's use is declared; Bea may answer before it takes effect.
    assert state.step == "interrupt" and state.actor == 1
    assert legal_actions(state) == [Pass(), Use(1)]
    apply(state, Use(1))
    aki = state.players[0]
    assert 1 in aki.dark_area and len(aki.hand) == hand - 1
    assert state.last_battle == (420, 330)


def test_b6_without_an_answer_the_use_resolves_and_play_returns_to_the_user():
    state = battle_start(
        (PROGRAM_BOOST, BOOSTER_CHIP), hand_a=(3, 4), slots_a=(1, 2), cards_b=(HALT,), slots_b=(1,)
    )
    apply(state, Use(1))
    apply(state, Pass())
    assert state.step == "battle" and state.actor == 0
    assert attack_value(state, 0) == 420 + 300


SHIELDBACK = digimon(
    "EXAMPLE-57",
    "Shieldback",
    "III",
    "C",
    (350, 300, 200),
    (20, 10, 10, 10),
    # ◎ "A cannot go to zero due to the effects of attack C."
    text=text(ability(GrantImmunity("self", ZERO_COLUMN + "A"), trigger="continuous")),
)
HEXER = digimon(
    "EXAMPLE-58",
    "Hexer",
    "III",
    "A",
    (300, 300, 300),
    (20, 10, 10, 10),
    text=text(ability(AddAttack("opponent", -100), trigger="battle_start")),
)
STEADFAST = digimon(
    "EXAMPLE-59",
    "Steadfast",
    "III",
    "B",
    (330, 300, 240),
    (20, 10, 10, 10),
    text=text(ability(GrantImmunity("self", ATTACK_MODIFICATION), trigger="continuous")),
)


def test_b8_3_an_ability_that_keeps_a_from_going_to_zero_skips_the_zeroing():
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=CINDERHOUND, top_b=SHIELDBACK)
    # Cinderhound attacks with its zeroing C; Shieldback's A stays 350.
    assert attack_column(state, 0) == "C" and attack_value(state, 1) == 350


def test_b8_8_immunity_to_attack_modification_also_ignores_modifiers_that_came_first():
    # B-2.3: Hexer's battle-start -100 resolves before Steadfast's continuous immunity (B-3).
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=HEXER, top_b=STEADFAST)
    assert attack_value(state, 1) == 330


FLAME_PLUG = option(
    "EXAMPLE-92", "Flame Plug", limit="lasting", abilities=(ability(GrantKeyword("self", "flame")),)
)


def test_b11_3_keywords_and_immunities_from_the_digimons_abilities_end_when_it_leaves_the_box():
    state = game(sheet(CINDERHOUND, (FLAME_PLUG,)), sheet(SHELLKIT), first=0)
    put_tops(state)
    aki = state.players[0]
    remove_from_zones(state, 0, 1)
    aki.slots[0], aki.face_up[0], aki.active[0] = 1, True, True
    traits_family.grant_keyword(ctx(state, 0, source=1), "self", "flame")
    own = EngineContext(state, 0, aki.top, DIGIMON, "phase")
    traits_family.grant_keyword(own, "self", "sky")
    traits_family.grant_immunity(own, "self", ATTACK_MODIFICATION)
    top_to_dark_area(state, 0)
    # Cinderhound's "sky" and immunity went with it; the option in its slot still gives "flame".
    assert aki.digimon == [0]
    assert aki.keywords == ["flame"] and aki.immunities == []


LAST_STAND = digimon(
    "EXAMPLE-96",
    "Last Stand",
    "III",
    "B",
    (330, 300, 240),
    (20, 10, 10, 10),
    # ◎ "When you have 60 points or less, add 100 to your attack power."
    text=text(
        ability(AddAttack("self", 100), trigger="continuous", condition=PointsWithin("self", at_most=60))
    ),
)


def test_b3_a2_a_continuous_ability_applies_once_its_condition_becomes_true_in_the_battle():
    """A-2: continuous abilities need no window; one whose condition is false at attack
    confirmation applies as soon as it holds (as O-N2 for options)."""
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=CINDERHOUND, top_b=LAST_STAND)
    assert state.actor == 0 and attack_value(state, 1) == 330
    apply(state, AdjustPoints(1, -50))
    assert attack_value(state, 1) == 330 + 100


def test_b11_1_a_level_iii_left_on_top_mid_battle_applies_its_continuous_abilities():
    """B-11.1: a Level III uses its abilities while it is the top card; when the Digimon above
    it is sent away during the battle, its continuous abilities apply (A-2)."""
    state = game([AURA, *deck(BOOSTER_CHIP)[:28], CINDERHOUND], sheet(SHELLKIT, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    for player in (0, 1):
        arrange(state, player, hand=[1])
        me = state.players[player]
        me.hand.remove(1)
        me.slots[0] = 1
    while state.phase == "preparation":
        apply(state, Pass())
    assert state.players[0].digimon == [0, 29] and attack_value(state, 0) == 420
    # Bea's effect sends Cinderhound to the Dark Area: Aura (type A) is on top again.
    cards.send_digimon_to_dark_area(ctx(state, 1, source=1), "opponent")
    assert state.players[0].digimon == [0]
    assert attack_value(state, 0) == 300 + 50


def test_b11_1_a_level_iii_covered_mid_battle_stops_applying_its_abilities():
    state = battle_start((CINDERHOUND, BOOSTER_CHIP), slots_a=(2,), top_a=AURA, top_b=SHELLKIT)
    assert attack_value(state, 0) == 300 + 50
    # Cinderhound comes on top of Aura during the battle (say, by a battle-phase evolution).
    remove_from_zones(state, 0, 1)
    put_on_top(state, 0, 1)
    assert attack_value(state, 0) == 420
