"""Real Option cards whose effect depends on a condition, played in the engine: each happens exactly
when its printed text says (full slots, a named opponent, types, counts, points behind, paid requirements)."""

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.cards import Requirement
from gameplay.engine.effects.add_attack import AddAttack

from .helpers import BOOSTER_CHIP, CINDERHOUND, ability, digimon, option, record
from .test_battle import PROGRAM_BOOST, battle_start
from .test_evolution_option_cards import LUCEMON, _evolve_with_card


def _my_window(state):
    """B-4: SP (Bea) has the first window; Aki (FP, player 0) acts in the next one."""
    if state.actor == 1:
        apply(state, Pass())
    assert state.phase == "battle" and state.actor == 0


def test_st_920_blutgang_sends_the_opponent_away_only_when_their_slots_are_full(catalog):
    # St-920 Blutgang: "(O)When there are no empty slots on the opponent's sheet, send one of the
    # opponent's Digimon to the Dark Area. (O)This card can only be used when your Digimon is a
    # Dukemon: Crimson Mode, or an Ultimate level with the ability "proud"."
    dukemon = record("Bo-654")
    full = battle_start(
        (record("St-920"),),
        slots_a=(1,),
        top_a=dukemon,
        cards_b=(BOOSTER_CHIP,) * 3,
        slots_b=(1, 2, 3),
        top_b=CINDERHOUND,
    )
    _my_window(full)
    apply(full, Use(1))
    assert full.players[1].digimon == [0]
    one_free = battle_start(
        (record("St-920"),),
        slots_a=(1,),
        top_a=dukemon,
        cards_b=(BOOSTER_CHIP,) * 2,
        slots_b=(1, 2),
        top_b=CINDERHOUND,
    )
    _my_window(one_free)
    apply(one_free, Use(1))
    assert one_free.players[1].digimon == [0, 29]


def test_st_927_sharpness_claymore_triples_against_knightmon_but_not_against_a_holy_knight(catalog):
    # St-927 Sharpness Claymore: "(O)When the opponent Digimon's name or type does not contain the
    # words 'Ancient', 'Mode', or 'Knight' (excluding Knightmon), triple your attack power."
    garurumon = record("Bo-692")
    for opponent, tripled in ((record("Bo-114"), True), (record("Bo-1092"), False)):
        state = battle_start((record("St-927"),), slots_a=(1,), top_a=garurumon, top_b=opponent)
        _my_window(state)
        before = attack_value(state, 0)
        apply(state, Use(1))
        # Bea has nothing to use, so the battle ends on these values (B-7).
        assert state.last_battle[0] == (before * 3 if tripled else before), opponent.name


def test_bo_591_shishioumaru_triples_a_beast_man_vaccine_against_an_evil_type(catalog):
    # Bo-591 Shishioumaru: "(O)When the opponent has the words 'Oni', 'Wicked/Evil', or 'Fallen' in its
    # type, triple your attack power. (O)This card can only be used when your Digimon is a Beast Man
    # type, Vaccine attribute Level IV or Perfect level Digimon."
    state = battle_start((record("Bo-591"),), slots_a=(1,), top_a=record("Bo-191"), top_b=record("Bo-8t"))
    _my_window(state)
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert state.last_battle[0] == before * 3


def test_re_55t_lost_memories_reverts_the_opponents_ultimate_to_its_level_iii(catalog):
    # Re-55t Lost Memories: "Send 1 card from your hand to the Dark Area. Send your or the opponent's
    # Ultimate level Digimon to the Dark Area, and revert it to the Level III Digimon that it was
    # before evolution."
    ultimate = digimon("EXAMPLE-A2U", "Skylord", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20))
    state = battle_start((record("Re-55t"), BOOSTER_CHIP), hand_a=(2,), slots_a=(1,), top_b=ultimate)
    _my_window(state)
    apply(state, Use(1, pay=(2,)))
    bea = state.players[1]
    assert bea.digimon == [0] and 29 in bea.dark_area
    assert 2 in state.players[0].dark_area


