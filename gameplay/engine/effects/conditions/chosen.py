"""The player's choice when an option is used (O-3): "You can make your attack A, B, or C", "Change
either your or your opponent's Digimon to Virus attribute", "draw up to 6 cards (announce how many
…)". One compiled ability per outcome, each holding only under the choices that lead to it; the
engine offers one `Use` action per choice the card declares (options.option_actions) and keeps the
choice with the card's slot (EffectQueries.choice), so a lasting card keeps its choice (O-L2)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.effects.base import CompiledText, Condition, EffectQueries, condition_kind
from gameplay.engine.effects.conditions.all_of import AllOf

# "You may …" with a single outcome (St-376's column, Bx-34's lost-point cut, a Crest's stacking): the
# outcome acts under ACCEPT; DECLINE, which no ability names, is using the card without it.
ACCEPT = "yes"
DECLINE = "no"
# How the choices of one card are listed (action buttons, bots): columns, sides, yes / no, then counts.
_ORDER = ("A", "B", "C", "self", "opponent", "both", ACCEPT, DECLINE)


@condition_kind
@dataclass(frozen=True)
class Chosen(Condition):
    kind: ClassVar[str] = "chosen"
    # The choices under which the ability acts ("self" and "both" for "your Digimon" of "either
    # your, the opponent's, or both").
    choices: tuple[str, ...]
    # When the choices are open to the user at all ("draw up to two cards when your Digimon is Perfect
    # level", Bo-23v): None is always; legal_actions offers only the open ones.
    open_when: Condition | None = None

    def holds(self, ctx: EffectQueries) -> bool:
        return ctx.choice() in self.choices


def _chosen_parts(condition: Condition | None) -> Iterator[Chosen]:
    # The compiler joins a choice to an ability's other conditions with AllOf (patterns/option_choices.py).
    if isinstance(condition, Chosen):
        yield condition
    elif isinstance(condition, AllOf):
        for part in condition.parts:
            yield from _chosen_parts(part)


def declared_choices(text: CompiledText) -> tuple[str, ...]:
    """Every choice the compiled text declares, in a stable order; () for a card without one."""
    found = {
        c for ability in text.abilities for chosen in _chosen_parts(ability.condition) for c in chosen.choices
    }
    if ACCEPT in found:
        found.add(DECLINE)
    return tuple(sorted(found, key=_choice_order))


def _choice_order(choice: str) -> tuple[int, int, str]:
    # Columns, sides and yes / no, then counts in numeric order, then any other word.
    if choice in _ORDER:
        return (0, _ORDER.index(choice), "")
    return (1, int(choice), "") if choice.isdigit() else (2, 0, choice)


def choice_open(text: CompiledText, choice: str, ctx: EffectQueries) -> bool:
    """Whether the user may make `choice` now: some ability offers it with no `open_when`, or with
    one that holds (the context is the option's, before it is used). Declining a "you may" is always
    open."""
    if choice == DECLINE:
        return ACCEPT in declared_choices(text)
    return any(
        choice in chosen.choices and (chosen.open_when is None or chosen.open_when.holds(ctx))
        for ability in text.abilities
        for chosen in _chosen_parts(ability.condition)
    )


def is_choice_branch(condition: Condition | None) -> bool:
    """Whether the condition names a choice."""
    return any(True for _ in _chosen_parts(condition))


def passed_over(condition: Condition | None, ctx: EffectQueries) -> bool:
    """Whether the ability belongs to a choice the user did not make: it never comes true later, so
    it does not wait for its situation (O-N2) as a chosen ability whose other condition fails does."""
    return any(not chosen.holds(ctx) for chosen in _chosen_parts(condition))
