"""Battle-outcome Option cards played in games with the real catalog cards: a Digimon kept in its
box after a lost battle with no points lost (P-3, P-5 (a)), the opponent's Digimon sent away when the
card turns face-up (O-N2's exception), and an ability used as often as its price is paid (O-C2)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.abilities import OPTION_ABILITY
from gameplay.engine.actions import Pass, Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.state import BATTLE, NONE, POINT_CALCULATION

from .helpers import BOOSTER_CHIP, CINDERHOUND, PEBBLE, SHELLKIT, ability, digimon, option, record
from .test_battle import battle_start

LOST = (40, 30, 20, 20)
FOE = digimon("EXAMPLE-63", "Foe", "Ultimate", "A", (900, 900, 900), LOST)


def _first_window(state):
    """B-4: SP has the first window; Aki (FP, player 0) acts in the next one."""
    if state.actor == 1:
        apply(state, Pass())
    assert state.actor == 0


def _finish_turn_1(state):
    while state.turn == 1 and state.result is None:
        apply(state, Pass())


def test_p3_p5a_st_607_keeps_the_beaten_digimon_and_its_points_for_the_turn(catalog):
    # St-607 A Tactical Retreat!!: "(O)Draw one card from your Net Ocean and add it to your hand."
    # "(O)Reduce your attack power by 1000. (O)During the turn, even if you lose the battle, the
    # Digimon that used this card does not get sent to the Dark Area, and your points do not get
    # reduced. (O)This card can only be used when your Digimon is Level III or Level IV. (O)Send this
    # card to the Dark Area immediately after use."
    state = battle_start((record("St-607"),), slots_a=(1,), top_a=CINDERHOUND, top_b=FOE)
    aki = state.players[0]
    _first_window(state)
    hand = len(aki.hand)
    apply(state, Use(1))
    # O-L1: the card is gone at once with its draw made; O-L2: its -1000, with no printed duration,
    # ended as it left its slot, while "during the turn" lasts the turn.
    assert 1 in aki.dark_area and len(aki.hand) == hand + 1
    assert attack_value(state, 0) == 480
    _finish_turn_1(state)
    # Aki lost the battle: no P-3 points (Cinderhound's Ultimate column is 10) and no P-5 (a).
    assert state.last_battle == (480, 900)
    assert aki.points == 100 and aki.digimon[-1] == 29 and 29 not in aki.dark_area


def test_p3_p5a_without_st_607_the_beaten_level_iv_leaves_and_loses_points(catalog):
    state = battle_start((), top_a=CINDERHOUND, top_b=FOE)
    _finish_turn_1(state)
    aki = state.players[0]
    assert aki.points == 90 and 29 in aki.dark_area


def test_o_n1_st_607_is_not_used_by_a_perfect(catalog):
    perfect = digimon("EXAMPLE-60", "Knight", "Perfect", "A", (500, 500, 500), LOST)
    state = battle_start((record("St-607"),), slots_a=(1,), top_a=perfect, top_b=FOE)
    # Aki's battle windows offer nothing: the card stays face down and the Perfect loses as usual.
    _finish_turn_1(state)
    aki = state.players[0]
    assert aki.slots[0] == 1 and not aki.face_up[0]
    assert aki.points == 80 and 29 in aki.dark_area


HOLY_DRAGON = digimon("EXAMPLE-64", "Wyrm", "Ultimate", "A", (600, 600, 600), LOST, species="Holy Dragon")
DRAIN = option("EXAMPLE-70", "Drain", abilities=(ability(AddAttack("opponent", -100)),))


def _perfect(attack):
    return digimon("EXAMPLE-60", "Knight", "Perfect", "A", (attack, attack, attack), LOST)


def test_o_n2_st_604_sends_away_a_digimon_of_400_and_below_when_it_turns_face_up(catalog):
    # St-604 Dragon Breath: "(O)Send your entire hand to the Dark Area." "(O)When this card turns
    # face-up, send all of the opponent's Digimon with an attack power of 400 and below to the Dark
    # Area (excluding Level III Digimon and Digimon that evolved through fusion or appearance
    # requirements). (O)This card can only be used when your Digimon is Ultimate level and is a Holy
    # Dragon or Evil Dragon type."
    state = battle_start(
        (record("St-604"), SHELLKIT), hand_a=(2,), slots_a=(1,), top_a=HOLY_DRAGON, top_b=_perfect(400)
    )
    aki, bea = state.players
    _first_window(state)
    hand = list(aki.hand)
    apply(state, Use(1))
    # O-C1: the whole hand paid; the Perfect of 400 leaves its box.
    assert hand and set(hand) <= set(aki.dark_area)
    assert 29 in bea.dark_area and 29 not in bea.digimon


def test_o_n2_st_604_reads_the_attack_only_as_it_turns_face_up(catalog):
    # A Perfect of 450 stays; brought to 350 afterwards (Drain), it is not sent away later.
    state = battle_start(
        (record("St-604"), DRAIN),
        slots_a=(1, 2),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=HOLY_DRAGON,
        top_b=_perfect(450),
    )
    bea = state.players[1]
    _first_window(state)
    apply(state, Use(1))
    assert bea.digimon[-1] == 29
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(2))
    assert (state.phase, state.turn) == ("battle", 1)
    assert attack_value(state, 1) == 350
    assert bea.digimon[-1] == 29


def test_o_n1_st_604_needs_a_holy_or_evil_dragon(catalog):
    other = digimon("EXAMPLE-65", "Golem", "Ultimate", "A", (600, 600, 600), LOST, species="Mineral")
    state = battle_start((record("St-604"),), slots_a=(1,), top_a=other, top_b=_perfect(400))
    _finish_turn_1(state)
    assert state.players[0].slots[0] == 1 and not state.players[0].face_up[0]
    assert 29 in state.players[1].dark_area  # the Perfect lost the battle to 600 (P-5 (a))
    assert state.players[1].points == 100 - LOST[3]


def test_o_c2_ta_8_gives_an_ultimate_a_use_paid_with_20_points_each_time(catalog):
    # Ta-8 The Guidepost to Hope!!: "Add 'Directly reduce your points by 20. After that, shuffle your
    # Dark Area back into your Net Ocean. You may use this effect as many times as you want as long
    # as you reduce your points each time.' to the abilities field of your Hybrid and Ultimate level
    # Digimon."
    state = battle_start((record("Ta-8"), SHELLKIT), slots_a=(1,), top_a=HOLY_DRAGON, top_b=_perfect(400))
    aki = state.players[0]
    aki.net_ocean.remove(2)
    aki.dark_area.append(2)
    _first_window(state)
    apply(state, Use(1))
    use = UseAbility(OPTION_ABILITY * 1 + 0)
    assert use in legal_actions(state)
    apply(state, use)
    assert aki.points == 80 and aki.dark_area == [] and 2 in aki.net_ocean
    if state.actor == 1:
        apply(state, Pass())
    apply(state, use)
    assert aki.points == 60 and aki.slots[0] == 1


def test_o_c2_ta_8_gives_nothing_to_a_perfect(catalog):
    state = battle_start((record("Ta-8"),), slots_a=(1,), top_a=_perfect(500), top_b=_perfect(400))
    _first_window(state)
    apply(state, Use(1))
    assert not any(isinstance(action, UseAbility) for action in legal_actions(state))


FOE_B = digimon("EXAMPLE-66", "Brute", "Ultimate", "B", (600, 600, 600), LOST)


def _lost_turn_1_battle(number, top_a, **extra):
    """Aki (FP) has `number` in slot 1 and a Booster Chip (+100) in slot 2, kept for later; she passes
    her battle windows and loses turn 1's battle to Brute (600)."""
    state = battle_start((record(number), BOOSTER_CHIP), slots_a=(1, 2), top_a=top_a, top_b=FOE_B, **extra)
    while state.phase == BATTLE:
        apply(state, Pass())
    assert (state.phase, state.actor, state.battle_result) == (POINT_CALCULATION, 0, 1)
    return state


