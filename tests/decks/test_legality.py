"""decks.legality.check against real cards (RULES §2: D-1 … D-10, D-W1 … D-W3)."""

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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


# St-33 Herakle Kabuterimon, St-34 Saber Leomon and St-40 Pukumon are printed Ultimate.
ULTIMATES = ("St-33", "St-34", "St-40")


def test_d5_a_card_whose_text_allows_more_copies_is_not_limited(deck, catalog):
    # Bo-1154 Mushmon: "You may add as many of this Digimon into your deck as you like."
    counts = with_counts(LEGAL_30, St_9=0, St_10=0, Bo_1154=6)
    result = legality.check(deck(counts), "standard")
    assert result.legal, result.violations
    assert DeckCard.from_card(catalog.get(number="Bo-1154")).deck_limit_override is not None
    # Bx-157: "You can include as many of this Digimon in your deck as you want."
    assert DeckCard.from_card(catalog.get(number="Bx-157")).deck_limit_override is not None
    assert DeckCard.from_card(catalog.get(number="St-1")).deck_limit_override is None


@pytest.mark.parametrize(("number", "printed", "st_10"), [("Bo-84t", 4, 2), ("Bo-82t", 6, 0)])
def test_d5_a_card_that_prints_its_own_copy_limit_allows_that_many_and_no_more(deck, number, printed, st_10):
    # "You may include up to four (six) of this card in your deck." (Bo-84t D-Reaper ADR-04, Bo-82t).
    key = number.replace("-", "_")
    legal = with_counts(LEGAL_30, St_9=0, St_10=st_10, **{key: printed})
    assert legality.check(deck(legal), "standard").legal
    over = with_counts(LEGAL_30, St_9=0, St_10=st_10, **{key: printed + 1})
    assert "E_NAME_LIMIT" in legality.check(deck(over), "standard").codes()


def test_d7_tournament_u5_allows_five_ultimates(deck):
    counts = with_counts(LEGAL_30, St_8=0, St_9=0, St_11=1, St_33=2, St_34=2, St_40=1)
    assert legality.check(deck(counts), "tournament-u5").legal


def test_d7_tournament_u5_rejects_a_sixth_ultimate(deck):
    counts = with_counts(LEGAL_30, St_8=0, St_9=0, St_33=2, St_34=2, St_40=2)
    result = legality.check(deck(counts), "tournament-u5")
    (issue,) = result.violations
    assert (issue.code, issue.rule, issue.cards) == ("E_ULTIMATE_LIMIT", "D-7", ULTIMATES)
    assert issue.message == "Deck has 6 Ultimate-level Digimon; this tournament allows at most 5."
    assert legality.check(deck(counts), "standard").legal


def test_d7_hybrids_count_as_ultimates_only_when_the_format_says_so(deck, catalog):
    from decks.formats import format_get

    # Bo-13L Agnimon is a Hybrid: level-less (RULES 1.3), so D-7 ignores it by default.
    assert catalog.get(number="Bo-13L").level == "Hybrid"
    counts = with_counts(LEGAL_30, St_8=0, St_9=0, St_33=2, St_34=2, Bo_13L=2)
    u5 = format_get(code="tournament-u5")
    assert legality.check(deck(counts), u5).codes() == []
    strict = dataclasses.replace(u5, count_hybrid_as_ultimate=True)
    assert legality.check(deck(counts), strict).codes() == ["E_ULTIMATE_LIMIT"]


def test_d8_official_numbers_refuses_other_prefixes(deck):
    # Bx-25 Agumon X-Antibody (a Bx- premium card) and Vj-2 V-dramon Zero (a promo).
    counts = with_counts(LEGAL_30, St_9=0, St_10=2, Bx_25=3, Vj_2=1)
    assert legality.check(deck(counts), "standard").legal
    result = legality.check(deck(counts), "official-numbers")
    assert result.codes() == ["E_NUMBER_NOT_ALLOWED", "E_NUMBER_NOT_ALLOWED"]
    assert [issue.cards for issue in result.violations] == [("Bx-25",), ("Vj-2",)]
    assert {issue.rule for issue in result.violations} == {"D-8"}
    assert result.violations[0].message == (
        "'Bx-25' is not allowed here: only St/Bo-numbered cards may be used "
        "(privilege/promo cards are excluded)."
    )


def test_d8_official_numbers_also_applies_the_ultimate_cap(deck):
    counts = with_counts(LEGAL_30, St_8=0, St_9=0, St_33=2, St_34=2, St_40=2)
    assert legality.check(deck(counts), "official-numbers").codes() == ["E_ULTIMATE_LIMIT"]


UB_60 = {f"St-{n}": 3 for n in range(1, 21)}


def test_d9_ultimate_battle_accepts_sixty_or_more(deck):
    assert legality.check(deck(UB_60), "ultimate-battle").legal
    assert legality.check(deck(with_counts(UB_60, St_22=3)), "ultimate-battle").legal


def test_d9_ultimate_battle_rejects_fewer_than_sixty(deck):
    result = legality.check(deck(LEGAL_30), "ultimate-battle")
    (issue,) = result.violations
    assert (issue.code, issue.rule) == ("E_DECK_SIZE_UB", "D-9")
    assert issue.message == "Ultimate Battle decks need at least 60 cards (found 30)."


