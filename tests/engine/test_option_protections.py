"""RULES 7.8: what an option's timing column protects it from ("Cannot be invalidated", "cannot
receive the effects of being 'sent to the Dark Area'", "cannot receive any effects caused by blue
frame cards", "cannot receive the effects of 'Infinity Tower'") holds against removal effects."""

import pytest

from gameplay.engine.cards import OPTION as OPTION_CARD
from gameplay.engine.cards import CardRecord
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.base import CompiledText
from gameplay.engine.effects.families import options as option_family
from gameplay.engine.effects.families import points as points_family
from gameplay.engine.effects.invalidate_option import InvalidateOption
from gameplay.engine.moves import remove_from_zones

from .helpers import EMBERPUP, SHELLKIT, deck, game, option, record


def _guarded(name: str, *protections: str):
    return CardRecord(
        number="EXAMPLE-70",
        name=name,
        kind=OPTION_CARD,
        timing="battle",
        text=CompiledText(status="compiled", abilities=(), protections=protections),
    )


PLAIN = option("EXAMPLE-71", "Plain Chip")
HALTER = option("EXAMPLE-72", "Halter", frame="blue")


def _state(guarded):
    """Bea (player 1) has `guarded` face-up in slot 1 and a plain card face-up in slot 2; Aki's
    card 0 is the source of the effects."""
    state = game(deck(HALTER, EMBERPUP), deck(guarded, PLAIN, SHELLKIT))
    bea = state.players[1]
    for index, card in enumerate((0, 1)):
        remove_from_zones(state, 1, card)
        bea.slots[index] = card
        bea.face_up[index] = True
        bea.active[index] = True
    return state


def _ctx(state):
    return EngineContext(state, 0, 0, OPTION, "source")


def test_a_card_that_cannot_be_invalidated_is_passed_over_by_invalidation():
    state = _state(_guarded("Shield", "invalidation"))
    option_family.invalidate_option(_ctx(state), "opponent", "any")
    bea = state.players[1]
    assert bea.slots[0] == 0 and 0 not in bea.dark_area
    assert 1 in bea.dark_area


def test_negating_every_active_option_leaves_a_card_that_cannot_be_invalidated():
    state = _state(_guarded("Shield", "invalidation"))
    option_family.negate_options(_ctx(state), "opponent")
    bea = state.players[1]
    assert bea.slots[0] == 0 and bea.dark_area == [1]


def test_a_card_that_cannot_be_sent_to_the_dark_area_stays_when_slots_are_cleared():
    state = _state(_guarded("Anchor", "dark_area"))
    option_family.discard_option_slots(_ctx(state), "opponent", 3)
    bea = state.players[1]
    assert bea.slots[0] == 0 and bea.dark_area == [1]


def test_a_card_protected_from_blue_frame_cards_ignores_a_blue_source_only():
    state = _state(_guarded("Red Guard", "frame:blue"))
    option_family.discard_option_slots(_ctx(state), "opponent", 3)
    assert state.players[1].slots[0] == 0
    unprotected = _state(_guarded("Red Guard", "frame:red"))
    option_family.discard_option_slots(_ctx(unprotected), "opponent", 3)
    assert 0 in unprotected.players[1].dark_area


def test_a_card_protected_from_a_named_card_ignores_that_card():
    state = _state(_guarded("Tower Guard", "card:Halter"))
    option_family.invalidate_option(_ctx(state), "opponent", "any")
    bea = state.players[1]
    assert bea.slots[0] == 0 and 1 in bea.dark_area


def test_sending_active_options_away_takes_only_face_up_cards_that_pass_the_filter():
    # Bx-32 Digital World Crisis: "Send all currently activated blue frame Field cards in the
    # opponent's slots to the Dark Area."
    blue_field = option("EXAMPLE-73", "Blue Field", option_type="Field", frame="blue")
    state = game(deck(HALTER, EMBERPUP), deck(blue_field, PLAIN, blue_field, SHELLKIT))
    bea = state.players[1]
    for index in range(3):
        remove_from_zones(state, 1, index)
        bea.slots[index] = index
    # Slots 1 and 2 are active; the second blue Field (slot 3) is still face-down.
    for index in (0, 1):
        bea.face_up[index] = bea.active[index] = True
    option_family.discard_active_options(_ctx(state), "opponent", "frame:blue;option;type:Field", 3)
    assert bea.dark_area == [0]
    assert bea.slots[1:] == [1, 2]


def test_invalidation_of_program_or_field_cards_passes_over_an_item():
    program = option("EXAMPLE-74", "Program Card", option_type="Program")
    item = option("EXAMPLE-75", "Item Card", option_type="Item")
    state = game(deck(HALTER, EMBERPUP), deck(item, program, SHELLKIT))
    bea = state.players[1]
    for index in (0, 1):
        remove_from_zones(state, 1, index)
        bea.slots[index] = index
    option_family.invalidate_option(_ctx(state), "opponent", "Field|Program")
    assert bea.dark_area == [1] and bea.slots[0] == 0


def test_an_immunity_to_direct_point_reduction_stops_the_opponents_effects_only():
    state = _state(_guarded("Shield", "invalidation"))
    bea = state.players[1]
    bea.immunities.append("direct_point_reduction")
    points = bea.points
    _ctx(state).change_points("opponent", -20)
    assert bea.points == points
    # Bea's own price is still paid.
    EngineContext(state, 1, 0, OPTION, "source").change_points("self", -10)
    assert bea.points == points - 10


def test_an_immunity_to_further_reduction_stops_added_lost_points():
    state = _state(_guarded("Shield", "invalidation"))
    state.players[1].immunities.append("further_point_reduction")
    points_family.add_lost_points(_ctx(state), "opponent", 20)
    assert not [m for m in state.modifiers if m.kind == "lost_add"]
    points_family.add_lost_points(_ctx(state), "self", 20)
    assert [m.player for m in state.modifiers if m.kind == "lost_add"] == [0]


@pytest.mark.parametrize("number", ["Bo-383", "Bx-137", "Bo-1205"])
def test_o_l4_an_invalidation_that_names_no_type_reaches_an_option_of_any_type(catalog, number):
    # "… you may invalidate one of the opponent's Option cards (before it takes effect)" (Bo-383
    # Pucchiemon, Bx-137 Omegamon X-Antibody, Bo-1205 Whamon): no type is named, so any option goes.
    (effect,) = [
        e for a in record(number).text.abilities for e in a.effects if isinstance(e, InvalidateOption)
    ]
    state = _state(option("EXAMPLE-76", "Item Card", option_type="Item"))
    effect.apply(_ctx(state))
    assert state.players[1].dark_area == [0]
