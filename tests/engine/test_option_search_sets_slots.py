"""Re-80 Gennai played in a real game: a Net Ocean search whose finds are set face-down in the free
option slots (the hand takes those no free slot can), the rest shuffled back (S-3)."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use

from .helpers import BOOSTER_CHIP, arrange, compiled_record, deck, game, record


def _preparation(occupied_b=False):
    """Aki (FP, Agumon St-1) holds Re-80 (id 1) face-down in slot 1; the top of her Net Ocean is two
    'Chosen Children' Programs (ids 2, 3, Taichi on top), a Booster Chip (id 4) and the rest; with
    `occupied_b` her other Booster Chip (id 5) sits in slot 2."""
    card = compiled_record("Re-80")
    taichi, yamato = record("Re-03t"), record("Re-07t")
    # Id 6: a Greymon (St-2, Level IV) Aki's partner may have evolved into.
    cards = (card, taichi, yamato, BOOSTER_CHIP, BOOSTER_CHIP, record("St-2"))
    state = game(deck(record("St-1"), *cards), deck(record("St-1")), first=0)
    aki = state.players[0]
    arrange(state, 0, hand=[1, 5])
    aki.hand.remove(1)
    aki.slots[0] = 1
    if occupied_b:
        aki.hand.remove(5)
        aki.slots[1] = 5
    # T-P1: the hand is within its limit, so Aki passes the discard step (her hand is drawn up).
    apply(state, Pass())
    arrange(state, 0, hand=[c for c in aki.hand if c not in (2, 3, 4)], net_ocean_top=[4, 3, 2])
    return state


def test_re_80_sets_the_chosen_children_programs_it_draws_in_the_free_slots(catalog):
    # Re-80 Gennai: "You can use this card when your Digimon is Level III. Draw the top 10 cards of
    # your Net Ocean. If you drew any Program Option Cards that belong to the 'Chosen Children'
    # category, set them in your slots (in the event that your slots are all occupied, you may add
    # the 'Chosen Children' cards that weren't set to your hand). Shuffle the remaining cards back
    # into your Net Ocean. Place this card on your Point Gauge immediately after use."
    state = _preparation()
    aki = state.players[0]
    assert aki.deck[2].category == "Chosen Children" and aki.deck[2].option_type == "Program"
    ocean = len(aki.net_ocean)
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    # Yamato (id 3) and Taichi (id 2) are set face-down in slots 2 and 3 (Re-80's slot was taken).
    assert sorted(aki.slots[1:]) == [2, 3] and aki.face_up[1:] == [False, False]
    # Re-80 is stacked onto the point gauge; the Booster Chip drawn (id 4) is shuffled back.
    assert aki.slots[0] == -1 and 1 in aki.gauge_cards
    assert 4 in aki.net_ocean and len(aki.net_ocean) == ocean - 2


def test_re_80_sends_the_programs_no_free_slot_takes_to_the_hand(catalog):
    state = _preparation(occupied_b=True)
    aki = state.players[0]
    apply(state, Use(1))
    # Only slot 3 was free: the first one drawn (Taichi, id 2) is set, Yamato goes to the hand.
    assert aki.slots[2] == 2 and aki.slots[1] == 5 and 3 in aki.hand


def test_re_80_cannot_be_used_by_a_level_iv(catalog):
    state = _preparation()
    aki = state.players[0]
    # Aki's partner evolved: a Level IV (Greymon, St-2) now battles.
    for zone in (aki.hand, aki.net_ocean):
        if 6 in zone:
            zone.remove(6)
    aki.digimon.append(6)
    assert Use(1) not in legal_actions(state)