def test_p2_b11_5_bo_596_returns_to_the_battle_phase_with_no_special_abilities(catalog):
    # Bo-596 Berserk!!: "(O)If your Digimon lost the battle, both your and your opponent's Digimon
    # return to the start of the battle phase. After that, triple your attack power, and both sides
    # become unable to use any special abilities. (O)This card can only be used when your Digimon is
    # Ultimate level, and has the ability 'Regain 30 points when you evolve into this Digimon'. (O)The
    # Digimon that used this card is sent to the Dark Area at the end of the turn. (O)Send this card
    # to the Dark Area immediately after use."
    state = _lost_turn_1_battle("Bo-596", record("Bo-27"))
    aki, bea = state.players
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    # P-2: back to the Battle Phase, no points counted; O-L2: the tripling, with no printed duration,
    # ended as the card left at once; B-11.5: both Digimon have lost their special abilities.
    assert (state.turn, state.phase) == (1, BATTLE)
    assert aki.points == 100 and 1 in aki.dark_area
    assert aki.specials_negated and bea.specials_negated
    assert attack_value(state, 0) == 520
    # The battle again: Aki's Booster Chip (+100) wins it; Metal Etemon still leaves at P-5 (d).
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(2))
    _finish_turn_1(state)
    assert state.last_battle == (620, 600)
    assert bea.points == 100 - LOST[3] and aki.points == 100
    assert 29 in aki.dark_area and aki.digimon == [0]


