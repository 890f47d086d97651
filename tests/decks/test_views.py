"""Deck pages: owner-only editing (owner, friend, outsider, anonymous), the share page, fork, history."""

import re

import pytest
from django.urls import reverse

from decks.models import Deck, DeckRevision
from decks.selectors import deck_entries
from tests.factories import DeckFactory


def edit_url(deck):
    return reverse("decks:edit", args=[deck.pk])


def add(client, deck, number, count=1, live=False):
    headers = {"X-Live": "deck-side"} if live else {}
    return client.post(edit_url(deck), {"card": number, "count": count, "op": "add"}, headers=headers)


@pytest.fixture
def as_user(client):
    def login(user):
        client.force_login(user)
        return client

    return login


def test_the_owner_opens_the_editor_with_search_results(deck, as_user):
    response = as_user(deck.owner).get(edit_url(deck), {"q": "st-2"})
    assert response.status_code == 200
    body = response.content.decode()
    assert 'id="legality"' in body and "✓ Legal" in body
    assert "St-2" in body and "Add Greymon (St-2)" in body


@pytest.mark.parametrize("who", ["friend", "outsider", "anonymous"])
def test_everybody_but_the_owner_gets_403_on_the_editor(deck, who, request, client):
    if who != "anonymous":
        client.force_login(request.getfixturevalue(who))
    assert client.get(edit_url(deck)).status_code == 403
    assert add(client, deck, "St-3").status_code == 403
    assert client.post(reverse("decks:delete", args=[deck.pk])).status_code == 403
    assert Deck.objects.filter(pk=deck.pk).exists() and deck.revisions.count() == 1


def test_a_plain_form_post_adds_a_card_and_redirects_back(deck, as_user):
    response = add(as_user(deck.owner), deck, "St-3", 2)
    assert response.status_code == 302 and response["Location"] == edit_url(deck)
    assert ("St-3", 2) in [(c.number, n) for c, n in deck_entries(deck=deck)]


def test_a_live_post_returns_the_deck_fragment_with_the_new_legality(deck, as_user):
    """D-1: a 31st card makes the deck illegal; the fragment says so and marks nothing else."""
    response = add(as_user(deck.owner), deck, "St-3", live=True)
    assert response.status_code == 200
    body = response.content.decode()
    assert "<html" not in body
    assert 'data-code="E_DECK_SIZE"' in body and "The deck has 31 cards; it needs exactly 30." in body


def test_offending_cards_are_highlighted_with_the_message(deck, as_user):
    """D-5: a fourth Agumon across numbers (St-1 ×3 + Bo-421) marks both rows."""
    client = as_user(deck.owner)
    client.post(edit_url(deck), {"card": "St-49", "count": 0, "op": "set"})
    body = add(client, deck, "Bo-421", live=True).content.decode()
    rows = re.findall(r'<tr class="offending" data-number="([^"]+)"', body)
    assert sorted(rows) == ["Bo-421", "St-1"]
    assert re.search(r"4 copies of Agumon \([^)]*\): at most 3 cards of one name are allowed\.", body)


def test_a_bad_card_number_is_reported_in_the_fragment(deck, as_user):
    response = add(as_user(deck.owner), deck, "St-9999", live=True)
    assert response.status_code == 400 and "No card numbered" in response.content.decode()


def test_the_live_search_returns_only_the_results_fragment(deck, as_user):
    response = as_user(deck.owner).get(edit_url(deck), {"q": "st-1"}, headers={"X-Live": "search-results"})
    body = response.content.decode()
    assert response.status_code == 200 and "<html" not in body and 'id="legality"' not in body
    assert "Add Agumon (St-1)" in body


def test_the_owner_changes_name_format_and_partner_through_the_details_form(deck, as_user):
    data = {
        "meta-name": "Renamed",
        "meta-format_code": "tournament-u5",
        "meta-notes": "",
        "meta-partner": "St-5",
    }
    as_user(deck.owner).post(edit_url(deck), data)
    deck.refresh_from_db()
    assert (deck.name, deck.format_code, deck.partner.number) == ("Renamed", "tournament-u5", "St-5")


