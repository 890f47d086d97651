"""Outcome Option cards played in games: a draw counted as a win (P-1), points changed at the end of
the Battle Phase (B-9) and after point calculation (P-3), the defeated Digimon stacked onto the
point gauge (P-5 (a)), a Digimon kept at the end of its lifespan (P-5 (c)), and regains blocked
or turned into losses."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.has_keyword import HasKeyword
from gameplay.engine.effects.families import evolution as evolution_family
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from gameplay.engine.moves import remove_from_zones
from gameplay.engine.state import NONE

from .helpers import BOOSTER_CHIP, ability, digimon, game, option, record, set_in_slot
from .test_battle import battle_start, put_tops, sheet

LOST = (40, 30, 20, 20)
# An invented regain and an invented "the opponent's attack becomes C" for the other player.
RECOVERY = option("EXAMPLE-61", "Recovery", abilities=(ability(ChangePoints("self", 20)),))
TO_COLUMN_C = option("EXAMPLE-62", "Column C", abilities=(ability(SetAttackColumn("opponent", "C")),))


def _perfect(name, attack, **extra):
    return digimon("EXAMPLE-60", name, "Perfect", "A", (attack, attack, attack), LOST, **extra)


def _ultimate(name, attack, **extra):
    return digimon("EXAMPLE-63", name, "Ultimate", "A", (attack, attack, attack), LOST, **extra)


def _first_window(state):
    """B-4: SP has the first window; Aki (FP, player 0) acts in the next one."""
    if state.actor == 1:
        apply(state, Pass())
    assert state.actor == 0


def _to_point_calculation(state):
    while state.phase == "battle":
        apply(state, Pass())


def _finish_turn_1(state):
    """Pass until turn 2 (the engine moves on by itself once nobody has anything to do)."""
    while state.turn == 1 and state.result is None:
        apply(state, Pass())


def _used_through_turn_1(card, top_a, *, foe_attack, points=100):
    """Aki (at `points`) uses `card` from slot 1 in her first Battle Phase window with `top_a`
    against Bea's Perfect Foe of `foe_attack`; then turn 1 plays out."""
    state = battle_start((card,), slots_a=(1,), top_a=top_a, top_b=_perfect("Foe", foe_attack))
    state.players[0].points = points
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_p1_vj_1_makes_the_draw_of_its_v_dramon_a_win(catalog):
    # Vj-1: "Add 150 to the attack power of your Digimon with V-dramon or Aero V-dramon as their card
    # name. The Digimon that received the effects of this card is considered to have won the battle if
    # the battle ends in a draw."
    state = _used_through_turn_1(record("Vj-1"), _perfect("V-dramon", 300), foe_attack=450)
    assert state.last_battle == (450, 450)
    # P-3: Bea lost: her Perfect-column lost points and no draw penalty; P-5 (a): Foe leaves.
    assert [me.points for me in state.players] == [100, 100 - LOST[2]]
    assert 29 in state.players[1].dark_area


def test_p1_vj_1_leaves_the_draw_of_another_digimon_a_draw(catalog):
    state = _used_through_turn_1(record("Vj-1"), _perfect("Greymon", 450), foe_attack=450)
    assert state.last_battle == (450, 450)
    # P-3 / A-1: a draw costs each player the draw penalty.
    assert [me.points for me in state.players] == [100 - state.draw_penalty, 100 - state.draw_penalty]


def test_b8_sx_34_loses_its_addition_when_the_attack_becomes_c(catalog):
    # Sx-34: "Your attack becomes A …, and add 50 to your attack power. You lose that attack power
    # addition when your attack becomes something other than A."
    top_a = digimon("EXAMPLE-64", "Striker", "Perfect", "B", (400, 350, 300), LOST)
    state = battle_start(
        (record("Sx-34"),),
        slots_a=(1,),
        cards_b=(TO_COLUMN_C,),
        slots_b=(1,),
        top_a=top_a,
        top_b=_perfect("Foe", 100),
    )
    _first_window(state)
    apply(state, Use(1))
    assert attack_value(state, 0) == 400 + 50
    apply(state, Use(1))
    assert attack_value(state, 0) == 300


