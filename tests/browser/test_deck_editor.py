"""The deck editor in real Chromium: the legality panel changes without a reload; the share link
opens read-only in a second browser context."""

import pytest
from playwright.sync_api import expect

from decks import services
from tests.factories import STARTER_DECK, UserFactory

pytestmark = pytest.mark.browser


@pytest.fixture
def almost_deck(live_catalog):
    """The Starter Greymon deck one Offense Plug-In A short: 29 cards, illegal by D-1."""
    owner = UserFactory(username="owner")
    entries = [(live_catalog.get(number=n), c - (n == "St-49")) for n, c in STARTER_DECK]
    agumon = live_catalog.get(number="St-1")
    return services.deck_create(owner=owner, name="Browser Greymon", entries=entries, partner=agumon)


def test_adding_cards_updates_legality_without_a_reload_and_the_share_link_reads(
    almost_deck, new_context, login, live_server
):
    owner_context = new_context()
    login(owner_context, almost_deck.owner)
    page = owner_context.new_page()
    page.goto(f"/decks/{almost_deck.pk}/edit/")
    verdict = page.locator("#legality .verdict")
    expect(verdict).to_contain_text("Not legal")
    expect(page.locator('#legality [data-code="E_DECK_SIZE"]')).to_contain_text("The deck has 29 cards")
    # A marker on the window survives only if the page is never reloaded.
    page.evaluate("window.__sameDocument = true")

    # Keyboard: "/" jumps to the search box; results come as you type, in place.
    page.locator("body").press("/")
    expect(page.locator("#card-q")).to_be_focused()
    page.keyboard.type("st-49")
    add = page.get_by_role("button", name="Add Offense Plug-In A (St-49)")
    add.click()
    expect(verdict).to_contain_text("✓ Legal")
    expect(verdict).to_contain_text("30 cards")

    # A fourth Agumon breaks D-5: the panel says so and the Agumon row is highlighted.
    page.get_by_role("button", name="Add one Agumon (St-1)").click()
    expect(page.locator('#legality [data-code="E_NAME_LIMIT"]')).to_contain_text("4 copies of Agumon")
    expect(page.locator('tr.offending[data-number="St-1"]')).to_contain_text("at most 3 cards of one name")
    # Focus stays on the button that was pressed, so the keyboard user can press it again.
    expect(page.get_by_role("button", name="Add one Agumon (St-1)")).to_be_focused()
    assert page.evaluate("window.__sameDocument") is True

    # A second visitor (a separate context, not signed in) reads the deck through its share link.
    visitor = new_context().new_page()
    visitor.goto(f"/d/{almost_deck.share_id}/")
    expect(visitor.get_by_role("heading", level=1)).to_have_text("Browser Greymon")
    expect(visitor.locator("#legality [data-code='E_NAME_LIMIT']")).to_be_visible()
    expect(visitor.get_by_role("button", name="Copy to my decks")).to_be_visible()
    expect(visitor.get_by_role("link", name="Edit", exact=True)).to_have_count(0)
    assert visitor.goto(f"/decks/{almost_deck.pk}/edit/").status == 403


def test_the_editor_works_as_plain_forms_without_javascript(almost_deck, new_context, login):
    context = new_context(java_script_enabled=False)
    login(context, almost_deck.owner)
    page = context.new_page()
    page.goto(f"/decks/{almost_deck.pk}/edit/")
    page.fill("#card-q", "st-49")
    page.get_by_role("button", name="Search", exact=True).click()
    page.get_by_role("button", name="Add Offense Plug-In A (St-49)").click()
    # The post redirected back to the editor (keeping the query) and the page now says legal.
    assert page.url.endswith(f"/decks/{almost_deck.pk}/edit/?q=st-49")
    expect(page.locator("#legality .verdict")).to_contain_text("✓ Legal")


def test_quick_clicks_in_one_tab_all_apply_and_a_stale_tab_gets_the_current_deck(
    almost_deck, new_context, login
):
    context = new_context()
    login(context, almost_deck.owner)
    first, second = context.new_page(), context.new_page()
    for page in (first, second):
        page.goto(f"/decks/{almost_deck.pk}/edit/")
    # Three presses before the first answer arrives: sent one after the other, each on the revision
    # the previous answer showed, so none is refused as stale.
    first.evaluate(
        "() => { const plus = document.querySelector('[data-focus=\"plus-St-7\"]');"
        " for (let i = 0; i < 3; i++) plus.click(); }"
    )
    expect(first.locator('tr[data-number="St-7"] td.num')).to_have_text("6×")
    expect(first.locator("[data-deck-revision]")).to_have_attribute("data-deck-revision", "4")

    # The second tab still shows revision 1: its change is refused and it shows the current deck.
    second.get_by_role("button", name="Add one Gabumon (St-5)").click()
    expect(second.locator("#editor-error")).to_contain_text("it was changed elsewhere")
    expect(second.locator('tr[data-number="St-7"] td.num')).to_have_text("6×")
    expect(second.locator('tr[data-number="St-5"] td.num')).to_have_text("3×")
    almost_deck.refresh_from_db()
    assert almost_deck.version == 4
