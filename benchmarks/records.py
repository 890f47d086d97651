"""Cold card-record building for one match: the median time to build the engine's card records of
two sample decks from the catalog rows, as every match rebuild does.

Usage (from the project root, with the catalog imported into the configured database):
    .venv/bin/python benchmarks/records.py [--rounds 15] [--decks fixtures/decks/a.txt fixtures/decks/b.txt]

How: the rows are read once; each round builds every record anew (`gameplay.records.card_record`)
and the median, min and max of the rounds are printed, in milliseconds.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")

import django  # noqa: E402

django.setup()

from cards.models import Card  # noqa: E402
from decks.decklists import load_text  # noqa: E402
from gameplay.records import card_record  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument(
        "--decks",
        nargs="+",
        default=["fixtures/decks/agumon-gabumon.txt", "fixtures/decks/gomamon-tentomon.txt"],
    )
    options = parser.parse_args()
    numbers = {card.number for path in options.decks for card, _ in load_text(Path(path).read_text())}
    cards = list(Card.objects.filter(number__in=numbers))
    times = []
    for _ in range(options.rounds):
        start = time.perf_counter()
        for card in cards:
            card_record(card)
        times.append((time.perf_counter() - start) * 1000)
    print(
        f"{len(cards)} distinct cards, {options.rounds} rounds: median {statistics.median(times):.2f} ms,"
        f" min {min(times):.2f} ms, max {max(times):.2f} ms"
    )


if __name__ == "__main__":
    main()
