"""Bo-592 The Pledge Between Master and Servant, played from the real catalog: "Move an Ultimate level
Digimon card that appears with appearance requirements, and has the word 'Holy' in its type from your
hand to the space next to your Digimon box (the support box), and add 'A and C cannot go to zero (this
is not a special ability)' to your Digimon's ability box. This card can only be used when your Digimon
is a Perfect level Digimon, and is 'Holy Beast', 'Holy Dragon' or 'Holy Bird' type." The Ultimate is
a price paid into the Support Box (not a support Digimon, B-10.5); the A and C columns keep their
values while the card is in effect (RULES 1.5, B-8 step 3)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.effects.immunity import ZERO_COLUMN

from .helpers import compiled_record, record
from .test_battle import battle_start
from .test_option_outcome import _first_window

NONE = -1
# Mihiramon (Perfect, Holy Beast); Baihumon (Ultimate, Holy Beast, with appearance requirements);
# Ulforce V-dramon Zero (Ultimate, Holy Knight, evolved into by its evolution requirements).
MIHIRAMON, BAIHUMON, ULFORCE_ZERO = "Bo-37t", "Bo-393", "Bo-1vj"


def _pledge(*hand):
    """Aki's Mihiramon has Bo-592 in slot 1 (id 1) and the real cards `hand` in hand (ids 2, …)."""
    cards = (compiled_record("Bo-592"), *(record(number) for number in hand))
    ids = tuple(range(2, len(hand) + 2))
    state = battle_start(cards, hand_a=ids, slots_a=(1,), top_a=record(MIHIRAMON))
    _first_window(state)
    return state


def test_bo_592_pays_the_appearing_holy_ultimate_into_the_support_box_and_keeps_a_and_c(catalog):
    state = _pledge(BAIHUMON, ULFORCE_ZERO)
    apply(state, Use(1, pay=(2,)))
    aki = state.players[0]
    assert 2 in aki.support_other and aki.support == NONE and 3 in aki.hand
    assert {ZERO_COLUMN + "A", ZERO_COLUMN + "C"} <= set(aki.immunities)


def test_bo_592_keeps_a_and_c_until_the_end_of_the_next_turn(catalog):
    # "At the end of the turn after the turn during which this card was used, send it to the Dark Area."
    state = _pledge(BAIHUMON)
    apply(state, Use(1, pay=(2,)))
    aki = state.players[0]
    kept = {ZERO_COLUMN + "A", ZERO_COLUMN + "C"}
    while state.turn < 3:
        if state.turn == 2:
            assert kept <= set(aki.immunities) and aki.slots[0] == 1
        apply(state, Pass())
    assert not kept & set(aki.immunities) and 1 in aki.dark_area


def test_bo_592_cannot_be_used_without_an_ultimate_that_appears_with_appearance_requirements(catalog):
    state = _pledge(ULFORCE_ZERO)
    assert not any(isinstance(action, Use) and action.slot == 1 for action in legal_actions(state))