def test_d10_ultimate_battle_allows_eight_ultimates_and_rejects_nine(deck):
    eight = with_counts(UB_60, St_33=3, St_34=3, St_40=2)
    assert legality.check(deck(eight), "ultimate-battle").legal
    result = legality.check(deck(with_counts(eight, St_40=3)), "ultimate-battle")
    (issue,) = result.violations
    assert (issue.code, issue.rule, issue.cards) == ("E_ULTIMATE_LIMIT", "D-10", ULTIMATES)
    assert issue.message == "Deck has 9 Ultimate-level Digimon; this tournament allows at most 8."


def test_ultimate_battle_keeps_the_name_level_iii_and_number_rules(deck):
    counts = {f"St-{n}": 3 for n in (2, 4, 6, 8, 10, 12, 14, 16, 17, 19, 20, 22, 25, 26, 27)}
    counts |= {"St-35": 4, "St-36": 3, "St-37": 3, "St-43": 3, "Bx-102": 1, "St-45": 3, "St-44": 3}
    result = legality.check(deck(counts), "ultimate-battle")
    assert result.codes() == ["E_NAME_LIMIT", "E_NO_LEVEL_III", "E_NUMBER_NOT_ALLOWED"]


def test_dw1_it_warns_when_one_name_comes_from_several_numbers(deck):
    counts = with_counts(LEGAL_30, St_1=2, Bo_421=1)
    result = legality.check(deck(counts), "standard")
    assert result.legal
    (warning,) = result.warnings
    assert (warning.code, warning.rule, warning.cards) == (
        "W_SAME_NAME_DIFFERENT_NUMBER",
        "D-W1",
        ("St-1", "Bo-421"),
    )
    assert "'Agumon'" in warning.message and "St-1, Bo-421" in warning.message


def test_dw2_it_warns_about_a_digimon_without_lost_points(deck, catalog):
    # Bo-192 Metal Garurumon is printed without its lost-point line (data README).
    assert catalog.get(number="Bo-192").lost_iii is None
    result = legality.check(deck(with_counts(LEGAL_30, St_10=2, Bo_192=1)), "standard")
    assert result.legal
    (warning,) = result.warnings
    assert (warning.code, warning.rule, warning.cards) == ("W_CARD_DATA_INCOMPLETE", "D-W2", ("Bo-192",))
    assert "'Metal Garurumon' (Bo-192)" in warning.message


def test_dw2_it_warns_about_a_level_less_digimon_without_a_column_to_be_read_as(deck):
    # Bo-722 Culumon has no level; the catalog has no lostPointColumnAs for it (RULES 1.3).
    result = legality.check(deck(with_counts(LEGAL_30, St_10=2, Bo_722=1)), "standard")
    assert result.warning_codes() == ["W_CARD_DATA_INCOMPLETE"]
    assert result.warnings[0].cards == ("Bo-722",)


def test_dw3_a_side_pool_is_reported_as_unchecked(deck):
    result = legality.check(deck(LEGAL_30), "standard", side_pool=deck({"St-11": 5}))
    assert result.legal
    (warning,) = result.warnings
    assert (warning.code, warning.rule, warning.cards) == ("W_SIDE_POOL_UNCHECKED", "D-W3", ("St-11",))


def test_it_merges_repeated_entries_of_one_number(deck):
    entries = deck(with_counts(LEGAL_30, St_1=0))
    agumon = deck({"St-1": 1})[0][0]
    result = legality.check([*entries, (agumon, 2), (agumon, 2)], "standard")
    assert result.count == 31
    assert result.codes() == ["E_DECK_SIZE", "E_NAME_LIMIT"]
    assert result.violations[1].cards == ("St-1",)


def test_it_accepts_a_format_code_or_a_format(deck):
    from decks.formats import format_get

    entries = deck(LEGAL_30)
    assert legality.check(entries, "standard") == legality.check(entries, format_get(code="standard"))


@pytest.fixture
def starter_records(catalog):
    """Real records of St-1 … St-120 plus the other Agumon printings: many names, several repeated."""
    cards = catalog.filter(prefix="St", seq__lte=120) | catalog.filter(name_key="agumon")
    return [DeckCard.from_card(card) for card in cards.order_by("prefix", "seq", "suffix")]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_rulebook_rules_hold_for_any_deck_of_real_cards(starter_records, data):
    """D-1, D-5 and D-6 against a straightforward recount, for random decks of real cards."""
    picked = data.draw(st.lists(st.sampled_from(starter_records), max_size=15, unique_by=lambda c: c.number))
    entries = [(card, data.draw(st.integers(1, 4))) for card in picked]
    result = legality.check(entries, "standard")

    total = sum(count for _, count in entries)
    per_name: dict[str, int] = {}
    for card, count in entries:
        per_name[card.name_key] = per_name.get(card.name_key, 0) + count
    over = {key for key, n in per_name.items() if n > 3}
    has_iii = any(card.is_digimon and card.level_order == 3 for card, _ in entries)

    assert result.count == total
    assert ("E_DECK_SIZE" in result.codes()) == (total != 30)
    assert {
        name_key_of(issue, entries) for issue in result.violations if issue.code == "E_NAME_LIMIT"
    } == over
    assert ("E_NO_LEVEL_III" in result.codes()) == (not has_iii)
    assert result.legal == (not result.violations)


def name_key_of(issue, entries):  # noqa: N802
    """The name key of the cards an E_NAME_LIMIT issue names (they all share one)."""
    keys = {card.name_key for card, _ in entries if card.number in issue.cards}
    assert len(keys) == 1
    return keys.pop()
