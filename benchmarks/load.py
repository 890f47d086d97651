"""Load test: N concurrent clients for S seconds against a running dmcg server on loopback.

    .venv/bin/python benchmarks/load.py --url http://127.0.0.1:PORT [-c 200] [-s 60]
    .venv/bin/python benchmarks/load.py --url http://127.0.0.1:PORT --abuse

Every client is a thread with its own cookies (one anonymous visitor each) that sends, one request
after the other, a mix of card searches (40 %), card pages (25 %), deck validations (15 %), match
starts (5 %) and actions in its own match (15 %). At the end it prints requests per second,
p50/p95/p99 latency overall and per kind, the status codes, 429s apart, and the errors by kind
(5xx, connection resets, refused connections, timeouts).

All the clients share one address, so the server's throttles (dmcg_site/throttles.py) answer 429
once the per-address rates are used up, and the figures then measure the throttle. To measure the
site itself, start the server with the throttles lifted for the run, e.g.

    DMCG_THROTTLE_SEARCH=off DMCG_THROTTLE_MATCH_START=off DMCG_THROTTLE_ACTIONS=off \\
        .venv/bin/gunicorn dmcg_site.wsgi -w 4 -b 127.0.0.1:PORT

`--abuse` runs the other scenario instead: 60 anonymous requests for 100,000-game simulations
(`--games` to change it: with 10,000 they pass the game cap and meet the job limits), 3 at a time
from 20 visitors, while 20 clients search the catalog until 10 s after the last request, after
10 s of the same searches alone. It prints how many got 429, 400 or a queued (or running, or done)
job, and the searches' p50/p95/p99 and status codes in both phases. Keep the simulations throttle
on for it (it is what is measured) and lift the search one (DMCG_THROTTLE_SEARCH=off), or the
searches from this one address measure their own limit.
Only loopback addresses are accepted.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import ipaddress
import json
import random
import socket
import statistics
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter, defaultdict
from dataclasses import dataclass, field

STARTER_TEXT = "3 St-1\n3 St-5\n3 St-7\n3 St-2\n3 St-6\n3 St-8\n2 St-29\n2 St-28\n3 St-59\n3 St-49\n2 St-50"
STARTER_CARDS = [
    {"number": number, "count": int(count)}
    for count, number in (line.split(" ") for line in STARTER_TEXT.splitlines())
]
SEARCHES = [
    "agumon",
    "metal greymon",
    "bo1145",
    "lv:iv bt:c a>=400 field:NSp",
    'o:"lost point"',
    "kind:option cat:program timing:battle",
    "(bt:a or bt:b) lv:ultimate",
    "species:dragon sort:name",
    "set:bo12",
    "lost.iii>=40 c<200",
]
MIX = [("search", 40), ("card_page", 25), ("validate", 15), ("match_start", 5), ("action", 15)]
TIMEOUT = 15.0


@dataclass
class Tally:
    """What every client saw, merged under one lock."""

    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    statuses: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    errors: Counter = field(default_factory=Counter)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, kind: str, seconds: float, outcome: int | str) -> None:
        with self.lock:
            self.latencies[kind].append(seconds)
            self.statuses[kind][outcome] += 1
            if isinstance(outcome, str):
                self.errors[outcome] += 1
            elif outcome >= 500:
                self.errors[f"HTTP {outcome}"] += 1


class Client:
    """One visitor: a cookie jar, and a request method that times and classifies each answer."""

    def __init__(self, base: str, tally: Tally) -> None:
        self.base, self.tally = base, tally
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
        )

    def request(self, kind: str, path: str, body: object = None) -> tuple[int | str, object]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base + path,
            data=data,
            headers={"Content-Type": "application/json", "Accept": "application/json"},
            method="GET" if body is None else "POST",
        )
        started = time.perf_counter()
        payload: object = None
        try:
            with self.opener.open(request, timeout=TIMEOUT) as response:
                raw = response.read()
                outcome: int | str = response.status
        except urllib.error.HTTPError as error:
            raw, outcome = error.read(), error.code
        except TimeoutError:
            raw, outcome = b"", "timeout"
        except urllib.error.URLError as error:
            raw, outcome = b"", _network_error(error.reason)
        except (ConnectionError, OSError) as error:
            raw, outcome = b"", _network_error(error)
        self.tally.record(kind, time.perf_counter() - started, outcome)
        if raw and isinstance(outcome, int):
            try:
                payload = json.loads(raw)
            except ValueError:
                payload = None
        return outcome, payload


def _network_error(reason: object) -> str:
    if isinstance(reason, TimeoutError):
        return "timeout"
    if isinstance(reason, ConnectionRefusedError):
        return "refused"
    if isinstance(reason, ConnectionResetError) or "RemoteDisconnected" in type(reason).__name__:
        return "reset"
    return f"network: {type(reason).__name__}"


def card_numbers(base: str) -> list[str]:
    """A hundred card numbers of the running server's catalog, to open their pages."""
    numbers: list[str] = []
    for page in range(1, 6):
        query = urllib.parse.urlencode({"q": "sort:name", "page": page})
        with urllib.request.urlopen(f"{base}/api/cards/?{query}", timeout=TIMEOUT) as response:
            numbers += [card["number"] for card in json.load(response)["results"]]
    return numbers or ["St-1"]


