"""The Digimon abilities that rewrite a number of a named Option card (patterns/digimon_option_numbers.py)
against the catalog: the named card exists and its compiled text holds the printed number, in one
field of each ability that prints it, so the rewrite changes exactly the part the Digimon names."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from cards.models import Card
from gameplay.engine.cards import name_key
from tests.engine.helpers import record


def _holders(value, number):
    """How many number fields of `value` (an effect, a condition, or a tuple of them) hold `number`."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return int(abs(value) == number)
    if isinstance(value, tuple):
        return sum(_holders(part, number) for part in value)
    if is_dataclass(value):
        return sum(_holders(getattr(value, f.name), number) for f in fields(value))
    return 0


def test_every_rewritten_option_number_is_one_field_of_the_named_cards_abilities(catalog):
    rewrites = [
        (card.number, effect)
        for card in Card.objects.filter(kind="digimon")
        for ability in record(card.number).text.abilities
        for effect in ability.effects
        if effect.kind == "rewrite_option_number"
    ]
    assert len(rewrites) >= 10
    options = {}
    for card in Card.objects.filter(kind="option"):
        options.setdefault(name_key(card.name), []).append(card.number)
    problems = []
    for number, effect in rewrites:
        named = options.get(name_key(effect.name))
        if not named:
            problems.append(f"{number}: no Option card is named {effect.name!r}")
        for option in named or ():
            text = record(option).text
            counts = [_holders((a.effects, a.condition), effect.old) for a in text.abilities]
            if text.status != "compiled" or not any(counts):
                problems.append(f"{number}: {option} holds no {effect.old}")
            elif max(counts) > 1:
                problems.append(f"{number}: {option} holds {effect.old} in more than one field of an ability")
    assert problems == []
