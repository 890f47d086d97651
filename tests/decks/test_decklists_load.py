"""Resolving text decklists against the real catalog: spellings, names, every bad line."""

import pytest

from decks.decklists import DecklistError, load_text, write_text
from decks.decklists.resolve import MAX_LINES


def numbers(entries):
    return [(card.number, count) for card, count in entries]


@pytest.mark.parametrize(
    "spelling", ["St-1", "st-1", "ST-1", "st1", "St-01", "St-001", "ST 1".replace(" ", "")]
)
def test_it_resolves_a_number_in_any_spelling(catalog, spelling):
    assert numbers(load_text(f"3 {spelling}")) == [("St-1", 3)]


def test_it_keeps_a_leading_zero_number_that_the_catalog_prints_that_way(catalog):
    assert numbers(load_text("1 Re-01t\n1 re-1t")) == [("Re-01t", 2)]


def test_it_resolves_every_line_shape_to_the_same_card(catalog):
    text = "1 St-1\n1x Agumon (St-1)\nAgumon St-1 x1\n"
    assert numbers(load_text(text)) == [("St-1", 3)]


def test_it_resolves_a_unique_name_ignoring_case_and_spacing(catalog):
    # Wizardmon is printed once (St-44); "Wizard mon" is how another translation spells it.
    assert numbers(load_text("2 wizardmon\n1 WIZARD MON")) == [("St-44", 3)]


def test_it_reports_an_ambiguous_name_with_its_candidates(catalog):
    with pytest.raises(DecklistError) as caught:
        load_text("3 Agumon")
    (error,) = caught.value.errors
    assert error.line_no == 1
    assert "'Agumon' is ambiguous" in error.message
    assert "St-1 Agumon" in error.message and "Bo-421 Agumon" in error.message


def test_it_reports_every_bad_line_with_its_line_number(catalog):
    text = "# deck\n3 St-1\n3 St-9999\n0 St-2\n3 Agumoon\n2 BT1-010\n3 Gabumon (St-1)\n"
    with pytest.raises(DecklistError) as caught:
        load_text(text)
    errors = {e.line_no: e.message for e in caught.value.errors}
    assert sorted(errors) == [3, 4, 5, 6, 7]
    assert "unknown card number 'St-9999'" in errors[3]
    assert "bad count 0" in errors[4]
    assert "no card is named 'Agumoon'" in errors[5]
    assert "2020 Digimon Card Game" in errors[6]
    assert "St-1 is 'Agumon', not 'Gabumon'" in errors[7]
    assert "line 6:" in str(caught.value)


def test_it_reads_a_name_whose_last_word_looks_like_a_number(catalog):
    card = catalog.filter(name__startswith="D-Reaper ADR-").first()
    assert numbers(load_text(f"1 {card.name}")) == [(card.number, 1)]


def test_the_writer_groups_cards_by_kind_and_level_with_comments(catalog):
    deck = load_text("1 St-49\n3 St-2\n2 St-1\n1 St-33\n1 Bo-13L")
    assert write_text(deck, title="Agumon rush") == (
        "# Agumon rush\n"
        "# 8 cards\n"
        "\n# Digimon — Level III (2)\n2 St-1 Agumon\n"
        "\n# Digimon — Level IV (3)\n3 St-2 Greymon\n"
        "\n# Digimon — Ultimate (1)\n1 St-33 Herakle Kabuterimon\n"
        "\n# Digimon — Hybrid (1)\n1 Bo-13L Agnimon\n"
        "\n# Options (1)\n1 St-49 Offense Plug-In A\n"
    )


def test_a_text_round_trip_preserves_the_deck(catalog):
    # Disambiguated names, suffixed and leading-zero numbers, dotted prefixes, options.
    deck = load_text("3 St-1\n3 Bo-421\n2 St-228\n1 Bx-25\n3 St-101\n1 Re-01t\n1 G.E.M.-1\n2 Bo-1154")
    written = write_text(deck)
    again = load_text(written)
    assert sorted(numbers(again)) == sorted(numbers(deck))
    assert write_text(again) == written


def test_it_refuses_a_decklist_longer_than_any_deck(catalog):
    text = "\n".join(f"1 St-{n}" for n in range(1, MAX_LINES + 2))
    with pytest.raises(DecklistError, match=f"at most {MAX_LINES} card lines") as caught:
        load_text(text)
    assert caught.value.errors[0].line_no == MAX_LINES + 1


def test_a_bad_decklist_error_has_a_json_shape_for_the_api(catalog):
    with pytest.raises(DecklistError) as caught:
        load_text("3 St-1\n\n2 St-9999")
    body = caught.value.to_dict()
    assert body["errors"] == [
        {"line": 3, "text": "2 St-9999", "message": body["errors"][0]["message"], "candidates": []},
    ]
    assert body["detail"].startswith("The decklist has 1 bad line; nothing was saved.")


@pytest.mark.parametrize("line", ["3 st 32", "St32 x3", "3x St-032", "St-032 x3", "3 ST 32 Skull Greymon"])
def test_a_number_in_any_case_spacing_or_padding_resolves_as_search_reads_it(catalog, line):
    assert [(card.number, count) for card, count in load_text(line)] == [("St-32", 3)]


def test_a_name_written_without_its_space_resolves_like_the_printed_name(catalog):
    assert [(card.number, count) for card, count in load_text("2 koromon\n1 Skull-Greymon (St-32)")] == [
        ("Re-71", 2),
        ("St-32", 1),
    ]


def test_an_ambiguous_name_lists_every_candidate_with_its_stats(catalog):
    with pytest.raises(DecklistError) as caught:
        load_text("3 metalgreymon")
    (error,) = caught.value.errors
    assert "ambiguous" in error.message
    numbers = [card.number for card in error.candidates]
    assert (
        "Bo-1" in numbers
        and "St-138" in numbers
        and all(c.name_key == "metal greymon" for c in error.candidates)
    )
    bo1 = catalog.get(number="Bo-1")
    assert error.to_dict()["candidates"][numbers.index("Bo-1")] == {
        "number": "Bo-1",
        "name": "Metal Greymon",
        "level": "Perfect",
        "battle_type": bo1.battle_type,
        "attacks": {"A": bo1.attack_a, "B": bo1.attack_b, "C": bo1.attack_c},
    }


def test_a_pick_for_an_ambiguous_line_resolves_it_to_that_candidate(catalog):
    assert [(c.number, n) for c, n in load_text("3 St-2\n3 Agumon", picks={2: "St-1"})] == [
        ("St-2", 3),
        ("St-1", 3),
    ]


def test_a_pick_that_is_not_a_candidate_of_the_line_leaves_it_ambiguous(catalog):
    with pytest.raises(DecklistError) as caught:
        load_text("3 Agumon", picks={1: "St-2"})
    assert "ambiguous" in caught.value.errors[0].message


def test_a_pasted_dek_document_is_read_as_a_dek(catalog, starter_entries):
    from decks.decklists import load_any, write_dek

    assert load_any(write_dek(starter_entries, name="Starter")) == starter_entries
