"""Legality problems in players' words (decks.legality_words): every checker code has a sentence."""

import re
from pathlib import Path

import pytest

from decks import legality
from decks.legality_words import WORDS, issue_words
from decks.records import DeckCard

pytestmark = pytest.mark.django_db


def test_every_code_the_checker_can_raise_has_words():
    source = Path(legality.__file__).read_text()
    codes = set(re.findall(r'"([EW]_[A-Z_0-9]+)"', source))
    assert len(codes) >= 13
    assert codes - set(WORDS) == {"W_CARD_DATA_INCOMPLETE"}  # it has two sentences of its own


def test_a_short_deck_reads_with_its_count_and_no_code(card):
    result = legality.check([(DeckCard.from_card(card("St-1")), 3)], "standard")
    size = next(issue for issue in result.violations if issue.code == "E_DECK_SIZE")
    assert issue_words(size) == "The deck has 3 cards; it needs exactly 30."
    assert "E_DECK_SIZE" not in issue_words(size)


def test_too_many_copies_name_the_card_the_numbers_and_the_limit(card):
    entries = [(DeckCard.from_card(card("St-1")), 3), (DeckCard.from_card(card("Bo-421")), 1)]
    result = legality.check(entries, "standard")
    names = next(issue for issue in result.violations if issue.code == "E_NAME_LIMIT")
    assert issue_words(names) == "4 copies of Agumon (St-1, Bo-421): at most 3 cards of one name are allowed."


def test_unknown_and_2020_numbers_read_differently():
    result = legality.check([("XX-999", 1), ("BT1-001", 1)], "standard")
    words = {issue.code: issue_words(issue) for issue in result.violations}
    assert words["E_UNKNOWN_CARD"] == "There is no card numbered “XX-999” in this game."
    assert "2020 Digimon Card Game" in words["E_WRONG_GAME"]


def test_the_editor_panel_shows_words_and_keeps_the_code_as_a_tooltip(client, deck, card):
    from decks import services

    client.force_login(deck.owner)
    services.deck_card_add(deck=deck, card=card("St-2"), count=1)
    html = client.get(f"/decks/{deck.pk}/edit/").content.decode()
    panel = html[html.index('id="legality"') : html.index("</section>", html.index('id="legality"'))]
    assert 'data-code="E_DECK_SIZE" title="E_DECK_SIZE">The deck has 31 cards; it needs exactly 30.' in panel
    assert "<code>E_DECK_SIZE</code>" not in panel
    assert 'name="meta-partner" form="deck-meta"' in panel


def test_every_issue_of_every_format_reads_without_a_missing_figure(catalog):
    from decks.formats import format_list

    # Promos, Ultimates, a level-less card and an unknown number: something for every rule to say.
    cards = [DeckCard.from_card(c) for c in catalog.filter(level__in=["Ultimate", "", "Hybrid"])[:40]]
    entries = [*((c, 4) for c in cards), ("XX-1", 1)]
    seen = set()
    for fmt in format_list():
        result = legality.check(entries, fmt, side_pool=[("St-1", 1)])
        for issue in (*result.violations, *result.warnings):
            assert issue_words(issue) and "{" not in issue_words(issue)
            seen.add(issue.code)
    assert {"E_NAME_LIMIT", "E_UNKNOWN_CARD", "E_DECK_SIZE", "W_SIDE_POOL_UNCHECKED"} <= seen
