"""Two writers PATCH one deck at the same instant (PostgreSQL; see tests/decks/concurrency.py)."""

import pytest
from rest_framework.test import APIClient

from decks.models import Deck
from decks.selectors import deck_entries
from tests.decks.concurrency import ROUNDS, race, race_test, starter_deck

DISJOINT = ([("St-1", 3), ("St-2", 3)], [("St-5", 3), ("St-6", 3)])
OVERLAPPING = ([("St-1", 3), ("St-2", 3)], [("St-1", 2), ("St-3", 3)])


def patcher(owner, deck, body):
    def patch():
        client = APIClient()
        client.force_authenticate(owner)
        return client.patch(f"/api/decks/{deck.pk}/", body, format="json")

    return patch


def card_list(cards):
    return [{"number": number, "count": count} for number, count in cards]


def entries_now(deck):
    return [(card.number, count) for card, count in deck_entries(deck=deck)]


@race_test
def test_name_and_notes_sent_at_once_on_one_revision_give_one_200_and_one_409(owner):
    deck = starter_deck(owner)
    for round_ in range(ROUNDS):
        revision = Deck.objects.get(pk=deck.pk).version
        name, notes = f"name {round_}", f"notes {round_}"
        answers = race(
            patcher(owner, deck, {"name": name, "revision": revision}),
            patcher(owner, deck, {"notes": notes, "revision": revision}),
        )
        codes = [answer.status_code for answer in answers]
        assert sorted(codes) == [200, 409], [answer.content for answer in answers]
        current = Deck.objects.get(pk=deck.pk)
        assert (current.name == name, current.notes == notes) == (codes[0] == 200, codes[1] == 200)
        loser = answers[codes.index(409)].json()
        assert loser["deck"]["revision"] == current.version == revision + 1


@race_test
@pytest.mark.parametrize("lists", [DISJOINT, OVERLAPPING], ids=["disjoint", "overlapping"])
def test_two_card_lists_on_one_revision_end_as_exactly_the_winners_list(owner, lists):
    deck = starter_deck(owner)
    for _ in range(ROUNDS):
        revision = Deck.objects.get(pk=deck.pk).version
        answers = race(
            *(patcher(owner, deck, {"cards": card_list(cards), "revision": revision}) for cards in lists)
        )
        codes = [answer.status_code for answer in answers]
        assert sorted(codes) == [200, 409], [answer.content for answer in answers]
        assert entries_now(deck) == sorted(lists[codes.index(200)])


@race_test
@pytest.mark.parametrize("lists", [DISJOINT, OVERLAPPING], ids=["disjoint", "overlapping"])
def test_without_a_revision_two_card_lists_end_as_one_of_them_never_a_union(owner, lists):
    deck = starter_deck(owner)
    for _ in range(ROUNDS):
        answers = race(*(patcher(owner, deck, {"cards": card_list(cards)}) for cards in lists))
        assert [answer.status_code for answer in answers] == [200, 200], [a.content for a in answers]
        assert entries_now(deck) in [sorted(cards) for cards in lists]


@race_test
def test_without_a_revision_name_and_notes_sent_at_once_both_land(owner):
    deck = starter_deck(owner)
    for round_ in range(ROUNDS):
        answers = race(
            patcher(owner, deck, {"name": f"name {round_}"}),
            patcher(owner, deck, {"notes": f"notes {round_}"}),
        )
        assert [answer.status_code for answer in answers] == [200, 200]
        current = Deck.objects.get(pk=deck.pk)
        assert (current.name, current.notes) == (f"name {round_}", f"notes {round_}")
