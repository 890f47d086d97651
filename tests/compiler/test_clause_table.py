"""The clause table (patterns/clause_table.py) is the one place where the order of effect clause
patterns is decided: no clause of the catalog is read by two patterns unless the table says which
one wins, with the clause that shows it."""

from __future__ import annotations

import pytest

from cards.effects import catalog_effects
from gameplay.compiler.patterns.clause_table import (
    CLAUSE_TABLE,
    WINS,
    matching_patterns,
    pattern_name,
    recorded_clauses,
    undecided,
)
from gameplay.compiler.patterns.clauses import CLAUSES, parse_clause


def test_no_clause_of_the_catalog_matches_two_patterns_the_table_does_not_decide(catalog):
    with recorded_clauses() as texts:
        catalog_effects(catalog.all())
    # The catalog's clauses were all recorded (cards read by an override record none, so the count
    # falls a little as overrides are added).
    assert len(set(texts)) > 1450
    ambiguous = {text: names for text in set(texts) if len(names := undecided(text)) > 1}
    assert not ambiguous, "\n".join(f"{text!r}: {names}" for text, names in sorted(ambiguous.items()))


def test_the_check_names_a_clause_two_patterns_read():
    # Neither pattern knows of the other; only the table's order picked the first one.
    text = 'Add 200 to the attack power of all Digimon with the ability "flame" on your sheet'
    assert matching_patterns(text) == ["digimon_clauses._add_to_keyword_holders", "clauses._add_to_described"]


@pytest.mark.parametrize("win", WINS, ids=[win.clause[:40] for win in WINS])
def test_a_stated_winner_reads_its_clause_and_the_loser_would_have_matched_too(win):
    names = matching_patterns(win.clause)
    assert names[:1] == [win.winner] and win.loser in names
    assert undecided(win.clause) == [win.winner]
    builder = next(builder for _, builder in CLAUSE_TABLE if pattern_name(builder) == win.winner)
    pattern = next(pattern for pattern, b in CLAUSE_TABLE if b is builder)
    assert parse_clause(win.clause) == builder(pattern.fullmatch(win.clause))


def test_every_registered_clause_pattern_is_in_the_table_once():
    # A builder may read two wordings (two patterns): each (pattern, builder) pair is one entry.
    assert len(CLAUSE_TABLE) == len(CLAUSES) > 100
    assert set(CLAUSE_TABLE) == set(CLAUSES)


@pytest.mark.parametrize(
    "text, reader",
    [
        # Patterns made exclusive: the described-Digimon reading leaves a plain "Digimon" to the other.
        ("The opponent's Digimon loses its special abilities", "clauses._negate"),
        ("your Digimon's A, B, and C attack cannot go to zero", "option_grants._columns_kept"),
        ("send the opponent's whole hand to the Dark Area", "clauses._discard_hand"),
        ("send the opponent's non-Level III Digimon to the Dark Area", "clauses._send"),
    ],
)
def test_a_clause_two_patterns_used_to_read_has_one_reader_now(text, reader):
    assert matching_patterns(text) == [reader]
