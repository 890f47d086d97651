"""Bots by name: `make_bot("greedy")`, `make_bot("search", seed, budget=300)`...

The one place that knows every kind of bot, so it sits above them all (bots, pace, search).
"""

from __future__ import annotations

from gameplay.engine.bots import Bot, DummyBot, GreedyBot, RandomBot
from gameplay.engine.errors import EngineError
from gameplay.engine.pace import make_pace_bot
from gameplay.engine.search import DEFAULT_BUDGET, SearchBot


def make_bot(policy: str, seed: int = 0, budget: int | None = None) -> Bot:
    """ "dummy" or "vanilla" (the dummy that never evolves), "pace" or "pace:2/4/6" (engine.pace),
    "random", "greedy", or "search" / "search:N" (engine.search: `budget` or N iterations per
    decision, default `search.DEFAULT_BUDGET`; seeded, it never reads hidden cards)."""
    if policy in ("dummy", "vanilla"):
        return DummyBot()
    if policy == "pace" or policy.startswith("pace:"):
        return make_pace_bot(policy)
    if policy == "random":
        return RandomBot(seed)
    if policy == "greedy":
        return GreedyBot()
    if policy == "search" or policy.startswith("search:"):
        if policy != "search":
            try:
                budget = int(policy.removeprefix("search:"))
            except ValueError:
                raise EngineError(f"{policy!r}: the search budget must be a whole number.") from None
        return SearchBot(seed, DEFAULT_BUDGET if budget is None else budget)
    raise EngineError(f"Unknown bot policy {policy!r}; use dummy, vanilla, pace, random, greedy or search.")
