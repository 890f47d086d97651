"""decks.stats.at_least_one_of_each against brute-force counting of every possible hand."""

from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decks.stats import at_least_one_of_each


@st.composite
def decks(draw):
    population = draw(st.integers(min_value=0, max_value=11))
    groups = draw(st.lists(st.integers(min_value=0, max_value=4), max_size=3))
    # Keep only the groups that fit, so every example is a possible deck.
    fitting, used = [], 0
    for size in groups:
        if used + size <= population:
            fitting.append(size)
            used += size
    draws = draw(st.integers(min_value=0, max_value=population))
    return population, fitting, draws


def brute_force(population, groups, draws):
    labels = [i for i, size in enumerate(groups) for _ in range(size)]
    labels += [None] * (population - len(labels))
    hands = list(combinations(range(population), draws))
    good = sum(1 for hand in hands if {labels[card] for card in hand} >= set(range(len(groups))))
    return Fraction(good, len(hands))


@settings(max_examples=200, deadline=None)
@given(decks())
def test_inclusion_exclusion_matches_counting_every_hand(deck):
    population, groups, draws = deck
    assert at_least_one_of_each(population=population, groups=groups, draws=draws) == pytest.approx(
        float(brute_force(population, groups, draws)), abs=1e-12
    )
