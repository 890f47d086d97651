"""A few turns against the search bot in real Chromium: the board says the opponent is thinking
while its reply is on the way, and the bot's moves arrive with each answer."""

import re
from pathlib import Path

import pytest
from django.conf import settings

from tests.browser.boards import version, wait_for_a_new_board

pytestmark = pytest.mark.browser

DECK = Path(settings.BASE_DIR) / "fixtures" / "decks" / "agumon-gabumon.txt"
TURNS = 3
MAX_CLICKS = 150


@pytest.fixture(autouse=True)
def small_budget(settings):
    settings.SEARCH_BOT_BUDGET = 12


def turn_of(page) -> int:
    return int(re.match(r"Turn (\d+)", page.locator("#board .phase-label").text_content())[1])


def test_a_few_turns_against_the_search_bot(page):
    page.goto("/play/")
    page.fill("textarea[name=text]", DECK.read_text())
    page.check("input[name=opponent][value=search]")
    page.fill("input[name=seed]", "6")
    page.click("#start-match")
    page.wait_for_url(re.compile(r"/play/\d+/$"))
    assert "search bot" in page.locator("h1").text_content()
    thinking = page.locator("#thinking")
    assert thinking.count() == 1 and thinking.is_hidden()
    # The notice shows while a request is out: hold the next answer back to see it.
    shown = []
    page.route("**/act/", lambda route: (shown.append(thinking.is_visible()), route.continue_()))
    clicks = 0
    while page.locator("#outcome").count() == 0 and turn_of(page) <= TURNS:
        assert clicks < MAX_CLICKS, "the turns did not pass"
        before = version(page)
        primary = page.locator("#actions button.action[data-primary=true]")
        (primary if primary.count() else page.locator("#actions button.action")).first.click()
        wait_for_a_new_board(page, before)
        clicks += 1
        assert page.locator("#board .error").count() == 0
    assert shown and all(shown), shown
    assert thinking.is_hidden()
    assert turn_of(page) > TURNS or page.locator("#outcome").count() == 1
    # The log tells the opponent's moves too: its battles are fought.
    lines = page.locator("#log[role=log] li").all_text_contents()
    assert any(" vs " in line for line in lines), lines
