"""Bo-161 I Take that Back After All!: set only in slot 3 (RULES 1.1), used in the Battle Phase
choosing slot 1 or 2 (O-3), it sets an Option card of the hand face down in that slot and takes the
set card back to the hand; not at Level III (O-N1); it leaves at the end of the Battle Phase (O-L1)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use

from .helpers import BOOSTER_CHIP, EMBERPUP, OVERCLOCK, record
from .test_battle import battle_start


def _take_back(top_a=None):
    """Aki holds a Booster Chip face down in slot 1 (card 1), Bo-161 in slot 3 (card 2) and an
    Overclock (card 3, the hand card she names when she uses Bo-161) in her hand; Bea a Booster Chip in
    slot 1. Aki's first battle window."""

    def to_slot_three(state):
        aki = state.players[0]
        aki.slots[1], aki.slots[2] = aki.slots[2], aki.slots[1]

    state = battle_start(
        (BOOSTER_CHIP, record("Bo-161"), OVERCLOCK),
        hand_a=(3,),
        slots_a=(1, 2),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=top_a,
        pre=to_slot_three,
    )
    if state.actor == 1:
        apply(state, Pass())
    assert state.phase == "battle" and state.actor == 0
    return state


def test_o_3_bo_161_switches_a_set_card_of_slot_1_with_an_option_card_of_the_hand(catalog):
    # Bo-161: "(O)Place this card in slot 3." / "(O)You may switch one of the cards in your slot 1 or
    # 2 with an Option card from your hand. (O)This card cannot be used when your Digimon is Level
    # III. (O)At the end of the Battle Phase during which this card was used, send it to the Dark
    # Area."
    state = _take_back()
    aki = state.players[0]
    assert aki.slots == [1, -1, 2]
    uses = {(a.slot, a.choice) for a in legal_actions(state) if isinstance(a, Use)}
    assert {(3, "1"), (3, "2")} <= uses
    apply(state, Use(3, pay=(3,), choice="1"))
    assert aki.slots[0] == 3 and not aki.face_up[0] and 1 in aki.hand and 3 not in aki.hand
    assert aki.active[2]
    # Slot 2 is empty: choosing it switches nothing.
    while state.phase == "battle":
        apply(state, Pass())
    # O-L1: it leaves at the end of the Battle Phase.
    assert aki.slots[2] != 2 and 2 in aki.dark_area


def test_o_3_bo_161_with_slot_2_chosen_leaves_slot_1_alone(catalog):
    state = _take_back()
    aki = state.players[0]
    apply(state, Use(3, pay=(3,), choice="2"))
    assert aki.slots[0] == 1 and 3 in aki.hand


def test_o_n1_bo_161_is_not_used_at_level_iii(catalog):
    state = _take_back(top_a=EMBERPUP)
    assert not [a for a in legal_actions(state) if isinstance(a, Use) and a.slot == 3]


def test_r1_1_bo_161_is_set_only_in_slot_3(catalog):
    card = record("Bo-161")
    assert card.fixed_slot == 3 and card.limit == "phase"