def test_an_anonymous_visitor_creates_a_deck_and_keeps_edit_rights_in_the_session(db, client):
    response = client.post(
        reverse("decks:new"), {"name": "Anon", "format_code": "standard", "decklist": "3 St-1\n"}
    )
    deck = Deck.objects.get(name="Anon")
    assert deck.owner is None and response["Location"] == edit_url(deck)
    page = client.get(edit_url(deck))
    assert page.status_code == 200
    link = re.search(r"(/decks/\d+/edit/\?token=[\w-]+)", page.content.decode()).group(1)
    # The secret link is shown once: the next page no longer carries it.
    assert "?token=" not in client.get(edit_url(deck)).content.decode()
    # Another browser opening the secret link gets edit rights; a third one does not.
    from django.test import Client

    other, stranger = Client(), Client()
    assert other.get(link).status_code == 302
    assert add(other, deck, "St-1", -1).status_code == 302
    assert stranger.get(edit_url(deck)).status_code == 403


def test_new_deck_with_a_bad_decklist_lists_every_bad_line_and_saves_nothing(owner, as_user):
    response = as_user(owner).post(
        reverse("decks:new"),
        {"name": "Bad", "format_code": "standard", "decklist": "3 St-1\nfoo bar baz\n2 Zz-9\n"},
    )
    assert response.status_code == 400
    assert "Line 2" in response.content.decode() and "Line 3" in response.content.decode()
    assert not Deck.objects.filter(name="Bad").exists()


def test_a_friend_reads_the_share_page_grouped_by_kind_and_level(deck, friend, as_user):
    response = as_user(friend).get(reverse("decks:share", args=[deck.share_id]))
    body = response.content.decode()
    assert response.status_code == 200
    headings = re.findall(r"<h3>([^<]+) <small>\((\d+)\)</small></h3>", body)
    assert headings == [
        ("Digimon — Level III", "9"),
        ("Digimon — Level IV", "9"),
        ("Digimon — Perfect", "4"),
        ("Options", "8"),
    ]
    assert "Edit</a>" not in body and "Copy to my decks" in body
    assert "91.8%" in body  # the Level IV opening-hand odds of tests/decks/test_stats.py


def test_copy_to_my_decks_forks_with_a_link_to_the_original(deck, friend, as_user):
    client = as_user(friend)
    response = client.post(reverse("decks:fork", args=[deck.share_id]))
    fork = Deck.objects.get(owner=friend)
    assert response["Location"] == edit_url(fork) and fork.forked_from == deck
    page = client.get(reverse("decks:share", args=[fork.share_id])).content.decode()
    assert f'href="/d/{deck.share_id}/"' in page


def test_the_share_page_shows_history_and_the_diff_between_two_revisions(deck, as_user, settings):
    settings.DECK_REVISION_BURST_SECONDS = 0
    client = as_user(deck.owner)
    add(client, deck, "St-3", 2)
    client.post(edit_url(deck), {"card": "St-49", "count": 0, "op": "set"})
    assert DeckRevision.objects.filter(deck=deck).count() == 3
    body = client.get(reverse("decks:share", args=[deck.share_id]), {"a": 1, "b": 3}).content.decode()
    assert "Changes from revision 1 to 3" in body
    assert "+ 2 St-3 Piyomon" in body and "− 3 St-49 Offense Plug-In A" in body


def test_my_decks_and_the_public_search_by_card(deck, friend, as_user, card):
    DeckFactory(owner=friend, name="Public Gomamon", is_public=True, entries=[(card("St-11"), 3)])
    client = as_user(deck.owner)
    body = client.get(reverse("decks:list")).content.decode()
    assert "Starter Greymon" in body and "Public Gomamon" in body
    body = client.get(reverse("decks:list"), {"card": "St-1"}).content.decode()
    assert "Public Gomamon" not in body


def test_the_owner_deletes_a_deck(deck, as_user):
    response = as_user(deck.owner).post(reverse("decks:delete", args=[deck.pk]))
    assert response.status_code == 302 and not Deck.objects.filter(pk=deck.pk).exists()


def test_a_delete_posted_from_an_older_page_keeps_the_deck_and_says_why(deck, as_user):
    client = as_user(deck.owner)
    page = client.get(reverse("decks:edit", args=[deck.pk])).content.decode()
    assert '<input type="hidden" name="revision" value="1">' in page
    add(client, deck, "St-3")  # another tab changes the deck: revision 2
    response = client.post(reverse("decks:delete", args=[deck.pk]), {"revision": 1}, follow=True)
    assert Deck.objects.filter(pk=deck.pk).exists()
    assert response.redirect_chain[-1][0] == reverse("decks:edit", args=[deck.pk])
    assert "Not deleted: this deck is at revision 2, not 1" in response.content.decode()


def test_csrf_is_enforced_on_editor_posts(deck):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(deck.owner)
    assert add(client, deck, "St-3").status_code == 403


