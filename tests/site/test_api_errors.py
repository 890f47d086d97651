"""Every error under /api/ is JSON with a `detail` naming the problem; the HTML pages keep HTML errors."""

import json

import pytest
from django.db import connection
from django.test import Client
from rest_framework.exceptions import Throttled
from rest_framework.test import APIClient

from dmcg_site.api_errors import exception_handler
from dmcg_site.parsers import MAX_DEPTH, nesting_depth

JSON_ENDPOINTS = [
    "/api/decks/validate/",
    "/api/decks/",
    "/api/decks/import/",
    "/api/matches/",
    "/api/simulations/",
]
TOO_BIG = 3 * 1024 * 1024


@pytest.fixture
def anonymous():
    # Server errors come back as responses, as a real client would see them.
    return APIClient(raise_request_exception=False)


@pytest.fixture
def api_client(owner):
    client = APIClient()
    client.force_authenticate(owner)
    return client


def assert_json_error(response, status: int, *named: str) -> str:
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    detail = response.json()["detail"]
    for word in named:
        assert word in detail
    return detail


@pytest.mark.parametrize("path", JSON_ENDPOINTS)
def test_a_thousand_open_brackets_are_a_400_naming_the_depth_limit_on_every_json_endpoint(
    anonymous, catalog, path
):
    response = anonymous.post(path, "[" * 1000, content_type="application/json")
    assert_json_error(response, 400, "1000 levels deep", f"at most {MAX_DEPTH}")


def test_nesting_just_inside_the_limit_reaches_the_endpoint(anonymous, catalog):
    body = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    response = anonymous.post("/api/decks/validate/", body, content_type="application/json")
    # The endpoint itself answers: the body is a list, not the object it expects.
    assert_json_error(response, 400, "Expected a dictionary")


def test_brackets_inside_strings_are_not_nesting(anonymous, catalog):
    body = json.dumps({"format": "[" * 5000 + '\\"{', "cards": []})
    response = anonymous.post("/api/decks/validate/", body, content_type="application/json")
    assert_json_error(response, 400, "format: Ensure this field has no more than 40 characters.")


def test_the_depth_of_a_body_in_another_charset_is_measured_on_its_text(anonymous, catalog):
    response = anonymous.post(
        "/api/decks/validate/",
        ("[" * 1000).encode("utf-16"),
        content_type="application/json; charset=utf-16",
    )
    assert_json_error(response, 400, "1000 levels deep")


@pytest.mark.parametrize(
    ("body", "depth"),
    [(b"1", 0), (b'"[[["', 0), (b"[]", 1), (b'{"a": [{"b": "]]]"}]}', 3), (b"[[]][[[]]]", 3)],
)
def test_nesting_depth_counts_brackets_outside_strings(body, depth):
    assert nesting_depth(body) == depth


@pytest.mark.parametrize("path", JSON_ENDPOINTS)
def test_a_json_body_over_the_upload_limit_is_a_413_naming_the_limit(anonymous, catalog, path):
    body = json.dumps({"text": "x" * TOO_BIG})
    response = anonymous.post(path, body, content_type="application/json")
    assert_json_error(response, 413, "larger than 2,621,440 bytes")


def test_a_form_body_over_the_upload_limit_is_a_413_under_the_api(anonymous, catalog):
    response = anonymous.post(
        "/api/decks/import/", "text=" + "x" * TOO_BIG, content_type="application/x-www-form-urlencoded"
    )
    assert_json_error(response, 413, "larger than 2,621,440 bytes")


def test_a_form_with_too_many_fields_is_a_json_400_naming_the_setting(anonymous, catalog):
    body = "&".join(f"f{i}=1" for i in range(1001))
    response = anonymous.post("/api/decks/import/", body, content_type="application/x-www-form-urlencoded")
    assert_json_error(response, 400, "DATA_UPLOAD_MAX_NUMBER_FIELDS")


