"""The battle area: the two battling Digimon, their battle types and the attack each uses (B-3, B-8).

Each side's attack value is the engine's own (engine.attack.attack_value); the steps beside it
read the same modifiers to tell, in words, how the value came about: the column from the
opponent's battle type, the printed value, zeroing, ×/÷, +/−, halving and the floor at 0. Player
text names no rule; the rule id of each step is in `rules`, for a tooltip. Everything here is
public once the battle starts: the Digimon are face-up and the options that changed an attack
were flipped face-up.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from django.utils.translation import gettext as _

from cards.local_names import card_name
from gameplay.describe import player_name
from gameplay.engine.attack import attack_column, attack_value, battle_type
from gameplay.engine.modifiers.attack import (
    AttackAdd,
    AttackHalve,
    AttackMultiply,
    AttackSet,
    BaseAttackAdd,
    ZeroColumn,
)


def _signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"−{-value}"


def _factor(numerator: int, denominator: int) -> str:
    ratio = Fraction(numerator, denominator)
    if ratio.denominator == 1:
        return _("×{factor}").format(factor=ratio.numerator)
    if ratio.numerator == 1:
        return _("÷{factor}").format(factor=ratio.denominator)
    return _("×{factor}").format(factor=f"{ratio.numerator}/{ratio.denominator}")


def _steps(state: Any, player: int, column: str, printed: int, value: int) -> tuple[list[str], list[str]]:
    """The readable breakdown of one attack value and the rule id of each step."""
    opponent_type = battle_type(state, 1 - player)
    steps = [
        _("attack {column} (the opponent is {type}-type): {printed}").format(
            column=column, type=opponent_type or "?", printed=printed
        )
        if column == opponent_type
        else _("attack {column} (fixed by an effect): {printed}").format(column=column, printed=printed)
    ]
    rules = ["B-8.1, B-8.2"]
    opponent = state.players[1 - player].top_card()
    if (
        column == "A"
        and opponent is not None
        and opponent.c_zeroes_a
        and attack_column(state, 1 - player) == "C"
    ):
        steps.append(_("the opponent's C attack zeroes an A attack"))
        rules.append("B-8.3")
    multiplier: tuple[int, int, int] | None = None
    for modifier in state.modifiers:
        if modifier.player != player:
            continue
        match modifier:
            case ZeroColumn() if modifier.column == column:
                steps.append(_("an effect zeroes the {column} attack").format(column=column))
                rules.append("B-8.3")
            case BaseAttackAdd():
                steps.append(_("{amount} to the base attack").format(amount=_signed(modifier.amount)))
                rules.append("B-8.2")
            case AttackSet():
                steps.append(_("the attack becomes {amount}").format(amount=modifier.value))
                rules.append("B-8.2")
            case AttackMultiply() if multiplier is None or modifier.seq > multiplier[2]:
                multiplier = (modifier.numerator, modifier.denominator, modifier.seq)
            case AttackAdd():
                steps.append(_signed(modifier.amount))
                rules.append("B-8.5")
            case AttackHalve():
                steps.append(_("halved"))
                rules.append("B-8.7")
    if multiplier is not None:
        # B-8.4: only the latest multiplier counts.
        steps.append(_factor(multiplier[0], multiplier[1]))
        rules.append("B-8.4")
    steps.append(_("final attack {value}").format(value=value))
    rules.append("B-8.6, B-8.7")
    return steps, rules


def battle_side(state: Any, player: int) -> dict[str, Any] | None:
    """One battling Digimon with the attack it uses; None when its box is empty or face-down."""
    me = state.players[player]
    record = me.top_card()
    if record is None or me.face_down:
        return None
    column = attack_column(state, player)
    printed = record.attack(column)
    value = attack_value(state, player)
    steps, rules = _steps(state, player, column, printed, value)
    return {
        "player": player + 1,
        "card": record.number,
        "name": card_name(record),
        "level": record.level,
        "battle_type": battle_type(state, player),
        "column": column,
        "printed": printed,
        "steps": steps,
        "rules": rules,
        "value": value,
    }


def battle_sides(state: Any) -> list[dict[str, Any]] | None:
    """Both battling Digimon, or None when one box is empty or face-down."""
    sides = [battle_side(state, 0), battle_side(state, 1)]
    if sides[0] is None or sides[1] is None:
        return None
    return [sides[0], sides[1]]


def standing(sides: list[dict[str, Any]]) -> str:
    """Who is ahead while the battle's windows are open."""
    first, second = sides[0]["value"], sides[1]["value"]
    if first == second:
        return _("Level at {value}").format(value=first)
    leader = 0 if first > second else 1
    return _("{player} is ahead, {high} to {low}").format(
        player=player_name(leader), high=max(first, second), low=min(first, second)
    )


def matchup(sides: list[dict[str, Any]]) -> str:
    """ "Greymon (A 440) vs Tentomon (B 340)" """
    return _("{first} ({first_column} {first_value}) vs {second} ({second_column} {second_value})").format(
        first=sides[0]["name"],
        first_column=sides[0]["column"],
        first_value=sides[0]["value"],
        second=sides[1]["name"],
        second_column=sides[1]["column"],
        second_value=sides[1]["value"],
    )