def test_o_n1_bo_596_needs_the_regain_30_ability(catalog):
    # An Ultimate without that line: the card is not offered at P-2.
    plain = digimon("EXAMPLE-67", "Plain", "Ultimate", "C", (560, 520, 330), LOST)
    state = battle_start((record("Bo-596"),), slots_a=(1,), top_a=plain, top_b=FOE_B)
    _finish_turn_1(state)
    aki = state.players[0]
    assert aki.slots[0] == 1 and not aki.face_up[0]
    assert aki.points == 100 - LOST[3] and 29 in aki.dark_area


def test_p5a_o_l3_st_610_keeps_its_digimon_then_strengthens_it_through_the_next_turn(catalog):
    # St-610 The Thought Routine of the Studious Model: "(O)Send the top 3 cards of your Net Ocean to
    # the Dark Area." "(O)For this turn, the Digimon who used this card is not sent to the Dark Area
    # even if they lost the battle. After that, regardless of whether you won or lost, from the start
    # till the end of the next turn, add 300 to your attack power, and you gain the ability 'Cannot
    # lose its special abilities (this is not a special ability)'. (O)This card can only be used by a
    # Digimon with an attack power of 490 and below at the moment when this card was turned face-up.
    # (O)At the end of the turn after the turn during which this card was turned face-up (its effects
    # can only take effect once), it is sent to the Dark Area together with the Digimon that used this
    # card."
    state = _lost_turn_1_battle("St-610", _perfect(450))
    aki = state.players[0]
    top_three = aki.net_ocean[-3:]
    apply(state, Use(1))
    assert set(top_three) <= set(aki.dark_area)
    _finish_turn_1(state)
    # P-3 as usual (the Perfect's Ultimate column), but P-5 (a) keeps it; the card stays (O-L3).
    assert aki.points == 100 - LOST[3] and aki.digimon[-1] == 29 and aki.slots[0] == 1
    # O-N2: what waited for the next turn applies with its first action.
    apply(state, Pass())
    assert attack_value(state, 0) == 450 + 300 and "negate_specials" in aki.immunities
    while state.turn == 2 and state.phase != BATTLE:
        apply(state, Pass())
    assert attack_value(state, 0) == 450 + 300
    while state.turn == 2 and state.result is None:
        apply(state, Pass())
    # Turn 2's battle won with 750; at its end the card and the Digimon that used it leave.
    assert state.last_battle[0] == 750
    assert 1 in aki.dark_area and 29 in aki.dark_area and aki.digimon == [0]
    assert attack_value(state, 0) == PEBBLE.attacks[2]


