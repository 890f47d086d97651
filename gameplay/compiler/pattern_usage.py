"""Which catalog cards each effect pattern decides (DESIGN rule 6: a per-card decision is an
override in data, not a one-card pattern).

A pattern is a builder of the clause table (patterns/clause_table.py) or of the whole-sentence
statements (patterns/statements.py), with every regular expression it is registered under. The
cards a pattern decides are those whose compiled form changes when the pattern is taken out of
its table: a pattern that only ever matches beside another that reads the text the same way
decides nothing. Cards with an override that applies are not compiled by the tables, so they
count for no pattern.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from gameplay.compiler.cards import CardText, compile_card_effects
from gameplay.compiler.patterns import clauses, statements
from gameplay.compiler.patterns.clause_table import pattern_name
from gameplay.engine.effects.compiled_cards import CardEffects

# The tables a pattern lives in: the clause order parse_clause tries and the statements.
_TABLES: tuple[list[Any], ...] = (clauses.CLAUSE_ORDER, statements.STATEMENTS)

# Patterns that decide one card today and stay patterns: each reads a wording any card could print
# (a count, a column, a level, a described Digimon are its parameters), not one card's sentence.
GENERAL: dict[str, str] = {
    "option_grants._option_immunity": "O-K2 immunity to the opponent's options, in any words that grant it",
    "digimon_battle_result._further_loss": "'the opponent loses a further N points', any amount",
    "digimon_card_number_subjects._add_by_number_letters": "any amount for any letters of a card number",
    "digimon_face_up_counts._per_face_up_option": "any amount for each face-up Option card of either side",
    "digimon_immunity_statements._columns_protected_from_an_attack": "columns kept from zero by an attack",
    "digimon_opponent_wordings._column_kept_from_a_level": "any column kept from zero by any level's attack",
    "digimon_opponent_wordings._reduce_opponent": "the opponent's attack reduced by any amount",
    "digimon_opponent_wordings._zero_opponent_column": "any of the opponent's columns going to zero",
    "option_draw_immunity._opponent_cannot_force_draw": "the forced-draw immunity in the opponent's words",
    "clauses._zero": "any side's columns going to zero, the vocabulary's core wording",
    "option_spirit._user_leaves": "the user sent away at the end of the turn, a limit any option may print",
    "digimon_clauses._choose_to": "'choose to <clause>': any clause the player opts into",
    "digimon_clauses._clear_active_slots": "every active option card of the slots, a stated winner in WINS",
    "digimon_clauses._draw_one": "drawing the top card of the Net Ocean, the one-card form of _draw_top",
    "digimon_clauses._draw_top": "drawing any number of Net Ocean cards into the hand",
    "digimon_clauses._opponent_hand": "any number of the opponent's hand cards to the Dark Area",
    "digimon_clauses._send_named_on_sheet": "every card of a printed name on the opponent's sheet",
    "option_clauses._described_lowered": "either side's described Digimon's attack lowered by any amount",
    "option_clauses._opponent_column": "the opponent's attack set to any column whatever its battle type",
    "option_draw_loss._each_loses": "what each side loses in a draw, any two amounts",
    "option_draws._new_hand": "a new hand of any size",
    "option_evolution._against_other_attribute": "any amount while facing a Digimon of another attribute",
    "option_evolution._evolve_same_level": "an evolution at the same level through any printed requirements",
    "option_evolution._evolved_no_zero": "the evolved Digimon's columns kept from zero, as its other grants",
    "option_evolution._evolved_option_immunity": "the evolved Digimon immune to options, as its other grants",
    "option_grants._opponent_attribute": "the opponent's Digimon changed to any attribute",
    "option_hand_check._reduce_per_card_in_their_hand": "any described card counted in the opponent's hand",
    "option_lost_column._by_own_lost_column": "the opponent reduced by any column of the user's lost points",
    "option_spirit._paid_attack": "the paid Digimon's printed column added to the attack",
}


def pattern_cards(
    cards: Iterable[CardText], overrides: Mapping[str, dict[str, Any]] | None = None
) -> dict[str, frozenset[str]]:
    """Every pattern's name ("module._builder") with the numbers of the cards it decides."""
    texts = list(cards)
    by_number = {card.number: card for card in texts}
    written = overrides or {}
    compiled: dict[str, dict[str, Any]] = {}
    with _calls() as (called, current):
        for card in texts:
            current[:] = [card.number]
            compiled[card.number] = _compiled_form(compile_card_effects(card, written.get(card.number)))
    decided: dict[str, frozenset[str]] = {}
    for name in _names():
        with _without(name):
            moved = {
                number
                for number in called.get(name, ())
                if _compiled_form(compile_card_effects(by_number[number], written.get(number)))
                != compiled[number]
            }
        decided[name] = frozenset(moved)
    return decided


def one_card_patterns(decided: Mapping[str, frozenset[str]]) -> dict[str, str]:
    """The patterns that decide exactly one card, with that card's number."""
    return {name: next(iter(numbers)) for name, numbers in sorted(decided.items()) if len(numbers) == 1}


def _compiled_form(effects: CardEffects) -> dict[str, Any]:
    # The reason is a note about the card, not what it does in play.
    return {key: value for key, value in effects.data().items() if key != "reason"}


def _names() -> list[str]:
    return list(dict.fromkeys(pattern_name(builder) for table in _TABLES for _, builder in table))


@contextmanager
def _calls() -> Iterator[tuple[dict[str, set[str]], list[str]]]:
    """Record, by pattern name, the cards (the number the caller puts in the list it is given)
    whose compilation matched the pattern: its builder runs once a text matches, and even a builder
    that then refuses the text decides it (the table tries no later pattern)."""
    called: dict[str, set[str]] = defaultdict(set)
    current: list[str] = []

    def recording(name: str, builder: Callable[[re.Match[str]], Any]) -> Callable[[re.Match[str]], Any]:
        def run(m: re.Match[str]) -> Any:
            called[name].update(current)
            return builder(m)

        return run

    originals = [list(table) for table in _TABLES]
    for table in _TABLES:
        table[:] = [(pattern, recording(pattern_name(builder), builder)) for pattern, builder in table]
    try:
        yield called, current
    finally:
        for table, original in zip(_TABLES, originals, strict=True):
            table[:] = original


@contextmanager
def _without(name: str) -> Iterator[None]:
    """The tables with the pattern `name` taken out."""
    originals = [list(table) for table in _TABLES]
    for table in _TABLES:
        table[:] = [(pattern, builder) for pattern, builder in table if pattern_name(builder) != name]
    try:
        yield
    finally:
        for table, original in zip(_TABLES, originals, strict=True):
            table[:] = original
