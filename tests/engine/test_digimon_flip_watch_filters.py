"""Battling Digimon that watch the opponent turn a certain Option card face-up, played from the real
catalog (patterns/digimon_flip_watch.py, conditions.opponent_flipped): "During battle, for every blue
frame Option card that the opponent uses, immediately reduce their points by 10." (Bo-1133) acts
when Bea turns such a card face-up in the battle (options.use_option), and not for another card."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start

RED_CHIP = replace(BOOSTER_CHIP, frame="Red")
SWORD_CHIP = replace(BOOSTER_CHIP, category="Weapon/Sword")
PROGRAM_CHIP = replace(BOOSTER_CHIP, option_type="Program")
AEGIS_CHIP = replace(BOOSTER_CHIP, name="Aegis")


def _watched(number, flipped):
    """Aki's `number` battles; Bea (SP, the first window, B-4) turns `flipped` face-up from slot 1.
    Aki keeps a chip set, so that the battle waits for her window."""
    watcher = record(number)
    assert watcher.text.status == "compiled", watcher.text.manual
    state = battle_start((BOOSTER_CHIP,), slots_a=(1,), top_a=watcher, cards_b=(flipped,), slots_b=(1,))
    assert state.actor == 1
    apply(state, Use(1))
    if state.actor == 1:
        apply(state, Pass())
    return state


def _card(card):
    """A real catalog card by number, or an invented one as it is."""
    return record(card) if isinstance(card, str) else card


# (watcher, the card it watches for, a card it lets pass, Bea's points lost, Aki's attack gained)
WATCHERS = [
    # Bo-1133 Barbamon: "… for every blue frame Option card that the opponent uses, … reduce their
    # points by 10."
    ("Bo-1133", "Bo-6L", RED_CHIP, 10, 0),
    # Bo-1182 Minervamon: "… for every red frame Option card …, immediately reduce their points by 10."
    ("Bo-1182", RED_CHIP, "Bo-6L", 10, 0),
    # Bo-1091 Barbamon: "… for every 'No Items Allowed!', 'Emergency Program Halt!', or 'Elaborate
    # Tactics!' card that the opponent uses, immediately reduce the opponent's points by 20."
    ("Bo-1091", "Bo-49", PROGRAM_CHIP, 20, 0),
    # Re-70 Mervamon: "During battle, for every Program Option card the opponent uses, reduce the
    # opponent's points by 10."
    ("Re-70", PROGRAM_CHIP, "Bo-6L", 10, 0),
    # Bo-988 Togemon: "When a Program card in the opponent's slots turns face-up, add 200 to your
    # attack power."
    ("Bo-988", PROGRAM_CHIP, "Bo-6L", 0, 200),
    # Bo-994 Rukamon: "When an Item card in the opponent's slots turns face-up, add 200 to your
    # attack power."
    ("Bo-994", "Bo-6L", PROGRAM_CHIP, 0, 200),
    # Bo-1006 Gladimon: "When a card belonging to the 'Weapon' category in the opponent's slots turns
    # face-up, add 300 to your attack power."
    ("Bo-1006", SWORD_CHIP, BOOSTER_CHIP, 0, 300),
    # Bx-187 Dukemon X-Antibody: "For every 'Aegis' card the opponent uses, immediately lower their
    # points by 20."
    ("Bx-187", AEGIS_CHIP, BOOSTER_CHIP, 20, 0),
]


@pytest.mark.parametrize(("number", "watched", "other", "points", "attack"), WATCHERS)
def test_b4_the_watcher_acts_when_the_opponent_turns_the_card_it_names_face_up(
    catalog, number, watched, other, points, attack
):
    seen = _watched(number, _card(watched))
    passed = _watched(number, _card(other))
    assert seen.players[1].points == passed.players[1].points - points
    assert attack_value(seen, 0) == attack_value(passed, 0) + attack


@pytest.mark.parametrize(("number", "other"), [(w[0], w[2]) for w in WATCHERS])
def test_b4_the_watcher_lets_another_card_pass(catalog, number, other):
    state = _watched(number, _card(other))
    assert state.players[1].points == 100