def test_p3_bo_540_further_reduces_the_loser_only_because_it_won(catalog):
    # Bo-540: "Immediately reduce your points by 30. After that, …, add 450 to your attack power, and
    # if you win the battle, further reduce the opponent's points by 30."
    state = _used_through_turn_1(record("Bo-540"), _perfect("Knight", 300), foe_attack=500)
    assert [me.points for me in state.players] == [70, 100 - LOST[2] - 30]


def test_p3_bo_544_costs_its_owner_10_points_after_the_point_calculation(catalog):
    # Bo-544: "After point calculation, regardless of whether you won or lost, reduce your points by 10."
    state = _used_through_turn_1(record("Bo-544"), _perfect("Knight", 300), foe_attack=500)
    # Aki lost: her Perfect-column lost points at P-3, then the card's 10.
    assert [me.points for me in state.players] == [100 - LOST[2] - 10, 100]


def test_b9_a_battle_end_recovery_comes_before_the_point_calculation(catalog):
    # Bo-354's "At the end of the battle phase, regardless of whether you won or lost, recover 30 of
    # your points." acts at B-9, before P-3: from 90, the recovery stops at 100 (P-7), then P-3 takes
    # 20 (after P-3 it would have been 90 - 20 + 30 = 100).
    bo_354 = record("Bo-354")
    assert bo_354.text.abilities[1].trigger == "battle_end"
    end_recovery = option(
        "EXAMPLE-65",
        "End Recovery",
        abilities=(ability(*bo_354.text.abilities[1].effects, trigger="battle_end"),),
    )
    state = _used_through_turn_1(end_recovery, _perfect("Knight", 300), foe_attack=500, points=90)
    assert state.players[0].points == 100 - LOST[2]


def _without_net_ocean(state):
    """Aki's Net Ocean, emptied into her Dark Area during the battle: her P-5 (c) death check."""
    aki = state.players[0]
    aki.dark_area.extend(aki.net_ocean)
    aki.net_ocean.clear()
    return aki


def test_p5c_st_814_keeps_the_ultimate_in_its_box_at_the_end_of_its_lifespan(catalog):
    # St-814 Reload Plug-In Q: "… your Digimon does not get sent to the Dark Area even if it has reached
    # the end of its lifespan (other than not being sent to the Dark Area, carry out the procedures …)".
    state = battle_start(
        (record("St-814"),), slots_a=(1,), top_a=_ultimate("Lord", 900), top_b=_perfect("Foe", 300)
    )
    assert state.turn == 1
    aki = _without_net_ocean(state)
    _to_point_calculation(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    assert aki.digimon[-1] == 29
    # The rest of the death check as normal: the Dark Area became the new Net Ocean; the card
    # itself went onto the point gauge at the end of the turn.
    assert aki.net_ocean and 1 in aki.gauge_cards


def test_p5c_without_st_814_the_ultimate_leaves_at_the_end_of_its_lifespan(catalog):
    # The unused Booster Chip keeps the game waiting in Aki's battle window.
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), top_a=_ultimate("Lord", 900), top_b=_perfect("Foe", 300)
    )
    assert state.turn == 1
    aki = _without_net_ocean(state)
    _finish_turn_1(state)
    assert 29 not in aki.digimon


def test_p5a_bo_791_stacks_the_defeated_perfect_onto_its_owners_point_gauge(catalog):
    # Bo-791 Eraser: "When you win the battle, instead of being sent to the Dark Area, the opponent
    # Digimon gets stacked onto the point gauge instead".
    state = battle_start(
        (record("Bo-791"),), slots_a=(1,), top_a=_ultimate("Lord", 900), top_b=_perfect("Foe", 300)
    )
    _to_point_calculation(state)
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    bea = state.players[1]
    assert 29 in bea.gauge_cards and 29 not in bea.dark_area and 29 not in bea.digimon


