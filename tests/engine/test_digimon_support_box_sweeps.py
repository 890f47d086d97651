"""A Digimon ability that empties the opponent's whole Support Box (patterns/
digimon_support_box_sweeps.py, effects.discard_support, scope "box"), played from the real catalog in a
battle: the support Digimon and the Support Box's other cards (B-10.10) go to the Dark Area."""

from __future__ import annotations

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, PEBBLE, REEFCRAB, arrange, compiled_record
from .test_battle import battle_start


def _window(top, cards_b=(), net_ocean_top=None):
    """Aki's first battle window with `top` battling; Bea has a Booster Chip in slot 1 and `cards_b`
    (ids 2, 3, …) out of play. Aki's card 2 (a Pebble) is on top of her Net Ocean."""
    state = battle_start(
        (BOOSTER_CHIP, PEBBLE), slots_a=(1,), cards_b=(BOOSTER_CHIP, *cards_b), slots_b=(1,), top_a=top
    )
    if net_ocean_top is not None:
        arrange(state, 0, net_ocean_top=[net_ocean_top])
    if state.actor == 1:
        apply(state, Pass())
    return state


def _fill_support_box(state):
    """Bea's Reefcrab (card 2) is her support Digimon; her Pebble (card 3) lies beside it."""
    bea = state.players[1]
    for card in (2, 3):
        remove_from_zones(state, 1, card)
    bea.support = 2
    bea.support_other.append(3)
    return bea


def _abilities(state):
    return [action for action in legal_actions(state) if isinstance(action, UseAbility)]


def test_b10_10_baihumon_empties_the_opponents_support_box_once_during_battle(catalog):
    # Re-64: "Only once during battle, send all of the cards in the opponent's support box to the
    # Dark Area."
    state = _window(compiled_record("Re-64"), cards_b=(REEFCRAB, PEBBLE))
    bea = _fill_support_box(state)
    (use,) = _abilities(state)
    apply(state, use)
    assert bea.support == -1 and bea.support_other == []
    assert {2, 3} <= set(bea.dark_area)
    assert _abilities(state) == []


def test_b2_the_start_of_the_battle_sends_the_opponents_slots_and_support_box_away(catalog):
    # Re-2: "At the start of the battle, send all of the cards in your opponent's slots and support
    # box to the Dark Area." Bea's set Booster Chip and the card beside her Digimon go (B-2 step 3).
    def beside(state):
        remove_from_zones(state, 1, 2)
        state.players[1].support_other.append(2)

    state = battle_start(
        (), cards_b=(BOOSTER_CHIP, PEBBLE), slots_b=(1,), top_a=compiled_record("Re-2"), pre=beside
    )
    bea = state.players[1]
    assert bea.slots == [-1, -1, -1] and bea.support_other == []
    assert {1, 2} <= set(bea.dark_area)


def test_a_digimon_on_top_of_the_net_ocean_empties_the_opponents_support_box(catalog):
    # St-614: "During battle, you may check the top card of your Net Ocean (afterwards, send it to the
    # Dark Area). If it is a Digimon card, send all of the cards in the opponent's support box to the
    # Dark Area." Aki's top card is her Pebble (card 2), a Digimon.
    state = _window(compiled_record("St-614"), cards_b=(REEFCRAB, PEBBLE), net_ocean_top=2)
    bea = _fill_support_box(state)
    apply(state, _abilities(state)[0])
    assert 2 in state.players[0].dark_area
    assert bea.support == -1 and bea.support_other == [] and {2, 3} <= set(bea.dark_area)


def test_an_option_on_top_of_the_net_ocean_leaves_the_support_box_alone(catalog):
    # St-614 again, with a Blank Leaf (card 10, an option) on top of Aki's Net Ocean: the card still
    # goes to the Dark Area, the Support Box stays.
    state = _window(compiled_record("St-614"), cards_b=(REEFCRAB, PEBBLE), net_ocean_top=10)
    bea = _fill_support_box(state)
    apply(state, _abilities(state)[0])
    assert 10 in state.players[0].dark_area
    assert bea.support == 2 and bea.support_other == [3]
