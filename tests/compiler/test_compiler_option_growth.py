""" "Regular Growth" / "Irregular Growth": a ●/× card's placement in the Power Box (patterns/option_growth.py,
EC-1)."""

from __future__ import annotations

from gameplay.compiler.text import compile_option
from gameplay.engine.effects.turn_power_card import TurnPowerCard
from tests.engine.effects.helpers import single_ability
from tests.engine.effects.recording import RecordingContext


def test_regular_to_irregular_lays_an_opponents_upright_card_sideways():
    # Bo-106 Bad Friends.
    result = compile_option(
        "(O)You can change the placement of one of the cards in your opponent's evolution requirements box"
        " from 'Regular Growth' to 'Irregular Growth'. (O)At the end of the Preparation Phase during which"
        " this card was used, send it to the Dark Area.",
        "Preparation Phase",
        "",
    )
    ability = single_ability(result)
    assert ability.effects == (TurnPowerCard("opponent", to_sideways=True),)
    assert ability.limits == ("end_of_preparation_phase",)


def test_irregular_to_regular_stands_an_opponents_sideways_card_upright():
    # Bo-160 We're Honor Students.
    result = compile_option(
        "(O)Change the placement of one of the cards in the opponent's evolution requirements box from"
        " 'Irregular Growth' to 'Regular Growth'.",
        "Preparation Phase",
        "",
    )
    (ability,) = result.abilities
    (effect,) = ability.effects
    assert effect == TurnPowerCard("opponent", to_sideways=False)
    ctx = RecordingContext()
    effect.apply(ctx)
    assert ctx.calls == [("turn_power_card", "opponent", False)]
