"""decks.services: saves are recorded in the history, one row per editing burst; counts, partner and
format are checked; a write based on a stale revision changes nothing."""

from datetime import timedelta

import pytest
from django.utils import timezone

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


def test_with_no_burst_window_every_save_records_a_numbered_revision(deck, card, settings):
    settings.DECK_REVISION_BURST_SECONDS = 0
    services.deck_card_add(deck=deck, card=card("St-50"), count=1)
    services.deck_update(deck=deck, name="Renamed")
    services.deck_card_set_count(deck=deck, card=card("St-49"), count=0)
    assert list(deck.revisions.values_list("number", flat=True)) == [4, 3, 2, 1]
    latest = deck.revisions.get(number=4).snapshot
    assert latest["name"] == "Renamed"
    assert "St-49" not in dict(latest["entries"])
    assert dict(latest["entries"])["St-50"] == 3


def test_the_diff_between_two_revisions_lists_added_removed_and_recounted_cards(deck, card, settings):
    settings.DECK_REVISION_BURST_SECONDS = 0
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


def test_the_saves_of_one_editing_burst_share_one_revision_holding_the_last_state(deck, card, owner):
    for _ in range(5):
        services.deck_card_add(deck=deck, card=card("St-3"), count=1, editor=owner)
    services.deck_update(deck=deck, name="Clicked together", editor=owner)
    assert list(deck.revisions.values_list("number", flat=True)) == [2, 1]
    latest = deck.revisions.get(number=2)
    assert latest.editor == owner
    assert latest.snapshot["name"] == "Clicked together"
    assert dict(latest.snapshot["entries"])["St-3"] == 5


def test_the_creation_revision_is_never_rewritten_by_a_burst(deck, card, owner):
    services.deck_card_add(deck=deck, card=card("St-3"), count=1, editor=owner)
    assert "St-3" not in dict(deck.revisions.get(number=1).snapshot["entries"])


def test_a_save_after_the_burst_window_starts_a_new_revision(deck, card, owner, settings):
    services.deck_card_add(deck=deck, card=card("St-3"), count=1, editor=owner)
    window = timedelta(seconds=settings.DECK_REVISION_BURST_SECONDS)
    deck.revisions.filter(number=2).update(created=timezone.now() - window)
    services.deck_card_add(deck=deck, card=card("St-3"), count=1, editor=owner)
    assert list(deck.revisions.values_list("number", flat=True)) == [3, 2, 1]
    assert dict(deck.revisions.get(number=2).snapshot["entries"])["St-3"] == 1
    assert dict(deck.revisions.get(number=3).snapshot["entries"])["St-3"] == 2


def test_a_save_by_another_editor_starts_a_new_revision(card, owner, friend):
    anonymous = services.deck_create(owner=None, name="anon", entries=[(card("St-1"), 1)])
    services.deck_card_add(deck=anonymous, card=card("St-3"), count=1, editor=None)
    services.deck_claim(deck=anonymous, user=friend)
    services.deck_card_add(deck=anonymous, card=card("St-3"), count=1, editor=friend)
    editors = list(anonymous.revisions.values_list("number", "editor__username"))
    assert editors == [(3, "friend"), (2, None), (1, None)]


def test_every_write_bumps_the_revision_even_inside_one_burst(deck, card, owner):
    assert deck.version == 1
    first = services.deck_card_add(deck=deck, card=card("St-3"), count=1, editor=owner)
    second = services.deck_update(deck=deck, notes="more", editor=owner)
    assert (first.version, second.version, deck.revisions.count()) == (2, 3, 2)


def test_a_change_based_on_a_stale_revision_is_refused_with_the_current_deck(deck, card):
    services.deck_update(deck=deck, name="Changed in another tab", expected_revision=1)
    with pytest.raises(services.DeckConflict, match="at revision 2, not 1") as conflict:
        services.deck_card_add(deck=deck, card=card("St-3"), count=1, expected_revision=1)
    assert conflict.value.deck.name == "Changed in another tab"
    for stale_write in (
        lambda: services.deck_card_set_count(deck=deck, card=card("St-1"), count=1, expected_revision=1),
        lambda: services.deck_update(deck=deck, entries=[(card("St-3"), 1)], expected_revision=1),
    ):
        with pytest.raises(services.DeckConflict):
            stale_write()
    current = Deck.objects.get(pk=deck.pk)
    assert current.version == 2
    assert deck_card_count(deck=current) == 30 and "St-3" not in dict(deck_entries_numbers(current))


def test_a_write_without_a_revision_changes_only_the_fields_it_names_on_the_current_deck(deck):
    # Two scripts read the deck, then each sends one field: the first's change must survive the second.
    first_reader, second_reader = Deck.objects.get(pk=deck.pk), Deck.objects.get(pk=deck.pk)
    services.deck_update(deck=first_reader, name="Renamed by one")
    services.deck_update(deck=second_reader, notes="noted by the other")
    current = Deck.objects.get(pk=deck.pk)
    assert (current.name, current.notes, current.version) == ("Renamed by one", "noted by the other", 3)


def test_a_card_added_without_a_revision_adds_to_what_the_deck_holds_now(deck, card):
    stale = Deck.objects.get(pk=deck.pk)
    services.deck_card_add(deck=deck, card=card("St-3"), count=2)
    services.deck_card_add(deck=stale, card=card("St-3"), count=1)
    assert dict(deck_entries_numbers(deck))["St-3"] == 3


def deck_entries_numbers(deck):
    return [(card.number, count) for card, count in deck_entries(deck=deck)]


def test_a_copy_is_named_copy_and_a_second_copy_copy_2(deck, friend):
    assert services.deck_fork(deck=deck, owner=friend).name == "Starter Greymon (copy)"
    assert services.deck_fork(deck=deck, owner=friend).name == "Starter Greymon (copy 2)"
    assert services.deck_fork(deck=deck, owner=friend).name == "Starter Greymon (copy 3)"
    # Another owner's copies do not count.
    assert services.deck_fork(deck=deck, owner=deck.owner).name == "Starter Greymon (copy)"


def test_the_copy_of_a_longest_name_still_fits(friend, starter_entries):
    long = services.deck_create(owner=friend, name="x" * services.NAME_MAX, entries=starter_entries)
    copy = services.deck_fork(deck=long, owner=friend)
    assert len(copy.name) == services.NAME_MAX and copy.name.endswith(" (copy)")
