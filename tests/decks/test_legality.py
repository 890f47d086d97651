"""decks.legality.check against real cards (RULES §2: D-1 … D-10, D-W1 … D-W3)."""

import dataclasses

import pytest

from decks import legality
from decks.records import DeckCard

# Three each of St-1 … St-10: Agumon, Greymon, … Togemon. Legal in every 30-card format.
LEGAL_30 = {f"St-{n}": 3 for n in range(1, 11)}


@pytest.fixture
def deck(catalog):
    """Build check() entries from {number: count}; numbers the catalog lacks stay plain strings."""

    def build(counts: dict[str, int]) -> list[tuple[DeckCard | str, int]]:
        cards = {card.number: DeckCard.from_card(card) for card in catalog.filter(number__in=counts)}
        return [(cards.get(number, number), count) for number, count in counts.items()]

    return build


def with_counts(base: dict[str, int], **changes: int) -> dict[str, int]:
    counts = dict(base)
    for key, count in changes.items():
        number = key.replace("_", "-")
        if count:
            counts[number] = count
        else:
            counts.pop(number, None)
    return counts


def test_a_thirty_card_deck_of_ten_names_is_legal(deck):
    result = legality.check(deck(LEGAL_30), "standard")
    assert (result.legal, result.count, result.violations, result.warnings) == (True, 30, (), ())


def test_d1_it_rejects_a_deck_of_29_cards(deck):
    result = legality.check(deck(with_counts(LEGAL_30, St_10=2)), "standard")
    assert result.codes() == ["E_DECK_SIZE"]
    (issue,) = result.violations
    assert issue.rule == "D-1"
    assert issue.message == "Deck has 29 cards; Hyper Colosseum Battle needs exactly 30."


def test_d1_it_rejects_a_deck_of_31_cards(deck):
    result = legality.check(deck(with_counts(LEGAL_30, St_11=1)), "standard")
    assert result.codes() == ["E_DECK_SIZE"]
    assert result.count == 31


def test_d2_it_reports_an_unknown_number_by_name(deck):
    result = legality.check(deck(with_counts(LEGAL_30, St_10=2, St_9999=1)), "standard")
    (issue,) = result.violations
    assert (issue.code, issue.rule, issue.cards) == ("E_UNKNOWN_CARD", "D-2", ("St-9999",))
    assert "'St-9999' is not in the Digital Monster Card Game (1999–2005) database" in issue.message


@pytest.mark.parametrize("number", ["BT1-010", "ST1-03", "EX1-001", "P-001", "BT12-110"])
def test_d3_it_says_a_2020_number_is_from_the_2020_game(deck, number):
    result = legality.check(deck(with_counts(LEGAL_30, St_10=2) | {number: 1}), "standard")
    (issue,) = result.violations
    assert (issue.code, issue.rule, issue.cards) == ("E_WRONG_GAME", "D-3", (number,))
    assert issue.message == (
        f"'{number}' is a card from the 2020 Digimon Card Game and cannot be used in Hyper Colosseum Battle."
    )


def test_d5_it_rejects_a_fourth_copy_of_one_number(deck):
    result = legality.check(deck(with_counts(LEGAL_30, St_1=4, St_10=2)), "standard")
    (issue,) = result.violations
    assert (issue.code, issue.rule, issue.cards) == ("E_NAME_LIMIT", "D-5", ("St-1",))
    assert (
        issue.message == "Too many copies of 'Agumon': 4 (max 3 per card name, counted across numbers St-1)."
    )


def test_d5_it_rejects_a_fourth_copy_across_numbers(deck, catalog):
    # St-1 (Starter 1) and Bo-421 (Booster 9) are both printed "Agumon": one name, counted together.
    assert catalog.get(number="Bo-421").name_key == catalog.get(number="St-1").name_key
    result = legality.check(deck(with_counts(LEGAL_30, St_10=2, Bo_421=1)), "standard")
    (issue,) = result.violations
    assert (issue.code, issue.cards) == ("E_NAME_LIMIT", ("St-1", "Bo-421"))
    assert "Too many copies of 'Agumon': 4" in issue.message
    assert "counted across numbers St-1, Bo-421" in issue.message


def test_d5_a_disambiguated_name_counts_with_its_base_name(deck, catalog):
    # St-228 is printed "Agumon (1)"; the "(1)" only tells printings apart.
    assert catalog.get(number="St-228").name == "Agumon (1)"
    result = legality.check(deck(with_counts(LEGAL_30, St_1=2, St_10=2, St_228=2)), "standard")
    assert result.codes() == ["E_NAME_LIMIT"]
    assert result.violations[0].cards == ("St-1", "St-228")


def test_d6_it_rejects_a_deck_without_a_level_iii(deck):
    # St-2, 4, 6, 8, 10, 12, 14, 16, 17, 19 are all Level IV.
    counts = {f"St-{n}": 3 for n in (2, 4, 6, 8, 10, 12, 14, 16, 17, 19)}
    result = legality.check(deck(counts), "standard")
    (issue,) = result.violations
    assert (issue.code, issue.rule) == ("E_NO_LEVEL_III", "D-6")
    assert issue.message == "Deck has no Level III Digimon; at least one is needed to place a partner."


def test_it_reports_every_violation_at_once(deck):
    counts = {"St-2": 4, "Bo-2": 0, "St-9999": 1, "BT1-010": 1}
    result = legality.check(deck(with_counts(counts)), "standard")
    assert sorted(result.codes()) == [
        "E_DECK_SIZE",
        "E_NAME_LIMIT",
        "E_NO_LEVEL_III",
        "E_UNKNOWN_CARD",
        "E_WRONG_GAME",
    ]
    assert not result.legal


def test_the_result_has_the_api_shape(deck):
    result = legality.check(deck(with_counts(LEGAL_30, St_10=2)), "standard")
    assert result.to_dict() == {
        "legal": False,
        "count": 29,
        "violations": [
            {
                "code": "E_DECK_SIZE",
                "message": "Deck has 29 cards; Hyper Colosseum Battle needs exactly 30.",
                "rule": "D-1",
                "cards": [],
            }
        ],
        "warnings": [],
    }


def test_d4_it_refuses_a_card_that_is_not_a_game_card(deck):
    # The catalog holds no D-Ark blue card, so a real record is relabelled as one.
    entries = deck(LEGAL_30)
    blue = dataclasses.replace(entries[-1][0], kind="blue")
    result = legality.check([*entries[:-1], (blue, 3)], "standard")
    (issue,) = result.violations
    assert (issue.code, issue.rule, issue.cards) == ("E_NOT_GAME_CARD", "D-4", ("St-10",))
    assert issue.message == "'Togemon' (St-10) is not a playable game card (for example a D-Ark blue card)."
