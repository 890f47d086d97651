"""cards.selectors: one card by any spelling, neighbours in number order, suggestions, filters."""

import pytest

from cards.models import Card
from cards.query import QueryError
from cards.query.trigrams import similarity, trigrams
from cards.selectors import (
    card_autocomplete,
    card_get,
    card_links,
    card_list,
    card_name_suggestions,
    card_neighbours,
    card_suggestions,
)

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("spelling", ["Bo-1145", "bo-1145", "BO1145", "bo 01145", "ｂｏ－１１４５"])
def test_card_get_accepts_any_common_spelling(catalog, spelling):
    assert card_get(number=spelling).name == "Astamon"


def test_card_get_tells_suffixes_apart(catalog):
    assert card_get(number="bo-10t").number == "Bo-10t"
    assert card_get(number="bo-10").number == "Bo-10"


def test_card_get_returns_none_for_an_unknown_number(catalog):
    assert card_get(number="Bo-99999") is None
    assert card_get(number="not a number") is None


def test_neighbours_follow_natural_number_order(catalog):
    everything = list(card_list())
    at = [c.number for c in everything].index("Bo-10")
    previous, following = card_neighbours(card=everything[at])
    assert previous.number == everything[at - 1].number
    assert following.number == everything[at + 1].number


def test_neighbours_put_suffixed_variants_between_numbers(catalog):
    # Bo-10 < Bo-10L < Bo-10j < Bo-10t < Bo-10v < Bo-11: suffixes follow their number.
    assert card_neighbours(card=Card.objects.get(number="Bo-10"))[1].number.startswith("Bo-10")
    assert card_neighbours(card=Card.objects.get(number="Bo-11"))[0].number.startswith("Bo-10")
    assert card_neighbours(card=Card.objects.get(number="Bo-9v"))[1].number == "Bo-10"


def test_the_first_and_last_cards_have_one_neighbour(catalog):
    everything = list(card_list())
    assert card_neighbours(card=everything[0])[0] is None
    assert card_neighbours(card=everything[-1])[1] is None


def test_suggestions_for_a_mistyped_number_include_the_intended_card(catalog):
    assert "Bo-1145" in [c.number for c in card_suggestions(text="Bo-11455")]


def test_suggestions_for_a_number_past_the_end_are_the_nearest_numbers(catalog):
    suggested = card_suggestions(text="Bx-9999")
    assert suggested and all(c.prefix == "Bx" for c in suggested)


def test_suggestions_for_a_misspelt_name_include_the_card(catalog):
    assert "agumon" in [c.name_key for c in card_suggestions(text="agumn")]


def test_suggestions_for_nonsense_are_empty(catalog):
    assert card_suggestions(text="qqqqqqqqqqqq") == []


def test_plain_filters_mean_the_same_as_query_terms(catalog):
    as_params = card_list(filters={"lv": "iv", "bt": "c", "a_min": "450", "field": "NSo"})
    as_query = card_list(query="lv:iv bt:c a>=450 field:nso")
    assert list(as_params) == list(as_query)
    assert as_params.exists()


def test_plain_filters_combine_with_the_query(catalog):
    both = list(card_list(query="greymon", filters={"lv": "perfect", "sort": "a", "order": "desc"}))
    assert both and all(c.level == "Perfect" and "greymon" in c.search_name for c in both)
    assert [c.attack_a for c in both] == sorted((c.attack_a for c in both), reverse=True)


def test_numeric_filters_take_exact_min_and_max(catalog):
    found = list(card_list(filters={"c_max": "150", "lost_iii_min": "30", "lost_iii_max": "40"}))
    assert found and all(c.attack_c <= 150 and 30 <= c.lost_iii <= 40 for c in found)
    exact = list(card_list(filters={"a": "880", "b": "720"}))
    assert "Bo-1145" in [c.number for c in exact]
    assert all(c.attack_a == 880 and c.attack_b == 720 for c in exact)


def test_a_bad_filter_value_raises_a_query_error_naming_it(catalog):
    with pytest.raises(QueryError, match='lv="mega"'):
        card_list(filters={"lv": "mega"})
    with pytest.raises(QueryError, match='a_min="lots"'):
        card_list(filters={"a_min": "lots"})


def test_card_links_list_each_linked_card_once_in_number_order(catalog):
    from cards.models import EvolutionLink

    agumon = Card.objects.get(number="St-1")
    links = card_links(card_ids=[agumon.pk])[agumon.pk]
    expected = set(EvolutionLink.objects.filter(source=agumon).values_list("target__number", flat=True))
    assert expected, "St-1 Agumon evolves into something"
    numbers = [link["number"] for link in links["evolves_to"]]
    assert len(numbers) == len(set(numbers)) and set(numbers) == expected
    cards = {c.number: c for c in Card.objects.filter(number__in=numbers)}
    keys = [(cards[n].prefix.encode(), cards[n].seq, cards[n].suffix.encode()) for n in numbers]
    assert keys == sorted(keys)
    assert all(link["name"] == cards[link["number"]].name for link in links["evolves_to"])


# "Did you mean": the same names on both databases (CI runs this module on SQLite and PostgreSQL).


def test_the_python_trigrams_are_pg_trgm_s():
    # show_trgm('Agumon') on PostgreSQL 15.
    assert trigrams("Agumon") == {"  a", " ag", "agu", "gum", "umo", "mon", "on "}
    assert trigrams("war-greymon") == trigrams("War Greymon")
    assert similarity("agumno", "agumon") == pytest.approx(0.4)
    assert similarity("", "agumon") == 0.0


def test_the_python_similarity_equals_postgresql_s_for_real_names(catalog):
    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("pg_trgm's similarity() is only on PostgreSQL")
    pairs = [("agumno", "agumon"), ("metalgreymn", "metal greymon"), ("omegamon x", "omegamon x-antibody")]
    pairs += [("wargreymon", key) for key in catalog.values_list("name_key", flat=True).distinct()[:300]]
    with connection.cursor() as cursor:
        for typed, name in pairs:
            cursor.execute("SELECT similarity(%s, %s)", [typed, name])
            assert similarity(typed, name) == pytest.approx(cursor.fetchone()[0], rel=1e-6), (typed, name)


@pytest.mark.parametrize(
    "typed, names",
    [
        ("agumno", ["Agumon"]),
        ("metalgreymn", ["Metal Greymon", "Metal Up"]),
        ("gabumn", ["Gabumon", "Gabou"]),
        (
            "omegamon x",
            ["Omegamon", "Omegamon X-Antibody", "Omegamon Zwart", "Omegamon Alter-B", "Omegamon Alter-S"],
        ),
    ],
)
def test_a_misspelt_name_suggests_the_same_nearest_names_on_both_databases(catalog, typed, names):
    assert card_name_suggestions(text=typed) == names


def test_a_misspelt_japanese_name_suggests_the_card_s_english_name(catalog):
    assert card_name_suggestions(text="ウォーグレイモソ") == ["War Greymon"]


def test_a_name_already_spelt_right_is_not_suggested_again(catalog):
    assert "Agumon" not in card_name_suggestions(text="agumon")


def test_autocomplete_counts_every_printing_of_a_name_once(catalog):
    (entry,) = [e for e in card_autocomplete(text="war greymon") if e.value == "War Greymon"]
    assert entry.cards == catalog.filter(name_key="war greymon").count() > 10