def test_bo_497_defense_plug_in_g_costs_10_points_and_zeroes_the_opponents_printed_attacks(catalog):
    # Bo-497 Defense Plug-In G: "(O)Immediately reduce your points by 10. After that, if you still
    # have points left, all of the opponent's basic attacks A, B and C written on the card become zero."
    ultimate = digimon("EXAMPLE-A2V", "Skyking", "Ultimate", "A", (900, 800, 700), (50, 40, 30, 20))
    state = battle_start((record("Bo-497"),), slots_a=(1,), top_a=ultimate, top_b=CINDERHOUND)
    _my_window(state)
    apply(state, Use(1))
    assert state.last_battle[1] == 0
    # Aki paid 10 and won, so Bea lost points at P-3 (her value 0 against his).
    assert state.players[0].points == 90


def test_st_591_golden_drill_triples_a_b_attack_used_with_steel_drill(catalog):
    # St-591 Golden Drill: "(O)You gain the ability "grappling". After that, add 100 to your attack
    # power. (O)When you use this card at the same time as 'Steel Drill', if your Digimon's attack is
    # B, triple your attack power."
    b_type = digimon("EXAMPLE-A2B", "Borer", "IV", "B", (400, 450, 300), (30, 20, 10, 10))
    opponent = digimon("EXAMPLE-A2C", "Target", "IV", "B", (400, 400, 400), (30, 20, 10, 10))
    state = battle_start((record("St-591"), record("Bo-47")), slots_a=(1, 2), top_a=b_type, top_b=opponent)
    _my_window(state)
    apply(state, Use(1))
    assert "grappling" in state.players[0].keywords
    assert attack_value(state, 0) == 450 + 100
    # Steel Drill turned face-up next: the two are used together, so the B attack is tripled (the
    # additions of both cards come after the multiplier, B-8 steps 4-5).
    _my_window(state)
    apply(state, Use(2))
    assert state.last_battle[0] == 450 * 3 + 100 + 20


ITEM_BOOST = option(
    "EXAMPLE-A2I", "Item Boost", option_type="Item", abilities=(ability(AddAttack("self", 100)),)
)


def test_b6_re_15t_is_not_spent_on_an_item_and_negates_nothing_else_of_the_opponent(catalog):
    # Re-15t Izumi Koshiro (1): "Invalidate one of the Program or Field Option cards used by the
    # opponent before it takes effect, and send it to the Dark Area." It answers one declared use of
    # those types (B-6, options.answered_types): an Item's use resolves unanswered, Re-15t stays
    # face-down, and the opponent's other cards, here a face-down Program, stay where they are.
    state = battle_start(
        (ITEM_BOOST, PROGRAM_BOOST), slots_a=(1, 2), cards_b=(record("Re-15t"),), slots_b=(1,)
    )
    assert state.actor == 0
    apply(state, Use(1))
    assert state.step == "battle" and state.actor == 0
    aki, bea = state.players
    assert bea.slots[0] == 1 and not bea.face_up[0]
    assert aki.slots[1] == 2 and 2 not in aki.dark_area
    assert attack_value(state, 0) == 420 + 100


def test_b6_re_15t_negates_the_program_it_answers(catalog):
    state = battle_start(
        (PROGRAM_BOOST, ITEM_BOOST), hand_a=(3,), slots_a=(1, 2), cards_b=(record("Re-15t"),), slots_b=(1,)
    )
    apply(state, Use(1, pay=(3,)))
    assert state.step == "interrupt" and state.actor == 1
    apply(state, Use(1))
    aki = state.players[0]
    assert 1 in aki.dark_area and aki.slots[1] == 2
    assert attack_value(state, 0) == 420


def _ultimate(name, **traits):
    return digimon("EXAMPLE-A2U", name, "Ultimate", "A", (600, 500, 300), (10, 10, 10, 10), **traits)


