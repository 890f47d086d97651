"""Real Option cards that act when an effect removes them from their slot, face-down as well as
face-up: Bo-651 Slot Shade! ("when this card is sent to the Dark Area due to the opponent's Option
cards or special abilities (including when this card is invalidated) … recover 20") and Bo-490
Supreme Connection!! ("when this card is removed from its slot by the effects of Option cards or
special abilities while it is in the face-down state … send all of the cards in your opponent's
slots to the Dark Area"), O-L4. Each asserts the printed effect in a game and the cases where it
must not act."""

from gameplay.engine import apply
from gameplay.engine.actions import Discard, Pass, Use
from gameplay.engine.effects.discard_option_slots import DiscardOptionSlots

from .helpers import BOOSTER_CHIP, ability, digimon, option, record
from .test_battle import battle_start

LOST = (40, 30, 20, 20)
SWEEP = option("EXAMPLE-R1", "Sweep", abilities=(ability(DiscardOptionSlots("opponent", 3)),))
OWN_SWEEP = option("EXAMPLE-R2", "Own Sweep", abilities=(ability(DiscardOptionSlots("self", 3)),))


def _virus(name="Virus Knight"):
    return digimon("EXAMPLE-R3", name, "Perfect", "A", (500, 500, 500), LOST, attributes=frozenset({"Virus"}))


def test_o_l4_bo_651_face_down_sent_away_by_the_opponents_digimon_recovers_20(catalog):
    # Bo-651 Slot Shade!: "(O)You may activate this card even when it is sent to the Dark Area by your
    # opponent while it is face-down." / "When this card is sent to the Dark Area due to the
    # opponent's Option cards or special abilities (including when this card is invalidated),
    # regardless of whether you are first or second to attack, immediately recover 20 of your
    # points." Re-44t: "At the start of the battle, send all of the cards in the opponent's slots to
    # the Dark Area."
    def at_80(state):
        state.players[0].points = 80

    state = battle_start((record("Bo-651"),), slots_a=(1,), top_b=record("Re-44t"), pre=at_80)
    aki = state.players[0]
    assert 1 in aki.dark_area
    assert aki.points == 80 + 20


def test_o_l4_bo_651_sent_away_by_the_opponents_option_recovers_20(catalog):
    def at_50(state):
        state.players[0].points = 50

    state = battle_start((record("Bo-651"),), slots_a=(1,), cards_b=(SWEEP,), slots_b=(1,), pre=at_50)
    # Bea (SP) opens the window and sweeps Aki's slots.
    assert state.actor == 1
    apply(state, Use(1))
    aki = state.players[0]
    assert 1 in aki.dark_area and aki.points == 50 + 20


def test_o_l4_bo_651_sent_away_by_its_owner_recovers_nothing(catalog):
    def at_50(state):
        state.players[0].points = 50

    state = battle_start((record("Bo-651"), OWN_SWEEP), slots_a=(1, 2), pre=at_50)
    aki = state.players[0]
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(2))
    assert 1 in aki.dark_area and aki.points == 50


def test_t_p1_bo_651_discarded_in_preparation_recovers_nothing(catalog):
    state = battle_start((record("Bo-651"),), slots_a=(1,), pre=lambda s: None)
    aki = state.players[0]
    assert aki.slots[0] == 1
    # Turn 2's Preparation: Aki discards it herself (T-P1).
    while not (state.turn == 2 and state.phase == "preparation" and state.actor == 0):
        apply(state, Pass())
    points = aki.points
    apply(state, Discard(1))
    assert 1 in aki.dark_area and aki.points == points


def test_o_l4_bo_490_face_down_removed_sends_all_the_opponents_slot_cards_away(catalog):
    # Bo-490 Supreme Connection!!: "When this card is removed from its slot by the effects of Option
    # cards or special abilities while it is in the face-down state (including at the start of
    # battle), regardless of whether you are first or second to attack, immediately send all of the
    # cards in your opponent's slots to the Dark Area. | This card can only be used when your Digimon
    # is Virus attribute, and Perfect or Ultimate level. | Right after this card is removed from its
    # slot, send it to the Dark Area."
    state = battle_start(
        (record("Bo-490"),),
        slots_a=(1,),
        top_a=_virus(),
        cards_b=(SWEEP, BOOSTER_CHIP),
        slots_b=(1, 2),
    )
    aki, bea = state.players
    assert state.actor == 1
    apply(state, Use(1))
    # Aki's face-down Bo-490 went to the Dark Area, and Bea's Booster Chip followed it.
    assert 1 in aki.dark_area
    assert bea.slots[1] == -1 and 2 in bea.dark_area


def test_o_l4_bo_490_does_nothing_face_up_or_for_a_digimon_that_is_not_virus(catalog):
    def face_up(state):
        state.players[0].face_up[0] = True

    knight = digimon("EXAMPLE-R4", "Knight", "Perfect", "A", (500,) * 3, LOST)
    for top_a, pre in ((_virus(), face_up), (knight, None)):
        state = battle_start(
            (record("Bo-490"),),
            slots_a=(1,),
            top_a=top_a,
            cards_b=(SWEEP, BOOSTER_CHIP),
            slots_b=(1, 2),
            pre=pre,
        )
        bea = state.players[1]
        apply(state, Use(1))
        assert 1 in state.players[0].dark_area
        assert bea.slots[1] == 2
