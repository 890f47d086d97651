"""Card search latency: p50/p95 of a fixed mix of 20 queries through the real URL stack; the
autocomplete endpoint over what a visitor types letter by letter; searches that find nothing (and
so compute "did you mean" suggestions); and the bulk download's size and time, plain and gzip.

Usage (from the project root):
    .venv/bin/python benchmarks/search.py [--rounds 10]
    DATABASE_URL=postgres://dmcg:dmcg@127.0.0.1:5432/dmcg .venv/bin/python benchmarks/search.py

How: like the test runner, it creates a throwaway test database for whichever database DATABASE_URL
points at (SQLite: in memory; PostgreSQL: `test_<name>`, dropped at the end; the real database is
never touched), migrates it, imports the full catalog with `import_catalog`, then sends every query
of the mix through django.test.Client (URL routing, middleware, DRF/template rendering) to
`/api/cards/?q=…` and to the `/cards/?q=…` page, `--rounds` times after one warm-up round. The
search throttle is off for the run (DMCG_THROTTLE_SEARCH=off), as for a load test from one address.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")
os.environ.setdefault("DMCG_THROTTLE_SEARCH", "off")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment, teardown_test_environment  # noqa: E402

# A fixed mix: names, numbers in several spellings, every kind of key, negation, or, sorting.
QUERIES = [
    "agumon",
    "metal greymon",
    '"metal greymon"',
    "アグモン",
    "bo1145",
    "Bo 12t",
    "st-01",
    "lv:iv bt:c a>=400 field:NSp",
    'o:"lost point"',
    "kind:option cat:program timing:battle",
    "-attr:virus lv:perfect sort:a order:desc",
    "(bt:a or bt:b) lv:ultimate",
    "species:dragon sort:name",
    "set:bo12",
    "evo:jogress",
    "from:agumon",
    "lost.iii>=40 c<200",
    "frame:gold",
    'group:"royal knights" sort:level order:desc',
    "sort:c order:desc",
]

# What the search box sends while a visitor types (every prefix of two letters or more).
TYPED = ["agumon", "metalgreymon", "war grey", "st 61", "bo11", "omegamon x", "グレイモン"]
COMPLETIONS = sorted({word[:n] for word in TYPED for n in range(2, len(word) + 1)})
# Searches that find nothing, so the page and the API compute suggestions.
TYPOS = ["agumno", "metalgreymn", "wargreymn", "gabumn", "omegamn x", "pattamon", "angemn lv:iv"]


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def measure(
    client: Client, path: str, rounds: int, queries: list[str] = QUERIES
) -> tuple[list[float], list[float]]:
    """Wall-clock and this process's CPU milliseconds per request (CPU time shows how much of the
    wall time was our own work when other processes compete for the machine's two cores)."""
    wall, cpu = [], []
    for round_number in range(rounds + 1):
        for query in queries:
            start, start_cpu = time.perf_counter(), time.process_time()
            response = client.get(path, {"q": query})
            elapsed, elapsed_cpu = time.perf_counter() - start, time.process_time() - start_cpu
            if response.status_code != 200:
                raise SystemExit(f"{path}?q={query} answered {response.status_code}")
            if round_number:  # round 0 warms caches and is not counted
                wall.append(elapsed * 1000)
                cpu.append(elapsed_cpu * 1000)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()

    # Pages name their static files; without a collectstatic run, plain names (as tests/conftest.py).
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    setup_test_environment()
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        call_command("import_catalog", str(settings.CATALOG_DIR), verbosity=0)
        client = Client()
        print(f"database: {connection.vendor} ({connection.settings_dict['NAME']})")
        print(f"{len(QUERIES)} queries x {args.rounds} rounds after 1 warm-up round")
        print(
            f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores"
        )
        runs = (
            ("API  /api/cards/?q=", "/api/cards/", QUERIES),
            ("page /cards/?q=", "/cards/", QUERIES),
            ("autocomplete", "/api/cards/autocomplete/", COMPLETIONS),
            ("API  no match, suggest", "/api/cards/", TYPOS),
            ("page no match, suggest", "/cards/", TYPOS),
        )
        for label, path, queries in runs:
            samples, cpu = measure(client, path, args.rounds, queries)
            p50, p95, worst = statistics.median(samples), percentile(samples, 0.95), max(samples)
            print(
                f"{label:22} p50 {p50:6.1f} ms   p95 {p95:6.1f} ms   max {worst:6.1f} ms   (n={len(samples)})"
                f"   cpu p50 {statistics.median(cpu):5.1f} p95 {percentile(cpu, 0.95):5.1f} ms"
            )
        measure_bulk(client)
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        teardown_test_environment()


def measure_bulk(client: Client, runs: int = 3) -> None:
    """The bulk download read to its end: bytes and median wall time, plain and gzip, and a 304."""
    for label, headers in (("plain", {}), ("gzip", {"accept_encoding": "gzip"})):
        times, size, etag = [], 0, ""
        for _ in range(runs):
            start = time.perf_counter()
            response = client.get("/api/cards/bulk/", headers=headers)
            size = sum(len(chunk) for chunk in response.streaming_content)
            times.append((time.perf_counter() - start) * 1000)
            etag = response["ETag"]
        start = time.perf_counter()
        unchanged = client.get("/api/cards/bulk/", headers={**headers, "if_none_match": etag})
        revalidate = (time.perf_counter() - start) * 1000
        print(
            f"bulk {label:5}  {size:>10,} bytes   median {statistics.median(times):7.0f} ms (n={runs})"
            f"   304 {unchanged.status_code} in {revalidate:.1f} ms"
        )


if __name__ == "__main__":
    main()
