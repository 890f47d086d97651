"""decks.stats on real Starter cards: counts, win-rate needs, hypergeometric opening-hand odds."""

from types import SimpleNamespace

import pytest

from decks import stats
from decks.selectors import deck_entries, deck_evolution_sources


@pytest.fixture
def entries(deck):
    return deck_entries(deck=deck)


def _bars(bars):
    return {bar.label: bar.count for bar in bars}


def test_it_counts_copies_by_kind_level_battle_type_attribute_and_field(entries):
    counts = stats.counts(entries)
    assert _bars(counts["kind"]) == {"Digimon": 22, "Option": 8}
    assert _bars(counts["level"]) == {"III": 9, "IV": 9, "Perfect": 4}
    # A: Agumon, Tentomon, Greymon, Kabuterimon, Atlur Kabuterimon; B: Gabumon, Garurumon, Triceramon.
    assert _bars(counts["battle_type"]) == {"A": 3 + 3 + 3 + 3 + 2, "B": 3 + 3 + 2}
    assert _bars(counts["attribute"]) == {"Vaccine": 3 + 3 + 3 + 3 + 2, "Data": 3 + 3 + 2}
    assert _bars(counts["field"]) == {"NSp": 3 + 3 + 3 + 3 + 3 + 2 + 2, "NSo": 3}
    # The largest bar of a chart is drawn full width.
    assert max(bar.width for bar in counts["level"]) == 100.0


def test_levels_are_listed_in_game_order(entries):
    assert [bar.label for bar in stats.counts(entries)["level"]] == ["III", "IV", "Perfect"]


def test_it_recognises_win_rate_cards_by_name(card):
    assert stats.win_rate_of(card("St-59")) == 40
    assert stats.win_rate_of(card("St-102")) == 60
    assert stats.win_rate_of(card("St-49")) is None


def test_win_rate_cards_present_are_counted_by_percentage(entries):
    assert stats.requirements(entries).win_rates_present == {40: 3}


def test_the_chance_of_a_level_iv_in_the_opening_hand_is_hypergeometric(entries, card):
    """S-2..S-5: the partner Agumon is set aside; the gauge card is random, so the hand is a random
    6 of the other 29 cards, 9 of them Level IV: 1 - C(20,6)/C(29,6) = 1 - 38760/475020 = 0.91840."""
    odds = stats.opening_odds(entries, {}, partner=card("St-1"))
    assert odds["population"] == 29
    assert odds["level_iv"] == 9
    assert odds["level_iv_in_hand"] == pytest.approx(0.918403, abs=1e-6)


def test_at_least_one_of_each_group_uses_inclusion_exclusion():
    """Two disjoint groups of 3 in 29 cards, 12 seen: 1 - 2*C(26,12)/C(29,12) + C(23,12)/C(29,12)."""
    assert stats.at_least_one_of_each(population=29, groups=[3, 3], draws=12) == pytest.approx(
        0.653859, abs=1e-6
    )


def test_a_group_of_zero_cards_can_never_be_drawn():
    assert stats.at_least_one_of_each(population=29, groups=[3, 0], draws=12) == 0.0


def test_no_groups_is_certain():
    assert stats.at_least_one_of_each(population=29, groups=[], draws=6) == 1.0


def test_groups_larger_than_the_deck_are_refused():
    with pytest.raises(ValueError):
        stats.at_least_one_of_each(population=5, groups=[3, 3], draws=2)


def _fake(pk, name, level_order, requirements, kind="digimon"):
    return SimpleNamespace(
        pk=pk,
        name_key=name.casefold(),
        number=f"T-{pk}",
        name=name,
        base_name=name,
        kind=kind,
        level=str(level_order),
        level_order=level_order,
        battle_type="A",
        attributes=[],
        fields=[],
        evolution_requirements=requirements,
    )


def _greymon_line():
    """Agumon, a Greymon from Agumon and 2 upright marks, a Metal Greymon from Greymon and a 40%
    card, and that 40% card."""
    return (
        _fake(1, "Agumon", 3, []),
        _fake(
            2,
            "Greymon",
            4,
            [[{"kind": "from", "name": "Agumon"}, {"kind": "marks", "upright": 2, "sideways": 0}]],
        ),
        _fake(
            3,
            "Metal Greymon",
            5,
            [[{"kind": "from", "name": "Greymon"}, {"kind": "win_rate", "percent": 40}]],
        ),
        _fake(4, "Winning Percentage: 40%!", 0, [], kind="option"),
    )


