"""Sample hands (decks.sample_hand and /d/<share_id>/hand/): seeded, set up like a game (S-2..S-5)."""

import re
from collections import Counter

import pytest
from django.urls import reverse

from decks.sample_hand import sample_hand
from decks.selectors import deck_entries

pytestmark = pytest.mark.django_db


def copies(deck):
    return [card for card, count in deck_entries(deck=deck) for _ in range(count)]


def test_the_opening_hand_is_six_cards_with_a_gauge_card_and_the_partner_left_out(deck):
    hand = sample_hand(cards=copies(deck), partner=deck.partner, seed=7)
    assert len(hand.hand) == 6 and hand.gauge is not None
    # S-2..S-5: 30 cards = the partner + the gauge card + 6 in hand + 22 in the Net Ocean.
    assert hand.left == 22
    dealt = Counter([hand.gauge, *(card for _, card in hand.hand)])
    assert dealt[deck.partner] <= 2  # three Agumon in the deck, one waits in the Digimon Box


def test_the_same_seed_gives_the_same_hand_and_another_seed_another(deck):
    one = sample_hand(cards=copies(deck), partner=deck.partner, seed=7)
    assert sample_hand(cards=copies(deck), partner=deck.partner, seed=7) == one
    assert any(
        sample_hand(cards=copies(deck), partner=deck.partner, seed=s).hand != one.hand for s in range(8, 12)
    )


def test_played_cards_leave_the_hand_and_the_next_turn_refills_it_to_six(deck):
    first = sample_hand(cards=copies(deck), partner=deck.partner, seed=7)
    played = [first.hand[0][0], first.hand[3][0]]
    second = sample_hand(cards=copies(deck), partner=deck.partner, seed=7, played=played)
    assert len(second.hand) == 6 and second.left == 20
    kept = [entry for entry in first.hand if entry[0] not in played]
    assert list(second.hand[:4]) == kept
    assert [position for position, _ in second.hand[4:]] == [6, 7]


def test_positions_never_drawn_are_ignored(deck):
    hand = sample_hand(cards=copies(deck), partner=deck.partner, seed=7, played=[20, 21])
    assert hand.played == frozenset() and len(hand.hand) == 6


def test_the_page_picks_a_seed_and_moves_to_its_address(client, deck):
    response = client.get(reverse("decks:hand", args=[deck.share_id]))
    assert response.status_code == 302
    assert re.fullmatch(rf"/d/{deck.share_id}/hand/\?seed=\d+", response["Location"])


def test_the_page_shows_the_hand_and_a_next_turn_form_that_carries_the_state(client, deck):
    url = reverse("decks:hand", args=[deck.share_id])
    first = client.get(url, {"seed": 7}).content.decode()
    expected = sample_hand(cards=copies(deck), partner=deck.partner, seed=7)
    assert re.findall(r'<li data-number="([^"]+)">', first) == [card.number for _, card in expected.hand]
    assert f'<dd id="gauge-card"><a href="/cards/{expected.gauge.number}/">' in first
    assert '<input type="hidden" name="turn" value="2">' in first
    second = client.get(url, {"seed": 7, "turn": 2, "played": ["0", "1"]}).content.decode()
    assert "Turn 2" in second and "20 cards left in the Net Ocean" in second
    assert second.count('<input type="hidden" name="played"') == 2


def test_the_share_page_and_the_editor_link_to_the_sample_hand(client, deck):
    link = f'href="{reverse("decks:hand", args=[deck.share_id])}"'
    assert link in client.get(reverse("decks:share", args=[deck.share_id])).content.decode()
    client.force_login(deck.owner)
    assert link in client.get(reverse("decks:edit", args=[deck.pk])).content.decode()


@pytest.mark.parametrize("seed", ["²", "9" * 5000, "-3", str(2**31)])
def test_a_seed_that_is_not_a_small_whole_number_moves_to_a_fresh_seed(client, deck, seed):
    response = client.get(reverse("decks:hand", args=[deck.share_id]), {"seed": seed})
    assert response.status_code == 302
    assert re.fullmatch(rf"/d/{deck.share_id}/hand/\?seed=\d+", response["Location"])


@pytest.mark.parametrize("bad", ["²", "9" * 5000, "x", "-1"])
def test_a_bad_turn_or_played_position_is_ignored_not_an_error(client, deck, bad):
    url = reverse("decks:hand", args=[deck.share_id])
    plain = client.get(url, {"seed": 7}).content.decode()
    response = client.get(url, {"seed": 7, "turn": bad, "played": [bad]})
    assert response.status_code == 200
    body = response.content.decode()
    assert "Turn 1" in body
    assert re.findall(r'<li data-number="([^"]+)">', body) == re.findall(r'<li data-number="([^"]+)">', plain)
