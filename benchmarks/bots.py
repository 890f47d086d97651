"""How strong the search bot is: its wins against the greedy and the random bot over the gauntlet
of reference decks (fixtures/decks/gauntlet.json), with Wilson 95 % intervals, and its CPU time per
real decision (one with more than one legal move).

Games come in pairs on one seed and one pairing of decks, the search bot in seat 1 and then in
seat 2, so neither the first-player coin nor the deck favours it; the pairings go through every
mirror (a deck against itself) and every cross match of the gauntlet in turn.

    .venv/bin/python benchmarks/bots.py [--games 400] [--budget 300] [--opponents greedy,random]
        [--curve 100,300,1000,3000 --curve-games 40] [--clairvoyant-games 100] [--workers 2]
        [--first-pair 0] [--log]

Each opponent's line is followed by one line per gauntlet deck the search bot played, with its
wins there.

`--curve` plays `--curve-games` games against greedy at each budget; `--clairvoyant-games` plays a
search that deals its worlds from the true state (it sees every hidden card: an upper bound, for
this benchmark only). Needs the catalog in the database (`manage.py import_catalog`).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dmcg_site.settings")
GAUNTLET = ROOT / "fixtures" / "decks" / "gauntlet.json"


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % by default)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    draws: int = 0
    seconds: list[float] = field(default_factory=list)
    # Per gauntlet deck the search bot played (its index): [wins, games].
    by_deck: dict[int, list[int]] = field(default_factory=dict)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.draws += other.draws
        self.seconds += other.seconds
        for deck, (wins, games) in other.by_deck.items():
            mine = self.by_deck.setdefault(deck, [0, 0])
            mine[0] += wins
            mine[1] += games

    def line(self, label: str) -> str:
        low, high = wilson(self.wins, self.games)
        times = sorted(self.seconds)
        mean = statistics.mean(times) * 1000 if times else 0.0
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))] * 1000 if times else 0.0
        return (
            f"{label:34} {self.wins:4}/{self.games:<4} wins ({self.draws} drawn)  "
            f"{self.wins / max(1, self.games):6.1%}  95 % CI {low:6.1%} .. {high:6.1%}  "
            f"decision mean {mean:6.1f} ms  p95 {p95:6.1f} ms  ({len(times)} decisions)"
        )

    def deck_lines(self, names: list[str]) -> list[str]:
        """One line per deck the search bot played: its wins, games and Wilson interval."""
        lines = []
        for deck in sorted(self.by_deck):
            wins, games = self.by_deck[deck]
            low, high = wilson(wins, games)
            lines.append(
                f"  with {names[deck]:26} {wins:4}/{games:<4} {wins / games:6.1%}  "
                f"95 % CI {low:6.1%} .. {high:6.1%}"
            )
        return lines


def _setup():
    import django

    django.setup()
    from gameplay.records import deck_records

    entries = json.loads(GAUNTLET.read_text())["decks"]
    decks = [deck_records((GAUNTLET.parent / entry["file"]).read_text()) for entry in entries]
    pairings = [(i, i) for i in range(len(decks))]
    pairings += [(i, j) for i in range(len(decks)) for j in range(len(decks)) if i != j]
    return decks, pairings


class Clairvoyant:
    """The search over copies of the true state: it sees every hidden card (benchmark only)."""

    def __init__(self, seed: int, budget: int) -> None:
        self.seed, self.budget = seed, budget

    def choose(self, state, player, legal=None):
        from gameplay.engine.game import legal_actions
        from gameplay.engine.information import information_set
        from gameplay.engine.search import WORLDS, candidates, search_worlds

        legal = legal_actions(state, player) if legal is None else legal
        moves = candidates(state, legal)
        if len(moves) == 1:
            return moves[0]
        rng = random.Random(f"{self.seed}|{information_set(state, player).key()}")
        worlds = []
        for _ in range(WORLDS):
            world = state.copy(with_actions=False)
            world.rng = random.Random(rng.getrandbits(64))
            worlds.append(world)
        return search_worlds(worlds, player, legal, rng=rng, budget=self.budget).action


def play_pairs(
    first: int, count: int, budget: int, opponent: str, clairvoyant: bool, log: bool = False
) -> Tally:
    """Game pairs first..first+count-1: pair k on seed 10_000 + k and the k-th pairing of decks."""
    from gameplay.engine import apply_unchecked, legal_actions, make_bot, new_game

    decks, pairings = _setup()
    tally = Tally()
    for pair in range(first, first + count):
        deck_a, deck_b = pairings[pair % len(pairings)]
        for seat in (0, 1):
            seed = 10_000 + pair
            state = new_game(decks[deck_a], decks[deck_b], seed)
            searcher = Clairvoyant(seed, budget) if clairvoyant else make_bot("search", seed, budget=budget)
            bots = [make_bot(opponent, seed + 1), make_bot(opponent, seed + 1)]
            bots[seat] = searcher
            legal = legal_actions(state)
            while state.result is None:
                player = state.actor
                started = time.process_time()
                action = bots[player].choose(state, player, legal)
                if player == seat and len(legal) > 1:
                    tally.seconds.append(time.process_time() - started)
                legal = apply_unchecked(state, action)
            outcome = state.outcome()
            won = outcome is not None and outcome.winner == seat
            if log:
                points = "-".join(str(side.points) for side in state.players)
                print(
                    f"pair {pair} seat {seat + 1} decks {deck_a}-{deck_b} turn {state.turn} "
                    f"points {points} {'won' if won else 'LOST'}",
                    file=sys.stderr,
                    flush=True,
                )
            tally.games += 1
            tally.wins += won
            tally.draws += outcome is None or outcome.winner is None
            played = tally.by_deck.setdefault((deck_a, deck_b)[seat], [0, 0])
            played[0] += won
            played[1] += 1
    return tally


def run(
    games: int,
    budget: int,
    opponent: str,
    workers: int,
    clairvoyant: bool = False,
    first: int = 0,
    log: bool = False,
) -> Tally:
    pairs = max(1, games // 2)
    bounds = [first + pairs * part // workers for part in range(workers + 1)]
    runs = [(low, high - low) for low, high in zip(bounds[:-1], bounds[1:], strict=True) if high > low]
    total = Tally()
    if len(runs) == 1:
        total.add(play_pairs(runs[0][0], runs[0][1], budget, opponent, clairvoyant, log))
        return total
    with ProcessPoolExecutor(max_workers=len(runs)) as pool:
        for part in [pool.submit(play_pairs, low, n, budget, opponent, clairvoyant, log) for low, n in runs]:
            total.add(part.result())
    return total


def main() -> None:
    from gameplay.engine.search import DEFAULT_BUDGET

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games per opponent (in seat-swapped pairs)")
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET, help="iterations per decision")
    parser.add_argument("--opponents", default="greedy,random")
    parser.add_argument("--curve", default="", help="budgets to play against greedy, e.g. 100,300,1000")
    parser.add_argument("--curve-games", type=int, default=40)
    parser.add_argument("--clairvoyant-games", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2, choices=(1, 2))
    parser.add_argument(
        "--first-pair", type=int, default=0, help="start at this game pair (split a long run in parts)"
    )
    parser.add_argument("--log", action="store_true", help="one line a game on stderr (pair, seat, result)")
    args = parser.parse_args()
    names = [entry["file"] for entry in json.loads(GAUNTLET.read_text())["decks"]]
    print(f"gauntlet: {', '.join(names)}")
    for opponent in filter(None, args.opponents.split(",")):
        tally = run(args.games, args.budget, opponent, args.workers, first=args.first_pair, log=args.log)
        lines = [tally.line(f"search {args.budget} vs {opponent}"), *tally.deck_lines(names)]
        print("\n".join(lines), flush=True)
    for budget in (int(b) for b in filter(None, args.curve.split(","))):
        tally = run(args.curve_games, budget, "greedy", args.workers)
        print(tally.line(f"search {budget} vs greedy"), flush=True)
    if args.clairvoyant_games:
        tally = run(args.clairvoyant_games, args.budget, "greedy", args.workers, clairvoyant=True)
        print(tally.line(f"clairvoyant {args.budget} vs greedy"), flush=True)


if __name__ == "__main__":
    main()
