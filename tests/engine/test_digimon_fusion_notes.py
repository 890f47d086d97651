"""Ability lines about how the card itself is fused, played from the real catalog
(patterns/digimon_fusion_notes.py).

"When Tailmon is in the Digimon Box and the Digimental of Friendship is in the Evolution Requirements
Box, they can fuse into this Digimon." (Bo-326 … Bo-333) repeats the card's armor evolution
requirement (EC-8), which the engine already pays; "This Digimon can only be fused from the Digimon
stated in this card's evolution requirements field." (Bo-211 Omegamon) keeps "ignore the evolution
requirements" effects from reaching it (E-11), as Tv-1's "Can only fuse from the Digimon stated in its
evolution requirements field." does."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Prepare, Proceed
from gameplay.engine.conditions import conditions_ignorable
from gameplay.engine.modifiers.marks import LeaveAtEndOfTurn

from .helpers import SHELLKIT, arrange, game, record
from .test_battle import put_tops, sheet
from .test_digimon_evolution_route_heads import evolve_in_step, own_modifiers

TAILMON = "Bo-15"


@pytest.mark.parametrize(
    ("number", "digimental"),
    [
        ("Bo-326", "St-155"),  # Bitmon, Digimental of Friendship
        ("Bo-327", "St-156"),  # Swanmon, Love
        ("Bo-328", "St-157"),  # Kabukimon, Purity
        ("Bo-329", "St-158"),  # Butterflamon, Knowledge
        ("Bo-330", "St-159"),  # Tylomon, Sincerity
        ("Bo-331", "St-161"),  # Goatmon, Hope
        ("Bo-332", "Bo-344"),  # Opossummon, Kindness
        ("Bo-333", "Bo-301"),  # Maildramon, Miracles
    ],
)
def test_ec8_tailmon_and_the_named_digimental_fuse_into_the_armor_digimon(catalog, number, digimental):
    armor = record(number)
    # The restating line is read as nothing to do, so the whole card is compiled.
    assert armor.text.status == "compiled", armor.text.manual
    # Tailmon battles (card 29, on a Level III partner); the armor card and its Digimental are in hand.
    state = game(sheet(record(TAILMON), (armor, record(digimental))), sheet(SHELLKIT), first=0)
    put_tops(state)
    arrange(state, 0, hand=[1, 2])
    arrange(state, 1, hand=[])
    apply(state, Pass())
    assert Prepare(1, 0, (2,)) in legal_actions(state)
    apply(state, Prepare(1, 0, (2,)))
    while state.phase == "preparation":
        apply(state, Pass())
    apply(state, Proceed())
    me = state.players[0]
    assert me.digimon[-1] == 1 and 2 in me.dark_area


@pytest.mark.parametrize("number", ["Bo-211", "Bo-211r"])
def test_e11_an_omegamon_fused_only_as_printed_cannot_be_reached_by_ignoring_requirements(catalog, number):
    omegamon = record(number)
    assert omegamon.text.status == "compiled", omegamon.text.manual
    assert not conditions_ignorable(omegamon)


def test_e11_omegamon_tv_1_is_fused_only_as_printed_and_leaves_at_the_end_of_the_turn(catalog):
    # Tv-1 Omegamon: "Can only fuse from the Digimon stated in its evolution requirements field." and
    # "At the end of the turn, send this card to the Dark Area." War Greymon (Bo-4j) + Fuse Into the
    # Ultimate Digimon! (Bo-7j) fuse into it.
    assert not conditions_ignorable(record("Tv-1"))
    state = evolve_in_step("Tv-1", "Bo-4j", 0, "Bo-7j")
    assert [m for m in own_modifiers(state) if isinstance(m, LeaveAtEndOfTurn)]
