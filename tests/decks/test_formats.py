"""Formats are data: fixtures/formats/*.json, the era formats derived from formats.txt."""

import random

import pytest
from django.conf import settings

from decks import legality
from decks.formats import UnknownFormat, era_formats_from_lackey, format_codes, format_get
from decks.records import DeckCard

ERA_CODES = ["adventure", "tamers", "frontier", "x-evolution", "modern"]


def test_every_format_of_the_issue_is_defined():
    assert set(format_codes()) == {
        "standard",
        "tournament-u5",
        "official-numbers",
        "ultimate-battle",
        *ERA_CODES,
    }


def test_an_unknown_format_names_itself_and_the_known_ones():
    with pytest.raises(UnknownFormat, match=r"Unknown deck format 'pauper'; known formats: .*standard"):
        format_get(code="pauper")


def test_the_era_fixtures_match_the_digimonhc_formats_file():
    derived = era_formats_from_lackey(settings.FORMATS_FILE.read_text(encoding="utf-8"))
    assert [fmt.code for fmt in derived] == ERA_CODES
    for fmt in derived:
        assert format_get(code=fmt.code) == fmt


def test_modern_is_every_era_plus_the_later_sets():
    eras = [format_get(code=code).allowed_sets for code in ERA_CODES[:4]]
    modern = format_get(code="modern").allowed_sets
    assert frozenset().union(*eras) < modern
    assert {"EXP", "PROM1", "PROM2", "NEW", "NEW2", "KIZU", "20A"} <= modern


def test_the_tournament_formats_stack_their_rules():
    u5, official = format_get(code="tournament-u5"), format_get(code="official-numbers")
    assert (u5.deck_size, u5.max_ultimate, u5.allowed_prefixes) == (30, 5, None)
    assert (official.max_ultimate, official.allowed_prefixes) == (5, ("St", "Bo"))
    ub = format_get(code="ultimate-battle")
    assert (ub.deck_size, ub.min_deck_size, ub.max_ultimate, ub.ultimate_rule) == (None, 60, 8, "D-10")


def _era_deck(catalog, fmt, seed=0):
    """Ten distinct names of the era's own sets, three each, with at least one Level III."""
    cards = list(catalog.filter(set_code__in=fmt.allowed_sets, kind="digimon").order_by("number"))
    random.Random(seed).shuffle(cards)
    level_iii = next(card for card in cards if card.level_order == 3)
    picked = {level_iii.name_key: level_iii}
    for card in cards:
        if len(picked) == 10:
            break
        picked.setdefault(card.name_key, card)
    return [(DeckCard.from_card(card), 3) for card in picked.values()]


@pytest.mark.parametrize("code", ERA_CODES)
def test_an_era_format_accepts_a_deck_of_its_own_sets(catalog, code):
    fmt = format_get(code=code)
    result = legality.check(_era_deck(catalog, fmt), fmt)
    assert result.violations == ()


def test_modern_covers_every_set_of_the_catalog(catalog):
    assert set(catalog.values_list("set_code", flat=True)) <= format_get(code="modern").allowed_sets


# Modern lists every set of the catalog (above), so no real card lies outside it.
@pytest.mark.parametrize("code", ERA_CODES[:4])
def test_an_era_format_rejects_a_card_from_another_set(catalog, code):
    fmt = format_get(code=code)
    entries = _era_deck(catalog, fmt)
    outsider = catalog.exclude(set_code__in=fmt.allowed_sets).filter(kind="option").order_by("number").first()
    result = legality.check([*entries[:-1], (entries[-1][0], 2), (DeckCard.from_card(outsider), 1)], fmt)
    (issue,) = result.violations
    assert (issue.code, issue.rule, issue.cards) == ("E_NOT_IN_FORMAT", "D-ERA", (outsider.number,))
    assert f"is from set {outsider.set_code}, which is not part of the {fmt.name} format" in issue.message
