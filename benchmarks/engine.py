"""Engine speed (issue 4 §6): games per second for greedy vs dummy and greedy vs greedy on the
two sample decks, and the time to replay a 40-turn game. Medians of several runs; one core.

    .venv/bin/python benchmarks/engine.py [--games 400] [--runs 5]

Needs the catalog in the database (`manage.py import_catalog`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    import django

    django.setup()
    from gameplay.engine import dummy_card, make_bot, new_game, play, record, replay
    from gameplay.engine.simulation import simulate
    from gameplay.records import deck_records

    decks = {
        name: deck_records((ROOT / "fixtures" / "decks" / f"{name}.txt").read_text())
        for name in ("agumon-gabumon", "gomamon-tentomon")
    }
    names = list(decks)

    def rate(deck, opponent_deck, opponent):
        """Median games per second over the runs: wall clock, and CPU time of this process
        (the figure for one core, less disturbed by other processes on a busy machine)."""
        wall, cpu = [], []
        for run in range(args.runs):
            started = time.process_time()
            result = simulate(deck, opponent_deck, games=args.games, seed=run * args.games, opponent=opponent)
            wall.append(result.games / result.seconds)
            cpu.append(result.games / (time.process_time() - started))
        return f"{statistics.median(wall):7.0f} games/s wall, {statistics.median(cpu):7.0f} games/s CPU"

    for name in names:
        print(f"greedy vs dummy    {name:<36} {rate(decks[name], None, 'dummy')}")
    both = f"{names[0]} vs {names[1]}"
    print(f"greedy vs greedy   {both:<36} {rate(decks[names[0]], decks[names[1]], 'greedy')}")

    # A long game: the goldfish loses only 2 points a battle, so the game runs 50 turns; replay
    # its actions up to the start of turn 41.
    slow_dummy = [dummy_card(lost_points=(2, 2, 2, 2))] * 30
    state = new_game(decks[names[0]], slow_dummy, 7)
    play(state, (make_bot("greedy"), make_bot("dummy")))
    header = record(state)
    lookup = {card.number: card for card in [*decks[names[0]], slow_dummy[0]]}
    replayed = replay(header, lookup, checked=False)
    upto = next(i for i in range(len(header["actions"]) + 1) if replay(header, lookup, upto=i).turn > 40)
    timings = {True: [], False: []}
    for _ in range(args.runs):
        for checked in (True, False):
            started = time.perf_counter()
            replayed = replay(header, lookup, checked=checked, upto=upto)
            timings[checked].append(time.perf_counter() - started)
    assert replayed.turn == 41
    for checked, label in ((True, "checked"), (False, "unchecked")):
        print(
            f"replay a 40-turn game ({upto} actions, {label}): "
            f"{statistics.median(timings[checked]) * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
