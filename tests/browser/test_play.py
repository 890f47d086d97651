"""Test play in a real Chromium: from the deck page to the outcome against the dummy,
by clicking legal actions, with one undo; then the replay, stepped through.

The site runs as a real `manage.py runserver` subprocess on its own file database
(tests.local_cluster), not on pytest-django's live_server: a simulation's background thread is
a second connection that must see the job its request committed, which a live_server thread on an
in-memory test database cannot promise. The Chromium is the `browser` of tests/browser/conftest.py.
"""

import re

import pytest

from tests.browser.boards import version, wait_for_a_new_board
from tests.factories import STARTER_TEXT
from tests.local_cluster import LocalCluster

pytestmark = pytest.mark.browser

# Against the dummy, evolving wins: prefer moving forward over passing (and never concede).
PREFERENCE = ("proceed", "prepare", "use", "support", "set", "swap", "pass")
MAX_CLICKS = 600


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with LocalCluster(tmp_path_factory.mktemp("site"), broker=False) as cluster:
        cluster.start_web()
        yield cluster


@pytest.fixture
def site_page(browser):
    """A page of `browser` (tests/browser/conftest.py) on the subprocess site; JS errors fail the test."""
    context = browser.new_context()
    context.set_default_timeout(15_000)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert errors == [], errors


def pick(page):
    buttons = page.locator("#actions button.action")
    notations = buttons.evaluate_all("bs => bs.map(b => b.dataset.notation)")
    for verb in PREFERENCE:
        for index, notation in enumerate(notations):
            if notation.split(" ")[0] == verb:
                return buttons.nth(index), notation
    raise AssertionError(f"no action to click among {notations}")


def act(page, button):
    before = version(page)
    button.click()
    wait_for_a_new_board(page, before)


def test_a_full_game_against_the_dummy_from_the_deck_page_with_undo_and_replay(site, site_page):
    page = site_page
    share_id = site.create_deck(name="Browser Greymon", decklist=STARTER_TEXT)
    page.goto(f"{site.url}/d/{share_id}/")
    page.click("#test-play")
    page.wait_for_url(re.compile(r"/play/\?deck="))
    # The share id is filled in from the deck page; the dummy is the default opponent.
    assert page.input_value("input[name=share]") == share_id
    page.click("#start-match")
    page.wait_for_url(re.compile(r"/play/\d+/$"))
    url = page.url
    assert "Digimon Box" in page.content()

    # Hovering a card of my hand shows its details from the card API; it links to the card page.
    card = page.locator(".sheet.mine .hand a.card").first
    assert card.get_attribute("href").startswith("/cards/")
    card.hover()
    page.wait_for_selector(".card-preview:not([hidden]) .cf")
    assert card.get_attribute("data-number") in page.locator(".card-preview").inner_text()
    page.mouse.move(0, 0)

    # The first action by keyboard shortcut: while the board has focus, "1" plays the first legal action.
    before = version(page)
    page.focus("#board")
    page.keyboard.press("1")
    wait_for_a_new_board(page, before)
    assert page.locator("#actions").count() == 1

    # Undo once: a new board (the match moved to a new version) and the page did not reload.
    page.evaluate("window.__same_page = true")
    after_action = version(page)
    page.click("#undo")
    wait_for_a_new_board(page, after_action)
    assert page.evaluate("window.__same_page") is True
    assert page.url == url

    clicks = 0
    while page.locator("#outcome").count() == 0:
        clicks += 1
        assert clicks < MAX_CLICKS, "the game did not end"
        button, _notation = pick(page)
        act(page, button)
        assert page.locator("#board .error").count() == 0, page.locator("#board .error").inner_text()
    assert page.evaluate("window.__same_page") is True
    assert "Game over" in page.locator("#outcome").inner_text()

    page.click("#open-replay")
    page.wait_for_url(re.compile(r"/replay/\d+/"))
    total = int(page.locator("#total").inner_text())
    assert total > 10
    assert page.locator("#step").inner_text() == "0"
    for expected in (1, 2, 3):
        page.click("#forward")
        page.wait_for_function("n => document.querySelector('#step').textContent === String(n)", arg=expected)
    page.click("#back")
    page.wait_for_function("() => document.querySelector('#step').textContent === '2'")
    # Autoplay steps forward by itself; pressing it again pauses.
    page.click("#autoplay")
    page.wait_for_function("() => Number(document.querySelector('#step').textContent) >= 4", timeout=10_000)
    page.click("#autoplay")
    page.click("#last")
    page.wait_for_function("n => document.querySelector('#step').textContent === String(n)", arg=total)
    assert "Game over" in page.content()
    # After the game, everything may be revealed: both hands show.
    page.click("text=Everything revealed")
    page.wait_for_function("() => document.querySelectorAll('.hand').length === 2")


