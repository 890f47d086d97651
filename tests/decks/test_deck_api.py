"""The deck API: owner-only writes (owner, friend, outsider, anonymous token), export and import."""

import json

import pytest
from rest_framework.test import APIClient

from decks.models import Deck
from decks.selectors import deck_entries
from tests.factories import DeckFactory

LIST = "/api/decks/"


def detail(deck_or_key):
    key = deck_or_key if isinstance(deck_or_key, (str, int)) else deck_or_key.pk
    return f"/api/decks/{key}/"


def client_for(user=None, **kwargs):
    client = APIClient(**kwargs)
    if user is not None:
        client.force_login(user)
    return client


def numbers(deck):
    return [(card.number, count) for card, count in deck_entries(deck=deck)]


def test_the_owner_changes_a_deck_and_a_revision_is_recorded(deck, owner):
    response = client_for(owner).patch(detail(deck), {"name": "Renamed", "is_public": True}, format="json")
    assert response.status_code == 200, response.content
    assert response.json()["name"] == "Renamed" and response.json()["revision"] == 2
    assert Deck.objects.get(pk=deck.pk).is_public


@pytest.mark.parametrize("who", ["friend", "outsider", "anonymous"])
def test_everybody_but_the_owner_gets_403_on_patch_and_delete(deck, who, request):
    client = client_for(None if who == "anonymous" else request.getfixturevalue(who))
    assert client.patch(detail(deck), {"name": "mine now"}, format="json").status_code == 403
    assert client.delete(detail(deck.share_id)).status_code == 403
    deck.refresh_from_db()
    assert deck.name == "Starter Greymon"


def test_a_friend_with_the_share_link_reads_a_private_deck(deck, friend):
    response = client_for(friend).get(detail(deck.share_id))
    assert response.status_code == 200
    body = response.json()
    assert body["can_edit"] is False and body["owner"] == "owner"
    assert body["legality"]["legal"] is True and body["legality"]["count"] == 30


def test_a_private_deck_is_not_readable_by_its_guessable_id(deck, outsider, owner):
    assert client_for(outsider).get(detail(deck)).status_code == 404
    assert client_for(owner).get(detail(deck)).status_code == 200


def test_a_public_deck_is_readable_by_id(deck, outsider):
    Deck.objects.filter(pk=deck.pk).update(is_public=True)
    assert client_for(outsider).get(detail(deck)).status_code == 200


def test_an_anonymous_deck_is_edited_with_its_token_header(db):
    created = client_for().post(
        LIST, {"name": "anon", "cards": [{"number": "St-1", "count": 2}]}, format="json"
    )
    assert created.status_code == 201
    body = created.json()
    assert body["owner"] is None and body["edit_token"]
    stranger = client_for()
    assert stranger.patch(detail(body["share_id"]), {"name": "x"}, format="json").status_code == 403
    wrong = client_for(HTTP_X_DECK_TOKEN="not-the-token")
    assert wrong.patch(detail(body["share_id"]), {"name": "x"}, format="json").status_code == 403
    right = client_for(HTTP_X_DECK_TOKEN=body["edit_token"])
    response = right.patch(detail(body["id"]), {"cards": [{"number": "St-1", "count": 3}]}, format="json")
    assert response.status_code == 200 and response.json()["entries"][0]["count"] == 3


def test_a_signed_in_write_without_the_csrf_token_is_refused(deck, owner):
    client = client_for(owner, enforce_csrf_checks=True)
    assert client.patch(detail(deck), {"name": "x"}, format="json").status_code == 403


def test_create_names_every_unknown_number_and_saves_nothing(owner):
    cards = [
        {"number": "St-1", "count": 3},
        {"number": "St-9999", "count": 1},
        {"number": "Zz-1", "count": 1},
    ]
    response = client_for(owner).post(LIST, {"name": "bad", "cards": cards}, format="json")
    assert response.status_code == 400
    assert "St-9999" in response.json()["detail"] and "Zz-1" in response.json()["detail"]
    assert not Deck.objects.filter(name="bad").exists()


