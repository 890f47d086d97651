"""Bo- Digimon that invalidate, remove or stack the opponent's cards, played from the real catalog:
Bo-612 ("Only twice during battle, you may invalidate one of the opponent's Program or Item Option
cards before they take effect"), Bo-683 (once, a Field card), Bo-49t (the top 5 Net Ocean cards for
an Ultimate with a basic A of 600 and above) and Bo-27v (a win with attack A stacks the loser onto its
point gauge), the last three read by overrides (fixtures/effects/overrides)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility

from .helpers import BOOSTER_CHIP, CINDERHOUND, REEFCRAB, compiled_record, record
from .test_battle import battle_start


def _chip(option_type):
    return replace(BOOSTER_CHIP, number=f"EXAMPLE-{option_type}", option_type=option_type)


def _index(card, kind):
    (index,) = [i for i, a in enumerate(card.text.abilities) if any(e.kind == kind for e in a.effects)]
    return index


def _to_akis_window(state):
    while state.actor == 1 and state.phase == "battle":
        apply(state, Pass())
    assert state.phase == "battle" and state.actor == 0


def test_b6_bo_612_invalidates_a_program_and_an_item_card_and_no_more(catalog):
    card = compiled_record("Bo-612")
    index = _index(card, "invalidate_option")
    chips = (_chip("Item"), _chip("Program"), _chip("Field"))
    # Aki keeps a chip set, so that the battle waits for her window.
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=card, cards_b=chips, slots_b=(1, 2, 3))
    bea = state.players[1]
    for _ in range(2):
        _to_akis_window(state)
        apply(state, UseAbility(index))
    assert 1 in bea.dark_area and 2 in bea.dark_area
    # The Field card stays in its slot, and "only twice" leaves no third use.
    assert bea.slots[2] == 3
    _to_akis_window(state)
    assert UseAbility(index) not in legal_actions(state)


def test_b6_bo_683_invalidates_one_field_card_once_in_the_turn(catalog):
    # Bo-683: "Only one during a turn, you may invalidate one of the opponent's Field Option cards
    # before it takes effect" (an override reads "only one" as "only once").
    card = compiled_record("Bo-683")
    chips = (_chip("Item"), _chip("Field"), _chip("Field"))
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=card, cards_b=chips, slots_b=(1, 2, 3))
    bea = state.players[1]
    _to_akis_window(state)
    apply(state, UseAbility(0))
    assert 2 in bea.dark_area and bea.slots[0] == 1 and bea.slots[2] == 3
    _to_akis_window(state)
    assert UseAbility(0) not in legal_actions(state)


@pytest.mark.parametrize(("foe", "removable"), [("Bo-138t", True), ("Bo-1001", False), ("Bo-284", False)])
def test_o_c2_bo_49t_pays_five_net_ocean_cards_for_an_ultimate_with_a_basic_a_of_600(catalog, foe, removable):
    # Bo-138t Dynasmon prints a basic A of 730, Bo-284 Seraphimon 570 and Bo-1001 Lucemon Larva 0:
    # all three are Ultimates.
    card = compiled_record("Bo-49t")
    index = _index(card, "send_to_dark_area")
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=card, top_b=record(foe))
    _to_akis_window(state)
    assert (UseAbility(index) in legal_actions(state)) is removable
    if removable:
        aki, bea = state.players
        ocean, lost = len(aki.net_ocean), len(aki.dark_area)
        apply(state, UseAbility(index))
        assert 29 in bea.dark_area and 29 not in bea.digimon
        assert len(aki.net_ocean) == ocean - 5 and len(aki.dark_area) == lost + 5


@pytest.mark.parametrize(("foe", "to_gauge"), [(CINDERHOUND, True), (REEFCRAB, False)])
def test_p5a_bo_27v_stacks_the_loser_onto_its_point_gauge_after_a_win_with_attack_a(catalog, foe, to_gauge):
    # Against a type A foe its attack is A; against a type C foe, C (B-8 step 1).
    state = battle_start((), top_a=compiled_record("Bo-27v"), top_b=foe)
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    bea = state.players[1]
    assert 29 not in bea.digimon
    assert (29 in bea.gauge_cards, 29 in bea.dark_area) == (to_gauge, not to_gauge)
