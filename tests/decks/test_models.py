"""decks.models: the database refuses what the services never write (defence in depth)."""

import pytest
from django.db import IntegrityError, transaction

from decks.models import DeckEntry


def test_a_deck_holds_each_card_in_one_entry(deck, card):
    with pytest.raises(IntegrityError), transaction.atomic():
        DeckEntry.objects.create(deck=deck, card=card("St-1"), count=1)


def test_an_entry_count_of_zero_is_refused_by_the_database(deck, card):
    with pytest.raises(IntegrityError), transaction.atomic():
        DeckEntry.objects.create(deck=deck, card=card("St-3"), count=0)


def test_a_deck_links_to_its_share_page(deck):
    assert deck.get_absolute_url() == f"/d/{deck.share_id}/"
    assert len(deck.share_id) >= 12 and not deck.share_id.isdigit()


def test_a_catalog_card_in_a_deck_cannot_be_deleted(deck, card):
    from django.db.models import ProtectedError

    with pytest.raises(ProtectedError):
        card("St-2").delete()
