"""Digimon whose attack additions "are not affected by the effects of the card 'Hit Lock'" (Bo-121t,
Bo-130t, Bo-132t, Bo-138t, Bo-139t, Bo-1001), played from the real catalog while Hit Lock (Bo-793,
"The opponent cannot use any effects or abilities that multiply or add to their attack power") blocks
Aki's attack increases (B-8 steps 3 and 5)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import UseAbility
from gameplay.engine.attack import attack_value
from gameplay.engine.effect_context import OPTION, EngineContext
from gameplay.engine.effects.families import attack as attack_effects
from gameplay.engine.options import refresh_situations
from gameplay.engine.state import NONE

from .helpers import BOOSTER_CHIP, SHELLKIT, compiled_record, record
from .test_battle import battle_start

# Bea's Hit Lock lies in her slot 1 (card 1): the block is tied to it (O-L2).
_HIT_LOCK_ID = 1


def _plain(card):
    """The same Digimon with no abilities: what its attack would be without them."""
    return replace(card, text=replace(card.text, abilities=()))


def _locked(supports_a=0, supports_b=0):
    """A `pre` for battle_start: Bea's Hit Lock blocks Aki's attack increases from the start, and each
    side has `supports_*` Shellkits (cards 2, 3, …) in its Support Box (B-10). Aki keeps a chip set
    (card 1) where nothing else of hers would wait for her window."""

    def put(state):
        for player, count in ((0, supports_a), (1, supports_b)):
            me = state.players[player]
            for card in range(2, 2 + count):
                for zone in (me.hand, me.net_ocean):
                    if card in zone:
                        zone.remove(card)
                if me.support == NONE:
                    me.support = card
                else:
                    me.support_other.append(card)
        hit_lock = EngineContext(state, 1, _HIT_LOCK_ID, OPTION, "source")
        attack_effects.block_attack_increases(hit_lock, "opponent")

    return put


def _battle(top_a, *, cards_a=(), slots_a=(), hand_a=(), supports_a=0, supports_b=0):
    cards_b = (record("Bo-793"), *(SHELLKIT,) * supports_b)
    state = battle_start(
        (*cards_a, *(SHELLKIT,) * supports_a) if supports_a else cards_a,
        slots_a=slots_a,
        hand_a=hand_a,
        top_a=top_a,
        cards_b=cards_b,
        slots_b=(_HIT_LOCK_ID,),
        pre=_locked(supports_a, supports_b),
    )
    assert state.phase == "battle"
    return state


def _still_blocked(state):
    """Aki's ordinary additions add nothing: Hit Lock's block is in force."""
    before = attack_value(state, 0)
    attack_effects.add_attack(EngineContext(state, 0, 0, OPTION, "source"), "self", 100)
    return attack_value(state, 0) == before


@pytest.mark.parametrize(
    ("number", "setting", "added"),
    [
        # Bo-132t Magna Garurumon: "For every face-down card in your slots, add 200 …": two chips set.
        ("Bo-132t", {"cards_a": (BOOSTER_CHIP, BOOSTER_CHIP), "slots_a": (1, 2)}, 2 * 200),
        # Bo-130t Kaiser Greymon: "For every Digimon in the opponent's support box, add 250 …".
        ("Bo-130t", {"cards_a": (BOOSTER_CHIP,), "slots_a": (1,), "supports_b": 1}, 250),
        # Bo-121t Susanoomon: "For every Digimon in both players' support boxes, add 400 …".
        ("Bo-121t", {"cards_a": (BOOSTER_CHIP,), "slots_a": (1,), "supports_a": 1, "supports_b": 1}, 2 * 400),
    ],
)
def test_b8_a_count_past_hit_lock_adds_while_the_lock_blocks_other_additions(catalog, number, setting, added):
    card = compiled_record(number)
    state = _battle(card, **setting)
    alone = _battle(_plain(card), **setting)
    assert attack_value(state, 0) == attack_value(alone, 0) + added
    assert _still_blocked(state)


@pytest.mark.parametrize(
    ("number", "paid", "numerator", "added"),
    [
        # Bo-138t Dynasmon: "Send one Lucemon card from your hand to your support box, and add 400 …".
        ("Bo-138t", "Bo-610", 1, 400),
        # Bo-139t Lord Knightmon: "… and double your attack power …".
        ("Bo-139t", "Bo-610", 2, 0),
        # Bo-1001 Lucemon Larva: "Send one Lucemon: Satan Mode card … and add 1000 …"; Bo-140t is one.
        ("Bo-1001", "Bo-140t", 1, 1000),
    ],
)
def test_b4_a_price_past_hit_lock_pays_a_lucemon_into_the_support_box_and_still_raises_the_attack(
    catalog, number, paid, numerator, added
):
    # Aki keeps a chip set (card 2), so that the battle waits for her after the use.
    state = _battle(compiled_record(number), cards_a=(record(paid), BOOSTER_CHIP), hand_a=(1,), slots_a=(2,))
    # Bea cannot use Hit Lock with a Level III, so the first window (B-4) is Aki's.
    assert state.actor == 0 and UseAbility(0) in legal_actions(state)
    before = attack_value(state, 0)
    # Doubling shows only on an attack above 0 (Bo-1001 prints 0 in every column).
    assert before > 0 or numerator == 1
    apply(state, UseAbility(0))
    assert attack_value(state, 0) == before * numerator + added
    assert state.phase == "battle" and state.players[0].support_other == [1]
    assert _still_blocked(state)


def test_b4_a_price_past_hit_lock_is_not_offered_without_the_named_card(catalog):
    # Bo-1001 asks for a Lucemon: Satan Mode; a Lucemon (Bo-610) does not pay it.
    state = _battle(
        compiled_record("Bo-1001"), cards_a=(record("Bo-610"), BOOSTER_CHIP), hand_a=(1,), slots_a=(2,)
    )
    assert state.actor == 0
    assert not any(isinstance(action, UseAbility) for action in legal_actions(state))


def test_a2_a_count_past_hit_lock_is_counted_again_as_supports_leave_and_arrive(catalog):
    # Bo-130t counts the opponent's supports at each moment of the battle, Hit Lock or not.
    card = compiled_record("Bo-130t")
    state = _battle(card, cards_a=(BOOSTER_CHIP,), slots_a=(1,), supports_b=2)
    with_two = attack_value(state, 0)
    bea = state.players[1]
    leaving = bea.support_other.pop()
    bea.net_ocean.append(leaving)
    refresh_situations(state)
    assert attack_value(state, 0) == with_two - 250
    bea.net_ocean.remove(leaving)
    bea.support_other.append(leaving)
    refresh_situations(state)
    assert attack_value(state, 0) == with_two
    assert _still_blocked(state)
