"""Statistics of goldfish simulations: per-chunk accumulation, merging, and what the page shows.

Pure Python and JSON-friendly: a Celery chunk task folds its games into a `ChunkStats`, stores
`to_json()`, and whoever merges the chunks rebuilds them with `from_json()` and adds them up. The
merge is associative and commutative, so chunks may finish in any order on any worker and the
final figures are the same as one process playing every game in order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from statistics import median
from typing import Any

# z for a two-sided 95 % interval.
Z_95 = 1.959963984540054


@dataclass(frozen=True)
class GameSummary:
    """What one simulated game contributes. `player` is the simulated deck's side (0)."""

    game: int  # index of the game inside the job (its seed is job.seed + game)
    won: bool
    drawn: bool
    turns: int
    # points_lost[t] = (lost by the deck, lost by the opponent) in turn t + 1.
    points_lost: tuple[tuple[int, int], ...] = ()
    # card number -> (times prepared, times the evolution happened)
    evolutions: dict[str, tuple[int, int]] = field(default_factory=dict)
    # The turn of the deck's first Level IV, Perfect and Ultimate; 0 when never reached.
    first_level: tuple[int, int, int] = (0, 0, 0)
    # One letter per battle in turn order: w won, d drawn, l lost (engine.deck_watch).
    battles: str = ""
    # Turns in which no evolution could be prepared, by cause (engine.deck_watch.CAUSES).
    evolution_failures: dict[str, int] = field(default_factory=dict)
    # option card number -> times the deck used it
    options: dict[str, int] = field(default_factory=dict)


FIRST_LEVELS = ("IV", "Perfect", "Ultimate")
BATTLE_RESULTS = "wdl"


def _add_counts(into: dict[Any, int], counts: dict[Any, int]) -> None:
    for key, count in counts.items():
        into[key] = into.get(key, 0) + count


