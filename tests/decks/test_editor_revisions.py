"""The deck editor sends the revision it shows; a change made on a deck changed elsewhere is refused."""

import re

import pytest
from django.urls import reverse

from decks import services
from decks.models import Deck
from decks.selectors import deck_entries

CONFLICT = "it was changed elsewhere"
LIVE = {"X-Live": "deck-side"}
ADD_ON_REVISION_1 = {"card": "St-3", "count": 1, "op": "add", "revision": 1}


def edit_url(deck):
    return reverse("decks:edit", args=[deck.pk])


@pytest.fixture
def editor(client, deck):
    client.force_login(deck.owner)
    return client


def copies(deck, number):
    return dict((card.number, count) for card, count in deck_entries(deck=deck)).get(number, 0)


def test_every_change_form_of_the_editor_carries_the_revision_it_shows(editor, deck):
    services.deck_update(deck=deck, notes="now at revision 2")
    body = editor.get(edit_url(deck), {"q": "st-3"}).content.decode()
    change_form = r'<form method="post" action="[^"]*" data-live="deck-side".*?</form>'
    change_forms = re.findall(change_form, body, re.S)
    # Two per card (±, set), one per search result, one for the details.
    assert len(change_forms) == 2 * 11 + len(re.findall(r"\+ Add</button>", body)) + 1
    assert all('name="revision" value="2"' in form for form in change_forms)
    assert 'data-deck-revision="2"' in body


def test_a_live_change_on_the_shown_revision_is_saved_and_shows_the_next_revision(editor, deck):
    response = editor.post(edit_url(deck), ADD_ON_REVISION_1, headers=LIVE)
    assert response.status_code == 200
    assert 'data-deck-revision="2"' in response.content.decode()
    assert copies(deck, "St-3") == 1


def test_a_live_change_on_a_stale_revision_gets_409_with_a_message_and_the_current_deck(editor, deck):
    services.deck_update(deck=deck, name="Renamed in another tab")
    response = editor.post(edit_url(deck), ADD_ON_REVISION_1, headers=LIVE)
    assert response.status_code == 409
    body = response.content.decode()
    assert 'role="alert"' in body and CONFLICT in body and "at revision 2, not 1" in body
    assert 'data-deck-revision="2"' in body and 'value="Renamed in another tab"' in body
    assert copies(deck, "St-3") == 0


def test_the_same_click_sent_twice_on_one_revision_applies_once(editor, deck):
    codes = [editor.post(edit_url(deck), ADD_ON_REVISION_1, headers=LIVE).status_code for _ in range(2)]
    assert codes == [200, 409]
    assert copies(deck, "St-3") == 1


def test_a_plain_form_change_on_a_stale_revision_shows_the_message_over_the_current_deck(editor, deck):
    services.deck_card_set_count(deck=deck, card=deck.entries.first().card, count=1)
    set_on_revision_1 = {"card": "St-3", "count": 2, "op": "set", "revision": 1}
    response = editor.post(edit_url(deck), set_on_revision_1, follow=True)
    body = response.content.decode()
    assert response.redirect_chain == [(edit_url(deck), 302)]
    assert CONFLICT in body and 'data-deck-revision="2"' in body
    assert copies(deck, "St-3") == 0


def test_the_details_form_on_a_stale_revision_shows_the_current_details_not_the_typed_ones(editor, deck):
    services.deck_update(deck=deck, notes="the other tab's notes")
    form = {
        "revision": 1,
        "meta-name": "Typed on the old page",
        "meta-format_code": "standard",
        "meta-notes": "typed notes",
        "meta-partner": "St-1",
    }
    response = editor.post(edit_url(deck), form, headers=LIVE)
    assert response.status_code == 409
    body = response.content.decode()
    assert "the other tab&#x27;s notes" in body and "Typed on the old page" not in body
    assert Deck.objects.get(pk=deck.pk).name == "Starter Greymon"


def test_a_change_with_a_revision_that_is_not_a_number_is_saved_like_one_sent_without_a_revision(
    editor, deck
):
    before = copies(deck, "St-3")
    response = editor.post(edit_url(deck), {**ADD_ON_REVISION_1, "revision": "²"}, headers=LIVE)
    assert response.status_code == 200
    assert copies(deck, "St-3") == before + 1
