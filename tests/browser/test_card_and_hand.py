"""The card page's add-to-deck form and a deck's sample hand in real Chromium, with axe-core checks
(no WCAG 2.1 A/AA violation) on every page they touch."""

import re

import pytest
from playwright.sync_api import expect

from decks import services
from tests.browser.accessibility import violations
from tests.factories import STARTER_DECK, UserFactory

pytestmark = pytest.mark.browser


@pytest.fixture
def starter(live_catalog):
    owner = UserFactory(username="owner")
    entries = [(live_catalog.get(number=n), c) for n, c in STARTER_DECK]
    agumon = live_catalog.get(number="St-1")
    return services.deck_create(owner=owner, name="Browser Greymon", entries=entries, partner=agumon)


def test_a_card_is_added_to_a_chosen_deck_from_its_page(starter, new_context, login):
    twin = services.deck_create(owner=starter.owner, name="Browser Greymon")
    context = new_context()
    login(context, starter.owner)
    page = context.new_page()
    page.goto("/cards/Bo-421/")
    assert violations(page) == []
    picker = page.get_by_label("Add one copy to")
    # Two decks of one name: the partner and the size tell them apart.
    expect(picker.locator("option")).to_have_count(2)
    expect(picker.locator(f'option[value="{starter.pk}"]')).to_contain_text("partner Agumon, 30 cards")
    expect(picker.locator(f'option[value="{twin.pk}"]')).to_contain_text("no partner, 0 cards")
    picker.select_option(str(starter.pk))
    page.get_by_role("button", name="Add to deck").click()
    expect(page.locator(".messages")).to_contain_text(
        "Added Agumon (Bo-421) to “Browser Greymon”: 1 in the deck now."
    )
    assert page.url.endswith("/cards/Bo-421/")
    assert starter.entries.filter(card__number="Bo-421").get().count == 1
    assert violations(page) == []
    # The deck now breaks D-5 (four Agumon); its page says so in words.
    page.goto(f"/decks/{starter.pk}/edit/")
    expect(page.locator('#legality [data-code="E_NAME_LIMIT"]')).to_contain_text(
        "at most 3 cards of one name"
    )
    assert violations(page) == []


def test_the_sample_hand_draws_six_and_the_next_turn_refills_after_playing_two(starter, page):
    page.goto(f"/d/{starter.share_id}/")
    page.click("#sample-hand")
    page.wait_for_url(re.compile(r"/hand/\?seed=\d+$"))
    cards = page.locator("#hand-cards li")
    expect(cards).to_have_count(6)
    expect(page.locator("#gauge-card a")).to_have_count(1)
    expect(page.locator("#hand-h")).to_contain_text("22 cards left in the Net Ocean")
    assert violations(page) == []
    kept = [cards.nth(i).get_attribute("data-number") for i in range(2, 6)]
    same_seed = page.url
    cards.nth(0).locator("input").check()
    cards.nth(1).locator("input").check()
    page.click("#next-turn")
    expect(page.locator("#hand-h")).to_contain_text("Turn 2")
    expect(page.locator("#hand-h")).to_contain_text("20 cards left in the Net Ocean")
    expect(cards).to_have_count(6)
    assert [cards.nth(i).get_attribute("data-number") for i in range(4)] == kept
    assert violations(page) == []
    # The address holds the whole hand: reloading the first one shows it again.
    page.goto(same_seed)
    expect(page.locator("#hand-h")).to_contain_text("Turn 1")


def test_the_new_deck_and_play_forms_have_no_axe_violation(starter, new_context, login):
    context = new_context()
    login(context, starter.owner)
    page = context.new_page()
    for path in ("/decks/new/", "/play/", "/decks/"):
        page.goto(path)
        assert violations(page) == [], path