def test_sign_up_logs_in_and_lands_on_my_decks(db, client):
    response = client.post(
        reverse("decks:signup"),
        {"username": "newbie", "password1": "a-long-passphrase", "password2": "a-long-passphrase"},
    )
    assert response.status_code == 302 and response["Location"] == reverse("decks:list")
    assert client.get(reverse("decks:list")).context["user"].username == "newbie"


def test_the_login_page_renders(db, client):
    assert client.get(reverse("login")).status_code == 200


def test_signing_up_moves_the_decks_built_anonymously_into_the_account(db, client):
    client.post(
        reverse("decks:new"), {"name": "Before signup", "format_code": "standard", "decklist": "3 St-1"}
    )
    client.post(
        reverse("decks:signup"),
        {"username": "late", "password1": "a-long-passphrase", "password2": "a-long-passphrase"},
    )
    deck = Deck.objects.get(name="Before signup")
    assert deck.owner.username == "late" and deck.edit_token_hash == ""
    assert client.get(edit_url(deck)).status_code == 200


def test_a_new_deck_from_a_decklist_keeps_notes_and_visibility_in_one_revision(owner, as_user):
    as_user(owner).post(
        reverse("decks:new"),
        {
            "name": "Listed",
            "format_code": "standard",
            "decklist": "3 St-1",
            "notes": "fast",
            "is_public": "on",
        },
    )
    deck = Deck.objects.get(name="Listed")
    assert (deck.notes, deck.is_public, deck.revisions.count()) == ("fast", True, 1)


def test_the_coverage_table_names_a_missing_digimental(owner, as_user, card):
    """Sethmon Bo-217 needs a Digimental of Love (EC-8); the share page says it is missing."""
    deck = DeckFactory(owner=owner, entries=[(card("Bo-358"), 3), (card("Bo-217"), 2)])
    body = as_user(owner).get(reverse("decks:share", args=[deck.share_id])).content.decode()
    assert '<span class="error">Digimental of Love missing</span>' in body


def test_a_wrong_edit_link_does_not_list_someone_elses_deck_as_mine(db, client, card):
    """A made-up ?token= must not be remembered: "My decks" would show the private deck's share link."""
    from decks import services

    hidden = services.deck_create(owner=None, name="Secret tech", entries=[(card("St-1"), 3)])
    response = client.get(edit_url(hidden), {"token": "guessed"})
    assert response.status_code == 403
    mine = client.get(reverse("decks:list")).content.decode()
    assert "Secret tech" not in mine and hidden.share_id not in mine
    assert hidden.name not in client.get(reverse("gameplay:new")).content.decode()


def test_signing_up_is_all_or_nothing_when_moving_the_anonymous_decks_fails(db, client, monkeypatch):
    """The account and the decks it takes over are one write: no account holding half the decks."""
    from django.contrib.auth import get_user_model

    from decks import services

    for name in ("First", "Second"):
        client.post(reverse("decks:new"), {"name": name, "format_code": "standard", "decklist": "3 St-1"})
    real_claim, claimed = services.deck_claim, []

    def claim_then_fail(*, deck, user):
        claimed.append(deck)
        if len(claimed) == 2:
            raise RuntimeError("the database went away")
        return real_claim(deck=deck, user=user)

    monkeypatch.setattr(services, "deck_claim", claim_then_fail)
    with pytest.raises(RuntimeError):
        client.post(
            reverse("decks:signup"),
            {"username": "halfway", "password1": "a-long-passphrase", "password2": "a-long-passphrase"},
        )
    assert not get_user_model().objects.filter(username="halfway").exists()
    assert Deck.objects.filter(name__in=["First", "Second"], owner__isnull=True).count() == 2


def test_the_403_page_says_why_and_keeps_the_site_navigation(deck, outsider, as_user):
    response = as_user(outsider).get(edit_url(deck))
    body = response.content.decode()
    assert response.status_code == 403
    assert "Only the owner of this deck may edit it." in body
    assert 'aria-label="Main"' in body


def test_each_set_count_button_names_its_card_for_screen_readers(deck, as_user):
    body = as_user(deck.owner).get(edit_url(deck)).content.decode()
    assert 'aria-label="Set the copies of Agumon (St-1)"' in body
    assert ">Set</button>" in body  # the visible text stays short


