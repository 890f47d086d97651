"""decks.permissions: who edits and who reads, with the cast (owner, friend, outsider) and tokens."""

from django.contrib.auth.models import AnonymousUser
from django.test import RequestFactory

from decks import services
from decks.permissions import (
    deck_can_edit,
    deck_can_read_by_id,
    request_can_edit,
    session_remember_token,
)


def test_only_the_owner_edits_a_user_deck(deck, friend, outsider):
    assert deck_can_edit(deck=deck, user=deck.owner)
    assert not deck_can_edit(deck=deck, user=friend)
    assert not deck_can_edit(deck=deck, user=outsider)
    assert not deck_can_edit(deck=deck, user=AnonymousUser())


def test_a_token_never_opens_a_user_deck(deck, outsider):
    """User decks have no token; an empty or made-up token must not match the empty hash."""
    assert not deck_can_edit(deck=deck, user=outsider, token="")
    assert not deck_can_edit(deck=deck, user=AnonymousUser(), token="anything")


def test_an_anonymous_deck_is_edited_only_with_its_token(db, card, owner):
    deck = services.deck_create(owner=None, name="anon", entries=[(card("St-1"), 1)])
    assert deck_can_edit(deck=deck, user=AnonymousUser(), token=deck.edit_token)
    # Signing in does not take the token's place, nor make anybody the owner.
    assert not deck_can_edit(deck=deck, user=owner)
    assert deck_can_edit(deck=deck, user=owner, token=deck.edit_token)


def test_a_private_deck_is_read_by_id_only_by_its_owner_and_public_ones_by_all(deck, friend):
    assert deck_can_read_by_id(deck=deck, user=deck.owner)
    assert not deck_can_read_by_id(deck=deck, user=friend)
    deck.is_public = True
    assert deck_can_read_by_id(deck=deck, user=friend)


def _request(session=None, headers=None, user=None):
    request = RequestFactory().post("/", headers=headers or {})
    request.session = session if session is not None else {}
    request.user = user or AnonymousUser()
    return request


def test_pages_take_the_token_from_the_session_but_the_api_only_from_the_header(db, card):
    deck = services.deck_create(owner=None, name="anon", entries=[(card("St-1"), 1)])
    session = {}
    session_remember_token(session, deck=deck, token=deck.edit_token)
    assert request_can_edit(_request(session), deck=deck)
    # The API ignores the session: a cookie alone would let another site write (no CSRF for anonymous).
    assert not request_can_edit(_request(session), deck=deck, use_session=False)
    header = {"X-Deck-Token": deck.edit_token}
    assert request_can_edit(_request(headers=header), deck=deck, use_session=False)