@dataclass
class ChunkStats:
    games: int = 0
    wins: int = 0
    draws: int = 0
    turns_sum: int = 0
    # turns -> number of won games that took that many turns
    turns_to_win: dict[int, int] = field(default_factory=dict)
    # turn index (0-based) -> [lost by the deck, lost by the opponent, games that reached that turn]
    points_lost: dict[int, list[int]] = field(default_factory=dict)
    # card number -> [prepared, succeeded]
    evolutions: dict[str, list[int]] = field(default_factory=dict)
    # turns (every game, won or not) -> games that lasted that many turns
    turns: dict[int, int] = field(default_factory=dict)
    # level (FIRST_LEVELS) -> {turn of the first one, 0 for never: games}
    first_level: dict[str, dict[int, int]] = field(default_factory=dict)
    # turn index (0-based) -> [battles won, drawn, lost]
    battles: dict[int, list[int]] = field(default_factory=dict)
    # cause -> turns; option card number -> uses
    evolution_failures: dict[str, int] = field(default_factory=dict)
    options: dict[str, int] = field(default_factory=dict)
    # The fastest and slowest games: won games when there are any, else any game.
    # (turns, game index); ties go to the lowest game index so the result never depends on order.
    fastest: tuple[int, int] | None = None
    slowest: tuple[int, int] | None = None
    fastest_is_win: bool = False
    slowest_is_win: bool = False
    # turn index (0-based) -> games in which the deck had lost more points than the opponent by the
    # end of that turn (out of points_lost[turn][2] games that reached it).
    behind: dict[int, int] = field(default_factory=dict)
    # The lowest index of a won game and of a lost game, for a replay link of each.
    first_win: int | None = None
    first_loss: int | None = None

    def add(self, summary: GameSummary) -> None:
        self.games += 1
        self.turns_sum += summary.turns
        if summary.won:
            self.wins += 1
            self.turns_to_win[summary.turns] = self.turns_to_win.get(summary.turns, 0) + 1
        elif summary.drawn:
            self.draws += 1
        lost_by_deck = lost_by_opponent = 0
        for turn, (mine, theirs) in enumerate(summary.points_lost):
            row = self.points_lost.setdefault(turn, [0, 0, 0])
            row[0] += mine
            row[1] += theirs
            row[2] += 1
            lost_by_deck, lost_by_opponent = lost_by_deck + mine, lost_by_opponent + theirs
            if lost_by_deck > lost_by_opponent:
                _add_counts(self.behind, {turn: 1})
        if summary.won:
            self.first_win = _lowest(self.first_win, summary.game)
        elif not summary.drawn:
            self.first_loss = _lowest(self.first_loss, summary.game)
        for number, (prepared, succeeded) in summary.evolutions.items():
            row = self.evolutions.setdefault(number, [0, 0])
            row[0] += prepared
            row[1] += succeeded
        _add_counts(self.turns, {summary.turns: 1})
        for level, turn in zip(FIRST_LEVELS, summary.first_level, strict=True):
            _add_counts(self.first_level.setdefault(level, {}), {turn: 1})
        for turn, letter in enumerate(summary.battles):
            self.battles.setdefault(turn, [0, 0, 0])[BATTLE_RESULTS.index(letter)] += 1
        _add_counts(self.evolution_failures, summary.evolution_failures)
        _add_counts(self.options, summary.options)
        candidate = (summary.turns, summary.game)
        self._offer_extremes(candidate, candidate, summary.won, summary.won)

    def _offer_extremes(
        self,
        fastest: tuple[int, int] | None,
        slowest: tuple[int, int] | None,
        fastest_is_win: bool,
        slowest_is_win: bool,
    ) -> None:
        # A won game always beats a game that was not won; among equals, fewer turns (fastest) or
        # more turns (slowest) win, then the lower game index.
        if fastest is not None and _better(
            fastest, fastest_is_win, self.fastest, self.fastest_is_win, slowest=False
        ):
            self.fastest, self.fastest_is_win = fastest, fastest_is_win
        if slowest is not None and _better(
            slowest, slowest_is_win, self.slowest, self.slowest_is_win, slowest=True
        ):
            self.slowest, self.slowest_is_win = slowest, slowest_is_win

    def merge(self, other: ChunkStats) -> ChunkStats:
        """Add `other` into this one (in place) and return self."""
        self.games += other.games
        self.wins += other.wins
        self.draws += other.draws
        self.turns_sum += other.turns_sum
        for turns, count in other.turns_to_win.items():
            self.turns_to_win[turns] = self.turns_to_win.get(turns, 0) + count
        for turn, row in other.points_lost.items():
            mine = self.points_lost.setdefault(turn, [0, 0, 0])
            for i in range(3):
                mine[i] += row[i]
        for number, row in other.evolutions.items():
            mine = self.evolutions.setdefault(number, [0, 0])
            mine[0] += row[0]
            mine[1] += row[1]
        _add_counts(self.turns, other.turns)
        for level, counts in other.first_level.items():
            _add_counts(self.first_level.setdefault(level, {}), counts)
        for turn, row in other.battles.items():
            mine = self.battles.setdefault(turn, [0, 0, 0])
            for i in range(3):
                mine[i] += row[i]
        _add_counts(self.evolution_failures, other.evolution_failures)
        _add_counts(self.options, other.options)
        self._offer_extremes(other.fastest, other.slowest, other.fastest_is_win, other.slowest_is_win)
        _add_counts(self.behind, other.behind)
        self.first_win = _lowest(self.first_win, other.first_win)
        self.first_loss = _lowest(self.first_loss, other.first_loss)
        return self

    def to_json(self) -> dict[str, Any]:
        # JSON object keys are strings: the integer keys are written as strings and read back.
        return {
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "turns_sum": self.turns_sum,
            "turns_to_win": {str(k): v for k, v in self.turns_to_win.items()},
            "points_lost": {str(k): v for k, v in self.points_lost.items()},
            "evolutions": self.evolutions,
            "turns": {str(k): v for k, v in self.turns.items()},
            "first_level": {
                level: {str(k): v for k, v in counts.items()} for level, counts in self.first_level.items()
            },
            "battles": {str(k): v for k, v in self.battles.items()},
            "evolution_failures": self.evolution_failures,
            "options": self.options,
            "fastest": list(self.fastest) if self.fastest else None,
            "slowest": list(self.slowest) if self.slowest else None,
            "fastest_is_win": self.fastest_is_win,
            "slowest_is_win": self.slowest_is_win,
            "behind": {str(k): v for k, v in self.behind.items()},
            "first_win": self.first_win,
            "first_loss": self.first_loss,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ChunkStats:
        return cls(
            games=data["games"],
            wins=data["wins"],
            draws=data["draws"],
            turns_sum=data["turns_sum"],
            turns_to_win={int(k): v for k, v in data["turns_to_win"].items()},
            points_lost={int(k): list(v) for k, v in data["points_lost"].items()},
            evolutions={k: list(v) for k, v in data["evolutions"].items()},
            # Chunks stored before these figures existed have none of them.
            turns={int(k): v for k, v in data.get("turns", {}).items()},
            first_level={
                level: {int(k): v for k, v in counts.items()}
                for level, counts in data.get("first_level", {}).items()
            },
            battles={int(k): list(v) for k, v in data.get("battles", {}).items()},
            evolution_failures=dict(data.get("evolution_failures", {})),
            options=dict(data.get("options", {})),
            fastest=tuple(data["fastest"]) if data["fastest"] else None,
            slowest=tuple(data["slowest"]) if data["slowest"] else None,
            fastest_is_win=data["fastest_is_win"],
            slowest_is_win=data["slowest_is_win"],
            behind={int(k): v for k, v in data.get("behind", {}).items()},
            first_win=data.get("first_win"),
            first_loss=data.get("first_loss"),
        )


def _lowest(current: int | None, game: int | None) -> int | None:
    """The lower of two game indexes, either of which may be missing."""
    if current is None or game is None:
        return game if current is None else current
    return min(current, game)


def _better(
    candidate: tuple[int, int],
    candidate_won: bool,
    current: tuple[int, int] | None,
    current_won: bool,
    *,
    slowest: bool,
) -> bool:
    if current is None:
        return True
    if candidate_won != current_won:
        return candidate_won
    (c_turns, c_game), (k_turns, k_game) = candidate, current
    if c_turns != k_turns:
        return c_turns > k_turns if slowest else c_turns < k_turns
    return c_game < k_game


def merge_chunks(chunks: list[dict[str, Any]]) -> ChunkStats:
    total = ChunkStats()
    for data in chunks:
        total.merge(ChunkStats.from_json(data))
    return total


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion; stays inside 0..1 even at 0 % or 100 %."""
    if trials <= 0:
        raise ValueError("A confidence interval needs at least one game.")
    if not 0 <= successes <= trials:
        raise ValueError(f"Wins ({successes}) must be between 0 and the number of games ({trials}).")
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    # At 0 % or 100 % one bound is exactly 0 or 1; floating point would land a hair inside it and
    # put the observed rate outside its own interval.
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


def summarise(stats: ChunkStats) -> dict[str, Any]:
    """The figures the results page and the API show, computed from the merged statistics."""
    low, high = wilson_interval(stats.wins, stats.games) if stats.games else (0.0, 0.0)
    win_turns = [t for t, count in sorted(stats.turns_to_win.items()) for _ in range(count)]
    per_turn = [
        {
            "turn": turn + 1,
            "games": row[2],
            "lost_by_deck": row[0] / row[2],
            "lost_by_opponent": row[1] / row[2],
            "behind": stats.behind.get(turn, 0) / row[2],
        }
        for turn, row in sorted(stats.points_lost.items())
        if row[2]
    ]
    evolutions = [
        {
            "card": number,
            "prepared": prepared,
            "succeeded": succeeded,
            "rate": succeeded / prepared if prepared else 0.0,
        }
        for number, (prepared, succeeded) in sorted(
            stats.evolutions.items(), key=lambda kv: (-kv[1][0], kv[0])
        )
    ]
    return {
        "games": stats.games,
        "wins": stats.wins,
        "draws": stats.draws,
        "losses": stats.games - stats.wins - stats.draws,
        "win_rate": stats.wins / stats.games if stats.games else 0.0,
        "win_rate_interval": [low, high],
        "mean_turns": stats.turns_sum / stats.games if stats.games else 0.0,
        "mean_turns_to_win": sum(win_turns) / len(win_turns) if win_turns else None,
        "median_turns_to_win": median(win_turns) if win_turns else None,
        "turns_to_win": _rows(stats.turns_to_win),
        "points_lost_per_turn": per_turn,
        "evolutions": evolutions,
        "fastest": _extreme(stats.fastest, stats.fastest_is_win),
        "slowest": _extreme(stats.slowest, stats.slowest_is_win),
        "first_win": stats.first_win,
        "first_loss": stats.first_loss,
        "turns": _rows(stats.turns),
        "first_level": [
            {
                "level": level,
                "reached": stats.games - counts.get(0, 0),
                "never": counts.get(0, 0),
                "turns": _rows({turn: games for turn, games in counts.items() if turn}),
            }
            for level in FIRST_LEVELS
            for counts in [stats.first_level.get(level, {})]
        ],
        "battles_per_turn": [
            {
                "turn": turn + 1,
                "battles": sum(row),
                "won": row[0],
                "drawn": row[1],
                "lost": row[2],
                "won_rate": row[0] / sum(row),
            }
            for turn, row in sorted(stats.battles.items())
            if sum(row)
        ],
        "evolution_failures": [
            {"cause": cause, "turns": count}
            for cause, count in sorted(stats.evolution_failures.items(), key=lambda kv: (-kv[1], kv[0]))
        ],
        "options_used": {
            "total": sum(stats.options.values()),
            "per_game": sum(stats.options.values()) / stats.games if stats.games else 0.0,
            "cards": [
                {"card": number, "uses": uses}
                for number, uses in sorted(stats.options.items(), key=lambda kv: (-kv[1], kv[0]))
            ],
        },
    }


def _rows(counts: dict[int, int]) -> list[dict[str, int]]:
    """{turns: games} as the `[{"turns", "games"}]` rows `histogram_bars` draws."""
    return [{"turns": turns, "games": games} for turns, games in sorted(counts.items())]


def _extreme(value: tuple[int, int] | None, won: bool) -> dict[str, Any] | None:
    if value is None:
        return None
    return {"turns": value[0], "game": value[1], "won": won}


def histogram_bars(
    rows: list[dict[str, Any]], *, width: int = 480, height: int = 160, gap: int = 2
) -> list[dict[str, Any]]:
    """Bar geometry for an inline SVG of `[{"turns", "games"}]`, the tallest bar filling `height`.

    Missing turn counts between the smallest and the largest get an empty bar, so the x axis is
    even and a gap in the distribution shows as a gap.
    """
    if not rows:
        return []
    counts = {row["turns"]: row["games"] for row in rows}
    first, last = min(counts), max(counts)
    tallest = max(counts.values())
    slots = last - first + 1
    bar_width = width / slots
    bars = []
    for i, turns in enumerate(range(first, last + 1)):
        games = counts.get(turns, 0)
        bar_height = round(height * games / tallest, 1) if tallest else 0
        bars.append(
            {
                "turns": turns,
                "games": games,
                "x": round(i * bar_width, 1),
                "width": round(max(bar_width - gap, 1), 1),
                "y": round(height - bar_height, 1),
                "height": bar_height,
                "label_x": round(i * bar_width + bar_width / 2, 1),
                # The game count sits just above the bar.
                "count_y": round(height - bar_height - 2, 1),
            }
        )
    return bars
