"""Time the deck legality check: in-process and through POST /api/decks/validate/.

    .venv/bin/python benchmarks/legality.py [--runs 2000]

Targets: under 2 ms in-process (records prebuilt) and under 20 ms through the API (test Client,
numbers resolved through the database). Prints medians and 95th percentiles. Unless DATABASE_URL
is set, it works on a throw-away SQLite file with the catalog imported from DMCG_CATALOG_DIR.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# A tournament deck of 30: ten names, two Agumon numbers (D-5 across numbers), two Ultimates.
DECK = [
    ("St-1", 2),
    ("Bo-421", 1),
    ("St-2", 3),
    ("St-3", 3),
    ("St-4", 3),
    ("St-5", 3),
    ("St-6", 3),
    ("St-33", 1),
    ("St-40", 1),
    ("St-49", 3),
    ("St-55", 3),
    ("St-60", 3),
    ("St-101", 1),
]


def _setup_django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")
    if "DATABASE_URL" not in os.environ:
        db = Path(tempfile.mkdtemp(prefix="dmcg-bench-")) / "bench.sqlite3"
        os.environ["DATABASE_URL"] = f"sqlite:///{db}"
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    from cards.models import Card

    call_command("migrate", verbosity=0)
    if not Card.objects.exists():
        call_command("import_catalog", str(settings.CATALOG_DIR), verbosity=0)


def _time(fn, runs: int) -> list[float]:
    """Milliseconds per call, after a few warm-up calls."""
    for _ in range(min(20, runs)):
        fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def _report(label: str, samples: list[float], target_ms: float) -> None:
    median = statistics.median(samples)
    p95 = statistics.quantiles(samples, n=20)[-1]
    verdict = "OK" if median < target_ms else "OVER TARGET"
    print(f"{label:<44} median {median:8.3f} ms   p95 {p95:8.3f} ms   target < {target_ms} ms   {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2000)
    args = parser.parse_args()
    _setup_django()

    from django.test import Client

    from cards.models import Card
    from decks import legality
    from decks.formats import format_get
    from decks.records import DeckCard

    fmt = format_get(code="tournament-u5")
    cards = {card.number: DeckCard.from_card(card) for card in Card.objects.filter(number__in=dict(DECK))}
    entries = [(cards[number], count) for number, count in DECK]
    result = legality.check(entries, fmt)
    print(f"deck: {result.count} cards, legal={result.legal}, warnings={result.warning_codes()}")
    _report("legality.check, 30 cards, in-process", _time(lambda: legality.check(entries, fmt), args.runs), 2)

    client = Client()
    body = json.dumps({"format": fmt.code, "cards": [{"number": n, "count": c} for n, c in DECK]})

    def post() -> None:
        response = client.post("/api/decks/validate/", body, content_type="application/json")
        assert response.status_code == 200, response.content

    api_runs = max(1, args.runs // 4)
    _report("POST /api/decks/validate/, 30 cards", _time(post, api_runs), 20)
    from django.db import connection

    print(f"runs: {args.runs} in-process, {api_runs} API; database: {connection.vendor}")


if __name__ == "__main__":
    main()
