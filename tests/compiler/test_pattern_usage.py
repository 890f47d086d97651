"""A per-card decision is an override in data, not a one-card pattern (DESIGN rule 6): no clause or
statement pattern decides exactly one catalog card unless pattern_usage.GENERAL says why it is a
general wording."""

from __future__ import annotations

from django.core.management import call_command

from cards.effects import TEXT_FIELDS, card_text, overrides
from gameplay.compiler.cards import CardText
from gameplay.compiler.pattern_usage import GENERAL, one_card_patterns, pattern_cards


def test_no_pattern_decides_exactly_one_card_unless_it_is_a_stated_general_wording(catalog):
    cards = [card_text(card) for card in catalog.only(*TEXT_FIELDS).order_by("number")]
    assert len(cards) > 3000
    found = one_card_patterns(pattern_cards(cards, overrides()))
    unstated = {name: number for name, number in found.items() if name not in GENERAL}
    assert not unstated, (
        "one-card patterns: write the card's effect as fixtures/effects/overrides/<number>.json instead,"
        f" or say in pattern_usage.GENERAL why the wording is general: {unstated}"
    )
    # A stated pattern that reads more cards needs no statement; one that reads none is dead.
    assert set(GENERAL) <= set(found)


# Bx-12's printed line: its B column goes to zero through clauses._zero alone.
BX_12 = CardText(
    "Bx-12",
    "digimon",
    (
        (
            "special",
            'When the opponent has the ability "grappling", the opponent\'s B attack power goes to zero.',
        ),
    ),
)


def test_a_card_is_decided_by_the_pattern_it_needs_and_not_by_one_it_only_passes():
    # A card without that wording moves no pattern's count.
    plain = CardText("St-1", "digimon", (("special", "None"),))
    decided = pattern_cards([BX_12, plain])
    assert decided["clauses._zero"] == {"Bx-12"}
    assert all("St-1" not in numbers for numbers in decided.values())


def test_an_override_takes_its_card_out_of_every_patterns_count():
    written = {"Bx-12": {"hash": BX_12.text_hash(), "reason": "by hand", "text": {"status": "manual"}}}
    assert pattern_cards([BX_12], written)["clauses._zero"] == frozenset()


def test_the_command_lists_the_one_card_patterns_with_why_each_stays(catalog, capsys):
    call_command("effect_coverage", "--one-card-patterns")
    out = capsys.readouterr().out.splitlines()
    count = len(GENERAL)
    assert out[0] == f"{count} patterns decide exactly one card, {count} of them kept as general:"
    assert f"clauses._zero  Bx-12  (general: {GENERAL['clauses._zero']})" in out
