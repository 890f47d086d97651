"""Digimon that watch the opponent turn a kind of Option card face-up, played from the real catalog
(patterns/covdbo_flip_watch.py): each time the opponent uses a card of that kind in the battle
(options.use_option), the watcher's ability acts (B-3 abilities); a card of another kind leaves it
alone."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, compiled_record, record
from .test_battle import battle_start


def _after_use(top, option):
    """Aki battles with `top` and keeps a Booster Chip set, so that the battle waits for her window;
    Bea (SP, the first window, B-4) uses the real Option card `option`. Returns Aki's attack and
    Bea's points."""
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=top, cards_b=(record(option),), slots_b=(1,))
    assert state.actor == 1
    apply(state, Use(1))
    return attack_value(state, 0), state.players[1].points


def _unwatched(top):
    kept = tuple(a for a in top.text.abilities if a.trigger != "opponent_flips")
    return replace(top, number="EXAMPLE-WATCH", text=replace(top.text, abilities=kept))


WATCHERS = [
    # "When a Program card in the opponent's slots turns face-up, add 200 to your attack power."
    ("Bo-988", "Bo-2f", "Bo-6L", (200, 0)),
    # "When an Item card in the opponent's slots turns face-up, add 200 to your attack power."
    ("Bo-994", "Bo-6L", "Bo-2f", (200, 0)),
    # "When a card belonging to the 'Weapon' category in the opponent's slots turns face-up, add 300."
    ("Bo-1006", "Bo-1024", "Bo-6L", (300, 0)),
    # St-921's printed category is "Weapon/Sword".
    ("Bo-1006", "St-921", "Bo-6L", (300, 0)),
    # "During battle, for every blue frame Option card that the opponent uses, immediately reduce their
    # points by 10."
    ("Bo-1133", "Bo-6L", "Sx-34", (0, -10)),
    ("Bo-1182", "Sx-34", "Bo-6L", (0, -10)),
    # "… for every 'No Items Allowed!', 'Emergency Program Halt!', or 'Elaborate Tactics!' card that the
    # opponent uses, immediately reduce the opponent's points by 20."
    ("Bo-1091", "Bo-49", "Bo-2f", (0, -20)),
]


@pytest.mark.parametrize(("number", "watched", "other", "change"), WATCHERS)
def test_b3_a_watched_kind_of_option_turned_face_up_sets_the_watchers_ability_going(
    catalog, number, watched, other, change
):
    top = compiled_record(number)
    (attack, points), (plain_attack, plain_points) = (
        _after_use(top, watched),
        _after_use(_unwatched(top), watched),
    )
    assert (attack - plain_attack, points - plain_points) == change


@pytest.mark.parametrize(("number", "watched", "other", "change"), WATCHERS)
def test_b3_an_option_of_another_kind_leaves_the_watcher_alone(catalog, number, watched, other, change):
    top = compiled_record(number)
    assert _after_use(top, other) == _after_use(_unwatched(top), other)


def _answered(top):
    """Bea answers Aki's Program card (Bo-2f) with 'Emergency Program Halt!' (Bo-50), a "before it
    takes effect" card, in the battle's "interrupt" step (B-6); Bea's points after."""
    state = battle_start(
        (record("Bo-2f"),), slots_a=(1,), top_a=top, cards_b=(record("Bo-50"),), slots_b=(1,)
    )
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    assert state.step == "interrupt" and state.actor == 1
    apply(state, Use(1))
    return state.players[1].points


def test_b6_an_answer_the_opponent_uses_is_watched_too(catalog):
    # Bo-1091 watches 'Emergency Program Halt!': "… immediately reduce the opponent's points by 20."
    top = compiled_record("Bo-1091")
    assert _answered(_unwatched(top)) - _answered(top) == 20
