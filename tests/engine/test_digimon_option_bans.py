"""A Digimon ability that bars the opponent's Digimon of a kind from a kind of Option card, played from
the real catalog (patterns/digimon_option_bans.py, effects.forbid_option_cards): "During battle, the
opponent's red frame Digimon cannot use blue frame Item Option cards." (Bo-1029) and its kin. The ban
applies with the Digimon's continuous abilities at attack confirmation (B-3), before the first battle
window (B-4), in which the opponent (SP) would use the card; a gold frame chip beside it keeps that
window open either way."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import legal_actions
from gameplay.engine.actions import Use
from gameplay.engine.effects.add_attack import AddAttack

from .helpers import REEFCRAB, SHELLKIT, ability, option, record
from .test_battle import battle_start


def _chip(frame, option_type, number="EXAMPLE-C40"):
    return option(
        number,
        f"{frame} {option_type} Chip",
        abilities=(ability(AddAttack("self", 100)),),
        frame=frame,
        option_type=option_type,
    )


RED_SHELLKIT = replace(SHELLKIT, frame="Red")


@pytest.mark.parametrize(
    ("number", "opponent", "chip", "usable"),
    [
        # Bo-1101: "the opponent's Level III Digimon cannot use blue frame Option cards".
        ("Bo-1101", SHELLKIT, ("Blue", "Item"), False),
        ("Bo-1101", SHELLKIT, ("Red", "Item"), True),
        ("Bo-1101", REEFCRAB, ("Blue", "Item"), True),
        # Bo-1104: "… Level IV Digimon …".
        ("Bo-1104", REEFCRAB, ("Blue", "Program"), False),
        ("Bo-1104", SHELLKIT, ("Blue", "Program"), True),
        # Bo-1029: "the opponent's red frame Digimon cannot use blue frame Item Option cards".
        ("Bo-1029", RED_SHELLKIT, ("Blue", "Item"), False),
        ("Bo-1029", RED_SHELLKIT, ("Blue", "Program"), True),
        ("Bo-1029", SHELLKIT, ("Blue", "Item"), True),
        # Bo-1038: "… red frame Digimon cannot use blue frame Program Option cards".
        ("Bo-1038", RED_SHELLKIT, ("Blue", "Program"), False),
        ("Bo-1038", RED_SHELLKIT, ("Blue", "Item"), True),
        # Bo-1059: "the opponent's Impmon (Blue Frame) cannot use blue frame Program Option cards".
        ("Bo-1059", replace(SHELLKIT, name="Impmon", frame="Blue"), ("Blue", "Program"), False),
        ("Bo-1059", replace(SHELLKIT, name="Impmon", frame="Red"), ("Blue", "Program"), True),
        ("Bo-1059", replace(SHELLKIT, frame="Blue"), ("Blue", "Program"), True),
    ],
)
def test_b3_the_opponent_of_the_named_kind_cannot_use_the_named_option_cards(
    catalog, number, opponent, chip, usable
):
    banning = record(number)
    assert banning.text.status == "compiled", banning.text.manual
    cards_b = (_chip(*chip), _chip("Gold", "Item", "EXAMPLE-C41"))
    state = battle_start((), top_a=banning, cards_b=cards_b, slots_b=(1, 2), top_b=opponent)
    # SP (B) has the first battle window (B-4).
    assert state.phase == "battle" and state.actor == 1
    assert Use(2) in legal_actions(state)
    assert (Use(1) in legal_actions(state)) is usable
