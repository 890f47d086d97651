"""The board as a play sheet in real Chromium: axe-core finds no WCAG 2.1 A/AA violation on the
board and the replay before and after actions; on a 390×844 phone the action bar is in view and
nothing scrolls sideways (nor at 320 px); single-key shortcuts act only while the board has focus;
the replay's controls keep focus across frames and any key stops autoplay; without JavaScript the
board's forms still play."""

import re

import pytest
from playwright.sync_api import expect

from decks import services
from tests.browser.accessibility import violations
from tests.browser.boards import version, wait_for_a_new_board
from tests.factories import STARTER_DECK, UserFactory

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


@pytest.fixture
def player(live_catalog):
    """A signed-in player's legal Starter Greymon deck."""
    owner = UserFactory(username="owner")
    entries = [(live_catalog.get(number=n), count) for n, count in STARTER_DECK]
    deck = services.deck_create(
        owner=owner, name="Sheet Greymon", entries=entries, partner=live_catalog.get(number="St-1")
    )
    return owner, deck


@pytest.fixture
def board_page(player, new_context, login):
    """open(**context options) -> a page on the board of a new match against the dummy."""

    def open_board(**options):
        owner, deck = player
        context = new_context(**options)
        login(context, owner)
        page = context.new_page()
        page.goto(f"/play/?deck={deck.pk}")
        page.click("#start-match")
        page.wait_for_url(re.compile(r"/play/\d+/$"))
        return page

    return open_board


def play(page, count: int) -> None:
    """Press the first action `count` times, each time waiting for the new board."""
    for _ in range(count):
        before = version(page)
        page.locator("#actions button.action").first.click()
        wait_for_a_new_board(page, before)


def test_axe_finds_no_wcag_violation_on_the_board_and_the_replay_before_and_after_actions(board_page):
    page = board_page()
    assert violations(page) == []
    play(page, 6)
    assert violations(page) == []
    page.click("#resign")
    page.wait_for_selector("#outcome")
    assert violations(page) == []
    page.click("#open-replay")
    page.wait_for_url(re.compile(r"/replay/\d+/"))
    assert violations(page) == []
    page.click("#forward")
    page.wait_for_function("() => document.querySelector('#step').textContent === '1'")
    page.click("#last")
    page.wait_for_selector("#outcome")
    assert violations(page) == []


def test_on_a_phone_the_action_bar_is_in_view_and_the_board_does_not_scroll_sideways(board_page):
    page = board_page(**PHONE)
    bar = page.locator("#action-bar").bounding_box()
    assert bar["y"] + 44 <= 844, bar
    assert page.locator("#actions button.action").first.is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # Touch screens have no keyboard to hint at.
    assert not page.locator("#keys-hint").is_visible()
    # Every action button is at least 44 px tall (a finger's tap target).
    heights = page.locator("#action-bar button").evaluate_all("bs => bs.map(b => b.offsetHeight)")
    assert min(heights) >= 44, heights
    play(page, 3)
    assert page.locator("#action-bar").bounding_box()["y"] + 44 <= 844


