"""The card page's staples: other printings, the engine's reading, decks using the card, add to deck."""

import re

import pytest
from django.urls import reverse

from cards.models import Card
from decks import services

pytestmark = pytest.mark.django_db


def page(client, number: str) -> str:
    response = client.get(reverse("cards:detail", args=[number]))
    assert response.status_code == 200
    return response.content.decode()


def test_bo_694_shows_its_activation_marks_as_symbols_not_a_raw_o(client, catalog):
    html = page(client, "Bo-694")
    activation = re.search(r'<dd class="activation">(.*?)</dd>', html, re.S).group(1)
    assert "(O)" not in activation
    symbol = '<span class="mark" role="img" aria-label="Special ability">◎</span>'
    assert f"{symbol}You may only place one" in activation
    assert "(O)" not in html[html.index("<article") : html.index("</article>")]


def test_agumon_lists_every_other_agumon_printing_with_the_stats_that_differ(client, catalog):
    agumons = Card.objects.filter(name_key=Card.objects.get(number="St-1").name_key)
    html = page(client, "St-1")
    section = re.search(r'<section class="printings".*?</section>', html, re.S).group(0)
    linked = set(re.findall(r'<a href="/cards/([^/]+)/">', section))
    assert linked == {c.number for c in agumons if c.number != "St-1"}
    assert len(linked) >= 10
    assert 'aria-current="page"' in section
    assert 'class="differs"' in section


def test_a_card_with_one_printing_has_no_printings_table(client, catalog):
    lone = next(c for c in Card.objects.all()[:400] if Card.objects.filter(name_key=c.name_key).count() == 1)
    assert 'class="printings"' not in page(client, lone.number)


def test_the_engine_section_describes_compiled_abilities_in_words(client, catalog):
    html = page(client, "St-1")
    section = re.search(r'<section class="engine.*?</section>', html, re.S).group(0)
    assert "How the engine plays this card" in section
    assert 'data-status="' in section


def test_a_public_deck_holding_the_card_is_linked_and_a_private_one_is_not(
    client, owner, deck, starter_entries
):
    shown = services.deck_create(owner=owner, name="Public Greymon", entries=starter_entries, is_public=True)
    html = page(client, "St-1")
    assert f'href="/d/{shown.share_id}/"' in html
    assert f'href="/d/{deck.share_id}/"' not in html


def test_add_to_deck_lists_my_decks_and_adds_a_copy_then_returns_to_the_card(client, owner, deck, card):
    client.force_login(owner)
    html = page(client, "St-2")
    assert f'<option value="{deck.pk}">Starter Greymon — partner Agumon' in html
    before = deck.entries.get(card=card("St-2")).count
    response = client.post(
        reverse("decks:add-card"), {"card": "St-2", "deck": deck.pk, f"revision-{deck.pk}": deck.version}
    )
    assert response.status_code == 302 and response["Location"] == "/cards/St-2/"
    deck.refresh_from_db()
    assert deck.entries.get(card=card("St-2")).count == before + 1
    assert "in the deck now" in client.get(response["Location"]).content.decode()


def test_add_to_deck_with_a_stale_revision_changes_nothing_and_says_why(client, owner, deck, card):
    client.force_login(owner)
    stale = deck.version
    services.deck_card_add(deck=deck, card=card("St-3"), count=1)
    deck.refresh_from_db()
    count = deck.entries.get(card=card("St-2")).count
    response = client.post(
        reverse("decks:add-card"),
        {"card": "St-2", "deck": deck.pk, f"revision-{deck.pk}": stale},
        follow=True,
    )
    assert "changed elsewhere" in response.content.decode()
    assert deck.entries.get(card=card("St-2")).count == count


def test_an_outsider_cannot_add_to_someone_elses_deck(client, outsider, deck):
    client.force_login(outsider)
    response = client.post(reverse("decks:add-card"), {"card": "St-2", "deck": deck.pk})
    assert response.status_code == 403


def test_add_to_deck_without_a_deck_or_with_a_deck_id_that_is_not_a_number_asks_to_choose_one(
    client, owner, deck, card
):
    client.force_login(owner)
    count = deck.entries.get(card=card("St-2")).count
    for posted in ({"card": "St-2"}, {"card": "St-2", "deck": "²"}, {"card": "St-2", "deck": "9" * 5000}):
        response = client.post(reverse("decks:add-card"), posted, follow=True)
        assert response.redirect_chain == [("/cards/St-2/", 302)]
        assert "Choose a deck to add the card to." in response.content.decode()
    assert deck.entries.get(card=card("St-2")).count == count


def test_add_to_deck_with_an_unknown_card_or_deck_is_a_404(client, owner, deck):
    client.force_login(owner)
    assert client.post(reverse("decks:add-card"), {"card": "Nope-999", "deck": deck.pk}).status_code == 404
    assert client.post(reverse("decks:add-card"), {"card": "St-2", "deck": "999999"}).status_code == 404


def test_add_to_deck_reads_an_unreadable_revision_as_none_given(client, owner, deck, card):
    client.force_login(owner)
    count = deck.entries.get(card=card("St-2")).count
    response = client.post(
        reverse("decks:add-card"), {"card": "St-2", "deck": deck.pk, f"revision-{deck.pk}": "²"}
    )
    assert response.status_code == 302
    assert deck.entries.get(card=card("St-2")).count == count + 1
