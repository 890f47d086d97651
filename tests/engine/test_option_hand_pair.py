"""St-595 Giga Hand, read by an override (fixtures/effects/overrides), played in battles: "You gain the
ability "flame". After that, add 200 to your attack power. When you use this card at the same time as
'Mega Hand', change the attack modifications of Mega Hand to '+300'." Bo-43 Mega Hand: "During battle,
when facing an opponent with the ability "sky", add 50 to your attack power."."""

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import compiled_record, record
from .test_battle import battle_start


def _battle_gain(top_b, *slots):
    """Aki uses the cards of her slots (St-595 in slot 1, then the others) in her Battle Phase windows
    against Bea's `top_b`; how much the battle's attack exceeds her attack before any was used."""
    cards = tuple(record(n) for n in slots)
    state = battle_start(cards, slots_a=tuple(range(1, len(slots) + 1)), top_b=top_b)
    before = attack_value(state, 0)
    waiting = [Use(slot) for slot in range(len(slots), 0, -1)]
    while state.phase == "battle":
        use = waiting[0] if waiting and state.actor == 0 and waiting[0] in legal_actions(state) else None
        apply(state, use or Pass())
        if use is not None:
            waiting.pop(0)
    assert not waiting
    return state.last_battle[0] - before


@pytest.mark.parametrize(
    ("slots", "gain"),
    [
        # Giga Hand alone: +200.
        (("St-595",), 200),
        # Mega Hand's +50 against "sky" becomes +300 beside Giga Hand's own +200.
        (("St-595", "Bo-43"), 300 + 200),
    ],
)
def test_o_n2_giga_hand_raises_mega_hand_to_300_against_sky(catalog, slots, gain):
    compiled_record("St-595")
    # St-4 Birdramon: "Has the ability "sky"".
    assert _battle_gain(record("St-4"), *slots) == gain


def test_o_n2_giga_hand_leaves_mega_hand_at_nothing_without_sky(catalog):
    # St-10 Togemon has no "sky": Mega Hand adds nothing, so neither does its rewrite.
    assert _battle_gain(record("St-10"), "St-595", "Bo-43") == 200
