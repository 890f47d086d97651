"""Bo- Digimon that refuse their allies' support abilities or ban the opponent's cards by name, read by
overrides (fixtures/effects/overrides) and played from the real catalog: Bo-136t and Bo-912 Lucemon
("Cannot receive (any) support abilities (from|of) allies"), Bo-912's removal of a Hybrid level
opponent, and Bo-134t Sephirothmon ("The opponent cannot use any cards containing the characters
(Plug-In)")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Support, Use, UseAbility

from .helpers import BOOSTER_CHIP, compiled_record, record
from .test_battle import GLOWMOTH, battle_start


def _plain(card):
    """The same Digimon with no abilities."""
    return replace(card, text=replace(card.text, abilities=()))


@pytest.mark.parametrize("number", ["Bo-136t", "Bo-912"])
def test_b10_a_lucemon_that_receives_no_support_abilities_places_no_support(catalog, number):
    lucemon = compiled_record(number)
    # Aki keeps a chip set (card 2), so that the battle waits for her window either way.
    cards = (GLOWMOTH, BOOSTER_CHIP)
    state = battle_start(cards, hand_a=(1,), slots_a=(2,), top_a=lucemon)
    plain = battle_start(cards, hand_a=(1,), slots_a=(2,), top_a=_plain(lucemon))
    assert state.phase == plain.phase == "battle"
    assert Support(1) not in legal_actions(state)
    assert Support(1) in legal_actions(plain)


@pytest.mark.parametrize(
    ("foe", "removable"),
    [
        # Bo-134t Sephirothmon is a Hybrid with no Group; Bo-132t Magna Garurumon a Transcendent Form,
        # Bo-138t Dynasmon an Ultimate.
        ("Bo-134t", True),
        ("Bo-132t", False),
        ("Bo-138t", False),
    ],
)
def test_b4_bo_912_sends_a_hybrid_opponent_that_is_no_fusion_or_transcendent_form_away(
    catalog, foe, removable
):
    # Bo-912: "During battle, you may send one of the opponent's Hybrid level Digimon to the Dark Area
    # (excluding Fusion or Transcendent Forms)." Aki keeps a chip set, so that the battle waits.
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=compiled_record("Bo-912"), top_b=record(foe))
    while state.actor == 1:
        apply(state, legal_actions(state)[0])
    assert state.phase == "battle" and state.actor == 0
    assert (UseAbility(1) in legal_actions(state)) is removable
    if removable:
        apply(state, UseAbility(1))
        bea = state.players[1]
        assert 29 in bea.dark_area and 29 not in bea.digimon


@pytest.mark.parametrize("plug_in", ["St-49", "Bo-19t"])
def test_o1_sephirothmon_keeps_the_opponent_from_using_a_plug_in_card(catalog, plug_in):
    # Bo-134t: "The opponent cannot use any cards containing the characters (Plug-In)." St-49 and
    # Bo-19t are "Offense Plug-In A"; Bea has one set and a Booster Chip beside it.
    sephirothmon = compiled_record("Bo-134t")
    setting = {"cards_b": (record(plug_in), BOOSTER_CHIP), "slots_b": (1, 2), "cards_a": (BOOSTER_CHIP,)}
    state = battle_start(top_a=sephirothmon, slots_a=(1,), **setting)
    plain = battle_start(top_a=_plain(sephirothmon), slots_a=(1,), **setting)
    assert state.actor == plain.actor == 1
    assert Use(1) not in legal_actions(state) and Use(2) in legal_actions(state)
    assert Use(1) in legal_actions(plain)
