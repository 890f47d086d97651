"""A whole game against the greedy bot in real Chromium, played by clicking the board's labelled
buttons: no label speaks the engine's notation, the log has one battle line per turn with both
attack values and the points lost, and on a 390×844 phone the action bar is in view mid-game."""

import re
from pathlib import Path

import pytest
from django.conf import settings

from tests.browser.boards import version, wait_for_a_new_board

pytestmark = pytest.mark.browser

DECK = Path(settings.BASE_DIR) / "fixtures" / "decks" / "agumon-gabumon.txt"
SEED = "2"
MAX_CLICKS = 400
# Actions tried before the board's primary choice, so that the game shows many kinds of button.
PREFERENCE = ("prepare", "proceed", "set", "use", "support")
PHONE = {"width": 390, "height": 844}

# The engine's words that must never reach a button: a step's alternative index, a bare slot
# number with no card named, the bare verbs of the notation, a card id or raw card number in brackets.
ENGINE_TOKENS = (
    re.compile(r"\balt \d"),
    re.compile(r"^(proceed|pass|cancel)$", re.IGNORECASE),
    re.compile(r"\b(prepare|use|discard|swap|set|support|appear|ability) \d"),
    re.compile(r"\((St|Bo|Bx|Re)-\d+\w*\)"),
    re.compile(r"\bp[12]\b"),
)
SLOT = re.compile(r"\bslot \d\b", re.IGNORECASE)

# "Greymon (A 440) vs Tentomon (B 340): Player 1 wins; Player 2 loses 20 (their IV column)",
# or "…: a draw; each player loses 10", or "…: a draw; Player 1 loses 10, Player 2 loses 20"
# (gameplay.narration; after the game the log is the revealed one, Player 1 first).
MATCHUP = r"(?P<first>.+?) \((?P<c1>[ABC]) (?P<a1>\d+)\) vs (?P<second>.+?) \((?P<c2>[ABC]) (?P<a2>\d+)\)"
WIN = r"Player (?P<winner>[12]) wins; Player (?P<loser>[12]) loses (?P<lost>\d+) \(their \S+ column\)"
DRAW = (
    r"a draw; (?:each player loses (?P<each>\d+)"
    r"|Player 1 loses (?P<lost1>\d+), Player 2 loses (?P<lost2>\d+))"
)
BATTLE_LINE = re.compile(f"{MATCHUP}: (?:{WIN}|{DRAW})$")
NO_BATTLE = "No battle this turn"
TURN_MARK = re.compile(r"^Turn (?P<turn>\d+) · Player 1 (?P<p1>\d+) points · Player 2 (?P<p2>\d+) points$")
# Any change of points the log tells outside a battle line.
OTHER_POINTS = re.compile(r"\b(gains|loses) \d+ points\b|points [+−-]\d+")


def engine_tokens(label: str) -> list[str]:
    """The engine tokens found in one button label."""
    found = [pattern.pattern for pattern in ENGINE_TOKENS if pattern.search(label)]
    # "slot 2" is fine beside the card it holds ("Use Hammer Spark (slot 2)"), not on its own.
    if SLOT.search(label) and not SLOT.sub("", label).strip(" ()—-:,"):
        found.append(SLOT.pattern)
    return found


def test_engine_tokens_are_found_in_raw_notation_and_not_in_players_words():
    assert engine_tokens("prepare 12 alt 1")
    assert engine_tokens("proceed")
    assert engine_tokens("slot 2")
    assert engine_tokens("Greymon (St-5)")
    assert engine_tokens("Evolve Agumon → Greymon (●● from the Net Ocean)") == []
    assert engine_tokens("Use Hammer Spark (slot 2): attack +100") == []


def labels_of(page) -> list[dict]:
    return page.locator("#actions button.action").evaluate_all(
        """bs => bs.map(b => {
            const words = b.cloneNode(true);
            words.querySelectorAll('kbd').forEach(key => key.remove());
            const primary = b.dataset.primary === 'true';
            return {label: words.textContent.trim(), notation: b.dataset.notation, primary};
        })"""
    )


def choice(buttons: list[dict]) -> int:
    """Evolve (battles between higher levels), set and use options, support, else the primary choice."""
    verbs = [button["notation"].split(" ")[0] for button in buttons]
    for verb in PREFERENCE:
        if verb in verbs:
            return verbs.index(verb)
    return next((i for i, button in enumerate(buttons) if button["primary"]), 0)


def log_lines(page) -> list[str]:
    return page.locator("#log[role=log] li").evaluate_all("lis => lis.map(li => li.textContent.trim())")


def turns_of(lines: list[str]) -> list[dict]:
    """The log cut at its turn markers: [{turn, points, lines}] in order."""
    turns: list[dict] = []
    for line in lines:
        mark = TURN_MARK.match(line)
        if mark:
            points = [int(mark["p1"]), int(mark["p2"])]
            turns.append({"turn": int(mark["turn"]), "points": points, "lines": []})
        else:
            assert turns, f"a log line before the first turn marker: {line!r}"
            turns[-1]["lines"].append(line)
    return turns