def test_create_refuses_a_partner_that_is_not_level_iii(owner):
    cards = [{"number": "St-2", "count": 1}]
    response = client_for(owner).post(LIST, {"name": "x", "cards": cards, "partner": "St-2"}, format="json")
    assert response.status_code == 400 and "Level III" in response.json()["detail"]


def test_my_list_holds_only_my_decks(deck, friend, owner):
    DeckFactory(owner=friend, name="Friend's deck")
    names = [row["name"] for row in client_for(owner).get(LIST).json()["results"]]
    assert names == ["Starter Greymon"]


def test_the_public_list_is_searchable_by_name_and_by_card(deck, friend, card):
    DeckFactory(owner=friend, name="Gomamon rush", is_public=True, entries=[(card("St-11"), 3)])
    DeckFactory(owner=friend, name="Agumon public", is_public=True, entries=[(card("St-1"), 3)])
    client = client_for()

    def names(**params):
        return sorted(
            row["name"] for row in client.get(LIST, {"scope": "public", **params}).json()["results"]
        )

    assert names() == ["Agumon public", "Gomamon rush"]  # the private Starter Greymon is not listed
    assert names(name="rush") == ["Gomamon rush"]
    assert names(card="st-11") == ["Gomamon rush"]
    assert names(card="agumon") == ["Agumon public"]
    # The size counts every card of the deck, not only the entries that matched the search.
    DeckFactory(owner=friend, name="Mixed", is_public=True, entries=[(card("St-1"), 3), (card("St-2"), 2)])
    rows = client.get(LIST, {"scope": "public", "card": "St-2"}).json()["results"]
    assert [(row["name"], row["count"]) for row in rows] == [("Mixed", 5)]


def test_text_export_imports_back_to_the_same_deck(deck, friend):
    text = client_for(friend).get(f"/api/decks/{deck.share_id}/export/", {"format": "text"})
    assert text.status_code == 200 and text["Content-Type"].startswith("text/plain")
    assert "3 St-2 Greymon" in text.content.decode()
    imported = client_for(friend).post("/api/decks/import/", {"text": text.content.decode()}, format="json")
    assert imported.status_code == 201, imported.content
    assert numbers(Deck.objects.get(pk=imported.json()["id"])) == numbers(deck)


def test_json_export_is_a_valid_create_body(deck, owner):
    exported = client_for(owner).get(f"/api/decks/{deck.pk}/export/", {"format": "json"})
    body = json.loads(exported.content)
    assert body["partner"] == "St-1"
    created = client_for(owner).post(LIST, body, format="json")
    assert created.status_code == 201
    copy = Deck.objects.get(pk=created.json()["id"])
    assert numbers(copy) == numbers(deck) and copy.partner.number == "St-1"


def test_the_export_address_without_its_trailing_slash_redirects_permanently_with_the_format(deck, friend):
    response = client_for(friend).get(f"/api/decks/{deck.share_id}/export?format=dek")
    assert response.status_code == 301
    assert response["Location"] == f"/api/decks/{deck.share_id}/export/?format=dek"
    followed = client_for(friend).get(response["Location"])
    assert followed.status_code == 200 and followed.content.lstrip().startswith(b"<")


def test_an_unknown_export_format_is_a_400(deck, owner):
    response = client_for(owner).get(f"/api/decks/{deck.pk}/export/", {"format": "pdf"})
    assert response.status_code == 400 and "pdf" in response.json()["detail"]


def test_import_lists_every_bad_line_and_saves_nothing(owner):
    text = "# my deck\n3 St-1\n2 Notamon\n3 St-2\n1 BT1-010\n"
    before = Deck.objects.count()
    response = client_for(owner).post("/api/decks/import/", {"text": text, "name": "bad"}, format="json")
    assert response.status_code == 400
    assert [error["line"] for error in response.json()["errors"]] == [3, 5]
    assert "2020" in response.json()["errors"][1]["message"]
    assert Deck.objects.count() == before


