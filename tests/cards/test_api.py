"""GET /api/cards/ and /api/cards/<number>/ (cards.api): shapes, filters, errors, pagination, schema."""

import pytest
from django.urls import reverse

from cards.models import Card

pytestmark = pytest.mark.django_db

CARD_FIELDS = {
    "number",
    "name",
    "base_name",
    "name_ja",
    "kind",
    "set",
    "level",
    "battle_type",
    "attacks",
    "lost_points",
    "species",
    "attributes",
    "fields",
    "evolution",
    "evolves_from",
    "evolves_to",
    "abilities",
    "category",
    "timing",
    "effect",
    "image",
}
# One card (the detail endpoint) also carries its other printings and the engine's reading of it.
CARD_DETAIL_FIELDS = CARD_FIELDS | {"printings", "engine"}


def get_list(client, **params):
    return client.get(reverse("cards:api-list"), params)


def test_the_list_is_paginated_with_count_next_previous_results(client, catalog):
    body = get_list(client, q="set:bo1").json()
    assert set(body) == {"count", "next", "previous", "results", "suggestions"}
    assert body["suggestions"] == []
    assert body["count"] == Card.objects.filter(set_code="Bo1").count()
    assert len(body["results"]) == 20
    assert body["previous"] is None and "page=2" in body["next"]


def test_the_next_link_gives_the_following_page(client, catalog):
    first = get_list(client, q="set:bo1", page_size=10).json()
    second = client.get(first["next"]).json()
    numbers = [c["number"] for c in first["results"] + second["results"]]
    assert len(set(numbers)) == 20
    assert second["previous"]


def test_a_client_may_ask_for_pages_of_up_to_500_cards(client, catalog):
    assert len(get_list(client, page_size=500).json()["results"]) == 500
    assert len(get_list(client, page_size=7).json()["results"]) == 7


def test_a_page_size_above_500_is_a_400_naming_the_maximum(client, catalog):
    response = get_list(client, page_size=501)
    assert response.status_code == 400
    assert "at most 500" in response.json()["detail"]


def test_a_digimon_has_exactly_the_listed_fields_with_its_values(client, catalog):
    card = client.get(reverse("cards:api-detail", args=["Bo-1145"])).json()
    db = Card.objects.get(number="Bo-1145")
    assert set(card) == CARD_DETAIL_FIELDS
    assert card["number"] == "Bo-1145" and card["name"] == db.name and card["kind"] == "digimon"
    assert card["set"] == db.set_code and card["level"] == db.level
    assert card["attacks"] == {"A": db.attack_a, "B": db.attack_b, "C": db.attack_c}
    assert card["lost_points"] == {
        "III": db.lost_iii,
        "IV": db.lost_iv,
        "Perfect": db.lost_perfect,
        "Ultimate": db.lost_ultimate,
    }
    assert card["attributes"] == db.attributes and card["fields"] == db.fields
    assert card["evolution"] == {"raw": db.evolution_raw, "requirements": db.evolution_requirements}
    assert card["abilities"] == db.abilities
    assert card["category"] is None and card["timing"] is None and card["effect"] is None


def test_an_option_has_nulls_where_digimon_fields_do_not_apply(client, catalog):
    card = client.get(reverse("cards:api-detail", args=["Bo-43"])).json()
    assert card["kind"] == "option" and card["name"] == "Mega Hand"
    for name in ("level", "battle_type", "attacks", "lost_points", "species", "evolution"):
        assert card[name] is None, name
    assert card["category"] == "Item" and card["timing"] == "Battle Phase"
    assert "sky" in card["effect"]


def test_the_japanese_name_is_given_when_known(client, catalog):
    assert client.get(reverse("cards:api-detail", args=["St-1"])).json()["name_ja"] == "アグモン"
    assert client.get(reverse("cards:api-detail", args=["Bo-1145"])).json()["name_ja"] is None


def test_evolution_links_go_both_ways(client, catalog):
    link = Card.evolves_to.through.objects.select_related("source", "target").first()
    if link is None:
        pytest.skip("the catalog has no resolved evolution links yet")
    target = client.get(reverse("cards:api-detail", args=[link.target.number])).json()
    source = client.get(reverse("cards:api-detail", args=[link.source.number])).json()
    assert {"number": link.source.number, "name": link.source.name, "via": [link.via]} in target[
        "evolves_from"
    ]
    assert {"number": link.target.number, "name": link.target.name, "via": [link.via]} in source["evolves_to"]


