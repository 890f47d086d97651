"""Costs written into ability sentences (O-C2) and the card-filter words the engine interprets."""

from __future__ import annotations

import pytest

from gameplay.compiler.patterns.costs import read_cost
from gameplay.engine.effects.base import Cost


@pytest.mark.parametrize(
    ("clause", "cost", "uses", "rest"),
    [
        # St-516: a quoted card name without the word "card".
        (
            "discard one 'Holy Rod' card from your hand, and quadruple your attack power",
            Cost(1, "hand", "name:Holy Rod"),
            1,
            "quadruple your attack power",
        ),
        # Bo-500: a field named after the noun, no "from your hand", a cap of one card.
        (
            "discard one Digimon card belonging to Virus Busters and triple your attack power (1 card max)",
            Cost(1, "hand", "digimon;field:VB"),
            1,
            "triple your attack power",
        ),
        # Bo-283: a repeatable use, one Level III Digimon card each, three at most.
        (
            "For every Level III Digimon card you discard from your hand, add 60 to your attack power"
            " (3 cards max)",
            Cost(1, "hand", "level:III;digimon"),
            3,
            "add 60 to your attack power",
        ),
        # Bx-100: the whole hand.
        (
            "Discard your whole hand and add 400 to your attack power",
            Cost(0, "hand", "any", hand_all=True),
            1,
            "add 400 to your attack power",
        ),
        # Bo-78t: the paid card goes to the Support Box, not the Dark Area (B-10.5).
        (
            "Send one Sandiramon card from your hand to your support box, and add 500 to your attack power",
            Cost(1, "hand", "name:Sandiramon", to="support_box"),
            1,
            "add 500 to your attack power",
        ),
        # Bo-906: a name part rather than a name.
        (
            "discard one Digimon card with either 'Mame', 'Giro', or 'Tekka' in its name from your hand, and"
            " add 400 to your attack power",
            Cost(1, "hand", "digimon;name_contains:Mame|Giro|Tekka"),
            1,
            "add 400 to your attack power",
        ),
    ],
)
def test_a_cost_is_split_off_the_clause_with_its_card_filter(clause, cost, uses, rest):
    assert read_cost(clause) == ((cost,), uses, rest)


def test_a_clause_without_a_cost_is_returned_whole():
    assert read_cost("add 100 to your attack power") == ((), None, "add 100 to your attack power")


@pytest.mark.parametrize(
    "clause",
    [
        # Bx-119: "card containing the word 'Metal'" is not a card the filter words can name.
        "For every card containing the word 'Metal' that you discard from your hand, add 300 to your"
        " attack power",
        # Bo-881: two cards per use is not a per-card cost.
        "For every two cards you discard from your hand, add 250 to your attack power",
        # A cap without a cost the compiler can read.
        "add 100 to your attack power (2 cards max)",
    ],
)
def test_a_cost_the_filter_words_cannot_name_is_not_read(clause):
    assert read_cost(clause) is None