def test_a_form_body_over_the_upload_limit_is_an_html_400_on_the_pages(owner):
    client = Client(raise_request_exception=False)
    client.force_login(owner)
    response = client.post(
        "/decks/new/", "name=" + "x" * TOO_BIG, content_type="application/x-www-form-urlencoded"
    )
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize(
    ("path", "named"),
    [
        ("/api/matches/abc/", "/api/matches/abc/"),
        ("/api/simulations/1.5/", "/api/simulations/1.5/"),
        ("/api/no-such-endpoint/", "/api/no-such-endpoint/"),
        ("/api", "/api"),
        ("/api/matches/999999/", "No such match"),
        ("/api/simulations/999999/", "No such simulation"),
        ("/api/decks/999999/", "No such deck"),
        ("/api/cards/Zz-999/", "Zz-999"),
        ("/api/replays/no-such-share/", "No such replay"),
    ],
)
def test_an_unknown_id_under_the_api_is_a_json_404_naming_it(anonymous, catalog, path, named):
    assert_json_error(anonymous.get(path), 404, named)


@pytest.mark.parametrize("path", ["/play/abc/", "/no-such-page/", "/cards/Zz-999/"])
def test_an_unknown_page_outside_the_api_is_an_html_404(catalog, path):
    response = Client().get(path)
    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")


def test_field_errors_get_a_detail_naming_each_field_and_keep_the_field_map_under_errors(api_client, deck):
    response = api_client.post("/api/simulations/", {"deck": deck.pk, "games": "many"}, format="json")
    detail = assert_json_error(response, 400, "games:", "A valid integer is required.")
    assert response.json()["errors"]["games"] == ["A valid integer is required."]
    assert detail.startswith("games: ")


def test_nested_field_errors_name_their_position(anonymous, catalog):
    response = anonymous.post(
        "/api/decks/validate/", {"cards": [{"number": "St-1", "count": 1}, {"number": "St-2"}]}, format="json"
    )
    assert_json_error(response, 400, "cards[1].count: This field is required.")


def test_a_throttled_request_keeps_its_retry_after_header_and_gets_a_detail():
    response = exception_handler(Throttled(wait=17), {})
    assert response.status_code == 429
    assert response["Retry-After"] == "17"
    assert "17 seconds" in response.data["detail"]


def test_an_unsupported_media_type_is_a_json_415_naming_it(anonymous, catalog):
    response = anonymous.post("/api/decks/validate/", "<deck/>", content_type="application/xml")
    assert_json_error(response, 415, "application/xml")


def broken(**_kwargs):
    raise RuntimeError("a bug")


def test_a_server_error_under_the_api_is_a_json_500(anonymous, catalog, monkeypatch):
    monkeypatch.setattr("cards.api.card_list", broken)
    assert_json_error(anonymous.get("/api/cards/"), 500, "Server error")


def test_a_server_error_on_a_page_is_the_html_500(catalog, monkeypatch):
    monkeypatch.setattr("cards.views.card_list", broken)
    response = Client(raise_request_exception=False).get("/cards/", {"q": "agumon"})
    assert response.status_code == 500
    assert response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/matches/", {"deck": {"text": "3 Agu\u0000mon"}}),
        ("/api/matches/", {"deck": "share\u0000id"}),
        ("/api/simulations/", {"deck": "share\u0000id", "games": 1}),
        ("/api/decks/", {"name": "a\u0000b"}),
    ],
)
def test_a_nul_character_in_a_json_body_is_a_400_on_every_database(anonymous, catalog, path, body):
    """PostgreSQL text cannot hold NUL: a pasted decklist with one was a server error there."""
    response = anonymous.post(path, body, format="json")
    assert_json_error(response, 400, "NUL character (\\u0000)")


def test_an_escaped_backslash_before_u0000_is_text_not_a_nul(anonymous, catalog):
    body = r'{"format": "\\u0000", "cards": []}'
    response = anonymous.post("/api/decks/validate/", body, content_type="application/json")
    assert_json_error(response, 400, "Unknown deck format '\\u0000'")


@pytest.mark.parametrize(
    "path", ["/api/decks/a%00b/", "/api/replays/a%00b/", "/api/decks/?scope=public&name=a%00b"]
)
def test_a_nul_character_in_the_url_is_a_json_answer_naming_it_on_postgresql(anonymous, deck, path):
    deck.is_public = True
    deck.save()
    response = anonymous.get(path)
    if connection.vendor == "postgresql":
        assert_json_error(response, 400, "NUL character (%00)")
    else:
        # SQLite stores and compares NUL like any character: nothing matches.
        assert response.status_code in (200, 404)
        assert response["Content-Type"].startswith("application/json")
