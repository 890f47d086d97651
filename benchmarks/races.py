"""Concurrent writers against a running server: lost updates, unions, 500s and 409s per scenario.

Usage (the server must have migrated and imported the catalog):
    DEBUG=1 .venv/bin/python manage.py runserver 127.0.0.1:PORT    # or gunicorn dmcg_site.wsgi
    .venv/bin/python benchmarks/races.py http://127.0.0.1:PORT [--rounds 40]

Every round of a scenario sends two requests at the same instant (two threads released by one
barrier), then reads the result back. Each scenario runs twice: `revision` sends what the page
read, as the editor and the board do (`"revision"` in the body for deck fields, the If-Match header
for card lists, `"version"` for match actions), and `bare` sends none, as a script might.

    name ∥ notes     PATCH {"name"} and PATCH {"notes"} from the same revision
    disjoint lists   PATCH two card lists with no card in common (deck reset before each round)
    overlapping      PATCH two card lists that share St-1 (deck reset before each round)
    two actions      two different legal actions on one position of a hot-seat match
    same action ×2   the same action sent twice, as a double click would

Columns: `both 200` (rounds where neither request was refused), `409`, `500` (responses), `lost`
(a change answered 200 that is not in the final state), `union` (a final card list that mixes the
two lists), `twice` (a match that moved two steps where the two requests were chosen on one). With
no revision, two card lists both answered 200 are last-writer-wins by design and not `lost`.
Standard library only: it talks HTTP, it does not import the project.
"""

import argparse
import http.cookiejar
import json
import threading
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

STARTER = [("St-1", 3), ("St-5", 3), ("St-7", 3), ("St-2", 3), ("St-6", 3), ("St-8", 3)]
DISJOINT = ([("St-1", 3), ("St-2", 3)], [("St-5", 3), ("St-6", 3)])
OVERLAPPING = ([("St-1", 3), ("St-2", 3)], [("St-1", 2), ("St-3", 3)])
# A legal standard deck (tests/factories.py STARTER_DECK) for the matches.
MATCH_DECK = "3 St-1\n3 St-5\n3 St-7\n3 St-2\n3 St-6\n3 St-8\n2 St-29\n2 St-28\n3 St-59\n3 St-49\n2 St-50"


class Site:
    """One visitor of the site: a cookie jar (the session that owns its matches) and a deck token."""

    def __init__(self, base: str) -> None:
        self.base = base.rstrip("/")
        self.jar = http.cookiejar.CookieJar()
        self.token = ""

    def call(self, method: str, path: str, body: Any = None, headers: dict | None = None) -> tuple[int, Any]:
        # One opener per call: openers are not documented as thread-safe, the cookie jar is.
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        request = urllib.request.Request(
            self.base + path,
            data=None if body is None else json.dumps(body).encode(),
            method=method,
            headers={"Content-Type": "application/json", "Accept": "application/json", **(headers or {})},
        )
        if self.token:
            request.add_header("X-Deck-Token", self.token)
        try:
            with opener.open(request, timeout=120) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            raw = error.read()
            try:
                return error.code, json.loads(raw)
            except ValueError:
                return error.code, raw.decode(errors="replace")[:200]


def race(site: Site, *requests: tuple) -> list[int]:
    """Send every request (the arguments of Site.call) at the same instant; their status codes."""
    start = threading.Barrier(len(requests))

    def send(request: tuple) -> int:
        start.wait()
        return site.call(*request)[0]

    with ThreadPoolExecutor(max_workers=len(requests)) as pool:
        return list(pool.map(send, requests))


def cards(entries: list[tuple[str, int]]) -> list[dict[str, Any]]:
    return [{"number": number, "count": count} for number, count in entries]


def listed(deck: dict[str, Any]) -> list[tuple[str, int]]:
    return sorted((entry["number"], entry["count"]) for entry in deck["entries"])


class Tally:
    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def answers(self, codes: list[int]) -> None:
        self.counts["rounds"] += 1
        self.counts["both 200"] += codes == [200, 200]
        self.counts["409"] += codes.count(409)
        self.counts["500"] += sum(code >= 500 for code in codes)


def deck_new(site: Site) -> dict[str, Any]:
    status, deck = site.call("POST", "/api/decks/", {"name": "race", "cards": cards(STARTER)})
    assert status == 201, (status, deck)
    site.token = deck["edit_token"]
    return deck