def test_an_appearance_link_says_so_instead_of_passing_for_an_evolution(client, catalog):
    # Re-129 Omegamon Zwart D appears when your Digimon is Re-89 Omegamon Zwart; it does not evolve.
    body = client.get(reverse("cards:api-detail", args=["Re-129"])).json()
    assert {"number": "Re-89", "name": "Omegamon Zwart (1)", "via": ["appearance"]} in body["evolves_from"]
    assert all(link["via"] for link in body["evolves_from"])


@pytest.mark.parametrize("spelling", ["bo-1145", "BO1145", "bo-01145"])
def test_the_detail_accepts_any_spelling_of_the_number(client, catalog, spelling):
    response = client.get(reverse("cards:api-detail", args=[spelling]))
    assert response.status_code == 200 and response.json()["number"] == "Bo-1145"


def test_an_unknown_number_is_a_404_with_a_detail(client, catalog):
    response = client.get(reverse("cards:api-detail", args=["Bo-99999"]))
    assert response.status_code == 404
    assert "Bo-99999" in response.json()["detail"]


def test_q_takes_the_query_language(client, catalog):
    results = get_list(client, q="bo1145").json()["results"]
    assert results[0]["number"] == "Bo-1145"


def test_plain_parameters_filter_like_query_terms(client, catalog):
    by_params = get_list(client, lv="iv", bt="c", a_min=450, page_size=100).json()
    by_query = get_list(client, q="lv:iv bt:c a>=450", page_size=100).json()
    assert by_params["count"] == by_query["count"] > 0
    assert by_params["results"] == by_query["results"]
    assert all(c["attacks"]["A"] >= 450 and c["battle_type"] == "C" for c in by_params["results"])


def test_sort_and_order_parameters_sort_the_results(client, catalog):
    results = get_list(client, q="kind:digimon set:bo2", sort="c", order="desc").json()["results"]
    values = [c["attacks"]["C"] for c in results]
    assert values == sorted(values, reverse=True)


@pytest.mark.parametrize(
    ("params", "quoted"),
    [
        ({"q": "agumon foo:bar"}, '"foo:bar"'),
        ({"q": "a>=lots"}, '"a>=lots"'),
        ({"q": '"unclosed'}, '"unclosed'),
        ({"lv": "mega"}, 'lv="mega"'),
    ],
)
def test_a_malformed_query_is_a_400_quoting_the_bad_term(client, catalog, params, quoted):
    response = get_list(client, **params)
    assert response.status_code == 400
    assert set(response.json()) == {"detail"}
    assert quoted in response.json()["detail"]


def test_the_card_endpoints_generate_a_schema_without_warnings():
    from drf_spectacular.drainage import GENERATOR_STATS
    from drf_spectacular.generators import SchemaGenerator

    GENERATOR_STATS.reset()
    schema = SchemaGenerator(urlconf="cards.urls").get_schema(request=None, public=True)
    assert not GENERATOR_STATS._warn_cache and not GENERATOR_STATS._error_cache
    params = {p["name"] for p in schema["paths"]["/api/cards/"]["get"]["parameters"]}
    assert {"q", "lv", "bt", "a_min", "lost_iii_max", "from", "sort", "order", "page", "page_size"} <= params
    card = schema["components"]["schemas"]["Card"]["properties"]
    assert set(card) == CARD_FIELDS
    assert set(schema["components"]["schemas"]["CardDetail"]["properties"]) == CARD_DETAIL_FIELDS


def test_the_schema_and_docs_pages_are_served(client, db):
    assert client.get("/api/schema/").status_code == 200
    assert client.get("/api/docs/").status_code == 200


def test_a_page_of_cards_costs_the_same_few_queries_however_many_links(
    client, catalog, django_assert_max_num_queries
):
    # Count, page, and one query per link direction for the whole page: no query per card.
    with django_assert_max_num_queries(4):
        body = get_list(client, q="greymon", page_size=100).json()
    assert len(body["results"]) > 20
    assert sum(len(c["evolves_to"]) + len(c["evolves_from"]) for c in body["results"]) > 100


def test_a_nul_in_the_query_is_a_400_and_in_a_number_is_ignored(client, catalog):
    assert get_list(client, q="greymon\x00").status_code == 400
    response = client.get("/api/cards/Bo-1%00/")
    assert response.status_code == 200 and response.json()["number"] == "Bo-1"


