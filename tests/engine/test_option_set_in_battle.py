"""Real Option cards that may be set from the hand in the Battle Phase, an exception to T-P6 by card
text (O-1): "You may also directly send this card from your hand to an empty slot during battle
phase" (Bx-104). Each asserts the setting, the printed effect once the card is used, and the cases
where it must not act."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, SetOption, Use
from gameplay.engine.attack import attack_value

from .helpers import digimon, record
from .test_battle import battle_start
from .test_option_outcome import _first_window

LOST = (40, 30, 20, 20)


def _knight(frame="Red"):
    # An invented Perfect of type A with 500 in every column, of the frame the test names.
    return digimon("EXAMPLE-S1", "Knight", "Perfect", "A", (500, 500, 500), LOST, frame=frame)


def _aki_attack(state):
    """Aki's attack value now (B-8), or the final one once the battle is over (B-7)."""
    return attack_value(state, 0) if state.phase == "battle" else state.last_battle[0]


def _holy_sword_window(top_b, *, frame="Red", bea_slots=(), bea_face_up=False):
    """Aki holds Bx-104 (card 1) in her hand, no option in her slots, in her first battle window
    against Bea's `top_b`; Bea's slots hold `bea_slots` (face-up when `bea_face_up`)."""
    cards_b = tuple(record(number) for number in bea_slots)

    def face_up(state):
        for index in range(len(bea_slots)):
            state.players[1].face_up[index] = bea_face_up

    state = battle_start(
        (record("Bx-104"),),
        hand_a=(1,),
        top_a=_knight(frame),
        cards_b=cards_b,
        slots_b=tuple(range(1, len(bea_slots) + 1)),
        top_b=top_b,
        pre=face_up,
    )
    if state.actor == 1:
        apply(state, Pass())
    _first_window(state)
    return state


def test_o1_bx_104_is_set_from_the_hand_in_battle_and_triples_against_a_royal_knight(catalog):
    # Bx-104 The Holy Sword Falls to Earth!: "(O)You may also directly send this card from your hand
    # to an empty slot during battle phase." / "You can use this card when your Digimon is red frame.
    # When the opponent's sheet contains any Royal Knights Digimon, Omegamon, or Omega Blade cards,
    # triple your Digimon's attack power. Send this card to the Dark Area at the end of the battle
    # phase."
    lord_knightmon = record("Bo-1092")
    assert "Royal Knights" in lord_knightmon.groups
    state = _holy_sword_window(lord_knightmon)
    aki = state.players[0]
    # B-4: an empty slot of each of the three takes it.
    assert {SetOption(1, 1), SetOption(1, 2), SetOption(1, 3)} <= set(legal_actions(state))
    apply(state, SetOption(1, 2))
    assert aki.slots[1] == 1 and not aki.face_up[1] and 1 not in aki.hand
    # Set face-down, it is turned face-up in the same window.
    assert Use(2) in legal_actions(state)
    apply(state, Use(2))
    # Nobody has anything left to do, so the battle is over (B-7): Knight attacked Lord Knightmon
    # (type C) with C, 500, tripled; and at the end of the battle phase the card went to the Dark Area.
    assert state.last_battle[0] == 1500
    assert aki.slots[1] != 1 and 1 in aki.dark_area


def test_o1_bx_104_triples_against_a_face_up_omega_blade(catalog):
    state = _holy_sword_window(_knight("Blue"), bea_slots=("St-919",), bea_face_up=True)
    apply(state, SetOption(1, 1))
    apply(state, Use(1))
    assert _aki_attack(state) == 1500


def test_o1_bx_104_does_nothing_without_a_royal_knight_or_omega_blade(catalog):
    # Bea's Omega Blade is face-down: not seen on her sheet.
    state = _holy_sword_window(_knight("Blue"), bea_slots=("St-919",))
    apply(state, SetOption(1, 1))
    apply(state, Use(1))
    assert _aki_attack(state) == 500


def test_o1_bx_104_is_set_but_not_used_by_a_blue_frame_digimon(catalog):
    state = _holy_sword_window(record("Bo-1092"), frame="Blue")
    apply(state, SetOption(1, 1))
    assert Use(1) not in legal_actions(state)


def test_o1_a_card_without_the_wording_is_not_set_in_battle(catalog):
    # Bx-36 (Omegamon's Attack) prints no such permission: only T-P6 sets it.
    state = battle_start((record("Bx-36"), record("Bx-104")), hand_a=(1, 2), top_b=record("Bo-1092"))
    if state.actor == 1:
        apply(state, Pass())
    actions = legal_actions(state)
    assert SetOption(2, 1) in actions
    assert not any(isinstance(a, SetOption) and a.card == 1 for a in actions)


def test_o1_bx_104_counts_an_omegamon_form_outside_the_royal_knights_group(catalog):
    # An Omegamon form the catalog lists in no group (as Bx-160 Omegamon X-Antibody) is an Omegamon.
    omegamon = digimon("EXAMPLE-S2", "Omegamon X-Antibody", "Ultimate", "A", (700,) * 3, LOST)
    state = _holy_sword_window(omegamon)
    apply(state, SetOption(1, 1))
    apply(state, Use(1))
    assert _aki_attack(state) == 1500


def test_o1_bx_104_does_not_count_an_option_named_after_omegamon(catalog):
    # Bx-36 Omegamon's Attack, face-up in Bea's slot, is no Omegamon.
    state = _holy_sword_window(_knight("Blue"), bea_slots=("Bx-36",), bea_face_up=True)
    apply(state, SetOption(1, 1))
    apply(state, Use(1))
    assert _aki_attack(state) == 500