def test_at_320_px_the_board_the_play_form_and_the_share_url_reflow_without_sideways_scrolling(board_page):
    page = board_page(viewport={"width": 320, "height": 640})
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    assert page.locator(".share-url").bounding_box()["width"] <= 320
    page.goto("/play/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 320


def test_the_action_bar_keeps_its_place_when_the_actions_change(board_page):
    page = board_page(viewport={"width": 1280, "height": 900})
    top = page.locator("#action-bar").bounding_box()["y"]
    table = page.locator(".sheet[data-seat=far]").bounding_box()["y"]
    play(page, 4)
    # The bar sits beside the table: neither moves when the list of actions changes length.
    assert page.locator("#action-bar").bounding_box()["y"] == top
    assert page.locator(".sheet[data-seat=far]").bounding_box()["y"] == table


def test_single_key_shortcuts_act_only_while_the_board_has_focus(board_page):
    page = board_page()
    before = version(page)
    page.locator("body").press("1")
    # A shortcut press starts the request at once (aria-busy): none was started.
    assert page.locator("#board[aria-busy]").count() == 0
    assert version(page) == before
    page.locator("#board").focus()
    page.keyboard.press("1")
    wait_for_a_new_board(page, before)


def test_turn_and_phase_changes_are_announced_by_a_live_region_outside_the_board(board_page):
    page = board_page()
    announcer = page.locator("#announce[role=status]")
    assert announcer.inner_text() == ""
    announced = page.locator("#board .status").get_attribute("data-announce")
    for _ in range(10):
        play(page, 1)
        if page.locator("#board .status").get_attribute("data-announce") != announced:
            break
    now = page.locator("#board .status").get_attribute("data-announce")
    assert now != announced
    expect(announcer).to_have_text(now)
    expect(page.locator("#log")).to_have_attribute("role", "log")


def test_the_replay_controls_keep_focus_across_frames_and_any_key_stops_autoplay(board_page):
    page = board_page()
    play(page, 5)
    page.goto(page.url.replace("/play/", "/replay/"))
    page.locator("#forward").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#step').textContent === '1'")
    expect(page.locator("#forward")).to_be_focused()
    page.locator("#autoplay").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#autoplay")).to_have_text("Pause")
    page.wait_for_function("() => Number(document.querySelector('#step').textContent) >= 2")
    # The frame was rebuilt, and the Pause button still has the focus.
    expect(page.locator("#autoplay")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#autoplay")).to_have_text("Autoplay")
    expect(page.locator("#autoplay")).to_be_focused()
    # Jump to the first turn's first step, behind the step autoplay reached; the test waits for
    # that frame, so no request of the page is still being served when the test's database closes.
    target = page.locator("#jump-turn option").first.get_attribute("value")
    assert int(target) < int(page.locator("#step").text_content())
    page.select_option("#jump-turn", value=target)
    page.locator("#jump").click()
    expect(page.locator("#step")).to_have_text(target)
    expect(page.locator("#jump")).to_be_focused()


def test_without_javascript_the_board_still_plays_through_its_forms(board_page):
    page = board_page(java_script_enabled=False)
    before = version(page)
    page.locator("#actions button.action").first.click()
    page.wait_for_load_state()
    assert re.search(r"/play/\d+/$", page.url)
    assert version(page) != before


def test_a_flipped_card_the_engine_plays_by_hand_shows_its_text_beside_the_adjustment_controls(
    live_catalog, new_context, login
):
    """Digivice 01 (Bo-20v) is played by hand (its text compiles to nothing): put in the Support Box
    by a manual move, its text and the one-click adjustments are on the board, not folded away."""
    from gameplay.models import Match

    owner = UserFactory(username="owner")
    entries = [(live_catalog.get(number=n), count - (n == "St-49")) for n, count in STARTER_DECK]
    digivice = live_catalog.get(number="Bo-20v")
    deck = services.deck_create(
        owner=owner,
        name="Digivice Greymon",
        entries=[*entries, (digivice, 1)],
        partner=live_catalog.get(number="St-1"),
    )
    context = new_context()
    login(context, owner)
    page = context.new_page()
    page.goto(f"/play/?deck={deck.pk}")
    # A seed whose shuffle leaves Digivice 01 free to move (a random one may make it the gauge card).
    page.fill("input[name=seed]", "3")
    page.click("#start-match")
    page.wait_for_url(re.compile(r"/play/\d+/$"))
    card_id = Match.objects.latest("pk").header["decks"][0].index("Bo-20v")
    assert page.locator(".manual-card").count() == 0
    page.locator("details.manual summary").click()
    page.locator("details.manual .manual-form input[name=action]").fill(f"move p1 {card_id} support")
    page.locator("details.manual button", has_text="Apply").click()
    panel = page.locator(".manual-card")
    expect(panel).to_contain_text("Digivice 01")
    expect(panel).to_contain_text(digivice.effect_text[:40])
    panel.get_by_role("button", name="Player 2 points -10").click()
    expect(page.locator(".sheet:not(.mine) .points")).to_have_text("90")
    assert violations(page) == []


def test_a_card_on_the_board_and_a_card_named_in_the_log_preview_on_hover(board_page):
    page = board_page(viewport={"width": 1280, "height": 900})
    card = page.locator(".sheet.mine .hand a.card").first
    card.hover()
    preview = page.locator(".card-preview:not([hidden])")
    expect(preview.locator(".cf.cf-large .cf-no")).to_have_text(card.get_attribute("data-number"))
    page.mouse.move(0, 0)
    named = page.locator('#log li a[href^="/cards/"]')
    for _ in range(12):
        if named.count():
            break
        play(page, 1)
    named.first.hover()
    expect(preview.locator(".cf-name")).to_have_text(named.first.inner_text())
    assert violations(page) == []
