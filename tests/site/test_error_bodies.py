"""Errors under /api/ are JSON with a `detail` naming the problem (dmcg_site.api_errors)."""

from dmcg_site.api_errors import errors_summary


def test_a_body_that_fails_validation_names_the_first_bad_field_and_keeps_every_field(client, catalog):
    body = {"format": "standard", "cards": [{"number": "St-1", "count": 1}, {"number": "St-1", "count": 0}]}
    response = client.post("/api/decks/validate/", body, content_type="application/json")
    assert response.status_code == 400
    message = "Ensure this value is greater than or equal to 1."
    assert response.json()["detail"] == f"cards[1].count: {message}"
    assert response.json()["errors"] == {"cards": {"1": {"count": [message]}}}


def test_a_message_about_the_whole_body_carries_no_field(client, catalog):
    response = client.post("/api/matches/", {"opponent": "dummy"}, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["detail"].startswith('Send a "deck"')
    assert "non_field_errors" in response.json()["errors"]


def test_the_summary_walks_nested_rows_and_fields_and_names_each_failing_one():
    errors = {"name": [], "cards": {2: {"number": ["Unknown card."]}}, "format": ["Too long."]}
    assert errors_summary(errors) == "cards[2].number: Unknown card.; format: Too long."
    assert errors_summary({"cards": [{}, {"count": ["Too small."]}]}) == "cards[1].count: Too small."


def test_an_unknown_url_under_api_is_a_json_404_naming_it(client, db):
    response = client.get("/api/matches/not-a-number/")
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert "/api/matches/not-a-number/" in response.json()["detail"]


def test_an_unknown_page_outside_api_is_still_the_site_404_page(client, db):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")
