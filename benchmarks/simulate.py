"""Games per second of a goldfish simulation through Celery with 1 and with 2 worker processes.

    .venv/bin/python benchmarks/simulate.py [--games 10000] [--chunk 250]

Starts a throwaway redis-server and Celery workers on a temporary file database (see
tests/local_cluster.py), queues the same 10,000-game job (a Starter deck, greedy against the
dummy) once with a one-process worker and once with a two-process worker, and prints games per
second for each (timed from the first chunk's start to the merge, as the job records them) and the
ratio. Needs redis-server.
"""

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.local_cluster import LocalCluster  # noqa: E402

STARTER_DECK = """\
3 St-1
3 St-5
3 St-7
3 St-2
3 St-6
3 St-8
2 St-29
2 St-28
3 St-59
3 St-49
2 St-50
"""


def run(cluster: LocalCluster, *, processes: int, games: int, seed: int) -> float:
    cluster.start_workers(processes=processes)
    try:
        job_id = cluster.simulate(decklist=STARTER_DECK, games=games, seed=seed)
        state = cluster.wait(job_id, timeout=3600)
    finally:
        cluster.stop_workers()
    if state["status"] != "done":
        raise SystemExit(f"the job did not finish: {state['status']} {state['error']}")
    rate = games / state["seconds"]
    results = state["results"]
    label = f"{processes} worker process{'es' if processes > 1 else ''}"
    print(
        f"{label}: {games} games in {state['seconds']:.1f} s = {rate:,.0f} games/s"
        f" (win rate {100 * results['win_rate']:.1f} %, {state['chunks_total']} chunks)"
    )
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--chunk", type=int, default=250)
    args = parser.parse_args()
    with (
        tempfile.TemporaryDirectory() as folder,
        LocalCluster(Path(folder), chunk_games=args.chunk) as cluster,
    ):
        one = run(cluster, processes=1, games=args.games, seed=1)
        two = run(cluster, processes=2, games=args.games, seed=1)
    print(f"ratio 2/1: {two / one:.2f}")


if __name__ == "__main__":
    main()
