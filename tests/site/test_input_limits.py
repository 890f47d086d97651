"""Every free-text input has a length limit, and the 400 names it (deck names, notes, decklists)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from decks.decklists import DecklistError, load_text
from decks.decklists.dek import MAX_DEK_BYTES
from decks.decklists.text import MAX_LINE_CHARS, MAX_TEXT_LINES
from decks.models import Deck
from decks.services import NOTES_MAX, DeckError, deck_create
from tests.factories import STARTER_TEXT


@pytest.fixture
def api(owner):
    client = APIClient()
    client.force_authenticate(owner)
    return client


def detail_of(response, status: int = 400) -> str:
    assert response.status_code == status, response.content[:300]
    assert response["Content-Type"].startswith("application/json")
    return response.json()["detail"]


def test_deck_notes_of_two_megabytes_are_refused_and_nothing_is_stored(api, catalog):
    response = api.post("/api/decks/", {"name": "Long notes", "notes": "n" * 2_000_000}, format="json")
    assert "notes: Ensure this field has no more than 10000 characters." in detail_of(response)
    assert not Deck.objects.exists()


def test_notes_at_the_limit_are_kept(api, catalog):
    response = api.post("/api/decks/", {"name": "Full notes", "notes": "n" * NOTES_MAX}, format="json")
    assert response.status_code == 201
    assert len(Deck.objects.get().notes) == NOTES_MAX


def test_changing_a_decks_notes_past_the_limit_is_refused(api, deck):
    response = api.patch(f"/api/decks/{deck.pk}/", {"notes": "n" * (NOTES_MAX + 1)}, format="json")
    assert "notes:" in detail_of(response)
    deck.refresh_from_db()
    assert deck.notes == ""


def test_the_deck_service_refuses_long_notes_from_any_caller(owner, catalog):
    with pytest.raises(DeckError, match="at most 10,000 characters, not 10,001"):
        deck_create(owner=owner, name="Service", notes="n" * (NOTES_MAX + 1))


def test_a_deck_name_past_120_characters_is_refused_naming_the_field(api, catalog):
    response = api.post("/api/decks/", {"name": "x" * 121}, format="json")
    assert "name: Ensure this field has no more than 120 characters." in detail_of(response)


def test_the_new_deck_page_refuses_long_notes_with_an_html_400(client, owner, catalog):
    client.force_login(owner)
    response = client.post(
        "/decks/new/", {"name": "Page", "format_code": "standard", "notes": "n" * (NOTES_MAX + 1)}
    )
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/html")
    assert "at most 10000 characters" in response.content.decode()
    assert not Deck.objects.exists()


def test_a_100000_line_decklist_is_refused_at_once_naming_the_line_limit(catalog):
    with pytest.raises(DecklistError) as refused:
        load_text("1 St-1\n" * 100_000)
    [error] = refused.value.errors
    assert error.line_no == MAX_TEXT_LINES + 1
    assert "the decklist has 100,000 lines; a decklist has at most 1,000 lines" in error.message


def test_a_decklist_of_1001_short_lines_is_refused_by_the_import_api(api, catalog):
    response = api.post("/api/decks/import/", {"text": "1 St-1\n" * (MAX_TEXT_LINES + 1)}, format="json")
    assert "at most 1,000 lines" in detail_of(response)
    assert response.json()["errors"][0]["line"] == MAX_TEXT_LINES + 1


def test_a_long_comment_is_no_reason_to_refuse_a_line(catalog):
    entries = load_text(f"{STARTER_TEXT}  # {'a note ' * 100}")
    assert sum(count for _card, count in entries) == 30


def test_a_decklist_text_past_100000_characters_is_refused_naming_the_field(api, catalog):
    response = api.post("/api/decks/import/", {"text": "x" * 100_001}, format="json")
    assert "text: Ensure this field has no more than 100000 characters." in detail_of(response)


def test_an_overlong_line_is_reported_with_its_length_and_the_rest_of_the_list_still_read(catalog):
    """Long runs of spaces made the count patterns backtrack for seconds; the line is refused unread."""
    spaces = "3" + " " * 50_000 + "St-1"
    with pytest.raises(DecklistError) as refused:
        load_text(f"{STARTER_TEXT}\n{spaces}")
    [error] = refused.value.errors
    assert error.line_no == STARTER_TEXT.count("\n") + 2
    assert f"the card part of the line has 50,005 characters; at most {MAX_LINE_CHARS}" in error.message
    assert len(error.raw) == MAX_LINE_CHARS + 1


def test_an_uploaded_decklist_file_past_the_size_limit_is_refused_naming_it(api, catalog):
    upload = SimpleUploadedFile("huge.dek", b"<deck>" + b" " * MAX_DEK_BYTES + b"</deck>")
    response = api.post("/api/decks/import/", {"file": upload}, format="multipart")
    assert "huge.dek has 1,000,013 bytes; a decklist file has at most 1,000,000" in detail_of(response)


def test_a_pasted_match_deck_with_a_long_name_is_refused(api, catalog):
    response = api.post(
        "/api/matches/",
        {"deck": {"text": STARTER_TEXT, "name": "x" * 121}, "opponent": "dummy"},
        format="json",
    )
    assert "name has 121 characters; at most 120" in detail_of(response)


def test_a_100000_line_decklist_pasted_to_start_a_match_names_the_line_limit(api, catalog):
    response = api.post("/api/matches/", {"deck": {"text": "1 St-1\n" * 100_000}}, format="json")
    assert "at most 1,000 lines" in detail_of(response)


@pytest.mark.parametrize(("param", "found_by"), [("name", "Starter"), ("card", "St-1")])
def test_a_public_deck_search_longer_than_any_name_finds_nothing_instead_of_failing(param, found_by, deck):
    deck.is_public = True
    deck.save()
    client = APIClient(raise_request_exception=False)
    # 60,000 characters were a LIKE pattern past SQLite's limit once a public deck was there to test.
    response = client.get("/api/decks/", {"scope": "public", param: "x" * 60_000})
    assert response.status_code == 200
    assert response.json()["count"] == 0
    assert client.get("/api/decks/", {"scope": "public", param: found_by}).json()["count"] == 1
