"""A real Option card that sends one of the opponent's activated Option cards to the Dark Area,
played in a game: the activated card leaves with its modifiers (O-L2), a face-down one stays."""

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, LEAF, digimon, record
from .test_battle import battle_start

LOST = (40, 30, 20, 20)


def test_o_l2_bo_402_sends_the_opponents_activated_option_to_the_dark_area(catalog):
    # Bo-402 Emergency Program Halt!: "(Choose two cards from your hand and send them to the Dark
    # Area.) Send one currently active Item/Program/Field Option card in your opponent's slots to the
    # Dark Area."
    knight = digimon("EXAMPLE-R1", "Knight", "Perfect", "A", (500, 500, 500), LOST)
    foe = digimon("EXAMPLE-R2", "Foe", "Perfect", "A", (400, 400, 400), LOST)
    state = battle_start(
        (record("Bo-402"), LEAF, LEAF),
        hand_a=(2, 3),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2),
        top_a=knight,
        top_b=foe,
    )
    # B-4: Bea (SP) uses her first Booster Chip; her second stays face down.
    assert state.actor == 1
    apply(state, Use(1))
    assert attack_value(state, 1) == 500
    # Her window stays open until she passes (B-5); then Aki's opens.
    apply(state, Pass())
    assert state.actor == 0
    hand = len(state.players[0].hand)
    apply(state, Use(1))
    bea = state.players[1]
    assert 1 in bea.dark_area and bea.slots[0] != 1
    assert bea.slots[1] == 2 and not bea.face_up[1]
    assert attack_value(state, 1) == 400
    # O-C1: the price, two hand cards, was paid as the card was used.
    assert len(state.players[0].hand) == hand - 2