def test_o_n1_st_610_needs_an_attack_of_490_and_below(catalog):
    state = battle_start((record("St-610"),), slots_a=(1,), top_a=_perfect(500), top_b=FOE_B)
    _finish_turn_1(state)
    aki = state.players[0]
    assert aki.slots[0] == 1 and not aki.face_up[0] and 29 in aki.dark_area


def test_o_l3_b8_8_st_375_zeroes_a_perfect_s_printed_attacks_through_the_next_turn(catalog):
    # St-375 Holy Orb: "(O)You may only place one of this card in your slots; the Digimon using this
    # card cannot use its own special abilities." "(O)The basic attack power stated on the card for
    # attack A, B and C of the opponent's Level III, Level IV or Perfect level Digimon becomes zero.
    # (O)This card can only be used by non-Virus attribute Digimon that are either Level IV or Perfect
    # level. (O)While this card will remain in its slot until it is discarded by you, invalidated, or
    # sent to the Dark Area (including when your Digimon evolves or reaches the end of its lifespan),
    # at the end of the turn after the turn during which this card was used, send it to the Dark Area."
    # Aki's Perfect is of type B: Bea attacks with her B column, which B-8.3 never zeroes.
    type_b = digimon("EXAMPLE-69", "Lancer", "Perfect", "B", (500, 500, 500), LOST)
    state = battle_start((record("St-375"), DRAIN), slots_a=(1, 2), top_a=type_b, top_b=_perfect(450))
    aki, bea = state.players
    _first_window(state)
    apply(state, Use(1))
    assert attack_value(state, 1) == 0 and aki.specials_negated
    _finish_turn_1(state)
    # Bea's Perfect lost with 0 and left; her Level III Pebble is zeroed too; the card stays (O-L3).
    assert state.last_battle == (500, 0) and 29 in bea.dark_area
    assert aki.slots[0] == 1 and aki.face_up[0]
    apply(state, Pass())
    assert attack_value(state, 1) == 0 and aki.specials_negated
    assert bea.deck[bea.digimon[-1]] == PEBBLE
    while state.turn == 2 and state.result is None:
        apply(state, Pass())
    # The end of the turn after the turn of use: the card has gone, and Pebble attacks again.
    assert 1 in aki.dark_area and attack_value(state, 1) == PEBBLE.attacks[1]


def test_o_n2_st_375_leaves_an_ultimate_s_attacks_alone(catalog):
    state = battle_start((record("St-375"),), slots_a=(1,), top_a=_perfect(500), top_b=FOE_B)
    _first_window(state)
    apply(state, Use(1))
    assert attack_value(state, 1) == 600


def test_o_n1_st_375_is_not_used_by_a_virus(catalog):
    attributes = frozenset({"Virus"})
    virus = digimon("EXAMPLE-68", "Viral", "Perfect", "A", (500, 500, 500), LOST, attributes=attributes)
    state = battle_start((record("St-375"),), slots_a=(1,), top_a=virus, top_b=_perfect(450))
    _finish_turn_1(state)
    assert state.players[0].slots[0] == 1 and not state.players[0].face_up[0]


