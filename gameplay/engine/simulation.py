"""Many bot games and their statistics (pure; `manage.py simulate` and the benchmarks use it)."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from statistics import mean, median
from typing import Any

from gameplay.engine.bots import play
from gameplay.engine.cards import CardRecord
from gameplay.engine.deck_watch import DeckWatch
from gameplay.engine.game import new_game
from gameplay.engine.pace import pace_deck
from gameplay.engine.policies import make_bot
from gameplay.engine.state import GameState

DECK = 0


@dataclass
class SimulationResult:
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    turns_to_win: list[int] = field(default_factory=list)
    points_lost: list[int] = field(default_factory=lambda: [0, 0])
    turns: int = 0
    prepared: Counter[str] = field(default_factory=Counter)
    evolved: Counter[str] = field(default_factory=Counter)
    terminations: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    # Every game's length; per level IV/Perfect/Ultimate, the turn of the first one (0: never).
    game_turns: Counter[int] = field(default_factory=Counter)
    first_level: list[Counter[int]] = field(default_factory=lambda: [Counter(), Counter(), Counter()])
    # turn -> battle results of the deck ("w", "d", "l") in that turn
    battles: dict[int, Counter[str]] = field(default_factory=dict)
    failures: Counter[str] = field(default_factory=Counter)
    options: Counter[str] = field(default_factory=Counter)

    def add_watch(self, state: GameState, watch: DeckWatch) -> None:
        """`add` plus what the deck's watch saw."""
        self.add(state)
        self.game_turns[state.turn] += 1
        for counts, turn in zip(self.first_level, watch.first_level, strict=True):
            counts[turn] += 1
        battles = self.battles
        for turn, letter in enumerate(watch.battles, start=1):
            # Not setdefault: it would build a Counter for every turn of every game.
            results = battles.get(turn)
            if results is None:
                results = battles[turn] = Counter()
            results[letter] += 1
        self.failures.update(watch.failures)
        self.options.update(watch.options)

    def add(self, state: GameState) -> None:
        outcome = state.outcome()
        self.games += 1
        played_turns = state.turn if outcome is not None else state.turn - 1
        self.turns += played_turns
        if outcome is None or outcome.winner is None:
            self.draws += 1
        elif outcome.winner == DECK:
            self.wins += 1
            self.turns_to_win.append(played_turns)
        else:
            self.losses += 1
        if outcome is not None:
            self.terminations[outcome.termination] += 1
        for player in (0, 1):
            self.points_lost[player] += 100 - state.players[player].points
        self.prepared.update(state.players[DECK].prepared_log)
        self.evolved.update(state.players[DECK].evolved_log)

    def merge(self, other: SimulationResult) -> None:
        """Add the games of `other`, which follow this result's games in seed order."""
        self.games += other.games
        self.wins += other.wins
        self.losses += other.losses
        self.draws += other.draws
        self.turns_to_win += other.turns_to_win
        self.points_lost = [
            mine + theirs for mine, theirs in zip(self.points_lost, other.points_lost, strict=True)
        ]
        self.turns += other.turns
        self.prepared.update(other.prepared)
        self.evolved.update(other.evolved)
        self.terminations.update(other.terminations)
        self.game_turns.update(other.game_turns)
        for mine, theirs in zip(self.first_level, other.first_level, strict=True):
            mine.update(theirs)
        for turn, counts in other.battles.items():
            self.battles.setdefault(turn, Counter()).update(counts)
        self.failures.update(other.failures)
        self.options.update(other.options)

    def to_json(self, *, with_speed: bool = True) -> dict[str, Any]:
        turns = self.turns_to_win
        data: dict[str, Any] = {
            "games": self.games,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "turns_to_win": {
                "mean": round(mean(turns), 2) if turns else None,
                "median": median(turns) if turns else None,
                "distribution": {str(k): v for k, v in sorted(Counter(turns).items())},
            },
            "points_lost_per_turn": {
                "deck": round(self.points_lost[0] / self.turns, 2) if self.turns else 0.0,
                "opponent": round(self.points_lost[1] / self.turns, 2) if self.turns else 0.0,
            },
            "evolutions": {
                number: {"prepared": self.prepared[number], "succeeded": self.evolved[number]}
                for number in sorted(set(self.prepared) | set(self.evolved))
            },
            "terminations": dict(sorted(self.terminations.items())),
            "turns": {str(k): v for k, v in sorted(self.game_turns.items())},
            "first_level": {
                level: {("never" if k == 0 else str(k)): v for k, v in sorted(counts.items())}
                for level, counts in zip(("IV", "Perfect", "Ultimate"), self.first_level, strict=True)
            },
            "battles_won_per_turn": {
                str(turn): {"battles": sum(c.values()), "won": c["w"], "drawn": c["d"], "lost": c["l"]}
                for turn, c in sorted(self.battles.items())
            },
            "evolution_failures": dict(sorted(self.failures.items())),
            "options_used": dict(sorted(self.options.items())),
        }
        if with_speed:
            data["games_per_second"] = round(self.games / self.seconds, 1) if self.seconds else None
        return data


def simulate(
    deck: Sequence[CardRecord],
    opponent_deck: Sequence[CardRecord] | None,
    *,
    games: int,
    seed: int,
    policy: str = "greedy",
    opponent: str = "pace",
    workers: int = 1,
) -> SimulationResult:
    """Game i uses seed + i; the deck plays side 0. `opponent_deck` None is the dummy's deck: the
    pace dummy's for a "pace" opponent (engine.pace), else the vanilla one's.

    `workers` > 1 plays consecutive runs of the games in that many processes and adds them up in
    seed order: every game depends on its seed alone, so the figures are those of one process."""
    if opponent_deck is None and opponent.startswith("pace"):
        opponent_deck = pace_deck()
    started = time.perf_counter()
    if workers > 1 and games > 1:
        bounds = [games * part // workers for part in range(workers + 1)]
        pairs = zip(bounds[:-1], bounds[1:], strict=True)
        runs = [(first, last - first) for first, last in pairs if last > first]
        with ProcessPoolExecutor(max_workers=len(runs)) as pool:
            parts = [
                pool.submit(_play_games, deck, opponent_deck, count, seed + first, policy, opponent)
                for first, count in runs
            ]
            result = SimulationResult()
            for part in parts:
                result.merge(part.result())
    else:
        result = _play_games(deck, opponent_deck, games, seed, policy, opponent)
    result.seconds = time.perf_counter() - started
    return result


def _play_games(
    deck: Sequence[CardRecord],
    opponent_deck: Sequence[CardRecord] | None,
    games: int,
    seed: int,
    policy: str,
    opponent: str,
) -> SimulationResult:
    result = SimulationResult()
    for index in range(games):
        game_seed = seed + index
        state = new_game(deck, opponent_deck, game_seed)
        watch = DeckWatch(DECK)
        play(state, (make_bot(policy, game_seed), make_bot(opponent, game_seed + 1_000_003)), watch=watch)
        result.add_watch(state, watch)
    return result