def test_bo_916_rudri_tarpana_adds_400_to_a_demon_dragon_when_the_opponent_holds_a_deep_savers_digimon(
    catalog,
):
    # Bo-916 Rudri Tarpana: "(O)Check the opponent's hand, and if it contains any Digimon belonging to
    # Deep Savers, add 200 to your attack power (if your Digimon is a Demon Dragon type, or is a Fusion
    # Form, instead of 200, add 400 to your attack power)."
    savers = digimon(
        "EXAMPLE-A2D", "Diver", "III", "C", (200, 200, 200), (10, 10, 10, 10), fields=frozenset({"DS"})
    )
    for top, added in ((_ultimate("Wyrm", species="Demon Dragon"), 400), (_ultimate("Plainmon"), 200)):
        state = battle_start((record("Bo-916"),), slots_a=(1,), top_a=top, cards_b=(savers,), hand_b=(1,))
        _my_window(state)
        # Against Shellkit (type B) the B column attacks (B-8.1): 500.
        apply(state, Use(1))
        assert state.last_battle[0] == 500 + added
    # With no Deep Savers Digimon in the opponent's hand, nothing is added.
    state = battle_start((record("Bo-916"),), slots_a=(1,), top_a=_ultimate("Wyrm", species="Demon Dragon"))
    _my_window(state)
    apply(state, Use(1))
    assert state.last_battle[0] == 500


def test_st_486_excalibur_lowers_the_opponent_by_80_for_each_virus_digimon_in_their_hand(catalog):
    # St-486 Excalibur: "(O)Check the contents of the opponent's hand, and for every Virus attribute
    # Digimon in their hand, reduce their attack power by 80. (O)This card can only be used by Digimon
    # that have the word 'angel' in their type …, and that belong to Virus Busters."
    angel = _ultimate("Seraph", species="Archangel", fields=frozenset({"VB"}))
    virus = digimon(
        "EXAMPLE-A2W", "Bug", "III", "C", (200, 200, 200), (10, 10, 10, 10), attributes=frozenset({"Virus"})
    )
    state = battle_start(
        (record("St-486"),),
        slots_a=(1,),
        top_a=angel,
        cards_b=(virus, virus),
        hand_b=(1, 2),
        top_b=CINDERHOUND,
    )
    _my_window(state)
    apply(state, Use(1))
    # Cinderhound attacks the type A angel with its A column, 480.
    assert state.last_battle[1] == 480 - 2 * 80


def _face_up(state, player, slot):
    me = state.players[player]
    me.face_up[slot] = me.active[slot] = True


SWORD = option("EXAMPLE-A2S", "Blade", category="Sword")
SPEAR = option("EXAMPLE-A2P", "Lance", category="Spear")


def test_st_933_knights_proud_adds_200_for_each_sword_or_spear_card_in_both_players_slots(catalog):
    # St-933 Knight's Proud: "(O)For every card in your and your opponent's slots with 'Sword' or
    # 'Spear' in their category, add 200 to the attack power of your Digimon with the ability "proud"."
    state = battle_start(
        (record("St-933"), SWORD),
        slots_a=(1, 2),
        top_a=record("Bo-3v"),
        cards_b=(SPEAR,),
        slots_b=(1,),
        top_b=CINDERHOUND,
    )
    # A Sword card in use in Aki's slot 2 and a Spear card in Bea's slot 1.
    _face_up(state, 0, 1)
    _face_up(state, 1, 0)
    _my_window(state)
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert state.last_battle[0] == before + 2 * 200


def test_bo_250_small_spear_adds_150_only_when_behind_at_the_moment_of_use(catalog):
    # Bo-250 Small Spear: "(O)If your attack power is lower than the opponent's at the point of time
    # when this card is used, add 150 to your attack power. (O)This card can only be used when your
    # Digimon is Vaccine attribute, and is a Perfect or Ultimate level."
    vaccine = {"attributes": frozenset({"Vaccine"})}
    small = digimon("EXAMPLE-A2L", "Smallfry", "Perfect", "A", (400, 400, 400), (20, 10, 10, 10), **vaccine)
    big = digimon("EXAMPLE-A2G", "Bigfry", "Perfect", "A", (700, 700, 700), (20, 10, 10, 10), **vaccine)
    for top, expected in ((small, 400 + 150), (big, 700)):
        state = battle_start((record("Bo-250"),), slots_a=(1,), top_a=top, top_b=CINDERHOUND)
        _my_window(state)
        apply(state, Use(1))
        assert state.last_battle[0] == expected, top.name


