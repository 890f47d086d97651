"""Real Option cards that send the battling Digimon to the Dark Area and make a named or typed
Digimon appear from the hand in its place (E-6.7: a switch, no evolution, so E-6.5 does not fire):
Bo-441 and Bo-546 Matrix Conversion!!, Bo-492 The Wicked God's Advent!!, St-754 Spirit Evolution!!."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.power_grants import is_power_card

from .helpers import BOOSTER_CHIP, arrange, compiled_record, digimon, game, record
from .test_battle import put_tops, sheet
from .test_option_evolution_cards import BLAZELORD, _hold_in_slot


def _evolution_step(card, top, hand_cards):
    """Aki (FP) battles with `top`, holds `card` face-down in slot 1 and `hand_cards` (ids 2, 3, …)
    in her hand, and is in her Evolution Phase (which has nothing to offer when the card cannot be
    used, so play moves on to the battle); Bea battles with Agumon (St-1, type A)."""
    state = game(sheet(top, (card, *hand_cards)), sheet(record("St-1"), (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    _hold_in_slot(state, 0, 1)
    arrange(state, 0, hand=list(range(2, 2 + len(hand_cards))))
    _hold_in_slot(state, 1, 1)
    while state.phase == "preparation":
        apply(state, Pass())
    return state


def _aki_attack(state):
    """Aki's attack power in the battle that follows (the last battle's, once it has resolved)."""
    while state.phase == "evolution":
        apply(state, Pass())
    return attack_value(state, 0) if state.phase == "battle" else state.last_battle[0]


def _names(state, player=0):
    me = state.players[player]
    return [me.deck[card].name for card in me.digimon]


def test_e6_7_bo_441_switches_fighter_mode_for_the_vaccine_imperialdramon_and_adds_100(catalog):
    # Bo-441 Matrix Conversion!!: "Send one Imperialdramon: Fighter Mode card from your Digimon box to
    # the Dark Area, and make an Imperialdramon appear from your hand in your Digimon box (if it is an
    # Imperialdramon (Vaccine attribute), add 100 to its attack power just for this turn)."
    card = compiled_record("Bo-441")
    fillers = (record("St-1"), record("St-1"))
    state = _evolution_step(card, record("Bo-357"), (record("Bo-373"), *fillers))
    aki = state.players[0]
    assert state.phase == "evolution" and Use(1) in legal_actions(state)
    apply(state, Use(1))
    # Fighter Mode (id 29) and the card go to the Dark Area; the Vaccine Imperialdramon (id 2) battles.
    assert aki.digimon == [0, 2] and _names(state) == ["Pebble", "Imperialdramon"]
    assert 29 in aki.dark_area and 1 in aki.dark_area and 2 not in aki.hand
    # Against Agumon (type A) Imperialdramon attacks with A 600, plus 100.
    assert _aki_attack(state) == 600 + 100


def test_bo_441_gives_no_bonus_to_a_virus_imperialdramon(catalog):
    card = compiled_record("Bo-441")
    state = _evolution_step(card, record("Bo-357"), (record("Bo-356"), record("St-1"), record("St-1")))
    aki = state.players[0]
    apply(state, Use(1))
    assert aki.digimon == [0, 2] and aki.deck[2].attributes == {"Virus"}
    # Only its own "at the start of the battle" ability adds: Bea's Booster Chip is sent, 50.
    assert 1 in state.players[1].dark_area
    assert _aki_attack(state) == 650 + 50


def test_bo_441_can_only_be_used_with_fighter_mode_in_the_box_and_an_imperialdramon_in_hand(catalog):
    card = compiled_record("Bo-441")
    # Fighter Mode battles, but no Imperialdramon is in the hand.
    state = _evolution_step(card, record("Bo-357"), (record("St-1"), record("St-1")))
    assert state.phase != "evolution" and state.players[0].slots[0] == 1
    # An Imperialdramon is in the hand, but the battling Digimon is the other Imperialdramon.
    state = _evolution_step(card, record("Bo-356"), (record("Bo-373"), record("St-1"), record("St-1")))
    assert state.phase != "evolution" and state.players[0].slots[0] == 1


def test_e6_7_bo_546_switches_venom_vamdemon_for_belial_vamdemon_only(catalog):
    # Bo-546 Matrix Conversion!!: "Send one Venom Vamdemon card from your Digimon box to the Dark Area,
    # and make Belial Vamdemon appear from your hand in your box. Alternatively, send one Diablomon
    # card from your Digimon box to the Dark Area, and make Armagemon appear from your hand in your box."
    card = compiled_record("Bo-546")
    # Armagemon (id 2) is not Venom Vamdemon's successor: Belial Vamdemon (id 3) appears.
    state = _evolution_step(card, record("Bo-341"), (record("Bo-430"), record("Bo-481"), record("St-1")))
    aki = state.players[0]
    apply(state, Use(1))
    assert _names(state) == ["Pebble", "Belial Vamdemon"]
    assert 29 in aki.dark_area and 2 in aki.hand and 1 in aki.dark_area


def test_e6_7_bo_546_switches_diablomon_for_armagemon(catalog):
    card = compiled_record("Bo-546")
    state = _evolution_step(card, record("Bo-51t"), (record("Bo-481"), record("Bo-430"), record("St-1")))
    apply(state, Use(1))
    assert _names(state) == ["Pebble", "Armagemon"] and 2 in state.players[0].hand


def test_bo_546_cannot_be_used_without_venom_vamdemon_or_diablomon_in_the_box(catalog):
    card = compiled_record("Bo-546")
    state = _evolution_step(card, record("Bo-357"), (record("Bo-481"), record("St-1")))
    assert state.phase != "evolution" and state.players[0].slots[0] == 1


def _battle_with(card, top, hand_cards, top_b=None):
    """Aki battles with `top`, `card` face-down in slot 1, `hand_cards` (ids 2, 3, …) in hand; Bea
    with `top_b` (Agumon, St-1, by default)."""
    state = game(sheet(top, (card, *hand_cards)), sheet(top_b or record("St-1"), (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    _hold_in_slot(state, 0, 1)
    _hold_in_slot(state, 1, 1)
    while state.phase == "preparation":
        apply(state, Pass())
    while state.phase != "battle":
        apply(state, Pass())
    arrange(state, 0, hand=list(range(2, 2 + len(hand_cards))))
    if state.actor == 1:
        apply(state, Pass())
    return state


def test_e6_7_bo_492_switches_millenniumon_for_a_wicked_god_adds_200_and_discards_6(catalog):
    # Bo-492 The Wicked God's Advent!!: "Send one Composite type Digimon from your Digimon box to the
    # Dark Area, and make one Wicked God type Digimon directly appear in your box from your hand
    # (ignore the evolution requirements). For the turn during which it appeared, add 200 to your
    # Digimon's attack power. After appearance, choose 6 cards from your hand and send them to the
    # Dark Area." It is flipped from its slot in battle, not paid into the Power Box.
    card = compiled_record("Bo-492")
    assert not is_power_card(card)
    hand = (record("Bo-742"), *[record("St-1")] * 7)
    state = _battle_with(card, record("Bo-193"), hand)
    aki = state.players[0]
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    assert _names(state) == ["Pebble", "Zeed Millenniumon"]
    assert 29 in aki.dark_area
    # Seven cards stayed in the hand after the switch: six go to the Dark Area.
    assert len(aki.hand) == 1
    column = "ABC".index("A")
    assert attack_value(state, 0) == aki.deck[2].attacks[column] + 200


def test_bo_492_does_nothing_when_the_battling_digimon_is_not_composite(catalog):
    card = compiled_record("Bo-492")
    hand = (record("Bo-742"), *[record("St-1")] * 7)
    state = _battle_with(card, record("Bo-357"), hand)
    aki = state.players[0]
    apply(state, Use(1))
    assert _names(state) == ["Pebble", "Imperialdramon Fighter Mode"]
    assert len(aki.hand) == 8


# Bea's Level IV whose lost points differ in the Perfect (20) and Ultimate (50) columns (RULES 1.6).
TALLYBACK = digimon("EXAMPLE-S754", "Tallyback", "IV", "A", (400, 300, 200), (40, 30, 20, 50))
# Bea's Level IV that beats anything Aki brings.
BULWARK = digimon("EXAMPLE-S755", "Bulwark", "IV", "A", (990, 990, 990), (40, 30, 20, 10))


def _end_turn(state):
    turn = state.turn
    while state.turn == turn:
        apply(state, Pass())


def test_st_754_makes_a_hybrid_appear_with_an_ultimates_lost_points_and_stacks_it_at_the_end(catalog):
    # St-754 Spirit Evolution!!: "Send your Digimon to the Dark Area and make a Hybrid level or Warrior
    # Ten Digimon appear from your hand, ignoring the appearance requirements. After appearing, send
    # the top 5 cards of your Net Ocean to the Dark Area (when the Hybrid level that appeared wins a
    # battle, your opponent takes the lost points of an Ultimate). | … | At the end of the turn during
    # which this card was used, regardless of whether you won or lost the battle, stack the Digimon in
    # your Digimon box together with this card onto your point gauge."
    card = compiled_record("St-754")
    # Velgrmon (Bo-135t) is a Hybrid whose winner column is printed as Perfect (RULES 6.1).
    velgrmon = record("Bo-135t")
    assert velgrmon.lost_column_as == "Perfect"
    state = _battle_with(card, BLAZELORD, (velgrmon, record("St-1")), top_b=TALLYBACK)
    aki, bea = state.players
    ocean = len(aki.net_ocean)
    apply(state, Use(1))
    assert _names(state) == ["Pebble", "Velgrmon"] and 29 in aki.dark_area
    assert len(aki.net_ocean) == ocean - 5
    _end_turn(state)
    # Velgrmon (680) beat Tallyback: Bea loses the Ultimate column's 50, not the Perfect column's 20.
    assert state.last_battle[0] > state.last_battle[1]
    assert bea.points == 100 - 50
    # Velgrmon and the card itself are stacked onto Aki's point gauge.
    assert aki.gauge_cards[-2:] == [2, 1] and aki.digimon == [0]


def test_st_754_stacks_the_digimon_onto_the_point_gauge_when_it_loses_too(catalog):
    card = compiled_record("St-754")
    state = _battle_with(card, BLAZELORD, (record("Bo-135t"), record("St-1")), top_b=BULWARK)
    aki = state.players[0]
    apply(state, Use(1))
    _end_turn(state)
    assert state.last_battle[0] < state.last_battle[1]
    assert 2 in aki.gauge_cards and 2 not in aki.dark_area and 1 in aki.gauge_cards


def test_st_754_cannot_be_used_without_a_hybrid_or_warrior_ten_in_hand(catalog):
    card = compiled_record("St-754")
    state = _battle_with(card, BLAZELORD, (record("St-1"), record("St-2")))
    assert Use(1) not in legal_actions(state)
