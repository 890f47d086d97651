"""The search query's size is limited after NFKC normalisation, where one character may become many."""

import unicodedata

import pytest
from rest_framework.test import APIClient

from cards.query import QueryError, parse_query
from cards.query.parser import MAX_QUERY_CHARS

# ARABIC LIGATURE SALLALLAHOU ALAYHE WASALLAM: one character, 18 once normalised, four words.
LIGATURE = "\ufdfa"


@pytest.fixture
def anonymous():
    return APIClient(raise_request_exception=False)


def test_one_ligature_expands_to_eighteen_characters_and_four_words():
    assert len(unicodedata.normalize("NFKC", LIGATURE)) == 18
    assert len(unicodedata.normalize("NFKC", LIGATURE).split()) == 4


def test_a_query_of_500_ligatures_is_a_400_naming_its_normalised_length(anonymous, catalog):
    response = anonymous.get("/api/cards/", {"q": LIGATURE * 500})
    assert response.status_code == 400
    assert response["Content-Type"].startswith("application/json")
    detail = response.json()["detail"]
    assert "9,000 characters once normalised (NFKC)" in detail
    assert f"keep it to {MAX_QUERY_CHARS}" in detail


def test_a_query_of_27_ligatures_fits_and_28_do_not():
    parse_query(LIGATURE * 27)  # 486 characters once normalised
    with pytest.raises(QueryError, match="504 characters once normalised"):
        parse_query(LIGATURE * 28)


def test_a_query_of_the_longest_length_with_a_word_per_two_characters_is_answered(anonymous, catalog):
    query = ("a " * (MAX_QUERY_CHARS // 2)).strip()
    response = anonymous.get("/api/cards/", {"q": query})
    assert response.status_code == 200
    assert response.json()["count"] > 0


def test_the_search_page_answers_an_html_400_showing_the_limit(client, catalog):
    response = client.get("/cards/", {"q": LIGATURE * 500})
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/html")
    assert "once normalised (NFKC)" in response.content.decode()


@pytest.mark.parametrize("param", ["o", "attr", "species", "from"])
def test_a_filter_parameter_past_the_limit_is_a_400_naming_it(anonymous, catalog, param):
    """60,000 characters were a LIKE pattern past SQLite's limit: a server error before."""
    response = anonymous.get("/api/cards/", {param: "x" * 60_000})
    assert response.status_code == 400
    assert response["Content-Type"].startswith("application/json")
    assert f'The value of "{param}" has 60,000 characters once normalised' in response.json()["detail"]


def test_the_search_page_refuses_an_overlong_filter_with_an_html_400(client, catalog):
    response = client.get("/cards/", {"o": "x" * 60_000})
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/html")