def test_bo_648_scus_curse_adds_200_in_the_next_turns_battle(catalog):
    # Bo-648 Scu's Curse (Point Calculation Phase): "(O)While this card is in your slot, add 200 to
    # your attack power, … (O)At the end of the turn after the turn during which this card was used,
    # send it to the Dark Area." Used after turn 1's battle, it adds 200 in turn 2's battle.
    unknown = digimon(
        "EXAMPLE-A2K", "Unknownbeast", "IV", "A", (480, 420, 310), (30, 20, 10, 10), fields=frozenset({"UK"})
    )
    state = battle_start((record("Bo-648"),), slots_a=(1,), top_a=unknown)
    while not (state.phase == "point_calculation" and state.actor == 0):
        apply(state, Pass())
    apply(state, Use(1))
    while state.turn < 3 and state.result is None:
        apply(state, Pass())
    # Turn 2's battle: Unknownbeast attacks Shellkit (battle type B) with its B attack, 420, plus 200.
    assert state.last_battle[0] == 420 + 200
    assert 1 in state.players[0].dark_area


def test_ec2_bo_8j_win_ratio_80_pays_the_80_percent_requirement_of_an_ultimate(catalog):
    # Bo-8j Win Ratio 80%: "(O)Evolve your Digimon into an Ultimate level Digimon with Winning
    # Percentage: 80! or Jogress Evolution in its evolution requirements." The card's name and text
    # print the win rate without "Winning Percentage" or without "%"; it pays 80 % all the same (EC-2).
    perfect = digimon("EXAMPLE-A2Q", "Midhound", "Perfect", "A", (560, 480, 330), (40, 30, 20, 10))
    ultimate = digimon(
        "EXAMPLE-A2R",
        "Tophound",
        "Ultimate",
        "A",
        (800, 700, 500),
        (50, 40, 30, 20),
        evolution=((Requirement("win_rate", percent=80),),),
    )
    me = _evolve_with_card(perfect, ultimate, record("Bo-8j"))
    assert me.evo_box == [2]


def test_ec2_bo_977_gospel_of_the_fallen_angel_pays_for_the_real_lucemon_falldown_mode(catalog):
    # Bo-977 Gospel of the Fallen Angel: "(O)Evolve your Digimon with 'Lucemon' in its name into a
    # higher level Digimon with 'Gospel of the Fallen Angel' in its evolution requirements." Every
    # Lucemon that names it prints "Lucemon + The Gospel of the Fallen Angel" (Bo-137t): the leading
    # "The" is the same card (RULES 2.1).
    me = _evolve_with_card(LUCEMON, record("Bo-137t"), record("Bo-977"))
    assert me.evo_box == [2]


def test_ec2_bo_1083_evolves_into_the_catalogs_beezlebumon_blast_mode(catalog):
    # Bo-1083 Lord of the Magic Dashing Bullets: "Evolve your Digimon into a Beelzebumon or
    # Beelzebumon: Blast Mode with 'Lord of the Magic Dashing Bullets' in its evolution
    # requirements." The catalog spells two of them "Beezlebumon" (data/README.md: a known typo) and
    # prints the form without the colon (Bo-1058 "Beezlebumon Blast Mode").
    impmon = digimon("EXAMPLE-A2M", "Impmon", "IV", "A", (420, 380, 250), (30, 20, 10, 10))
    for number in ("Bo-1058", "Bo-1060", "Bo-1139"):
        me = _evolve_with_card(impmon, record(number), record("Bo-1083"))
        assert me.evo_box == [2], number