def test_my_decks_shows_legality_partner_size_key_cards_and_last_change(deck, as_user, starter_entries):
    from decks import services

    short = services.deck_create(owner=deck.owner, name="Starter Greymon", entries=starter_entries[:3])
    html = as_user(deck.owner).get(reverse("decks:list")).content.decode()
    legal = html[html.index(f'<tr data-deck="{deck.pk}">') :]
    legal = legal[: legal.index("</tr>")]
    assert "✓ Legal" in legal and ">Agumon</a>" in legal and ">30<" in legal
    assert deck.updated.strftime("%Y-%m-%d") in legal
    illegal = html[html.index(f'<tr data-deck="{short.pk}">') :]
    illegal = illegal[: illegal.index("</tr>")]
    # Nine Level III cards: only the size is wrong; the code stays in the tooltip.
    assert '<span class="error" title="E_DECK_SIZE">✗ 1 problem</span>' in illegal
    assert ">9<" in illegal and "none" in illegal


def test_the_play_page_tells_two_decks_of_one_name_apart(deck, as_user, starter_entries):
    from decks import services

    other = services.deck_create(owner=deck.owner, name="Starter Greymon", entries=starter_entries)
    html = as_user(deck.owner).get(reverse("gameplay:new")).content.decode()
    assert f'<option value="{deck.pk}">Starter Greymon — partner Agumon, 30 cards, changed ' in html
    assert f'<option value="{other.pk}">Starter Greymon — no partner, 30 cards, changed ' in html


def test_every_example_line_of_the_decklist_help_imports(owner, as_user):
    from decks.forms import DECKLIST_EXAMPLES, DECKLIST_PLACEHOLDER, DeckNewForm

    help_text = str(DeckNewForm().fields["decklist"].help_text)
    assert all(example in help_text for example in DECKLIST_EXAMPLES)
    for number, text in enumerate([*DECKLIST_EXAMPLES, DECKLIST_PLACEHOLDER]):
        response = as_user(owner).post(
            reverse("decks:new"), {"name": f"Example {number}", "format_code": "standard", "decklist": text}
        )
        assert response.status_code == 302, (text, response.content.decode()[:2000])
        assert deck_entries(deck=Deck.objects.get(name=f"Example {number}"))


def test_an_ambiguous_name_offers_its_candidates_and_the_pick_creates_the_deck(owner, as_user):
    form = {"name": "Picked", "format_code": "standard", "decklist": "3 St-2\n3 Agumon\n"}
    response = as_user(owner).post(reverse("decks:new"), form)
    assert response.status_code == 400
    body = response.content.decode()
    select = re.search(r'<select name="pick-2" id="pick-2">(.*?)</select>', body, re.S)
    assert select is not None and '<label for="pick-2">' in body
    options = re.findall(r'<option value="([^"]+)"', select.group(1))
    assert "St-1" in options and len(options) == 14
    assert re.search(r"St-1 · Agumon · III · type \w · A/B/C \d+/\d+/\d+", select.group(1))
    response = as_user(owner).post(reverse("decks:new"), {**form, "pick-2": "St-1"})
    assert response.status_code == 302
    deck = Deck.objects.get(name="Picked")
    assert [(card.number, count) for card, count in deck_entries(deck=deck)] == [
        ("St-1", 3),
        ("St-2", 3),
    ]


def test_a_pasted_dek_file_creates_the_deck_it_describes(owner, as_user, starter_entries):
    from decks.decklists import write_dek

    form = {"name": "Pasted", "format_code": "standard", "decklist": write_dek(starter_entries)}
    assert as_user(owner).post(reverse("decks:new"), form).status_code == 302
    deck = Deck.objects.get(name="Pasted")
    assert sum(count for _, count in deck_entries(deck=deck)) == 30


@pytest.mark.parametrize("entries", [[("St-1", 3)], [("St-1", 1), ("St-2", 1), ("St-5", 1)], [("St-2", 3)]])
def test_a_deck_smaller_than_an_opening_hand_still_has_its_share_page(owner, as_user, card, entries):
    small = DeckFactory(owner=owner, name="Tiny", entries=[(card(number), n) for number, n in entries])
    response = as_user(owner).get(reverse("decks:share", args=[small.share_id]))
    assert response.status_code == 200
    assert "Tiny" in response.content.decode()


@pytest.mark.parametrize("bad", ["²", "9" * 5000, "x"])
def test_the_share_page_ignores_revision_numbers_it_cannot_read(deck, client, bad):
    response = client.get(reverse("decks:share", args=[deck.share_id]), {"a": bad, "b": "1"})
    assert response.status_code == 200
    assert "Changes from revision" not in response.content.decode()