def mixed_client(client: Client, *, deadline: float, numbers: list[str], seed: int) -> None:
    rng = random.Random(seed)
    kinds, weights = zip(*MIX, strict=True)
    match: dict | None = None
    while time.monotonic() < deadline:
        kind = rng.choices(kinds, weights)[0]
        if kind == "action" and not (match and match.get("legal_actions") and not match.get("outcome")):
            kind = "match_start"
        if kind == "search":
            client.request(kind, "/api/cards/?" + urllib.parse.urlencode({"q": rng.choice(SEARCHES)}))
        elif kind == "card_page":
            client.request(kind, f"/cards/{urllib.parse.quote(rng.choice(numbers))}/")
        elif kind == "validate":
            client.request(kind, "/api/decks/validate/", {"cards": STARTER_CARDS})
        elif kind == "match_start":
            status, payload = client.request(kind, "/api/matches/", {"deck": {"text": STARTER_TEXT}})
            match = payload if status == 201 and isinstance(payload, dict) else match
        else:
            assert match is not None
            action = rng.choice(match["legal_actions"])
            status, payload = client.request(kind, f"/api/matches/{match['id']}/actions/", {"action": action})
            if status == 200 and isinstance(payload, dict):
                match = payload


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def milliseconds(samples: list[float]) -> str:
    if not samples:
        return "no request"
    figures = [statistics.median(samples), percentile(samples, 0.95), percentile(samples, 0.99)]
    return "p50 {:7.1f}  p95 {:7.1f}  p99 {:7.1f} ms".format(*(1000 * x for x in figures))


def run_threads(targets: list, *, deadline: float) -> None:
    threads = [threading.Thread(target=target, daemon=True) for target in targets]
    for thread in threads:
        thread.start()
    for thread in threads:
        # A client still waiting on an answer at the deadline gets TIMEOUT more seconds, no more.
        thread.join(timeout=max(0.0, deadline - time.monotonic()) + TIMEOUT + 1)


def report_mixed(tally: Tally, *, seconds: float, clients: int) -> None:
    every = [x for samples in tally.latencies.values() for x in samples]
    throttled = sum(counter[429] for counter in tally.statuses.values())
    print(f"{clients} clients, {seconds:.0f} s: {len(every)} requests, {len(every) / seconds:.1f} requests/s")
    print(f"  all          {milliseconds(every)}")
    for kind, _weight in MIX:
        statuses = ", ".join(f"{code}: {n}" for code, n in sorted(tally.statuses[kind].items(), key=str))
        print(f"  {kind:<12} {milliseconds(tally.latencies[kind])}   [{statuses}]")
    print(f"  429 (throttled): {throttled}")
    errors = ", ".join(f"{kind}: {n}" for kind, n in tally.errors.most_common()) or "none"
    print(f"  errors: {errors}")


