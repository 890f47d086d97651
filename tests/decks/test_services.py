"""decks.services: every save records a revision; counts, partner and format are checked."""

import pytest

from decks import services
from decks.models import Deck, DeckRevision
from decks.permissions import deck_can_edit
from decks.selectors import deck_card_count, deck_entries, deck_revision_diff
from dmcg_site.api_errors import DmcgError


def test_it_creates_a_deck_with_its_first_revision(deck):
    assert deck_card_count(deck=deck) == 30
    revision = deck.revisions.get()
    assert revision.number == 1
    assert revision.snapshot["partner"] == "St-1"
    assert ["St-29", 2] in revision.snapshot["entries"]


def test_it_merges_repeated_cards_into_one_entry(owner, card):
    deck = services.deck_create(owner=owner, name="x", entries=[(card("St-1"), 2), (card("St-1"), 1)])
    assert [(c.number, n) for c, n in deck_entries(deck=deck)] == [("St-1", 3)]


def test_an_anonymous_deck_gets_an_edit_token_and_stores_only_its_hash(db, card):
    deck = services.deck_create(owner=None, name="anon", entries=[(card("St-1"), 1)])
    assert deck.owner is None and len(deck.edit_token) >= 32
    stored = Deck.objects.get(pk=deck.pk)
    assert deck.edit_token not in stored.edit_token_hash
    assert deck_can_edit(deck=stored, user=None, token=deck.edit_token)
    assert not deck_can_edit(deck=stored, user=None, token="guess")


def test_every_save_records_a_numbered_revision(deck, card):
    services.deck_card_add(deck=deck, card=card("St-50"), count=1)
    services.deck_update(deck=deck, name="Renamed")
    services.deck_card_set_count(deck=deck, card=card("St-49"), count=0)
    assert list(deck.revisions.values_list("number", flat=True)) == [4, 3, 2, 1]
    latest = deck.revisions.get(number=4).snapshot
    assert latest["name"] == "Renamed"
    assert "St-49" not in dict(latest["entries"])
    assert dict(latest["entries"])["St-50"] == 3


def test_the_diff_between_two_revisions_lists_added_removed_and_recounted_cards(deck, card):
    services.deck_card_set_count(deck=deck, card=card("St-49"), count=0)
    services.deck_card_add(deck=deck, card=card("St-3"), count=2)
    services.deck_card_set_count(deck=deck, card=card("St-2"), count=1)
    services.deck_update(deck=deck, name="Greymon v2")
    diff = deck_revision_diff(
        old=DeckRevision.objects.get(deck=deck, number=1), new=DeckRevision.objects.get(deck=deck, number=5)
    )
    assert diff["added"] == [{"number": "St-3", "name": "Piyomon", "count": 2}]
    assert diff["removed"] == [{"number": "St-49", "name": "Offense Plug-In A", "count": 3}]
    assert diff["changed"] == [{"number": "St-2", "name": "Greymon", "before": 3, "after": 1}]
    assert diff["fields"] == [{"field": "name", "before": "Starter Greymon", "after": "Greymon v2"}]


def test_a_fork_copies_cards_and_partner_and_links_the_original(deck, friend):
    fork = services.deck_fork(deck=deck, owner=friend)
    assert fork.owner == friend and fork.forked_from == deck
    assert fork.share_id != deck.share_id
    assert [(c.number, n) for c, n in deck_entries(deck=fork)] == [
        (c.number, n) for c, n in deck_entries(deck=deck)
    ]
    assert fork.partner.number == "St-1"


def test_it_refuses_a_partner_that_is_not_level_iii(deck, card):
    with pytest.raises(DmcgError, match="Level III"):
        services.deck_update(deck=deck, partner=card("St-2"))


def test_it_refuses_a_partner_that_is_not_in_the_deck(deck, card):
    with pytest.raises(DmcgError, match="must be one of the deck's cards"):
        services.deck_update(deck=deck, partner=card("St-3"))


def test_removing_the_partner_card_clears_the_partner(deck, card):
    services.deck_card_set_count(deck=deck, card=card("St-1"), count=0)
    deck.refresh_from_db()
    assert deck.partner is None


def test_it_refuses_an_unknown_format(owner):
    with pytest.raises(DmcgError, match="Unknown deck format 'vintage'"):
        services.deck_create(owner=owner, name="x", format_code="vintage")


def test_it_refuses_a_count_of_zero_on_create(owner, card):
    with pytest.raises(DmcgError, match="St-1: a count must be"):
        services.deck_create(owner=owner, name="x", entries=[(card("St-1"), 0)])


def test_nothing_is_saved_when_a_create_fails(owner, card):
    with pytest.raises(DmcgError):
        services.deck_create(owner=owner, name="x", entries=[(card("St-1"), 1)], partner=card("St-2"))
    assert not Deck.objects.filter(name="x").exists()


def test_a_blank_name_is_refused(owner):
    with pytest.raises(DmcgError, match="needs a name"):
        services.deck_create(owner=owner, name="  ")