def points_lost(line: re.Match) -> list[int]:
    """[Player 1's, Player 2's] points lost in one battle line."""
    if line["winner"]:
        return [int(line["lost"]) if line["loser"] == str(player) else 0 for player in (1, 2)]
    if line["each"]:
        return [int(line["each"])] * 2
    return [int(line["lost1"]), int(line["lost2"])]


def gauges(page) -> list[int]:
    """[Player 1's, Player 2's] points on the Point Gauges (Player 1 is the near, own sheet)."""
    near = page.locator(".sheet[data-seat=near] .points").text_content()
    far = page.locator(".sheet[data-seat=far] .points").text_content()
    return [int(near), int(far)]


def assert_the_action_bar_is_in_view_without_scrolling(page) -> None:
    assert page.evaluate("window.scrollY") == 0
    bar = page.locator("#action-bar").bounding_box()
    assert bar is not None
    assert bar["x"] >= 0 and bar["x"] + bar["width"] <= PHONE["width"], bar
    assert bar["y"] >= 0 and bar["y"] + bar["height"] <= PHONE["height"], bar
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE["width"]


def test_a_whole_game_against_the_greedy_bot_by_its_labelled_buttons(page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto("/play/")
    page.fill("textarea[name=text]", DECK.read_text())
    page.check("input[name=opponent][value=greedy]")
    page.fill("input[name=seed]", SEED)
    page.click("#start-match")
    page.wait_for_url(re.compile(r"/play/\d+/$"))

    clicks, seen, phoned = 0, set(), False
    while page.locator("#outcome").count() == 0:
        assert clicks < MAX_CLICKS, "the game did not end"
        buttons = labels_of(page)
        assert buttons, "no action to click while the game is on"
        for button in buttons:
            assert engine_tokens(button["label"]) == [], button
            seen.add(button["label"])
        # The status line is the phase in words ("Turn 2 · Battle Phase — options"), no engine step.
        status = page.locator("#board .status").evaluate("s => s.textContent.replace(/\\s+/g, ' ').trim()")
        assert status == page.locator("#board .phase-label").text_content(), status
        # Mid-game (once a battle was fought) the board turns into a phone's.
        if not phoned and any(BATTLE_LINE.match(line) for line in log_lines(page)):
            page.set_viewport_size(PHONE)
            page.evaluate("window.scrollTo(0, 0)")
            assert_the_action_bar_is_in_view_without_scrolling(page)
            page.screenshot(path="/tmp/fullgame-phone.png")
            phoned = True
        before = version(page)
        page.locator("#actions button.action").nth(choice(buttons)).click()
        wait_for_a_new_board(page, before)
        clicks += 1
        assert page.locator("#board .error").count() == 0, page.locator("#board .error").inner_text()
    assert phoned, f"the game ended after {clicks} clicks, before the phone check"
    # The labels checked covered evolving, setting and flipping options, and passing.
    assert {"Evolve", "Set", "Flip", "Done"} <= {label.split(" ")[0] for label in seen}, seen
    page.set_viewport_size({"width": 1280, "height": 900})
    page.screenshot(path="/tmp/fullgame-end.png", full_page=True)

    turns = turns_of(log_lines(page))
    # As many turns in the log as the game played ("Turn 12 · Game over").
    played = int(re.match(r"Turn (\d+) ", page.locator("#board .phase-label").text_content())[1])
    assert [turn["turn"] for turn in turns] == list(range(1, played + 1))
    # The points each turn starts with: the next turn's marker, after the last turn the gauges.
    after = [turn["points"] for turn in turns[1:]] + [gauges(page)]
    battles = 0
    for turn, points_after in zip(turns, after, strict=True):
        lines = [BATTLE_LINE.match(text) for text in turn["lines"]]
        lines = [line for line in lines if line]
        # This game ends on points, after a battle: every turn, the last too, has its one line.
        assert len(lines) + turn["lines"].count(NO_BATTLE) == 1, turn
        if not lines:
            continue
        battles += 1
        line = lines[0]
        if line["winner"]:
            # B-7: the winner's attack is not the lower one (the sides read Player 1 first).
            attacks = {"1": int(line["a1"]), "2": int(line["a2"])}
            assert attacks[line["winner"]] >= attacks[line["loser"]], line[0]
        # The points lost are the points gone by the next turn, when nothing else moved points.
        if not any(OTHER_POINTS.search(text) for text in turn["lines"]):
            lost = points_lost(line)
            assert points_after == [max(0, start - n) for start, n in zip(turn["points"], lost, strict=True)]
    assert battles >= played - 1, f"{battles} battles in {played} turns"
