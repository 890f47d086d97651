"""Every page type in real Chromium, in English, Japanese and Korean: axe-core finds no WCAG 2.1
A/AA violation; the pages a visitor reads on a phone reflow at 320 px; the language switcher works
without JavaScript; the editor keeps the keyboard's place when a card's last copy goes."""

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from decks import services
from tests.factories import STARTER_DECK, UserFactory

pytestmark = pytest.mark.browser

WCAG_21_AA = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}
LANGUAGES = ("en", "ja", "ko")


@pytest.fixture
def player(live_catalog):
    """A player and their legal, public Starter deck (two copies of St-50)."""
    owner = UserFactory(username="owner")
    entries = [(live_catalog.get(number=n), count) for n, count in STARTER_DECK]
    deck = services.deck_create(
        owner=owner,
        name="Audit Greymon",
        entries=entries,
        partner=live_catalog.get(number="St-1"),
        is_public=True,
    )
    return owner, deck


@pytest.fixture
def signed_in(player, new_context, login):
    """signed_in(**context options) -> a page of the deck's owner, signed in."""

    def open_page(**options):
        context = new_context(**options)
        login(context, player[0])
        return context.new_page()

    return open_page


def violations(page) -> list[str]:
    results = Axe().run(page, options=WCAG_21_AA)
    return [f"{v['id']}: {v['nodes'][0]['target']} {v['help']}" for v in results.response["violations"]]


def speak(page, language: str) -> None:
    """The language cookie set_language would set, for the whole site (path /)."""
    origin = re.match(r"https?://[^/]+", page.url).group(0)
    page.context.add_cookies([{"name": "django_language", "value": language, "url": origin + "/"}])


def finished_match(page, deck) -> tuple[str, str]:
    """The board and replay paths of a match the owner started and resigned."""
    page.goto(f"/play/?deck={deck.pk}")
    page.click("#start-match")
    page.wait_for_url(re.compile(r"/play/\d+/$"))
    board = page.url
    page.click("#resign")
    page.wait_for_selector("#outcome")
    page.click("#open-replay")
    page.wait_for_url(re.compile(r"/replay/\d+/"))
    return board, page.url


def test_axe_finds_no_violation_on_any_page_type_in_any_language(player, signed_in, new_context):
    owner, deck = player
    page = signed_in()
    page.goto("/")
    board, replay = finished_match(page, deck)
    signed_in_pages = {
        "home": "/",
        "card search": "/cards/?q=agumon&lv=iii",
        "card search error": "/cards/?q=colour:red",
        "card page": "/cards/St-2/",
        "no such card": "/cards/Zz-9/",
        "search help": "/cards/help/",
        "deck list": "/decks/",
        "editor": f"/decks/{deck.pk}/edit/",
        "share": f"/d/{deck.share_id}/",
        "proxies": f"/d/{deck.share_id}/proxies/",
        "new deck": "/decks/new/",
        "play": "/play/",
        "board": board,
        "replay": replay,
        "simulate": f"/decks/{deck.pk}/simulate/",
        "404": "/nothing-here/",
    }
    visitor = new_context().new_page()
    visitor.goto("/")
    anonymous_pages = {"login": "/accounts/login/", "signup": "/accounts/signup/"}
    found = {}
    for language in LANGUAGES:
        for browser_page, pages in ((page, signed_in_pages), (visitor, anonymous_pages)):
            speak(browser_page, language)
            for name, path in pages.items():
                browser_page.goto(path)
                assert browser_page.evaluate("document.documentElement.lang") == language, (name, language)
                if problems := violations(browser_page):
                    found[f"{name} ({language})"] = problems
    assert found == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_320_px_the_reading_pages_reflow_without_sideways_scrolling(player, signed_in, language):
    owner, deck = player
    page = signed_in(viewport={"width": 320, "height": 640})
    page.goto("/")
    speak(page, language)
    paths = [
        "/",
        "/cards/?q=agumon",
        "/cards/St-2/",
        "/cards/help/",
        "/decks/",
        "/decks/new/",
        f"/decks/{deck.pk}/edit/",
        f"/d/{deck.share_id}/",
        "/accounts/login/",
    ]
    wide = {}
    for path in paths:
        page.goto(path)
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > 320:
            wide[path] = width
    assert wide == {}


def test_the_language_switcher_works_without_javascript(new_context, live_catalog):
    page = new_context(java_script_enabled=False).new_page()
    page.goto("/cards/St-1/")
    assert page.locator("h1").inner_text() == "Agumon"
    page.select_option("#language-select", "ja")
    page.click(".language button")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    assert page.url.endswith("/cards/St-1/")
    assert page.locator("h1").inner_text() == "アグモン"
    assert page.locator("nav[aria-label] a[href='/decks/']").inner_text() == "デッキ"
    page.select_option("#language-select", "ko")
    page.click(".language button")
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    assert page.locator("nav[aria-label] a[href='/decks/']").inner_text() == "덱"


def test_removing_the_last_copy_of_a_card_moves_focus_to_the_next_card(player, signed_in):
    owner, deck = player
    page = signed_in()
    page.goto(f"/decks/{deck.pk}/edit/")
    page.locator('[data-focus="minus-St-50"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator('[data-number="St-50"] .num')).to_have_text("1×")
    # Focus stayed on the same button; the second press removes the card's row.
    page.keyboard.press("Enter")
    expect(page.locator('[data-number="St-50"]')).to_have_count(0)
    focused = page.evaluate("document.activeElement.dataset.focus || document.activeElement.id")
    assert focused.startswith("minus-"), focused


def test_the_slash_shortcut_acts_in_the_editor_only_and_never_with_a_modifier(player, signed_in):
    owner, deck = player
    page = signed_in()
    page.goto(f"/decks/{deck.pk}/edit/")
    page.keyboard.press("Control+/")
    assert page.evaluate("document.activeElement.id") != "card-q"
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.id") == "card-q"
    page.goto("/cards/St-1/")
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.tagName") == "BODY"