def test_o_l3_bo_103_leaves_at_the_end_of_the_turn_after_its_use(catalog):
    # Bo-103: "(O)Add 100 to your Digimon's attack power. (O)While this card remains in its slot and
    # continues its effects until it is discarded by you or invalidated, or when your Digimon loses a
    # battle or reaches the end of its lifespan, at the end of the turn after the turn during which
    # this card was used, send it to the Dark Area."
    type_b = digimon("EXAMPLE-69", "Lancer", "Perfect", "B", (500, 500, 500), LOST)
    state = battle_start((record("Bo-103"),), slots_a=(1,), top_a=type_b, top_b=_perfect(450))
    aki = state.players[0]
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    assert state.last_battle == (600, 450) and aki.slots[0] == 1
    while state.turn == 2 and state.result is None:
        apply(state, Pass())
    assert 1 in aki.dark_area and aki.slots[0] == NONE


def test_o_l1_bo_103_leaves_when_its_digimon_loses(catalog):
    state = battle_start((record("Bo-103"),), slots_a=(1,), top_a=_perfect(400), top_b=_perfect(600))
    aki = state.players[0]
    _first_window(state)
    apply(state, Use(1))
    _finish_turn_1(state)
    assert state.last_battle == (500, 600) and 1 in aki.dark_area


def test_o_l3_a_printed_number_of_turns_is_the_card_s_limit_beside_its_earlier_ends(catalog):
    # Bo-449: "While this card will remain in its slot until your Digimon loses a battle … at the end
    # of the turn after the turn during which this card was used, send it to the Dark Area"; Re-12t:
    # "Send this card to the Dark Area after 5 turns, or when another Field Option card turns face-up".
    assert {number: record(number).limit for number in ("Bo-103", "Bo-449", "St-375", "Re-12t")} == {
        "Bo-103": "turns:2",
        "Bo-449": "turns:2",
        "St-375": "turns:2",
        "Re-12t": "turns:5",
    }
    assert record("Bo-449").has_limit("until_digimon_loses") and record("Re-12t").has_limit(
        "until_field_replaced"
    )


VACCINE = digimon(
    "EXAMPLE-72", "Warden", "Ultimate", "A", (600, 600, 600), LOST, attributes=frozenset({"Vaccine"})
)
SURGE = option("EXAMPLE-71", "Surge", option_type="Program", abilities=(ability(AddAttack("self", 100)),))


def _firewall_up(cards_b=(), slots_b=()):
    """Aki (FP, a Vaccine Ultimate) turns Bo-304 face-up in her first battle window; Surge (a
    Program, slot 2) waits."""
    state = battle_start(
        (record("Bo-304"), SURGE), slots_a=(1, 2), cards_b=cards_b, slots_b=slots_b, top_a=VACCINE
    )
    _first_window(state)
    apply(state, Use(1))
    if state.step == "interrupt":
        apply(state, Pass())
    return state


def test_o_l1_bo_304_costs_an_emergency_program_halt_10_points_and_then_leaves(catalog):
    # Bo-304 Firewall!!: "(O)For every 'No Items Allowed!' or 'Emergency Program Halt!' that the
    # opponent plays during battle, immediately reduce their points by 10. (O)This card can only be
    # used when your Digimon is Vaccine attribute, and is Ultimate level. (O)When your Digimon is sent
    # to the Dark Area, or at the end of the turn during which the opponent loses points due to the
    # effects of this card, send this card to the Dark Area."
    state = _firewall_up(cards_b=(record("Bo-50"),), slots_b=(1,))
    aki, bea = state.players
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(2))
    # B-6: Bea answers Surge with Emergency Program Halt! (Bo-50), which costs her 10 at once.
    assert state.step == "interrupt" and state.actor == 1
    apply(state, Use(1))
    _finish_turn_1(state)
    # Then Bea's Shellkit lost the battle (its Ultimate column, 10); at the turn's end Bo-304 left.
    assert bea.points == 100 - 10 - 10 and 2 in aki.dark_area and 1 in aki.dark_area


def test_o_l1_bo_304_stays_through_a_turn_that_cost_the_opponent_nothing(catalog):
    state = _firewall_up()
    _finish_turn_1(state)
    aki = state.players[0]
    assert aki.slots[0] == 1 and aki.face_up[0] and state.players[1].points == 100 - 10