def abuse(base: str, *, games: int, simulations: int = 60, searchers: int = 20, alone: float = 10) -> None:
    """Anonymous clients ask for big simulations while others search the catalog.

    The searchers first run `alone` seconds by themselves: the figures to compare with.
    """
    answers: Counter = Counter()
    lock = threading.Lock()
    per_client = 3

    def simulate(tally: Tally) -> None:
        client = Client(base, tally)
        for _ in range(per_client):
            body = {"deck": {"text": STARTER_TEXT}, "games": games}
            status, payload = client.request("simulation", "/api/simulations/", body)
            state = payload.get("status") if isinstance(payload, dict) and status == 201 else status
            with lock:
                answers[state] += 1

    def searching(tally: Tally, stop: threading.Event) -> list[threading.Thread]:
        def search(seed: int) -> None:
            client, rng = Client(base, tally), random.Random(seed)
            while not stop.is_set():
                client.request("search", "/api/cards/?" + urllib.parse.urlencode({"q": rng.choice(SEARCHES)}))

        threads = [threading.Thread(target=search, args=(n,), daemon=True) for n in range(searchers)]
        for thread in threads:
            thread.start()
        return threads

    def finish(threads: list[threading.Thread], stop: threading.Event) -> None:
        stop.set()
        for thread in threads:
            thread.join(timeout=TIMEOUT + 1)

    def searches_line(label: str, tally: Tally) -> str:
        statuses = ", ".join(f"{code}: {n}" for code, n in sorted(tally.statuses["search"].items(), key=str))
        samples = tally.latencies["search"]
        return f"  {label}: {len(samples)}  {milliseconds(samples)}   [{statuses}]"

    before, stop = Tally(), threading.Event()
    threads = searching(before, stop)
    time.sleep(alone)
    finish(threads, stop)
    during, stop = Tally(), threading.Event()
    threads = searching(during, stop)
    run_threads([lambda: simulate(during)] * (simulations // per_client), deadline=time.monotonic() + 60)
    # Keep searching a while after the last request, while the admitted jobs run.
    time.sleep(alone)
    finish(threads, stop)
    print(f"{simulations} anonymous requests for {games:,} games, {searchers} searching clients:")
    print(
        "  simulation answers: " + ", ".join(f"{state}: {n}" for state, n in sorted(answers.items(), key=str))
    )
    print(searches_line(f"searches alone ({alone:.0f} s)", before))
    print(searches_line("searches during and after the requests", during))


def loopback(url: str) -> str:
    host = urllib.parse.urlsplit(url).hostname or ""
    try:
        address = ipaddress.ip_address(socket.gethostbyname(host))
    except (OSError, ValueError):
        sys.exit(f"{url}: cannot resolve {host!r}")
    if not address.is_loopback:
        sys.exit(f"{url}: this benchmark only runs against a server on loopback (127.0.0.1).")
    return url.rstrip("/")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True, help="the running server, e.g. http://127.0.0.1:8123")
    parser.add_argument("-c", "--clients", type=int, default=200)
    parser.add_argument("-s", "--seconds", type=float, default=60)
    parser.add_argument("--abuse", action="store_true", help="the simulation-abuse scenario instead")
    parser.add_argument("--games", type=int, default=100_000, help="games per simulation request (--abuse)")
    parser.add_argument(
        "--searchers",
        type=int,
        default=20,
        help="searching clients during --abuse (1: searches one at a time, as one visitor sends them)",
    )
    args = parser.parse_args()
    base = loopback(args.url)
    if args.abuse:
        if not 1 <= args.searchers <= 200:
            sys.exit("Use 1 to 200 searching clients.")
        abuse(base, games=args.games, searchers=args.searchers)
        return
    if not 1 <= args.clients <= 1000 or not 1 <= args.seconds <= 600:
        sys.exit("Use 1 to 1000 clients and 1 to 600 seconds.")
    numbers = card_numbers(base)
    tally = Tally()
    started = time.monotonic()
    deadline = started + args.seconds
    run_threads(
        [
            lambda n=n: mixed_client(Client(base, tally), deadline=deadline, numbers=numbers, seed=n)
            for n in range(args.clients)
        ],
        deadline=deadline,
    )
    report_mixed(tally, seconds=time.monotonic() - started, clients=args.clients)


if __name__ == "__main__":
    main()