def test_coverage_reports_a_missing_source_and_a_missing_win_rate():
    """A Perfect needing "Greymon + 40%" is not covered while the deck has neither."""
    rookie, champion, perfect, win40 = _greymon_line()
    sources = {2: {1}, 3: {2}}
    lines = {c.card.name: c for c in stats.coverage([(rookie, 3), (perfect, 2)], sources)}
    assert not lines["Metal Greymon"].ok and lines["Metal Greymon"].sources_in_deck == ()
    full = [(rookie, 3), (champion, 3), (perfect, 2), (win40, 3)]
    lines = {c.card.name: c for c in stats.coverage(full, sources)}
    assert lines["Metal Greymon"].ok and lines["Greymon"].ok
    need = stats.requirements(full)
    assert (need.circles, need.win_rates_needed, need.win_rates_present) == (6, {40: 2}, {40: 3})


def test_a_line_is_ready_by_turn_2_with_the_card_its_source_and_its_win_rate():
    """Metal Greymon needs itself, a Greymon (not a III, so not the partner) and a 40% card: three
    groups of 2, 3 and 3 in the 29 non-partner cards, 12 of them seen by turn 2."""
    rookie, champion, perfect, win40 = _greymon_line()
    filler = _fake(5, "Filler", 0, [], kind="option")
    entries = [(rookie, 3), (champion, 3), (perfect, 2), (win40, 3), (filler, 19)]
    odds = stats.opening_odds(entries, {2: {1}, 3: {2}}, partner=rookie)
    lines = {line.card.name: line for line in odds["lines"]}
    assert lines["Metal Greymon"].probability == pytest.approx(
        stats.at_least_one_of_each(population=29, groups=[2, 3, 3], draws=12)
    )
    # Greymon evolves from a Level III, which can be the partner: only Greymon itself is needed.
    assert lines["Greymon"].probability == pytest.approx(
        stats.at_least_one_of_each(population=29, groups=[3], draws=12)
    )


def test_deck_stats_with_real_links_runs_on_the_whole_deck(deck, entries):
    result = stats.deck_stats(
        entries, sources=deck_evolution_sources(cards=[c for c, _ in entries]), partner=deck.partner
    )
    assert result["total"] == 30
    assert {item.card.number for item in result["coverage"]} == {"St-2", "St-6", "St-8", "St-28", "St-29"}


def test_real_conditions_give_the_marks_and_win_rates_the_deck_needs(entries):
    """Greymon (Agumon + ●●) ×3, Garurumon (Gabumon + ××) ×3, Kabuterimon (Tentomon + ●●) ×3;
    Triceramon ×2 and Atlur Kabuterimon ×2 each need a 40% card (EC-1, EC-2)."""
    need = stats.requirements(entries)
    assert (need.circles, need.crosses) == (12, 6)
    assert need.win_rates_needed == {40: 4} and need.win_rates_present == {40: 3}
    assert need.win_rate_rows == [{"percent": 40, "needed": 4, "present": 3, "missing": False}]


def _coverage(entries):
    sources = deck_evolution_sources(cards=[card for card, _ in entries])
    return {item.card.number: item for item in stats.coverage(entries, sources)}


def test_every_evolving_card_of_the_starter_deck_is_covered(entries):
    coverage = _coverage(entries)
    assert all(item.ok for item in coverage.values())
    assert [card.number for card in coverage["St-29"].sources_in_deck] == ["St-2"]
    assert coverage["St-29"].win_rates_needed == (40,)


def test_without_win_rate_cards_the_perfects_are_not_covered(entries):
    coverage = _coverage([(card, n) for card, n in entries if card.number != "St-59"])
    assert not coverage["St-29"].ok and not coverage["St-29"].win_rates_present
    assert coverage["St-2"].ok