def test_p5a_bo_791_leaves_a_level_iii_loser_in_its_box(catalog):
    pebble_b = digimon("EXAMPLE-66", "Pebble B", "III", "A", (100, 100, 100), (20, 10, 10, 10))
    state = battle_start((record("Bo-791"),), slots_a=(1,), top_a=_ultimate("Lord", 900), top_b=pebble_b)
    _to_point_calculation(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    bea = state.players[1]
    assert bea.digimon == [0] and 0 not in bea.gauge_cards


def _answered_by_a_recovery(card, top_a):
    """Aki uses `card` from slot 1 in her first Battle Phase window against Bea's Perfect Foe of
    500; Bea, at 50 points, answers with her Recovery (slot 1); then turn 1 plays out."""
    state = battle_start(
        (card,), slots_a=(1,), cards_b=(RECOVERY,), slots_b=(1,), top_a=top_a, top_b=_perfect("Foe", 500)
    )
    state.players[1].points = 50
    _first_window(state)
    apply(state, Use(1))
    assert state.actor == 1 and Use(1) in legal_actions(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_cd_11_forces_a_draw_and_blocks_the_opponents_regain(catalog):
    # CD-11: "The battle ends in a draw. After use, this card remains in its slot …; during this time,
    # both parties become unable to recover their points".
    state = _answered_by_a_recovery(record("CD-11"), _perfect("Knight", 300))
    # Bea's Recovery was used and regained nothing; the forced draw cost both the draw penalty.
    assert 1 in state.players[1].dark_area
    penalty = state.draw_penalty
    assert [me.points for me in state.players] == [100 - penalty, 50 - penalty]


def test_bo_1023_turns_the_opponents_regain_into_a_loss(catalog):
    # Bo-1023 Back Dimension: "all mentions of 'regain' on all cards are changed to 'reduce'".
    state = _answered_by_a_recovery(record("Bo-1023"), _ultimate("Lord", 900, frame="Blue"))
    # Bea's "regain 20" took 20, then she lost the battle (P-3, Ultimate column).
    assert state.players[1].points == 50 - 20 - LOST[3]


def test_st_103_blocks_regains_for_the_turn_it_is_used_in_only(catalog):
    # St-103: "For the turn during which this card is used, both you and the opponent cannot regain
    # points." It is used in Aki's Preparation Phase (T-P5).
    state = game(sheet(_perfect("Knight", 900), (record("St-103"),)), sheet(_perfect("Foe", 300)), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    aki = state.players[0]
    aki.points = 50
    while Use(1) not in legal_actions(state):
        apply(state, Pass())
    apply(state, Use(1))
    regain = EngineContext(state, 1, 99, OPTION, "source")
    regain.change_points("opponent", 20)
    assert aki.points == 50
    _finish_turn_1(state)
    # The card left at the end of the turn, and its block with it.
    assert aki.slots[0] == NONE
    regain.change_points("opponent", 20)
    assert aki.points == 70


def _torrent_for_an_aquatic_beast_man():
    """Bo-1021 in Aki's slot 1, his Deep Savers Aquatic Beast Man (A 500, B 300) facing a type-B foe, in
    his first battle window."""
    diver = digimon(
        "EXAMPLE-67",
        "Diver",
        "Perfect",
        "A",
        (500, 300, 200),
        LOST,
        fields=frozenset({"DS"}),
        species="Aquatic Beast Man",
    )
    foe = digimon("EXAMPLE-68", "Foe", "Perfect", "B", (100, 100, 100), LOST)
    state = battle_start(
        (record("Bo-1021"),), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=diver, top_b=foe
    )
    _first_window(state)
    return state


def test_b8_bo_1021_makes_an_aquatic_beast_man_attack_with_its_a_attack_plus_200(catalog):
    # Bo-1021 Torrent: "When your Digimon belongs to Deep Savers, add 200 to its A attack power (if your
    # Digimon is an Aquatic Beast Man type, you can make your attack A regardless of the opponent's
    # battle type)." Facing a type-B Digimon, it would attack with its B attack (B-8 step 1).
    state = _torrent_for_an_aquatic_beast_man()
    assert attack_value(state, 0) == 300
    # "You can make your attack A" is its user's choice (O-3): `choose yes` takes it.
    assert [a for a in legal_actions(state) if isinstance(a, Use)] == [
        Use(1, choice="yes"),
        Use(1, choice="no"),
    ]
    apply(state, Use(1, choice="yes"))
    assert attack_value(state, 0) == 500 + 200


def test_o3_bo_1021_used_without_its_column_change_keeps_the_b_attack(catalog):
    state = _torrent_for_an_aquatic_beast_man()
    apply(state, Use(1, choice="no"))
    assert state.players[0].active[0] and attack_value(state, 0) == 300


def test_b8_bo_1021_leaves_the_column_of_a_digimon_of_another_type(catalog):
    diver = digimon("EXAMPLE-69", "Diver", "Perfect", "A", (500, 300, 200), LOST, fields=frozenset({"DS"}))
    foe = digimon("EXAMPLE-68", "Foe", "Perfect", "B", (100, 100, 100), LOST)
    state = battle_start(
        (record("Bo-1021"),), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=diver, top_b=foe
    )
    _first_window(state)
    apply(state, Use(1, choice="yes"))
    # Still its B attack, and "its A attack power" addition does not count for a B attack.
    assert attack_value(state, 0) == 300


def _dancing_time(points_a, points_b):
    """Aki uses Re-20t Dancing Time!! in the Evolution Phase of turn 1; Knight then loses to Foe."""
    state = battle_start(
        (record("Re-20t"),), slots_a=(1,), top_a=_perfect("Knight", 300), top_b=_perfect("Foe", 500)
    )
    assert state.phase == "evolution"
    state.players[0].points, state.players[1].points = points_a, points_b
    apply(state, Use(1))
    _finish_turn_1(state)
    return [me.points for me in state.players]


def test_b2_re_20t_moves_10_points_from_the_leader_to_the_other_player_at_battle_start(catalog):
    # Re-20t: "Both players check their point gauges at the start of the Battle Phase; the player with
    # more points loses 10 points, and the player with less points regains 10 points."
    assert _dancing_time(60, 100) == [60 + 10 - LOST[2], 100 - 10]


def test_b2_re_20t_gives_both_players_10_points_when_they_are_equal(catalog):
    # "If both players have an equal amount of points, both players regain 10 points."
    assert _dancing_time(80, 80) == [80 + 10 - LOST[2], 80 + 10]


def _holy_arrow(species, slots_b):
    angel = digimon("EXAMPLE-70", "Angel", "Perfect", "A", (900, 900, 900), LOST, species=species)
    state = battle_start(
        (record("St-484"),),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP,) * 3,
        slots_b=slots_b,
        top_a=angel,
        top_b=_perfect("Foe", 100),
    )
    aki = state.players[0]
    # The printed ability "sky" (the engine keeps a battling Digimon's abilities on its player).
    aki.keywords.append("sky")
    if state.actor == 1:
        apply(state, Pass())
    points = state.players[1].points
    apply(state, Use(1))
    return points - state.players[1].points


def test_st_484_reduces_the_opponents_points_for_an_archangel_against_three_slot_cards(catalog):
    # St-484 Holy Arrow: "If your Digimon has the ability "sky" and has the word 'angel' in its type
    # (including Cherub, …; excluding Fallen Angel type), and your opponent has 3 or more cards in their
    # slots, immediately reduce the opponent's points by 10."
    assert _holy_arrow("Archangel", (1, 2, 3)) == 10


def test_st_484_does_nothing_for_a_fallen_angel_or_against_two_slot_cards(catalog):
    assert _holy_arrow("Fallen Angel", (1, 2, 3)) == 0
    assert _holy_arrow("Seraph", (1, 2)) == 0


def _hot_springs(*, tamer):
    """Aki's Level III uses Re-12t in the Evolution Phase of turn 1, then loses to Bea's Level IV."""
    chosen = option("EXAMPLE-71", "Tamer", timing="preparation", category="Chosen Children")
    rookie = digimon("EXAMPLE-72", "Rookie", "III", "A", (100, 100, 100), (20, 10, 10, 10))
    champion = digimon("EXAMPLE-73", "Champion", "IV", "A", (500, 500, 500), LOST)
    state = battle_start((record("Re-12t"), chosen), slots_a=(1,), top_a=rookie, top_b=champion)
    assert state.phase == "evolution"
    aki = state.players[0]
    if tamer:
        # A 'Chosen Children' card beside the partner (Support Box, B-10.10 counts it on the sheet).
        remove_from_zones(state, 0, 2)
        aki.support_other.append(2)
    aki.points = 50
    apply(state, Use(1))
    _finish_turn_1(state)
    return aki.points


def test_p1_re_12t_regains_10_at_the_start_of_point_calculation_with_a_chosen_child_on_a_sheet(catalog):
    # Re-12t: "At the start of the Point Calculation Phase, regain 10 of your points if there is any
    # card belonging to the category 'Chosen Children' on either your or the opponent's sheet, and when
    # both players' Digimon are either Level III or Level IV."
    assert _hot_springs(tamer=True) == 50 + 10 - 10


def test_p1_re_12t_regains_nothing_without_a_chosen_child(catalog):
    # Aki's Level III loses to a Level IV: 10 lost points (its IV column).
    assert _hot_springs(tamer=False) == 50 - 10


def test_b8_bo_445_makes_a_b_attack_as_strong_as_the_printed_a_attack_and_costs_a_card(catalog):
    # Bo-445 High Speed Plug-In H: "When your attack is B, your attack power becomes the same as your
    # attack A. After that, choose one card from your hand and send it to the Dark Area."
    striker = digimon("EXAMPLE-74", "Striker", "Perfect", "A", (500, 300, 200), LOST)
    foe = digimon("EXAMPLE-75", "Foe", "Perfect", "B", (100, 100, 100), LOST)
    state = battle_start(
        (record("Bo-445"),),
        slots_a=(1,),
        cards_b=(TO_COLUMN_C,),
        slots_b=(1,),
        top_a=striker,
        top_b=foe,
    )
    _first_window(state)
    assert attack_value(state, 0) == 300
    aki = state.players[0]
    hand = list(aki.hand)
    apply(state, Use(1))
    assert attack_value(state, 0) == 500
    assert len(aki.hand) == len(hand) - 1 and set(hand) - set(aki.hand) <= set(aki.dark_area)
    # Once the attack is C, the change is withdrawn (O-N2): the printed C attack.
    apply(state, Use(1))
    assert attack_value(state, 0) == 200


def _admiration(name, points_a=100):
    """Aki's Virus Busters Ultimate uses Bo-698 in the Evolution Phase of turn 1 and wins the battle."""
    angel = digimon("EXAMPLE-76", name, "Ultimate", "A", (900, 900, 900), LOST, fields=frozenset({"VB"}))
    state = battle_start((record("Bo-698"),), slots_a=(1,), top_a=angel, top_b=_perfect("Foe", 300))
    assert state.phase == "evolution"
    state.players[0].points = points_a
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_p5a_bo_698_stacks_the_opponent_a_seraphimon_defeated_onto_the_point_gauge(catalog):
    # Bo-698: "When your Digimon is a Seraphimon, when you win the battle on the turn that this card was
    # activated, the opponent Digimon gets stacked onto the point gauge instead of being sent to the
    # Dark Area."
    state = _admiration("Seraphimon")
    bea = state.players[1]
    assert 29 in bea.gauge_cards and 29 not in bea.dark_area
    # The card lasts until the end of the next turn, whose battle it does not act on.
    assert state.players[0].slots[0] == 1
    assert not EngineContext(state, 0, 1, OPTION, "source").used_this_turn()


def test_b9_bo_698_swaps_the_points_at_the_end_of_the_battle_phase_an_ofanimon_won(catalog):
    # "When your Digimon is an Ofanimon, when you win the battle on the turn that this card was
    # activated, at the end of the battle phase, swap your and your opponent's points." P-3 follows.
    state = _admiration("Ofanimon", points_a=40)
    assert [me.points for me in state.players] == [100, 40 - LOST[3]]
    assert 29 in state.players[1].dark_area


def test_p3_st_922_sends_16_of_the_losers_net_ocean_cards_to_the_dark_area(catalog):
    # St-922 Pile Bunker: "Add 300 to the attack power of your Digimon with the ability "proud", and if
    # you win the battle, send the top 16 cards of the opponent's Net Ocean to the Dark Area."
    state = battle_start(
        (record("St-922"),), slots_a=(1,), top_a=_ultimate("Knight", 300), top_b=_perfect("Foe", 500)
    )
    state.players[0].keywords.append("proud")
    _first_window(state)
    bea = state.players[1]
    ocean, dark = len(bea.net_ocean), len(bea.dark_area)
    assert ocean > 16
    apply(state, Use(1))
    _finish_turn_1(state)
    # Knight (300 + 300) beat Foe (500); Foe went to the Dark Area too (P-5 (a)).
    assert state.last_battle == (600, 500)
    assert 29 in bea.dark_area and len(bea.dark_area) == dark + 16 + 1
    assert len(bea.net_ocean) == ocean - 16


def _awaken(attack_a):
    """Aki's Perfect uses CD-13 (paying one hand card) against Foe's 500."""
    state = battle_start(
        (record("CD-13"),), slots_a=(1,), top_a=_perfect("Knight", attack_a), top_b=_perfect("Foe", 500)
    )
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    return state


def test_p3_cd_13_makes_the_winner_lose_as_many_points_as_its_perfect_lost(catalog):
    # CD-13: "When your Digimon is Perfect level, add 100 to your Digimon's attack power. After that, if
    # you lost the battle on the turn during which this card was used, reduce the opponent's points by
    # the same amount that your points were reduced by." The card leaves at the end of the Battle Phase.
    state = _awaken(300)
    assert state.last_battle == (400, 500)
    assert [me.points for me in state.players] == [100 - LOST[2], 100 - LOST[2]]
    assert 1 in state.players[0].dark_area


def test_p3_cd_13_takes_nothing_from_the_opponent_when_its_perfect_wins(catalog):
    state = _awaken(450)
    assert [me.points for me in state.players] == [100, 100 - LOST[2]]


def _arrow(species, digimon_in_hand):
    """Aki's Perfect uses St-382 against Bea, whose hand holds `digimon_in_hand` Digimon cards among
    six (the refill tops it up with Blank Leaf options)."""
    # Bea's unused Booster Chip keeps the battle open after Aki's use.
    cards_b = (BOOSTER_CHIP, *(_perfect("Spare", 100),) * digimon_in_hand)
    knight = digimon("EXAMPLE-77", "Knight", "Perfect", "A", (900, 900, 900), LOST, species=species)
    state = battle_start(
        (record("St-382"),),
        slots_a=(1,),
        cards_b=cards_b,
        slots_b=(1,),
        hand_b=tuple(range(2, digimon_in_hand + 2)),
        top_a=knight,
        top_b=_perfect("Foe", 100),
    )
    assert len(state.players[1].hand) == 6
    _first_window(state)
    points = state.players[1].points
    apply(state, Use(1))
    assert state.phase == "battle"
    return points - state.players[1].points


def test_st_382_takes_10_when_fewer_than_half_of_the_opponents_hand_are_digimon(catalog):
    # St-382 Aurvandil's Arrow: "Check the contents of your opponent's hand; if the number of Digimon
    # cards in their hand is less than half the total number of cards in their hand, immediately reduce
    # their points by 10 (if your Digimon is a Warrior or Archangel type, further reduce the opponent's
    # points by 10)."
    assert _arrow("Dragon", 2) == 10
    assert _arrow("Archangel", 2) == 20


def test_st_382_takes_nothing_when_half_of_the_opponents_hand_are_digimon(catalog):
    assert _arrow("Warrior", 3) == 0


def test_re_04t_skips_the_battle_and_its_point_calculation(catalog):
    # Re-04t Memories in my Arms: "You can use this card when the opponent is a Level III Digimon. Skip
    # the Battle Phase of the turn during which this card is activated, and move straight to the Point
    # Calculation Phase (since there is no battle, point calculation will not occur)."
    rookie = digimon("EXAMPLE-78", "Rookie", "III", "A", (100, 100, 100), (20, 10, 10, 10))
    state = game(sheet(_perfect("Knight", 900), (record("Re-04t"),)), sheet(rookie), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    while Use(1) not in legal_actions(state):
        apply(state, Pass())
    assert state.phase == "preparation"
    apply(state, Use(1))
    phases = set()
    while state.turn == 1:
        phases.add(state.phase)
        apply(state, Pass())
    assert "battle" not in phases
    # No P-3 (Knight would have won), no draw penalty; P-6 keeps the first player; the card left.
    assert [me.points for me in state.players] == [100, 100]
    assert state.fp == 0 and 1 in state.players[0].dark_area


def test_bo_548_takes_sky_from_both_digimon_for_the_turn_it_is_used_in(catalog):
    # Bo-548 Overflow Virus!!: "For the duration of the turn during which this card is activated, all
    # Digimon lose the ability "sky". … At the end of the turn …, send it to the Dark Area (after that,
    # all lost "sky" abilities are returned to normal)." Used in Aki's Preparation Phase (T-P5).
    state = game(sheet(_perfect("Knight", 900), (record("Bo-548"),)), sheet(_perfect("Foe", 300)), first=0)
    put_tops(state)
    set_in_slot(state, 0, 1)
    while Use(1) not in legal_actions(state):
        apply(state, Pass())
    apply(state, Use(1))
    sky = HasKeyword("opponent", "sky")
    for me in state.players:
        me.keywords.append("sky")
    assert not sky.holds(EngineContext(state, 0, 99, OPTION, "source"))
    assert not HasKeyword("self", "sky").holds(EngineContext(state, 0, 99, OPTION, "source"))
    _finish_turn_1(state)
    assert state.players[0].slots[0] == NONE
    state.players[1].keywords.append("sky")
    assert sky.holds(EngineContext(state, 0, 99, OPTION, "source"))


def test_b8_st_376_turns_into_a_100_reduction_once_the_opponent_uses_st_51(catalog):
    # St-376 Offense Plug-In A: "During battle, you can make your attack A regardless of the opponent's
    # battle type, and add 100 to your attack power. After that, if the opponent uses 'High Speed
    # Plug-In B (St-51)', this card's effect becomes 'reduce your attack power by 100', and you also lose
    # the effect of 'you can make your attack A'."
    striker = digimon("EXAMPLE-79", "Striker", "Perfect", "A", (400, 300, 200), LOST)
    foe = digimon("EXAMPLE-80", "Foe", "Perfect", "B", (100, 100, 100), LOST)
    state = battle_start(
        (record("St-376"),), slots_a=(1,), cards_b=(record("St-51"),), slots_b=(1,), top_a=striker, top_b=foe
    )
    _first_window(state)
    apply(state, Use(1, choice="yes"))
    assert attack_value(state, 0) == 400 + 100
    apply(state, Use(1))
    # Striker attacks with its B attack again (Foe's battle type, B-8 step 1), less 100.
    assert attack_value(state, 0) == 300 - 100


def test_b8_st_376_keeps_its_effect_against_another_high_speed_plug_in_b(catalog):
    # St-301 has the same name as St-51 but is not the card St-376 names.
    striker = digimon("EXAMPLE-79", "Striker", "Perfect", "A", (400, 300, 200), LOST)
    foe = digimon("EXAMPLE-80", "Foe", "Perfect", "B", (100, 100, 100), LOST)
    state = battle_start(
        (record("St-376"),),
        slots_a=(1,),
        cards_b=(record("St-301"), BOOSTER_CHIP),
        slots_b=(1, 2),
        top_a=striker,
        top_b=foe,
    )
    _first_window(state)
    apply(state, Use(1, choice="yes"))
    apply(state, Use(2))
    assert attack_value(state, 0) == 400 + 100


def test_o3_st_376_used_without_its_column_change_adds_only_its_100(catalog):
    # Declined (`choose no`): Striker keeps its B attack (Foe's battle type, B-8 step 1), plus 100.
    striker = digimon("EXAMPLE-79", "Striker", "Perfect", "A", (400, 300, 200), LOST)
    foe = digimon("EXAMPLE-80", "Foe", "Perfect", "B", (100, 100, 100), LOST)
    state = battle_start(
        (record("St-376"),), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=striker, top_b=foe
    )
    _first_window(state)
    apply(state, Use(1, choice="no"))
    assert attack_value(state, 0) == 300 + 100


def test_b8_bo_863_adds_the_printed_a_attack_and_costs_10_points_when_it_goes(catalog):
    # Bo-863 Metal Empire: "For your Digimon belonging to Metal Empire …, when your attack is B, add your A
    # attack power to your total attack power. (O)This card will stay in its slot … until it is
    # invalidated or when your Digimon loses a battle. … (O)When this card is sent to the Dark Area,
    # immediately reduce your points by 10."
    machine = digimon(
        "EXAMPLE-82", "Machine", "Perfect", "A", (400, 300, 200), LOST, fields=frozenset({"ME"})
    )
    foe = digimon("EXAMPLE-83", "Foe", "Perfect", "B", (800, 800, 800), LOST)
    state = battle_start(
        (record("Bo-863"),), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=machine, top_b=foe
    )
    assert state.phase == "evolution"
    apply(state, Use(1))
    while state.phase != "battle":
        apply(state, Pass())
    assert attack_value(state, 0) == 300 + 400
    _finish_turn_1(state)
    aki = state.players[0]
    # Machine lost (P-3: 20), the card went with the defeat (P-5 (a)) and took 10 more as it went.
    assert 1 in aki.dark_area and aki.points == 100 - LOST[2] - 10


def test_bx_147_keeps_both_players_from_a_forced_draw_and_a_tactical_retreat(catalog):
    # Bx-147 Deathmatch!!: "… during the battle phase, both parties cannot use the effects of 'ignore
    # the evolution requirements' or 'the battle ends in a draw', and cannot use the card 'A Tactical
    # Retreat!!'." Bea holds Bo-51 Let's Stop Fighting ("The battle ends in a draw") and St-607.
    state = battle_start(
        (record("Bx-147"),),
        slots_a=(1,),
        cards_b=(record("Bo-51"), record("St-607")),
        slots_b=(1, 2),
        top_a=_perfect("Knight", 600),
        top_b=_perfect("Foe", 500),
    )
    assert state.phase == "evolution"
    apply(state, Use(1))
    while state.phase != "battle":
        apply(state, Pass())
    assert attack_value(state, 0) == 600 + 100
    if state.actor == 0:
        apply(state, Pass())
    legal = legal_actions(state)
    assert Use(1) in legal and Use(2) not in legal
    apply(state, Use(1))
    _finish_turn_1(state)
    # No draw: Knight won, Bea lost her Perfect-column points (no draw penalty for either).
    assert [me.points for me in state.players] == [100, 100 - LOST[2]]


def test_bx_147_blocks_ignoring_the_evolution_requirements_in_battle_only(catalog):
    state = battle_start(
        (record("Bx-147"),), slots_a=(1,), top_a=_perfect("Knight", 600), top_b=_perfect("Foe", 500)
    )
    apply(state, Use(1))
    bea = EngineContext(state, 1, 99, OPTION, "source")
    evolution_family.evolve_ignoring_conditions(bea, "self")
    assert state.players[1].ignore_conditions
    state.players[1].ignore_conditions = False
    state.phase = "battle"
    evolution_family.evolve_ignoring_conditions(bea, "self")
    assert not state.players[1].ignore_conditions
