"""Real Option cards that go onto their owner's point gauge when used and keep their effects there
(O-L2 ends an option's effects when it leaves its slot, unless the card says otherwise): Bo-749
Autopatch sets the basic attack to 660 while the opponent's attack is 650 or above (O-N2), for the
rest of the game; Re-151 The Bond We Share With Our Partner! adds 200 and holds its user's points at
10, regaining 10 there (P-7, P-8). Each asserts the printed effect in a game and a case where it must
not act."""

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value
from gameplay.engine.modifiers.attack import AttackSet
from gameplay.engine.options import why_not_usable
from gameplay.engine.state import NONE

from .helpers import BOOSTER_CHIP, CINDERHOUND, PEBBLE, arrange, digimon, game, record
from .test_battle import battle_start, put_tops, sheet

# An invented Ultimate of type B: it attacks a type A Digimon with 600 (a Booster Chip makes 700).
TIDEWYRM = digimon("EXAMPLE-U1", "Tidewyrm", "Ultimate", "B", (600, 600, 600), (40, 30, 20, 10))
# An invented Level IV that beats Cinderhound with Re-151's 200 (420 + 200 against 900).
STRONGFIN = digimon("EXAMPLE-S1", "Strongfin", "IV", "B", (900, 900, 900), (30, 20, 10, 10))


def _autopatch_battle(top_a):
    """Turn 1's battle: Aki's `top_a` holds Bo-749 face down in slot 1; Bea's Tidewyrm holds a Booster
    Chip in slots 1 and 2. Bea (SP) passes her first window."""
    state = battle_start(
        (record("Bo-749"),),
        slots_a=(1,),
        top_a=top_a,
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2),
        top_b=TIDEWYRM,
    )
    assert state.phase == "battle" and state.actor == 1
    apply(state, Pass())
    return state


def test_o_n2_o_l2_bo_749_sets_660_once_the_opponent_reaches_650_and_keeps_it_from_the_gauge(catalog):
    # Bo-749 Autopatch: "(O)When the opponent's attack power becomes 650 or above, your Digimon's basic
    # attack power becomes 660. After that, when the opponent's attack power falls below 650, your
    # attack power alteration is lost. (O)This card can only be used when your Digimon is Perfect or
    # Ultimate level, and its card number is 300 and below (not including card numbers with alphabet
    # letters at the end). (O)Stack this card onto your point gauge immediately after use, and it will
    # continue its effects until the end of the game."
    state = _autopatch_battle(record("Bo-11"))
    aki, bea = state.players
    apply(state, Use(1))
    # Onto the point gauge at once, not the Dark Area; Andromon (Bo-11) keeps its B 530 while
    # Tidewyrm attacks with 600 (O-N2: the effect waits).
    assert aki.slots[0] == NONE and 1 in aki.gauge_cards and 1 not in aki.dark_area
    assert attack_value(state, 0) == 530
    # Bea's Booster Chip: 700, so Andromon's basic attack becomes 660.
    apply(state, Use(1))
    assert attack_value(state, 1) == 700 and attack_value(state, 0) == 660
    while state.turn == 1:
        apply(state, Pass())
    # Turn 1 was fought 660 against 700: Andromon lost and went to the Dark Area (P-5 (a)).
    assert state.last_battle == (660, 700) and aki.digimon == [0]
    # Turn 2: the Booster Chip left with its phase (O-L1), Tidewyrm is at 600 again, and the
    # alteration is lost: Aki's Level III Pebble attacks with its printed B.
    while not (state.phase == "battle" and state.actor == 1):
        apply(state, Pass())
    assert attack_value(state, 1) == 600 and attack_value(state, 0) == PEBBLE.attacks[1]
    assert not any(type(m) is AttackSet for m in state.modifiers)
    # Bea's second Booster Chip: 700 again, and the card on Aki's gauge still acts (to the end of
    # the game), on the Digimon battling now.
    apply(state, Use(2))
    assert attack_value(state, 0) == 660
    assert 1 in aki.gauge_cards and bea.points == 100


def test_o_n2_bo_749_needs_a_perfect_or_ultimate_numbered_300_and_below_without_a_letter(catalog):
    # Bo-11 Andromon (Perfect, 11) may use it; Bo-15t Megalo Growmon (a letter at the end), Bo-310
    # Parrotmon (310) and the Level IV Cinderhound may not.
    assert why_not_usable(_autopatch_battle(record("Bo-11")), 0, 0, "battle") is None
    for top in (record("Bo-15t"), record("Bo-310"), CINDERHOUND):
        state = _autopatch_battle(top)
        assert why_not_usable(state, 0, 0, "battle") is not None
        assert state.players[0].slots[0] == 1 and not state.players[0].face_up[0]


def _bond_used(points):
    """Turn 1: Aki's Cinderhound (points `points`) uses Re-151 from slot 1 in her Preparation Phase
    against Bea's Strongfin."""
    state = game(sheet(CINDERHOUND, (record("Re-151"),)), sheet(STRONGFIN), first=0)
    put_tops(state)
    arrange(state, 0, hand=[1])
    aki = state.players[0]
    aki.hand.remove(1)
    aki.slots[0] = 1
    aki.points = points
    apply(state, Pass())
    apply(state, Use(1))
    return state


def test_p7_re_151_adds_200_from_the_gauge_and_holds_the_points_at_10_regaining_10(catalog):
    # Re-151 The Bond We Share With Our Partner!: "Stack this card onto your Point Gauge. While this card
    # is active, add 200 to your Digimon's attack power. Once your gauge reaches 10, stop any further
    # reduction of points and regain 10 points (resulting in 20 points remaining). When your gauge
    # reaches 10."
    state = _bond_used(20)
    aki = state.players[0]
    assert aki.slots[0] == NONE and 1 in aki.gauge_cards
    while state.turn == 1 and state.outcome() is None:
        apply(state, Pass())
    # Cinderhound fought with B 420 + 200 and lost to 900: its 20 lost points (P-3) would bring Aki
    # to 0 (P-8), but the reduction stops at 10 and 10 come back.
    assert state.last_battle == (620, 900)
    assert state.outcome() is None and aki.points == 20
    # "When your gauge reaches 10": the card's effects end there; the next loss is not held.
    assert not any(m.source == 1 and m.source_player == 0 for m in state.modifiers)
    assert 1 in aki.gauge_cards
    while state.turn == 2 and state.outcome() is None:
        apply(state, Pass())
    assert state.last_battle[0] == PEBBLE.attacks[1]
    assert aki.points == 20 - PEBBLE.lost_points[1]


def test_p7_re_151_leaves_a_loss_above_10_as_it_is(catalog):
    state = _bond_used(100)
    aki = state.players[0]
    while state.turn == 1:
        apply(state, Pass())
    # 100 - 20: above the floor; the card keeps its 200 into the next turn.
    assert aki.points == 80
    while state.turn == 2:
        apply(state, Pass())
    assert state.last_battle[0] == PEBBLE.attacks[1] + 200