def name_and_notes(site: Site, rounds: int, guarded: bool) -> Counter[str]:
    tally, deck = Tally(), deck_new(site)
    path = f"/api/decks/{deck['id']}/"
    for round_ in range(rounds):
        revision = site.call("GET", path)[1]["revision"]
        guard = {"revision": revision} if guarded else {}
        name, notes = f"name {round_}", f"notes {round_}"
        codes = race(
            site, ("PATCH", path, {"name": name, **guard}), ("PATCH", path, {"notes": notes, **guard})
        )
        tally.answers(codes)
        final = site.call("GET", path)[1]
        tally.counts["lost"] += (codes[0] == 200 and final["name"] != name) + (
            codes[1] == 200 and final["notes"] != notes
        )
    return tally.counts


def two_lists(lists: tuple[list, list]) -> Callable[[Site, int, bool], Counter[str]]:
    def scenario(site: Site, rounds: int, guarded: bool) -> Counter[str]:
        tally, deck = Tally(), deck_new(site)
        path = f"/api/decks/{deck['id']}/"
        numbers = [{number for number, _ in entries} for entries in lists]
        # The cards only one of the two lists holds: a final list with some of each is a union.
        only = (numbers[0] - numbers[1], numbers[1] - numbers[0])
        for _ in range(rounds):
            status, reset = site.call("PATCH", path, {"cards": cards(STARTER)})
            assert status == 200, (status, reset)
            headers = {"If-Match": f'"{reset["revision"]}"'} if guarded else {}
            codes = race(site, *(("PATCH", path, {"cards": cards(entries)}, headers) for entries in lists))
            tally.answers(codes)
            final = listed(site.call("GET", path)[1])
            held = {number for number, _ in final}
            if final in [sorted(entries) for entries in lists]:
                # Both were based on one revision: the list answered 200 first was silently replaced.
                tally.counts["lost"] += guarded and codes == [200, 200]
            elif held & only[0] and held & only[1]:
                tally.counts["union"] += 1
            elif 200 in codes:
                tally.counts["lost"] += 1
        return tally.counts

    return scenario


def match_new(site: Site, seed: int) -> dict[str, Any]:
    status, data = site.call(
        "POST", "/api/matches/", {"deck": {"text": MATCH_DECK}, "opponent": "hotseat", "seed": seed}
    )
    assert status == 201, (status, data)
    return data


def match_race(same_action: bool) -> Callable[[Site, int, bool], Counter[str]]:
    def scenario(site: Site, rounds: int, guarded: bool) -> Counter[str]:
        tally = Tally()
        data = match_new(site, seed=1)
        for round_ in range(rounds):
            if data["outcome"] is not None:
                data = match_new(site, seed=round_ + 2)
            path = f"/api/matches/{data['id']}/"
            choices = [action for action in data["legal_actions"] if action != "concede"]
            picked = (choices[0], choices[0]) if same_action else (choices[0], choices[-1])
            guard = {"version": data["version"]} if guarded else {}
            codes = race(
                site, *(("POST", path + "actions/", {"action": action, **guard}) for action in picked)
            )
            tally.answers(codes)
            after = site.call("GET", path)[1]
            tally.counts["twice"] += after["version"] - data["version"] == 2
            data = after
        return tally.counts

    return scenario


SCENARIOS = {
    "name ∥ notes": name_and_notes,
    "disjoint lists": two_lists(DISJOINT),
    "overlapping": two_lists(OVERLAPPING),
    "two actions": match_race(same_action=False),
    "same action ×2": match_race(same_action=True),
}
COLUMNS = ["rounds", "both 200", "409", "500", "lost", "union", "twice"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url", help="the running server, e.g. http://127.0.0.1:8123")
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    print(f"{'scenario':<16} {'mode':<9}" + "".join(f"{column:>10}" for column in COLUMNS))
    for name, scenario in SCENARIOS.items():
        for guarded in (True, False):
            counts = scenario(Site(args.url), args.rounds, guarded)
            mode = "revision" if guarded else "bare"
            print(
                f"{name:<16} {mode:<9}" + "".join(f"{counts[column]:>10}" for column in COLUMNS), flush=True
            )


if __name__ == "__main__":
    main()