def test_a_simulation_from_the_deck_page_shows_progress_then_results_and_opens_the_fastest_game(
    site, site_page
):
    page = site_page
    """No broker here: a job bigger than the inline limit runs in a thread of the web process."""
    share_id = site.create_deck(name="Browser simulation", decklist=STARTER_TEXT)
    page.goto(f"{site.url}/d/{share_id}/")
    page.click("#simulate")
    page.fill("input[name=games]", "300")
    page.fill("input[name=seed]", "77")
    page.click("#start-simulation")
    page.wait_for_url(re.compile(r"/simulations/\d+/$"))
    seen = []
    # Polls for up to five minutes: a loaded machine plays the 300 games slowly.
    for _ in range(600):
        seen.append(int(page.get_attribute("#job-progress", "value")))
        if page.locator(".job-status[data-status=done]").count():
            break
        page.wait_for_timeout(500)
    assert seen[-1] == 300
    # The bar only ever moves forward, and the page updated itself (no reload was asked for).
    assert seen == sorted(seen)
    assert "confidence interval" in page.locator(".results").inner_text()
    assert page.locator("svg.histogram rect").count() >= 1
    page.click("#fastest")
    page.wait_for_url(re.compile(r"/replay/\d+/"))
    page.click("#last")
    page.wait_for_function("() => document.querySelector('#outcome') !== null")
    assert "Player 1 wins" in page.locator("#outcome").inner_text()


def test_a_running_simulation_is_cancelled_from_its_page_without_a_reload(site, site_page):
    page = site_page
    share_id = site.create_deck(name="Cancelled simulation", decklist=STARTER_TEXT)
    page.goto(f"{site.url}/d/{share_id}/")
    page.click("#simulate")
    page.fill("input[name=games]", "10000")
    page.click("#start-simulation")
    page.wait_for_url(re.compile(r"/simulations/\d+/$"))
    page.wait_for_selector(".job-status[data-status=running]")
    # A mark that a navigation (the form's plain post and redirect) would wipe out.
    page.evaluate("() => { window.stillHere = true; }")
    page.click("#cancel-simulation")
    page.wait_for_selector(".job-status[data-status=cancelled]")
    assert page.evaluate("() => window.stillHere") is True
    assert page.locator("#cancel-simulation").count() == 0
    assert int(page.get_attribute("#job-progress", "value")) < 10000


def test_after_an_action_played_from_the_keyboard_the_focus_stays_on_the_board(site, site_page):
    """The board swaps its fragment: the pressed button is gone, and focus must not fall to <body>."""
    page = site_page
    share_id = site.create_deck(name="Keyboard Greymon", decklist=STARTER_TEXT)
    page.goto(f"{site.url}/play/?deck={share_id}")
    page.click("#start-match")
    page.wait_for_url(re.compile(r"/play/\d+/$"))
    page.locator("#actions button.action").first.focus()
    before = version(page)
    page.keyboard.press("Enter")
    wait_for_a_new_board(page, before)
    assert page.evaluate("document.activeElement.matches('#board button.action, #board #undo')")
