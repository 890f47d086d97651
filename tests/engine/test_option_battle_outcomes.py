"""Battle-outcome Option cards played in games with the real catalog cards: a Digimon kept in its
box after a lost battle with no points lost (P-3, P-5 (a)), the opponent's Digimon sent away when the
card turns face-up (O-N2's exception), and an ability used as often as its price is paid (O-C2)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.abilities import OPTION_ABILITY
from gameplay.engine.actions import Pass, Use, UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.effects.add_attack import AddAttack

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, ability, digimon, option, record
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
