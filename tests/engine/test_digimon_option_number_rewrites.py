"""Digimon whose ability rewrites a printed number of the owner's named Option card, played from the
real catalog (patterns/digimon_option_numbers.py, engine.option_rewrites): with the Digimon battling,
the named card acts with the new number (O-3: its effect runs when it is used); with another Digimon
it acts as printed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, CINDERHOUND, SHELLKIT, compiled_record, record
from .test_battle import battle_start


def _use(top, option, *, opponent=SHELLKIT, points=100, hand=(), pay=()):
    """Aki (FP) battles with `top`, the real Option card `option` set in slot 1 and a Booster Chip in
    slot 2, which keeps the battle open after the use; Bea (SP), with no card to use, leaves her
    first window (B-4) and Aki uses the card. Returns (attack, opponent's points) before and after."""

    def arrange(state):
        state.players[0].points = points

    cards = (record(option), BOOSTER_CHIP, *(CINDERHOUND for _ in hand))
    state = battle_start(cards, slots_a=(1, 2), hand_a=hand, top_a=top, top_b=opponent, pre=arrange)
    if state.actor == 1:
        apply(state, Pass())
    before = (attack_value(state, 0), state.players[1].points)
    apply(state, Use(1, pay=pay))
    return before, (attack_value(state, 0), state.players[1].points)


ATTACK_ADDED = [
    # "… 'Being Underwater Feels Great!' card that states '+100' to '+200'."
    ("Bo-520", "Bo-107", {}, 200),
    ("Bo-522", "Bo-107", {}, 200),
    # "… 'Nose Dive from the Sky!' card from '+100' to '+200'": Shellkit is of battle type B.
    ("Bo-486", "Bo-52", {}, 200),
    # "… 'Alias!' card that states '+100' to '+300'": against a type B Digimon the attack is B; the
    # card's cost is one Digimon card from the hand.
    ("Bo-690", "Bo-22t", {"hand": (3,), "pay": (3,)}, 300),
    # "… 'I Can't Lose Like This!' cards that state '30' to '90', and 'add 200' to 'add 600'": at 80
    # points the card adds 600, where as printed it waits for 30 points.
    ("Bo-730", "St-109", {"points": 80}, 600),
    ("Bo-732", "St-109", {"points": 80}, 600),
]


@pytest.mark.parametrize(("number", "option", "position", "added"), ATTACK_ADDED)
def test_the_named_option_adds_the_rewritten_amount_while_the_digimon_battles(
    catalog, number, option, position, added
):
    (attack, _), (after, _) = _use(compiled_record(number), option, **position)
    assert after - attack == added


@pytest.mark.parametrize(("number", "option", "position", "added"), ATTACK_ADDED)
def test_with_another_digimon_the_named_option_acts_as_printed(catalog, number, option, position, added):
    # The same position with a Digimon of the same level and keywords whose text rewrites nothing:
    # the rewriting Digimon's ability is what changes the amount.
    top = compiled_record(number)
    kept = tuple(a for a in top.text.abilities if all(e.kind != "rewrite_option_number" for e in a.effects))
    plain = replace(top, number="EXAMPLE-REWRITE", text=replace(top.text, abilities=kept))
    (attack, _), (after, _) = _use(plain, option, **position)
    assert after - attack != added


def test_small_spear_adds_500_when_behind_with_jewelbeemon(catalog):
    # Bo-890: "… 'Small Spear' card that states 'add 150' to 'add 500'"; Small Spear (Bo-250) adds when
    # its user is behind at the moment of use: Jewelbeemon's B (450) against Skull Mammon's A (600).
    (attack, _), (after, _) = _use(compiled_record("Bo-890"), "Bo-250", opponent=record("Bo-487"))
    assert after - attack == 500


def test_surprise_attack_triples_with_skull_mammon(catalog):
    # Bo-487: "… 'Surprise Attack from Underground!' card that states 'double' to 'triple'".
    (attack, _), (after, _) = _use(compiled_record("Bo-487"), "Bo-53")
    assert after == 3 * attack


def test_is_it_true_you_cant_fly_costs_the_opponent_30_points_with_pukumon(catalog):
    # Bo-484: "… 'Is it True...You Can't Fly?' from '20 points' to '30 points'": against Gran Kuwagamon,
    # which has the ability "sky".
    (_, points), (_, after) = _use(compiled_record("Bo-484"), "Bo-108", opponent=record("Bo-486"))
    assert points - after == 30
