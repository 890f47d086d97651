"""The gauntlet: reference decks a deck is tested against, and the matchup report (DESIGN rule 7).

The reference decks are listed in `fixtures/decks/gauntlet.json` (the bots' benchmarks use the same
list): one plain-text decklist each, whose first comment line is its plan; the file name
(`marks-rush.txt`) gives its key and its name. A gauntlet run is one simulation job per reference
deck (so the workers share it the way they share any job, a Celery group per job), grouped under
a `Gauntlet`; for the visitor's job limit the whole run counts as one simulation. Game i of every
matchup uses the seed `gauntlet.seed + i`.
"""

from __future__ import annotations

import contextlib
import json
import secrets
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

from decks.validation import deck_require_legal
from gameplay import selectors, simulation_stats, simulations
from gameplay.models import Gauntlet, SimulationJob
from gameplay.selectors import DeckSource, Visitor

GAUNTLET_INDEX = Path(settings.BASE_DIR) / "fixtures" / "decks" / "gauntlet.json"


@dataclass(frozen=True)
class GauntletDeck:
    key: str
    name: str
    strategy: str
    plan: str
    text: str


@cache
def gauntlet_decks() -> tuple[GauntletDeck, ...]:
    """The reference decks, in the index's order."""
    decks = []
    for entry in json.loads(GAUNTLET_INDEX.read_text(encoding="utf-8"))["decks"]:
        path = GAUNTLET_INDEX.parent / entry["file"]
        text = path.read_text(encoding="utf-8")
        comments = [line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#")]
        decks.append(
            GauntletDeck(
                key=path.stem,
                name=path.stem.replace("-", " ").title(),
                strategy=entry["strategy"],
                plan=comments[0] if comments else "",
                text=text,
            )
        )
    return tuple(decks)


def gauntlet_deck_source(deck: GauntletDeck) -> DeckSource:
    return selectors.deck_source_from_text(deck.text, name=deck.name)


@transaction.atomic
def gauntlet_start(
    *,
    deck: DeckSource,
    games: int,
    policy: str = "greedy",
    opponent_policy: str = "greedy",
    seed: int | None = None,
    visitor: Visitor,
) -> Gauntlet:
    """Admit a run of `games` games against each reference deck and create its jobs (queued on commit).

    The run is refused as a whole, before any job exists, when the visitor already has their share
    of simulations, when `games` times the number of reference decks is more than one job of theirs
    may play, or when the site's queue has no room for every matchup.
    """
    opponents = gauntlet_decks()
    simulations.policy_check(policy)
    simulations.policy_check(opponent_policy)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise simulations.SimulationInputError(f"A gauntlet plays at least 1 game per deck, not {games!r}.")
    simulations.admit(
        visitor=visitor,
        games=games * len(opponents),
        jobs=len(opponents),
        search=simulations.SEARCH in (policy, opponent_policy),
    )
    deck_require_legal(entries=deck.entries, whose="The simulated deck")
    gauntlet = Gauntlet.objects.create(
        deck_id=deck.deck_id,
        deck_name=deck.name,
        policy=policy,
        opponent_policy=opponent_policy,
        games=games,
        seed=secrets.randbits(31) if seed is None else seed,
        client_address=simulations.client_address(visitor),
        **visitor.owner_fields(),
    )
    for opponent in opponents:
        simulations.simulation_job_create(
            deck=deck,
            opponent={"bot": opponent_policy},
            opponent_deck=gauntlet_deck_source(opponent),
            games=games,
            policy=policy,
            seed=gauntlet.seed,
            visitor=visitor,
            gauntlet=gauntlet,
        )
    return gauntlet


def gauntlet_cancel(*, gauntlet: Gauntlet) -> Gauntlet:
    """Cancel every matchup still queued or running; finished ones keep their results."""
    for job in gauntlet.jobs.filter(status__in=simulations.ACTIVE):
        # One that finished between the query and the cancellation keeps its results.
        with contextlib.suppress(simulations.SimulationFinished):
            simulations.simulation_cancel(job=job)
    return gauntlet


def gauntlet_resume_if_stalled(*, gauntlet: Gauntlet) -> None:
    """Lend a waiting matchup this process's pool if the one running it died (as a job page does)."""
    for job in gauntlet.jobs.filter(status__in=simulations.ACTIVE):
        simulations.simulation_resume_if_stalled(job=job)


def gauntlet_report(*, gauntlet: Gauntlet) -> dict[str, Any]:
    """The matchup table: per reference deck its job's state and, once done, the win rate with its
    95 % interval, the mean game length, the turns in which the deck was behind on points in most
    games, and the indexes of a won and a lost game (for their replays); plus the totals."""
    plans = {deck.name: deck.plan for deck in gauntlet_decks()}
    rows = []
    wins = games = turns = 0
    for job in gauntlet.jobs.order_by("pk"):
        row: dict[str, Any] = {
            "job": job.pk,
            "opponent": job.opponent_deck_name,
            "plan": plans.get(job.opponent_deck_name, ""),
            "status": job.status,
            "done": selectors.simulation_progress(job=job),
            "results": None,
        }
        results = job.results
        if job.status == SimulationJob.Status.DONE and results:
            wins, games = wins + results["wins"], games + results["games"]
            turns += results["mean_turns"] * results["games"]
            row["results"] = {
                "games": results["games"],
                "wins": results["wins"],
                "win_rate": results["win_rate"],
                "win_rate_interval": results["win_rate_interval"],
                "mean_turns": results["mean_turns"],
                "behind_turns": [
                    row["turn"] for row in results["points_lost_per_turn"] if row.get("behind", 0) > 0.5
                ],
                "won_game": results.get("first_win"),
                "lost_game": results.get("first_loss"),
            }
        rows.append(row)
    finished = all(row["status"] in simulations.FINISHED for row in rows)
    total = None
    if games:
        low, high = simulation_stats.wilson_interval(wins, games)
        total = {
            "games": games,
            "wins": wins,
            "win_rate": wins / games,
            "win_rate_interval": [low, high],
            "mean_turns": turns / games,
        }
    return {"matchups": rows, "finished": finished, "total": total}