def test_without_greymon_triceramon_has_nothing_to_evolve_from(entries):
    """Triceramon evolves from Starmon, Monochromon or Greymon; none is left in the deck."""
    coverage = _coverage([(card, n) for card, n in entries if card.number != "St-2"])
    assert coverage["St-29"].sources_in_deck == () and not coverage["St-29"].ok


def test_the_triceramon_line_needs_itself_a_greymon_and_a_40_card_by_turn_2(deck, entries):
    sources = deck_evolution_sources(cards=[card for card, _ in entries])
    lines = {
        line.card.number: line for line in stats.opening_odds(entries, sources, partner=deck.partner)["lines"]
    }
    expected = stats.at_least_one_of_each(population=29, groups=[2, 3, 3], draws=12)
    assert lines["St-29"].probability == pytest.approx(expected)
    assert lines["St-29"].pieces == ("Triceramon", "a card it evolves from", "a 40% card")
    # Greymon evolves from Agumon, a Level III the partner can be: only Greymon itself is needed.
    assert lines["St-2"].probability == pytest.approx(
        stats.at_least_one_of_each(population=29, groups=[3], draws=12)
    )


def test_armor_evolution_needs_its_digimental_in_the_deck(card):
    """Sethmon Bo-217: "Armor Evolution V-mon + Digimental of Love" (EC-8)."""
    v_mon, sethmon, love = card("Bo-358"), card("Bo-217"), card("St-156")
    without = [(v_mon, 3), (sethmon, 2)]
    item = _coverage(without)["Bo-217"]
    assert [c.number for c in item.sources_in_deck] == ["Bo-358"]
    assert item.cards_missing == ("Digimental of Love",) and not item.ok
    fillers = [(card(number), 3) for number in ("St-49", "St-50", "St-51")]
    with_love = [(v_mon, 3), (sethmon, 2), (love, 2), *fillers]
    assert _coverage(with_love)["Bo-217"].ok
    sources = deck_evolution_sources(cards=[v_mon, sethmon, love])
    line = stats.opening_odds(with_love, sources, partner=v_mon)["lines"][0]
    # V-mon can be the partner; Sethmon and a Digimental of Love must both be among 12 of the other 15.
    assert line.pieces == ("Sethmon", "Digimental of Love")
    assert line.probability == pytest.approx(
        stats.at_least_one_of_each(population=15, groups=[2, 2], draws=12)
    )


def test_a_condition_on_any_level_iv_is_covered_by_any_level_iv_in_the_deck(card):
    """Parallelmon Bo-16v: "Level IV Digimon + D-Scanner" evolves from whatever Level IV is there."""
    parallelmon, greymon, scanner = card("Bo-16v"), card("St-2"), card("Bo-745")
    item = _coverage([(parallelmon, 1), (greymon, 3), (scanner, 1)])["Bo-16v"]
    assert "St-2" in [c.number for c in item.sources_in_deck]
    assert item.cards_needed == ("D-Scanner",) and item.ok
    assert not _coverage([(parallelmon, 1), (scanner, 1)])["Bo-16v"].ok


def test_a_qualified_source_counts_only_when_the_deck_card_fits_the_qualifier(card):
    """RULES 4.2: Tuchidarumon Bo-56t evolves from "Gabumon (Virus Busters)"; Re-29t Tailmon from
    "Level III Digimon (Nature Spirits)". A Nature Spirits Gabumon covers neither the first nor,
    being Nature Spirits, fails the second; a Virus Busters Agumon fails the second."""
    tuchidarumon, tailmon = card("Bo-56t"), card("Re-29t")
    nsp_gabumon, vb_gabumon, vb_agumon = card("St-5"), card("St-453"), card("St-446")
    assert _coverage([(nsp_gabumon, 3), (tuchidarumon, 2)])["Bo-56t"].sources_in_deck == ()
    assert _coverage([(vb_gabumon, 3), (tuchidarumon, 2)])["Bo-56t"].sources_in_deck == (vb_gabumon,)
    assert _coverage([(vb_agumon, 3), (tailmon, 2)])["Re-29t"].sources_in_deck == ()
    assert _coverage([(nsp_gabumon, 3), (tailmon, 2)])["Re-29t"].sources_in_deck == (nsp_gabumon,)
