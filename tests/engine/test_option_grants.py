"""Real Option cards of the "grants" family played in games (patterns/option_grants.py): attribute
changes, field icons, keywords, "A cannot go to zero" (RULES 1.5, B-8 step 3), losing the A→0
ability, and what the Digimon cannot receive."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import DIGIMON, OPTION, EngineContext
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.conditions.has_attribute import HasAttribute
from gameplay.engine.effects.conditions.in_field import InField
from gameplay.engine.effects.families import attack as attack_effects
from gameplay.engine.effects.families import options as option_family
from gameplay.engine.effects.families import points as points_family
from gameplay.engine.effects.families import traits as traits_family
from gameplay.engine.moves import remove_from_zones, slot_to_dark_area
from gameplay.engine.state import DRAW

from .helpers import (
    CINDERHOUND,
    PEBBLE,
    REEFCRAB,
    SHELLKIT,
    ability,
    compiled_record,
    digimon,
    game,
    option,
    record,
    text,
)
from .test_battle import battle_start, put_tops, sheet

# Invented Digimon with the traits the cards read.
VIRUS_BEAST = digimon(
    "EXAMPLE-G01", "Virusbeast", "IV", "A", (480, 420, 310), (30, 20, 10, 10), attributes=frozenset({"Virus"})
)
DATA_BEAST = digimon(
    "EXAMPLE-G02", "Databeast", "IV", "A", (480, 420, 310), (30, 20, 10, 10), attributes=frozenset({"Data"})
)
RAPTOR = digimon("EXAMPLE-G03", "Raptor", "IV", "B", (500, 450, 300), (30, 20, 10, 10), species="Dinosaur")
HOUND = digimon("EXAMPLE-G04", "Hound", "IV", "B", (500, 450, 300), (30, 20, 10, 10), species="Beast")
GEARMON = digimon(
    "EXAMPLE-G05",
    "Gearmon",
    "Perfect",
    "B",
    (600, 550, 500),
    (40, 30, 20, 10),
    species="Machine",
    attributes=frozenset({"Virus"}),
)
SPIRIT_BEAST = digimon(
    "EXAMPLE-G06", "Spiritbeast", "IV", "A", (480, 420, 310), (30, 20, 10, 10), fields=frozenset({"NSp"})
)


def _pass_until(state, done):
    while not done(state) and state.outcome() is None:
        apply(state, Pass())


# A battle card that does nothing: set in slot 2, it keeps Aki's Battle Phase window open (B-4), so
# that the state can be read before the battle is decided.
KEEPER = option("EXAMPLE-G99", "Keeper")


def _battle_window(card, *, top_a, top_b, extra=()):
    """Aki (player 0) battles `top_a` against Bea's `top_b` with `card` face-down in slot 1 (id 1),
    KEEPER in slot 2 (id 2) and `extra` cards (ids 3, …) in her hand, at her first Battle Phase
    window (B-4)."""
    hand = tuple(range(3, 3 + len(extra)))
    state = battle_start((card, KEEPER, *extra), hand_a=hand, slots_a=(1, 2), top_a=top_a, top_b=top_b)
    _pass_until(state, lambda s: s.phase == "battle" and s.actor == 0)
    assert state.turn == 1
    return state


def _window(card, phase, *, top_a, top_b):
    """Aki with `card` face-down in slot 1 (id 1) and KEEPER in slot 2 (id 2), at her first window
    of `phase`."""
    state = game(sheet(top_a, (card, KEEPER)), sheet(top_b), first=0)
    put_tops(state)
    for index in (0, 1):
        remove_from_zones(state, 0, index + 1)
        state.players[0].slots[index] = index + 1
    _pass_until(state, lambda s: s.phase == phase and s.actor == 0 and Use(1) in legal_actions(s))
    return state


def _battle_values(state):
    """B-7: the final attack values (Aki's, Bea's) the battle is decided with (P-1)."""
    _pass_until(state, lambda s: s.turn == 2)
    return state.last_battle


def _ctx(state, player=0, kind=OPTION):
    return EngineContext(state, player, 1, kind, "source")


# -- "A cannot go to zero" ---------------------------------------------------------------------------


def test_without_a_card_the_opponents_c_attack_zeroes_an_a_attack(catalog):
    # RULES 1.5: Reefcrab (battle type C) is attacked with C, and attacks with A (Cinderhound is A).
    state = _battle_window(compiled_record("Bo-23t"), top_a=REEFCRAB, top_b=CINDERHOUND)
    assert attack_value(state, 0) == 0


def test_bo_23t_keeps_the_a_attack_from_zero_for_the_battle(catalog):
    # Bo-23t Inflation Space!!: paid with one Digimon card from the hand.
    state = _battle_window(compiled_record("Bo-23t"), top_a=REEFCRAB, top_b=CINDERHOUND, extra=(PEBBLE,))
    apply(state, Use(1, pay=(3,)))
    assert 3 in state.players[0].dark_area
    assert attack_value(state, 0) == 450
    assert _battle_values(state)[0] == 450


def test_bo_501_dark_city_keeps_a_from_the_c_attack_but_not_from_an_effect(catalog):
    # Bo-501 Dark City (Evolution Phase Field): "Your Digimon with battle type C become unable to
    # receive the effects of the opponent's (A goes to 0) from their attack C."
    state = _window(compiled_record("Bo-501"), "evolution", top_a=REEFCRAB, top_b=CINDERHOUND)
    apply(state, Use(1))
    assert attack_value(state, 0) == 450
    # An effect that zeroes the A attack is not the C attack: it still does (B-8 step 3).
    attack_effects.zero_column(_ctx(state, player=1), "opponent", "A")
    assert attack_value(state, 0) == 0


def test_bo_501_gives_nothing_to_a_digimon_of_another_battle_type(catalog):
    state = _window(compiled_record("Bo-501"), "evolution", top_a=CINDERHOUND, top_b=REEFCRAB)
    apply(state, Use(1))
    assert "zero_by_attack:A" not in state.players[0].immunities


# -- losing the A→0 ability --------------------------------------------------------------------------


def test_st_380_doubles_the_b_attack(catalog):
    # St-380 Offense Plug-In N: Cinderhound attacks Shellkit (battle type B) with B, 420.
    state = _battle_window(compiled_record("St-380"), top_a=CINDERHOUND, top_b=SHELLKIT)
    apply(state, Use(1))
    assert attack_value(state, 0) == 840


def test_st_380_takes_away_the_c_attacks_zeroing_of_the_opponents_a(catalog):
    # Cinderhound attacks Reefcrab (battle type C) with C: normally Reefcrab's A goes to zero.
    state = _battle_window(compiled_record("St-380"), top_a=CINDERHOUND, top_b=REEFCRAB)
    assert attack_value(state, 1) == 0
    apply(state, Use(1))
    assert attack_value(state, 1) == 450
    assert attack_value(state, 0) == 310
    # The ability comes back when the card leaves its slot (O-L2).
    slot_to_dark_area(state, 0, 0)
    assert attack_value(state, 1) == 0


# -- attributes --------------------------------------------------------------------------------------


def test_st_489_makes_the_opponent_vaccine_for_the_turn_even_after_it_evolves(catalog):
    # St-489 We're Honor Students (Preparation Phase).
    state = _window(compiled_record("St-489"), "preparation", top_a=CINDERHOUND, top_b=VIRUS_BEAST)
    apply(state, Use(1))
    ctx = _ctx(state)
    assert ctx.attributes("opponent") == frozenset({"Vaccine"})
    assert HasAttribute("opponent", "Vaccine").holds(ctx)
    assert not HasAttribute("opponent", "Virus").holds(ctx)
    # "They remain as Vaccine attribute even after evolution": another Digimon on top keeps it.
    bea = state.players[1]
    bea.net_ocean.remove(5) if 5 in bea.net_ocean else remove_from_zones(state, 1, 5)
    bea.digimon.append(5)
    assert ctx.attributes("opponent") == frozenset({"Vaccine"})
    # "At the end of the turn …": the card and its change are gone in the next turn.
    _pass_until(state, lambda s: s.turn == 2)
    assert 1 in state.players[0].dark_area
    assert not HasAttribute("opponent", "Vaccine").holds(_ctx(state))


def test_an_attribute_change_not_kept_after_evolution_ends_with_the_changed_digimon():
    state = game(sheet(VIRUS_BEAST), sheet(SHELLKIT), first=0)
    put_tops(state)
    ctx = _ctx(state)
    traits_family.change_attribute(ctx, "self", frozenset({"Data"}), kept_after_evolution=False)
    assert ctx.attributes("self") == frozenset({"Data"})
    aki = state.players[0]
    remove_from_zones(state, 0, 3)
    aki.digimon.append(3)
    # Card 3 is a Pebble, printed with no attribute.
    assert ctx.attributes("self") == aki.deck[3].attributes


def test_re_57t_adds_800_when_the_attributes_match_and_500_otherwise(catalog):
    # Re-57t The Hot, Furious Metal Storm!!: Gearmon (Machine, Virus, Perfect) attacks with A.
    same = _battle_window(compiled_record("Re-57t"), top_a=GEARMON, top_b=VIRUS_BEAST)
    apply(same, Use(1))
    assert attack_value(same, 0) == 600 + 800
    other = _battle_window(compiled_record("Re-57t"), top_a=GEARMON, top_b=DATA_BEAST)
    apply(other, Use(1))
    assert attack_value(other, 0) == 600 + 500


# -- fields and keywords -----------------------------------------------------------------------------


def test_bo_587_black_wings_adds_the_nightmare_soldiers_field_while_in_its_slot(catalog):
    state = _battle_window(compiled_record("Bo-587"), top_a=CINDERHOUND, top_b=SHELLKIT)
    apply(state, Use(1))
    assert InField("self", "NSo").holds(_ctx(state))
    assert attack_value(state, 0) == 420 + 50
    slot_to_dark_area(state, 0, 0)
    assert not InField("self", "NSo").holds(_ctx(state))


def test_st_811_cyber_parts_leaves_metal_empire_as_the_only_field(catalog):
    state = _battle_window(compiled_record("St-811"), top_a=SPIRIT_BEAST, top_b=SHELLKIT)
    apply(state, Use(1))
    ctx = _ctx(state)
    assert ctx.fields("self") == frozenset({"ME"})
    # "… and cannot gain any new field icons".
    traits_family.add_trait(_ctx(state, kind=DIGIMON), "self", "field", "DA")
    assert ctx.fields("self") == frozenset({"ME"})
    assert attack_value(state, 0) == 420 + 150


def test_bo_543_aero_wing_gives_a_dinosaur_sky_grappling_and_100(catalog):
    state = _battle_window(compiled_record("Bo-543"), top_a=RAPTOR, top_b=CINDERHOUND)
    apply(state, Use(1))
    assert set(state.players[0].keywords) == {"sky", "grappling"}
    assert attack_value(state, 0) == 500 + 100


def test_bo_543_aero_wing_gives_any_other_type_sky_only(catalog):
    state = _battle_window(compiled_record("Bo-543"), top_a=HOUND, top_b=CINDERHOUND)
    apply(state, Use(1))
    assert state.players[0].keywords == ["sky"]
    assert attack_value(state, 0) == 500


# -- what the Digimon cannot receive -------------------------------------------------------------------


def test_bo_1055_perfect_anchor_keeps_the_slots_from_the_opponents_clearing(catalog):
    state = _battle_window(compiled_record("Bo-1055"), top_a=CINDERHOUND, top_b=SHELLKIT)
    apply(state, Use(1))
    option_family.discard_option_slots(_ctx(state, player=1), "opponent", 3)
    assert state.players[0].slots[0] == 1


def test_sx_39_ignores_only_a_draws_further_reduction(catalog):
    # Sx-39 Nature Spirits (Evolution Phase Field).
    state = _window(compiled_record("Sx-39"), "evolution", top_a=SPIRIT_BEAST, top_b=SHELLKIT)
    apply(state, Use(1))
    bea = _ctx(state, player=1, kind=DIGIMON)
    state.battle_result = DRAW
    points_family.add_lost_points(bea, "opponent", 10)
    assert not [m for m in state.modifiers if m.kind == "lost_add"]
    # A won battle's "further reduce" still reaches Aki (she lost it: Bea, player 1, won).
    state.battle_result = 1
    points_family.add_lost_points(bea, "opponent", 10)
    assert [m.amount for m in state.modifiers if m.kind == "lost_add" and m.player == 0] == [10]


def test_bo_648_ignores_only_a_won_battles_further_reduction_and_into_the_next_turn(catalog):
    # Bo-648 Scu's Curse (Point Calculation Phase, Unknown Level IV or Perfect).
    unknown = digimon(
        "EXAMPLE-G07", "Unknownbeast", "IV", "A", (480, 420, 310), (30, 20, 10, 10), fields=frozenset({"UK"})
    )
    state = _window(compiled_record("Bo-648"), "point_calculation", top_a=unknown, top_b=SHELLKIT)
    apply(state, Use(1))
    assert "further_point_reduction:win" in state.players[0].immunities
    bea = _ctx(state, player=1, kind=DIGIMON)
    state.battle_result = 1
    points_family.add_lost_points(bea, "opponent", 10)
    assert not [m for m in state.modifiers if m.kind == "lost_add"]
    # "At the end of the turn after the turn …": still in its slot in turn 2, still giving it (O-L2).
    _pass_until(state, lambda s: s.turn == 2)
    assert state.players[0].slots[0] == 1
    assert "further_point_reduction:win" in state.players[0].immunities


# -- second slice ----------------------------------------------------------------------------------

WIND_CRAB = digimon(
    "EXAMPLE-G08", "Windcrab", "IV", "C", (450, 430, 400), (30, 20, 10, 10), fields=frozenset({"WG"})
)
UNKNOWN_HOUND = digimon(
    "EXAMPLE-G09", "Unknownhound", "IV", "A", (480, 420, 310), (30, 20, 10, 10), fields=frozenset({"UK"})
)
TIDECRAB = digimon("EXAMPLE-G10", "Tidecrab", "Perfect", "C", (600, 550, 500), (40, 30, 20, 10))


def _battle_after(state):
    """Aki uses the card in slot 1 in an earlier window, then goes on to her first Battle Phase
    window (KEEPER keeps it open)."""
    apply(state, Use(1))
    _pass_until(state, lambda s: s.phase == "battle" and s.actor == 0)
    return state


def test_re_32t_copies_the_opponents_attribute_onto_the_digimon_aki_becomes(catalog):
    # Re-32t Unusual Friends (Preparation Phase): Databeast takes Virusbeast's Virus attribute.
    state = _window(compiled_record("Re-32t"), "preparation", top_a=DATA_BEAST, top_b=VIRUS_BEAST)
    apply(state, Use(1))
    ctx = _ctx(state)
    assert ctx.attributes("self") == frozenset({"Virus"})
    # "… the Digimon resulting from that evolution … inherits the changed attribute".
    aki = state.players[0]
    remove_from_zones(state, 0, 5)
    aki.digimon.append(5)
    assert HasAttribute("self", "Virus").holds(ctx)


def test_st_167_wind_guardians_keeps_a_wind_guardians_digimons_a_from_the_c_attack(catalog):
    state = _battle_after(_window(compiled_record("St-167"), "evolution", top_a=WIND_CRAB, top_b=CINDERHOUND))
    assert 1 in state.players[0].slots and state.players[0].active[0]
    assert attack_value(state, 0) == 450


def test_st_167_does_nothing_for_a_digimon_of_another_field(catalog):
    state = _battle_after(_window(compiled_record("St-167"), "evolution", top_a=REEFCRAB, top_b=CINDERHOUND))
    assert state.players[0].active[0]
    assert attack_value(state, 0) == 0


def test_st_168_unknown_triples_c_and_leaves_the_opponents_a_standing(catalog):
    # Unknownhound attacks Reefcrab (battle type C) with C, 310; Reefcrab attacks with A.
    state = _battle_after(
        _window(compiled_record("St-168"), "evolution", top_a=UNKNOWN_HOUND, top_b=REEFCRAB)
    )
    assert attack_value(state, 0) == 3 * 310
    assert attack_value(state, 1) == 450


def test_st_106_stops_the_opponents_c_attack_from_zeroing_a(catalog):
    # Tidecrab (battle type C) is attacked with C by Cinderhound and attacks with A.
    state = _battle_window(compiled_record("St-106"), top_a=TIDECRAB, top_b=CINDERHOUND)
    assert attack_value(state, 0) == 0
    hand = len(state.players[0].hand)
    apply(state, Use(1))
    assert attack_value(state, 0) == 600
    # "After that, choose one card from your hand and send it to the Dark Area."
    assert len(state.players[0].hand) == hand - 1


SKYLORD = digimon("EXAMPLE-G11", "Skylord", "Ultimate", "C", (900, 800, 700), (50, 40, 30, 20))


def test_bo_352_sends_the_opponents_active_truce_to_the_dark_area(catalog):
    # Bo-352 A Tearful Truce Annulment (Evolution Phase), paid with two cards from the hand; Bea's
    # A Truce Agreement (St-220, played by hand) is face-up in her slot 1.
    truce = record("St-220")
    state = game(sheet(SKYLORD, (compiled_record("Bo-352"), KEEPER)), sheet(CINDERHOUND, (truce,)), first=0)
    put_tops(state)
    aki, bea = state.players
    for index in (0, 1):
        remove_from_zones(state, 0, index + 1)
        aki.slots[index] = index + 1
    remove_from_zones(state, 1, 1)
    bea.slots[0], bea.face_up[0], bea.active[0] = 1, True, True
    _pass_until(state, lambda s: s.phase == "evolution" and s.actor == 0 and Use(1) in legal_actions(s))
    apply(state, Use(1, pay=tuple(aki.hand[:2])))
    assert bea.slots[0] == -1 and 1 in bea.dark_area
    _pass_until(state, lambda s: s.phase == "battle" and s.actor == 0)
    # Skylord (battle type C) attacks Cinderhound with A, kept from its C attack, plus 100.
    assert attack_value(state, 0) == 900 + 100


MIRACLE_KNIGHT = digimon(
    "EXAMPLE-G12",
    "Miracleknight",
    "IV",
    "A",
    (480, 420, 310),
    (30, 20, 10, 10),
    evolution_text="Digimental of Miracles",
)


def test_bo_590_vajra_keeps_the_opponents_options_off_until_the_special_abilities_are_lost(catalog):
    state = _battle_window(compiled_record("Bo-590"), top_a=MIRACLE_KNIGHT, top_b=SHELLKIT)
    apply(state, Use(1))
    assert "opponent_options" in state.players[0].immunities
    # Bea's option cannot lower Aki's attack (O-K2).
    attack_effects.add_attack(_ctx(state, player=1), "opponent", -200)
    assert attack_value(state, 0) == 420
    # "The opponent loses its special abilities" from Bea's Digimon blanks the added ability too
    # (B-11.5), so her options reach Aki again.
    traits_family.negate_specials(_ctx(state, player=1, kind=DIGIMON), "opponent")
    assert "opponent_options" not in state.players[0].immunities
    attack_effects.add_attack(_ctx(state, player=1), "opponent", -200)
    assert attack_value(state, 0) == 220


# -- special abilities the card gives --------------------------------------------------------------

# A Level IV whose continuous special ability adds 100 (A-2): negated, it does not.
BOASTER = digimon(
    "EXAMPLE-G13",
    "Boaster",
    "IV",
    "A",
    (480, 420, 310),
    (30, 20, 10, 10),
    text=text(ability(AddAttack("self", 100), trigger="continuous")),
)


def test_st_225_colosseum_lowers_a_level_iv_opponent_even_through_option_immunity(catalog):
    # A special ability of the Perfect, not an Option card's effect: O-K2 does not stop it (B-11.5).
    state = _window(compiled_record("St-225"), "evolution", top_a=TIDECRAB, top_b=CINDERHOUND)
    state.players[1].immunities.append("opponent_options")
    state = _battle_after(state)
    # Cinderhound attacks Tidecrab (battle type C) with C: 310 - 200.
    assert attack_value(state, 1) == 310 - 200


def test_st_225_colosseum_leaves_a_perfect_opponent_alone(catalog):
    state = _battle_after(_window(compiled_record("St-225"), "evolution", top_a=TIDECRAB, top_b=GEARMON))
    assert attack_value(state, 1) == 500


SUNLORD = digimon("EXAMPLE-G14", "Sunlord", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20))


def test_st_224_infinity_mountain_blanks_the_opponents_specials_this_turn_and_the_next(catalog):
    state = _battle_after(_window(compiled_record("St-224"), "evolution", top_a=SUNLORD, top_b=BOASTER))
    bea = state.players[1]
    assert bea.specials_negated
    # Both attack with A: Boaster's "+100" never applied, Sunlord has its +200.
    assert attack_value(state, 1) == 480
    assert attack_value(state, 0) == 900 + 200
    # The Field stays in its slot: at the end of the turn the opponent's abilities are blank again.
    _pass_until(state, lambda s: s.turn == 2)
    assert state.players[0].active[0] and bea.specials_negated


# -- reaching through, and shielding from, card effects ------------------------------------------------

DEEP_HOUND = digimon(
    "EXAMPLE-G15", "Deephound", "IV", "A", (480, 420, 310), (30, 20, 10, 10), fields=frozenset({"DS"})
)


def test_st_612_dragons_eye_lake_lets_aki_options_reach_an_immune_opponent(catalog):
    state = _window(compiled_record("St-612"), "evolution", top_a=DEEP_HOUND, top_b=SHELLKIT)
    bea = state.players[1]
    bea.immunities.append("opponent_options")
    keeper = EngineContext(state, 0, 2, OPTION, "source")
    attack_effects.add_attack(keeper, "opponent", -100)
    assert not [m for m in state.modifiers if m.player == 1]
    apply(state, Use(1))
    attack_effects.add_attack(keeper, "opponent", -100)
    assert [m.amount for m in state.modifiers if m.player == 1 and m.kind == "add"] == [-100]


RED_CHIP = option("EXAMPLE-G16", "Red Chip", frame="red")
BLUE_CHIP = option("EXAMPLE-G17", "Blue Chip", frame="blue")


def test_bx_33_yggdrasill_keeps_the_red_card_in_slot_1_from_blue_frame_cards(catalog):
    # Aki: a red frame card in slot 1 (id 1), KEEPER in slot 2, Yggdrasill in slot 3 (id 3).
    state = game(
        sheet(CINDERHOUND, (RED_CHIP, KEEPER, compiled_record("Bx-33"))), sheet(SHELLKIT, (BLUE_CHIP,))
    )
    put_tops(state)
    aki = state.players[0]
    for index in range(3):
        remove_from_zones(state, 0, index + 1)
        aki.slots[index] = index + 1
    _pass_until(state, lambda s: s.phase == "evolution" and s.actor == 0 and Use(3) in legal_actions(s))
    apply(state, Use(3))
    assert "red_slot_1_from_blue" in aki.immunities
    # Bea's blue frame card clears Aki's slots: the red card in slot 1 stays, the others go.
    option_family.discard_option_slots(EngineContext(state, 1, 1, OPTION, "source"), "opponent", 3)
    assert aki.slots == [1, -1, -1]
    # Bea's Shellkit (no frame colour of blue) still reaches it.
    option_family.discard_option_slots(EngineContext(state, 1, 0, DIGIMON, "phase"), "opponent", 3)
    assert aki.slots == [-1, -1, -1]


def test_bo_403_blanks_the_opponent_and_keeps_its_own_options_off_it(catalog):
    # Bo-403 Seek Error Virus!!: Virusbeast (Virus, Level IV) against Boaster.
    state = _battle_window(compiled_record("Bo-403"), top_a=VIRUS_BEAST, top_b=BOASTER)
    aki, bea = state.players
    hand = len(aki.hand)
    # Boaster attacks with A, with its continuous +100 (A-2).
    assert attack_value(state, 1) == 480 + 100
    apply(state, Use(1))
    assert bea.specials_negated and "own_options" in bea.immunities
    assert attack_value(state, 1) == 480
    assert len(aki.hand) == hand - 3
    # Bea's own Option card cannot raise her attack; Aki's can still lower it.
    attack_effects.add_attack(EngineContext(state, 1, 5, OPTION, "source"), "self", 300)
    attack_effects.add_attack(_ctx(state), "opponent", -100)
    assert [m.amount for m in state.modifiers if m.player == 1 and m.kind == "add"] == [-100]
    assert attack_value(state, 1) == 380
