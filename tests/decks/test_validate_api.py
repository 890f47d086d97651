"""POST /api/decks/validate/: the legality shape, no login, nothing stored, clear 400s."""

import pytest
from django.urls import reverse

URL = "/api/decks/validate/"
LEGAL_30 = [{"number": f"St-{n}", "count": 3} for n in range(1, 11)]


def post(client, body):
    return client.post(URL, body, content_type="application/json")


def test_the_route_is_named():
    assert reverse("decks:api-validate") == URL


def test_a_legal_deck_is_legal_for_an_anonymous_visitor(client, catalog):
    response = post(client, {"format": "standard", "cards": LEGAL_30})
    assert response.status_code == 200
    assert response.json() == {"legal": True, "count": 30, "violations": [], "warnings": []}


def test_it_reports_violations_and_warnings_in_the_documented_shape(client, catalog):
    # Two Agumon numbers (St-1, Bo-421) make four copies of one name: D-5 and D-W1 together.
    cards = [*LEGAL_30[1:], {"number": "St-1", "count": 3}, {"number": "bo421", "count": 1}]
    body = post(client, {"format": "standard", "cards": cards}).json()
    assert body["legal"] is False
    assert body["count"] == 31
    assert [(v["code"], v["rule"]) for v in body["violations"]] == [
        ("E_DECK_SIZE", "D-1"),
        ("E_NAME_LIMIT", "D-5"),
    ]
    assert body["violations"][1]["cards"] == ["St-1", "Bo-421"]
    assert body["warnings"] == [
        {
            "code": "W_SAME_NAME_DIFFERENT_NUMBER",
            "message": body["warnings"][0]["message"],
            "rule": "D-W1",
            "cards": ["St-1", "Bo-421"],
        }
    ]
    assert "'Agumon'" in body["warnings"][0]["message"]


def test_unknown_and_2020_numbers_are_violations_not_errors(client, catalog):
    cards = [{"number": "St-9999", "count": 1}, {"number": "BT1-010", "count": 2}]
    body = post(client, {"format": "standard", "cards": cards}).json()
    assert [v["code"] for v in body["violations"]] == [
        "E_UNKNOWN_CARD",
        "E_WRONG_GAME",
        "E_DECK_SIZE",
        "E_NO_LEVEL_III",
    ]
    assert body["count"] == 3


def test_the_format_defaults_to_standard(client, catalog):
    assert post(client, {"cards": LEGAL_30}).json()["legal"] is True


def test_an_unknown_format_is_a_400_naming_it(client, catalog):
    response = post(client, {"format": "pauper", "cards": LEGAL_30})
    assert response.status_code == 400
    assert "Unknown deck format 'pauper'" in response.json()["detail"]
    assert "standard" in response.json()["detail"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"format": "standard"}, "cards"),
        ({"cards": [{"number": "St-1", "count": 0}]}, "cards"),
        ({"cards": [{"number": "St-1"}]}, "cards"),
        ({"cards": "St-1"}, "cards"),
    ],
)
def test_a_malformed_body_is_a_400_naming_the_field(client, catalog, body, field):
    response = post(client, body)
    assert response.status_code == 400
    assert response.json()["detail"].startswith(field)
    assert field in response.json()["errors"]


def test_it_stores_nothing_and_needs_no_csrf_token(catalog):
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        response = post(Client(enforce_csrf_checks=True), {"format": "tournament-u5", "cards": LEGAL_30})
    assert response.status_code == 200
    assert queries.captured_queries
    assert all(q["sql"].lstrip().upper().startswith("SELECT") for q in queries.captured_queries)


def test_get_is_not_allowed(client, db):
    assert client.get(URL).status_code == 405


def test_the_schema_documents_the_endpoint(client, db):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    operation = schema["paths"][URL]["post"]
    assert operation["operationId"] == "decks_validate"
    assert set(schema["components"]["schemas"]["ValidateOutput"]["properties"]) == {
        "legal",
        "count",
        "violations",
        "warnings",
    }


def test_the_validation_service_checks_loaded_cards_for_the_deck_site(catalog):
    from decks.decklists import load_text
    from decks.validation import deck_cards_validate, decklist_validate

    entries = load_text("3 St-1\n1 Bo-421\n" + "\n".join(f"3 St-{n}" for n in range(2, 11)))
    result = deck_cards_validate(format_code="standard", entries=entries)
    assert result.codes() == ["E_DECK_SIZE", "E_NAME_LIMIT"]
    by_number = decklist_validate(format_code="standard", cards=[(c.number, n) for c, n in entries])
    assert by_number == result