def test_import_needs_text_or_a_file(owner):
    response = client_for(owner).post("/api/decks/import/", {"name": "empty"}, format="json")
    assert response.status_code == 400


def test_the_owner_deletes_a_deck(deck, owner):
    assert client_for(owner).delete(detail(deck)).status_code == 204
    assert not Deck.objects.filter(pk=deck.pk).exists()


def test_dek_export_uploads_back_to_the_same_deck(deck, owner):
    """LackeyCCG .dek both ways: export, then upload the file to /api/decks/import/."""
    from django.core.files.uploadedfile import SimpleUploadedFile

    client = client_for(owner)
    exported = client.get(f"/api/decks/{deck.share_id}/export/", {"format": "dek"})
    assert exported.status_code == 200 and exported.content.lstrip().startswith(b"<")
    upload = SimpleUploadedFile("greymon.dek", exported.content, content_type="application/xml")
    imported = client.post("/api/decks/import/", {"file": upload}, format="multipart")
    assert imported.status_code == 201, imported.content
    copy = Deck.objects.get(pk=imported.json()["id"])
    assert numbers(copy) == numbers(deck) and copy.name == "greymon"


def test_a_dek_file_with_an_unknown_card_is_refused_whole(owner):
    from django.core.files.uploadedfile import SimpleUploadedFile

    dek = (
        '<deck version="0.8"><meta><game>DigimonHC</game></meta><superzone name="Deck">'
        '<card><name id="St-1">Agumon</name><set>St1</set></card>'
        '<card><name id="Zz-404">Nobodymon</name><set>Zz</set></card>'
        "</superzone></deck>"
    )
    upload = SimpleUploadedFile("bad.dek", dek.encode(), content_type="application/xml")
    before = Deck.objects.count()
    response = client_for(owner).post("/api/decks/import/", {"file": upload}, format="multipart")
    assert response.status_code == 400 and "Nobodymon" in json.dumps(response.json())
    assert Deck.objects.count() == before


def test_revisions_are_listed_newest_first_and_diffed(deck, owner, friend):
    client_for(owner).patch(detail(deck), {"cards": [{"number": "St-1", "count": 3}]}, format="json")
    reader = client_for(friend)
    url = f"/api/decks/{deck.share_id}/revisions/"
    assert [r["number"] for r in reader.get(url).json()] == [2, 1]
    diff = reader.get(url, {"a": 1, "b": 2}).json()
    assert diff["added"] == [] and diff["changed"] == []
    assert len(diff["removed"]) == 10 and {"number": "St-2", "name": "Greymon", "count": 3} in diff["removed"]
    assert reader.get(url, {"a": 1, "b": 9}).status_code == 400


def test_import_recognises_a_dek_document_sent_as_text(owner, starter_entries):
    from decks.decklists import write_dek

    response = client_for(owner).post(
        "/api/decks/import/", {"text": write_dek(starter_entries), "name": "dek"}, format="json"
    )
    assert response.status_code == 201, response.json()
    deck = Deck.objects.get(name="dek")
    assert sum(count for _, count in deck_entries(deck=deck)) == 30


def test_an_ambiguous_import_line_lists_its_candidates_and_a_pick_resolves_it(owner):
    response = client_for(owner).post("/api/decks/import/", {"text": "3 wargreymon\n"}, format="json")
    assert response.status_code == 400
    (error,) = response.json()["errors"]
    assert {"St-61", "Bo-4j"} <= {candidate["number"] for candidate in error["candidates"]}
    assert all(set(c["attacks"]) == {"A", "B", "C"} for c in error["candidates"])
    response = client_for(owner).post(
        "/api/decks/import/",
        {"text": "3 wargreymon\n", "picks": {"1": "St-61"}, "name": "war"},
        format="json",
    )
    assert response.status_code == 201
    assert [(c.number, n) for c, n in deck_entries(deck=Deck.objects.get(name="war"))] == [("St-61", 3)]