def test_one_card_lists_its_other_printings_with_only_the_stats_that_differ(client, catalog):
    body = client.get(reverse("cards:api-detail", args=["St-1"])).json()
    agumon = Card.objects.get(number="St-1")
    others = Card.objects.filter(name_key=agumon.name_key).exclude(pk=agumon.pk)
    assert {p["number"] for p in body["printings"]} == {c.number for c in others}
    bo_421 = next(p for p in body["printings"] if p["number"] == "Bo-421")
    differences = {d["field"]: d["value"] for d in bo_421["differences"]}
    assert differences["battle_type"] == "C" and differences["attack_a"] == 340
    assert "attack_b" not in differences  # both print 230


def test_one_card_says_how_the_engine_plays_it(client, catalog):
    engine = client.get(reverse("cards:api-detail", args=["Bo-1dw"])).json()["engine"]
    assert engine["status"] == "compiled" and engine["manual"] == []
    assert (
        "While this card is in play: your Digimon is protected from the effects of “Particle Worm No. 2”."
        in (engine["sentences"])
    )
    manual = client.get(reverse("cards:api-detail", args=["Bo-694"])).json()["engine"]
    assert manual["status"] == "manual" and manual["reason"].startswith("Played by hand")
    assert manual["manual"] and manual["sentences"] == []


# Forgiving names and suggestions


def test_wargreymon_without_its_space_finds_war_greymon(client, catalog):
    body = get_list(client, q="wargreymon", page_size=100).json()
    assert body["count"] == Card.objects.filter(name_key__startswith="war greymon").count()
    assert "St-61" in {c["number"] for c in body["results"]}
    assert all(c["name"].startswith("War Greymon") for c in body["results"])
    assert body["suggestions"] == []


def test_a_misspelt_name_finds_nothing_and_suggests_the_name_meant(client, catalog):
    body = get_list(client, q="agumno").json()
    assert (body["count"], body["results"]) == (0, [])
    assert body["suggestions"][0] == "Agumon"


def test_suggestions_start_from_the_words_of_the_query_not_its_terms(client, catalog):
    assert get_list(client, q="metalgreymn lv:iii").json()["suggestions"][0] == "Metal Greymon"
    assert get_list(client, q="lv:iii a>9000").json()["suggestions"] == []


# Autocomplete


def autocomplete(client, **params):
    return client.get(reverse("cards:api-autocomplete"), params)


def test_autocomplete_offers_names_that_begin_with_the_text_first(client, catalog):
    body = autocomplete(client, q="metalg").json()
    assert body["q"] == "metalg"
    assert [entry["value"] for entry in body["results"][:2]] == [
        "Metal Garurumon",
        "Metal Garurumon X-Antibody",
    ]
    greymon = next(entry for entry in body["results"] if entry["value"] == "Metal Greymon")
    assert greymon == {
        "kind": "name",
        "value": "Metal Greymon",
        "label": "Metal Greymon",
        "cards": Card.objects.filter(name_key="metal greymon").count(),
        "url": "/cards/?q=%22Metal+Greymon%22",
    }


def test_autocomplete_offers_card_numbers_in_any_spelling_in_number_order(client, catalog):
    results = autocomplete(client, q="ST 6", limit=4).json()["results"]
    assert [(r["kind"], r["value"], r["url"]) for r in results[:2]] == [
        ("number", "St-6", "/cards/St-6/"),
        ("number", "St-60", "/cards/St-60/"),
    ]
    assert results[0]["label"] == f"St-6 {Card.objects.get(number='St-6').name}"
    assert len(results) == 4


def test_autocomplete_of_nothing_is_empty_and_a_bad_limit_is_a_400(client, catalog):
    assert autocomplete(client, q="  ").json()["results"] == []
    response = autocomplete(client, q="agu", limit=21)
    assert response.status_code == 400 and "limit" in response.json()["detail"]


def test_autocomplete_is_throttled_with_the_search_scope(client, catalog, settings):
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = {**rest["DEFAULT_THROTTLE_RATES"], "search_anon": "2/min"}
    settings.REST_FRAMEWORK = rest
    statuses = [autocomplete(client, q="agu").status_code for _ in range(2)]
    assert get_list(client, q="agumon").status_code == 429
    assert statuses == [200, 200]
