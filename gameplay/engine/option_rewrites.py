"""The text an Option card runs with: its compiled text, with the numbers a Digimon's ability rewrites
("Change the part of the effects of your 'Organic Fertilizer' card that states 'add 20' to
'add 200'", effects.rewrite_option_number). While an OptionRewrite modifier of the card's owner names
the card, every number field of its abilities' effects and conditions that holds the printed number
holds the new one, with its sign kept ("'20 points' to '30 points'" on "reduce their points by 20":
the delta -20 becomes -30; "'double' to 'triple'": the multiplier 2 becomes 3)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TypeVar

from gameplay.engine.cards import name_key
from gameplay.engine.effects.base import CompiledText
from gameplay.engine.modifiers.marks import OptionRewrite
from gameplay.engine.state import GameState

T = TypeVar("T")


def option_text(state: GameState, player: int, card_id: int) -> CompiledText:
    """The compiled text `player`'s card `card_id` acts with now."""
    record = state.players[player].deck[card_id]
    if not state.modifiers:
        # Nearly every moment of a game: no modifier at all, so nothing rewrites the card.
        return record.text
    # A loop, not a comprehension: asked for every option and Digimon text read while modifiers are
    # in play, and nearly none of them is a rewrite.
    changes: list[tuple[int, int]] = []
    for m in state.modifiers:
        if type(m) is OptionRewrite and m.player == player and name_key(m.name) in record.keys:
            changes.append((m.old, m.new))
    if not changes:
        return record.text
    abilities = tuple(
        replace(
            ability,
            effects=tuple(renumbered(effect, changes) for effect in ability.effects),
            condition=None if ability.condition is None else renumbered(ability.condition, changes),
        )
        for ability in record.text.abilities
    )
    return replace(record.text, abilities=abilities)


def renumbered(value: T, changes: list[tuple[int, int]]) -> T:
    """`value` (an effect, a condition, or a tuple of them) with every number whose size is an `old`
    of `changes` made its `new`, sign kept; the first change for a number wins."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        for old, new in changes:
            if abs(value) == old:
                return new if value >= 0 else -new  # type: ignore[return-value]
        return value
    if isinstance(value, tuple):
        return tuple(renumbered(part, changes) for part in value)  # type: ignore[return-value]
    if is_dataclass(value) and not isinstance(value, type):
        updates = {f.name: renumbered(getattr(value, f.name), changes) for f in fields(value)}
        return replace(value, **updates)
    return value
