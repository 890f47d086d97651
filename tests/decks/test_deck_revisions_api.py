"""The deck API's revision guard: every answer carries `revision`, a stale one sent back gets 409."""

import pytest
import yaml
from rest_framework.test import APIClient

from decks import services
from decks.models import Deck
from decks.selectors import deck_entries


def detail(deck):
    return f"/api/decks/{deck.pk}/"


@pytest.fixture
def api(owner):
    client = APIClient()
    client.force_login(owner)
    return client


def numbers(deck):
    return [(card.number, count) for card, count in deck_entries(deck=deck)]


def test_a_deck_answer_carries_its_revision_also_as_the_etag(api, deck):
    response = api.get(detail(deck))
    assert response.json()["revision"] == 1
    assert response["ETag"] == '"1"'


def test_a_change_on_the_current_revision_is_saved_and_answers_the_next_one(api, deck):
    response = api.patch(detail(deck), {"name": "Renamed", "revision": 1}, format="json")
    assert response.status_code == 200, response.content
    assert (response.json()["name"], response.json()["revision"], response["ETag"]) == ("Renamed", 2, '"2"')


def test_a_stale_revision_gets_409_with_the_current_deck_and_saves_nothing(api, deck):
    api.patch(detail(deck), {"notes": "from the other tab", "revision": 1}, format="json")
    response = api.patch(
        detail(deck), {"cards": [{"number": "St-3", "count": 1}], "revision": 1}, format="json"
    )
    assert response.status_code == 409
    body = response.json()
    assert "at revision 2, not 1" in body["detail"]
    assert body["deck"]["revision"] == 2 and body["deck"]["notes"] == "from the other tab"
    assert len(body["deck"]["entries"]) == 11
    assert ("St-3", 1) not in numbers(deck) and Deck.objects.get(pk=deck.pk).version == 2


def test_a_stale_if_match_header_gets_409_too(api, deck):
    first = api.patch(detail(deck), {"name": "one"}, format="json", headers={"If-Match": '"1"'})
    assert first.status_code == 200
    response = api.patch(detail(deck), {"name": "two"}, format="json", headers={"If-Match": '"1"'})
    assert response.status_code == 409
    assert response.json()["deck"]["name"] == "one"


@pytest.mark.parametrize("header", ["2", 'W/"2"'])
def test_if_match_takes_a_bare_or_weak_revision(api, deck, header):
    services.deck_update(deck=deck, name="moved on")
    response = api.patch(detail(deck), {"name": "mine"}, format="json", headers={"If-Match": header})
    assert response.status_code == 200 and response.json()["revision"] == 3


def test_a_malformed_if_match_is_a_400_naming_it(api, deck):
    response = api.patch(detail(deck), {"name": "x"}, format="json", headers={"If-Match": "latest"})
    assert response.status_code == 400
    detail_text = response.json()["detail"]
    assert "If-Match must be a deck revision" in detail_text and "latest" in detail_text


def test_if_match_and_a_body_revision_that_disagree_are_a_400(api, deck):
    body = {"name": "x", "revision": 1}
    response = api.patch(detail(deck), body, format="json", headers={"If-Match": '"2"'})
    assert response.status_code == 400
    assert "revision 2 but the body names 1" in response.json()["detail"]
    assert Deck.objects.get(pk=deck.pk).name == "Starter Greymon"


def test_a_script_without_a_revision_still_changes_the_current_deck(api, deck):
    services.deck_update(deck=deck, notes="kept")
    response = api.patch(detail(deck), {"cards": [{"number": "St-1", "count": 3}]}, format="json")
    assert response.status_code == 200
    assert response.json()["notes"] == "kept" and numbers(deck) == [("St-1", 3)]


def test_the_openapi_schema_documents_the_409_and_the_revision_field(api, db):
    schema = yaml.safe_load(api.get("/api/schema/").content)
    patch = schema["paths"]["/api/decks/{key}/"]["patch"]
    assert "409" in patch["responses"]
    assert "If-Match" in [parameter["name"] for parameter in patch["parameters"]]
    assert "revision" in schema["components"]["schemas"]["PatchedDeckUpdateInput"]["properties"]
    assert schema["components"]["schemas"]["DeckConflictOutput"]["properties"].keys() == {"detail", "deck"}


def test_a_burst_of_saves_is_one_history_row_holding_the_last_of_them(api, deck):
    for revision, name in enumerate(["one", "two", "three"], start=1):
        api.patch(detail(deck), {"name": name, "revision": revision}, format="json")
    history = api.get(f"/api/decks/{deck.pk}/revisions/").json()
    assert [row["number"] for row in history] == [2, 1]
    assert history[0]["snapshot"]["name"] == "three"
    assert history[0]["updated"] > history[0]["created"]
    assert api.get(detail(deck)).json()["revision"] == 4


def test_a_delete_on_a_stale_revision_gets_409_and_the_deck_stays(api, deck):
    api.patch(detail(deck), {"notes": "from the other tab", "revision": 1}, format="json")
    response = api.delete(detail(deck), headers={"If-Match": '"1"'})
    assert response.status_code == 409
    assert response.json()["detail"].startswith("Not deleted: this deck is at revision 2, not 1")
    assert response.json()["deck"]["notes"] == "from the other tab"
    assert Deck.objects.filter(pk=deck.pk).exists()


def test_a_delete_on_the_current_revision_deletes(api, deck):
    assert api.delete(detail(deck), headers={"If-Match": '"1"'}).status_code == 204
    assert not Deck.objects.filter(pk=deck.pk).exists()
