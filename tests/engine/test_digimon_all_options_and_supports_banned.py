"""Bo-1064 and Bo-1088 Leviamon: "All Option cards and support abilities cannot be used, including those
already in effect" (patterns/digimon_all_options_and_supports_banned.py), played from the real catalog:
neither player turns an Option card face-up nor places a support (B-4, B-10), and no Option card's
effect reaches either battling Digimon."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Support, Use

from .helpers import BOOSTER_CHIP, compiled_record
from .test_battle import GLOWMOTH, battle_start


def _plain(card):
    return replace(card, text=replace(card.text, abilities=()))


def _battle(top_a):
    # Both keep a Booster Chip set (card 1); Aki holds a Glowmoth (card 2) to support with.
    return battle_start(
        (BOOSTER_CHIP, GLOWMOTH),
        slots_a=(1,),
        hand_a=(2,),
        top_a=top_a,
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
    )


@pytest.mark.parametrize("number", ["Bo-1064", "Bo-1088"])
def test_b4_b10_no_option_card_or_support_is_used_and_the_battle_ends_on_the_printed_attacks(catalog, number):
    leviamon = compiled_record(number)
    plain = _battle(_plain(leviamon))
    # Without the ability, Bea's first window offers her chip, and Aki's would offer hers and a support.
    assert plain.phase == "battle" and Use(1) in legal_actions(plain)
    apply(plain, Use(1))
    assert Support(2) in legal_actions(plain)
    state = _battle(leviamon)
    # Nobody has anything to use: the battle ends at once (B-7), both chips still face-down in their
    # slots.
    assert state.phase != "battle" and state.last_battle is not None
    assert state.players[0].slots[0] == state.players[1].slots[0] == 1
    assert not any(state.players[p].face_up[0] for p in (0, 1))
