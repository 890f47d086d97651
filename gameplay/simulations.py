"""Goldfish simulations: admit a job, run its chunks, merge their statistics (DESIGN rules 7, 9, 15).

A job of N games is cut into chunks of `SIMULATION_CHUNK_GAMES`. Each chunk stores its own
statistics and its own progress counter, and the chunk that finds every chunk done merges them
into `job.results`. Game i of a job always uses the seed `job.seed + i`, so the figures do not
depend on how the job was cut or which worker played what.

Admission: a visitor has at most SIMULATION_ACTIVE_JOBS jobs queued or running (an anonymous one
is their session or their address), a job has at most SIMULATION_MAX_GAMES_ANON/_USER games, and
at most SIMULATION_QUEUE_LIMIT jobs wait site-wide; past a limit the request gets 429 (400 for the
game count), naming the limit.

Where the games are played: with a broker every chunk is one Celery task (sent as a group, so N
workers share the job). Without one (the embedded default) small jobs run inline in the request
and bigger ones wait, `queued`, for one of the few threads of gameplay.simulation_pool. A job can be
cancelled while queued or running; a running chunk sees it at its next progress write and stops.
"""

from __future__ import annotations

import ipaddress
import logging
import secrets
from datetime import timedelta
from typing import Any

from celery import group, signature
from django.conf import settings
from django.db import connections, transaction
from django.db.models import Exists, OuterRef, Q, QuerySet
from django.utils import timezone
from rest_framework import status

from decks.validation import deck_require_legal
from dmcg_site.api_errors import DmcgError
from gameplay import simulation_stats
from gameplay.models import Gauntlet, SimulationChunk, SimulationJob
from gameplay.selectors import DeckSource, Visitor
from gameplay.simulation_pool import JobPool

logger = logging.getLogger(__name__)

POLICIES = ("greedy", "random", "search")
# A search bot thinks before every decision: its games cost about a hundred greedy ones.
SEARCH = "search"
ACTIVE = (SimulationJob.Status.QUEUED, SimulationJob.Status.RUNNING)
FINISHED = (SimulationJob.Status.DONE, SimulationJob.Status.FAILED, SimulationJob.Status.CANCELLED)
# How often (in games) a chunk writes its progress and looks for a cancellation: often enough for a
# moving bar and a prompt stop, rarely enough not to turn a simulation into a stream of UPDATEs.
PROGRESS_EVERY = 25
STALLED_AFTER = timedelta(minutes=2)
# The Celery task that runs one chunk (gameplay.tasks.simulation_chunk_task).
CHUNK_TASK = "gameplay.tasks.simulation_chunk_task"


class SimulationInputError(DmcgError):
    """A simulation request that cannot run: bad game count, policy or opponent."""


class SimulationLimitReached(DmcgError):
    """The visitor already has as many jobs as they may, or the site's queue is full."""

    status_code = status.HTTP_429_TOO_MANY_REQUESTS
    # A job of the visitor's, or of the queue ahead, usually ends within a minute or so.
    retry_after = 60


class SimulationFinished(DmcgError):
    """A job that is already done, failed or cancelled cannot be cancelled."""

    status_code = status.HTTP_409_CONFLICT


def chunk_games() -> int:
    return int(getattr(settings, "SIMULATION_CHUNK_GAMES", 250))


def eager_max_games() -> int:
    return int(getattr(settings, "SIMULATION_EAGER_MAX_GAMES", 50))


def broker_configured() -> bool:
    return bool(getattr(settings, "CELERY_BROKER_URL", ""))


def games_limit(*, visitor: Visitor, search: bool = False) -> int:
    """The most games one job of this visitor may play (fewer when a search bot plays a side)."""
    audience = "USER" if visitor.is_authenticated else "ANON"
    limit = getattr(settings, f"SIMULATION_MAX_GAMES_{audience}")
    if search:
        limit = min(limit, settings.SIMULATION_MAX_SEARCH_GAMES)
    return int(limit)


def _visitor_active_jobs(visitor: Visitor) -> QuerySet[SimulationJob]:
    active = SimulationJob.objects.filter(status__in=ACTIVE)
    if visitor.is_authenticated:
        return active.filter(owner=visitor.user)
    # A client that drops its session cookie on every request is still one visitor: its address.
    same = Q(pk__in=[])
    if visitor.session_key:
        same |= Q(session_key=visitor.session_key)
    address = _ip_or_none(visitor.address)
    if address:
        same |= Q(client_address=address)
    return active.filter(same, owner__isnull=True)


def client_address(visitor: Visitor) -> str | None:
    """The address an anonymous visitor's job is kept under (None for a signed-in user)."""
    return None if visitor.is_authenticated else _ip_or_none(visitor.address)


def _ip_or_none(address: str) -> str | None:
    try:
        return str(ipaddress.ip_address(address))
    except ValueError:
        return None


def _visitor_active_count(visitor: Visitor) -> int:
    """The visitor's simulations queued or running; a gauntlet's jobs count as one simulation."""
    active = _visitor_active_jobs(visitor)
    single = active.filter(gauntlet__isnull=True).count()
    return single + active.filter(gauntlet__isnull=False).values("gauntlet").distinct().count()


def admit(*, visitor: Visitor, games: Any, jobs: int = 1, search: bool = False) -> None:
    """Raise unless the visitor may start `jobs` jobs of `games` games in all now (a gauntlet is
    several jobs: one simulation for the visitor's limit, one job each for the site's queue);
    `search`: a search bot plays one side."""
    limit = games_limit(visitor=visitor, search=search)
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= limit:
        if search and isinstance(games, int) and games > limit:
            raise SimulationInputError(
                f"With the search bot playing, a simulation plays at most {limit:,} games, not {games:,}."
            )
        if not visitor.is_authenticated and isinstance(games, int) and games > limit:
            raise SimulationInputError(
                f"Anonymous visitors may simulate at most {limit:,} games per job "
                f"(signed-in users {int(settings.SIMULATION_MAX_GAMES_USER):,}), not {games:,}."
            )
        raise SimulationInputError(f"A simulation plays between 1 and {limit:,} games, not {games!r}.")
    most = int(settings.SIMULATION_ACTIVE_JOBS)
    if _visitor_active_count(visitor) >= most:
        raise SimulationLimitReached(
            f"You already have {most} simulations queued or running, the most one visitor may have: "
            "wait for one to finish, or cancel one."
        )
    queue_limit = int(settings.SIMULATION_QUEUE_LIMIT)
    if SimulationJob.objects.filter(status__in=ACTIVE).count() + jobs > queue_limit:
        raise SimulationLimitReached(
            f"The simulation queue is full ({queue_limit} jobs queued or running): "
            "try again in a few minutes."
        )


def opponent_normalise(opponent: Any) -> dict[str, Any]:
    """The opponent of a job as stored and as a replay header names it:

    "dummy" → the pace dummy {"kind": "dummy", "policy": "pace"} (engine.pace: Level IV on turn 2,
    Perfect on 4, Ultimate on 6); {"pace": [4, 7, 10]} → the same on another schedule
    ({"policy": "pace:4/7/10"}); "vanilla" → the Level III that never evolves
    {"kind": "dummy", "policy": "vanilla"} (jobs stored before the pace dummy name no policy, and
    mean it too); {"bot": "greedy"|"random"|"search", ...} → {"kind": "bot", "policy": ...}.
    """
    if opponent in (None, "", "dummy"):
        return {"kind": "dummy", "policy": "pace"}
    if opponent == "vanilla":
        return {"kind": "dummy", "policy": "vanilla"}
    if isinstance(opponent, dict) and set(opponent) == {"pace"}:
        return {"kind": "dummy", "policy": f"pace:{_pace_schedule(opponent['pace'])}"}
    if isinstance(opponent, dict) and opponent.get("bot") in POLICIES:
        return {"kind": "bot", "policy": opponent["bot"]}
    raise SimulationInputError(
        'The opponent of a simulation is "dummy" (the pace dummy), {"pace": [IV, Perfect, Ultimate turns]}, '
        '"vanilla" or {"bot": "greedy"|"random"|"search", "deck": ...}.'
    )


def _pace_schedule(turns: Any) -> str:
    """[2, 4, 6] → "2/4/6"; refused unless three whole turns in order (engine.pace)."""
    from gameplay import playout

    if not isinstance(turns, list) or not all(type(t) is int for t in turns):
        raise SimulationInputError(f"The pace schedule is three whole turns like [2, 4, 6], not {turns!r}.")
    text = "/".join(map(str, turns))
    try:
        playout.pace_schedule_check(text)
    except playout.PlayError as error:
        raise SimulationInputError(str(error)) from error
    return text


def opponent_title(opponent: dict[str, Any]) -> str:
    """What a job played against, in words: "the pace dummy", "the greedy bot"…"""
    policy = opponent.get("policy") or "vanilla"
    if opponent.get("kind") == "bot":
        return f"the {policy} bot"
    if policy == "pace":
        return "the pace dummy"
    if policy.startswith("pace:"):
        return f"the pace dummy (IV, Perfect, Ultimate on turns {policy[5:].replace('/', ', ')})"
    return "the vanilla dummy"


@transaction.atomic
def simulation_start(
    *,
    deck: DeckSource,
    opponent: Any = "dummy",
    opponent_deck: DeckSource | None = None,
    games: int,
    policy: str = "greedy",
    seed: int | None = None,
    visitor: Visitor,
) -> SimulationJob:
    """Admit a job and create it with its chunks; they are queued once the transaction commits."""
    policy_check(policy)
    admit(visitor=visitor, games=games, search=SEARCH in (policy, _bot_policy(opponent)))
    deck_require_legal(entries=deck.entries, whose="The simulated deck")
    return simulation_job_create(
        deck=deck,
        opponent=opponent,
        opponent_deck=opponent_deck,
        games=games,
        policy=policy,
        seed=secrets.randbits(31) if seed is None else seed,
        visitor=visitor,
    )


def _bot_policy(opponent: Any) -> Any:
    return opponent.get("bot") if isinstance(opponent, dict) else None


def policy_check(policy: Any) -> None:
    if policy not in POLICIES:
        raise SimulationInputError(f"The policy must be one of {', '.join(POLICIES)}, not {policy!r}.")


def simulation_job_create(
    *,
    deck: DeckSource,
    opponent: Any,
    opponent_deck: DeckSource | None,
    games: int,
    policy: str,
    seed: int,
    visitor: Visitor,
    gauntlet: Gauntlet | None = None,
) -> SimulationJob:
    """Create an admitted job with its chunks (the simulated deck already checked as legal); they
    are queued once the transaction commits."""
    from gameplay import playout

    opponent_spec = opponent_normalise(opponent)
    if opponent_spec["kind"] == "bot" and opponent_deck is None:
        raise SimulationInputError("A bot opponent needs a deck to play.")
    if opponent_deck is not None:
        deck_require_legal(entries=opponent_deck.entries, whose="The opponent's deck")
    decklists = {
        "deck": playout.decklist_json(deck),
        "opponent_deck": playout.decklist_json(opponent_deck) if opponent_deck else None,
    }
    # Fail now, in the request, if the engine refuses the decks (not later inside a worker).
    playout.setup_check(decklists=decklists, opponent=opponent_spec)
    job = SimulationJob.objects.create(
        deck_id=deck.deck_id,
        deck_name=deck.name,
        decklists=decklists,
        opponent=opponent_spec,
        games=games,
        policy=policy,
        seed=seed,
        client_address=client_address(visitor),
        gauntlet=gauntlet,
        opponent_deck_name=opponent_deck.name if opponent_deck is not None else "",
        **visitor.owner_fields(),
    )
    size = chunk_games()
    chunks = [
        SimulationChunk(job=job, index=i, first_game=first, games=min(size, games - first))
        for i, first in enumerate(range(0, games, size))
    ]
    SimulationChunk.objects.bulk_create(chunks)
    job.chunks_total = len(chunks)
    job.save(update_fields=["chunks_total"])
    transaction.on_commit(lambda: simulation_dispatch(job_id=job.pk))
    return job


def simulation_dispatch(*, job_id: int) -> None:
    """Send the job's chunks to the workers, run a small job here, or queue it for the pool."""
    if broker_configured():
        chunk_ids = SimulationChunk.objects.filter(job_id=job_id).values_list("pk", flat=True)
        # By name: gameplay.tasks wraps this module, so this module does not import it.
        group(signature(CHUNK_TASK, args=(chunk_id,)) for chunk_id in chunk_ids).apply_async()
        return
    games = SimulationJob.objects.values_list("games", flat=True).get(pk=job_id)
    # Claimed first, so that a pool thread looking at the queue meanwhile does not take it too.
    if games <= eager_max_games() and simulation_claim(job_id=job_id):
        simulation_run_job(job_id=job_id)
    else:
        pool.wake()


def simulation_claim(*, job_id: int) -> bool:
    """Take a queued job to run it; False when someone else took it first (or it was cancelled)."""
    claimed = SimulationJob.objects.filter(pk=job_id, status=SimulationJob.Status.QUEUED).update(
        status=SimulationJob.Status.RUNNING, started_at=timezone.now()
    )
    return bool(claimed)


def running_limit() -> int:
    return int(getattr(settings, "SIMULATION_RUNNING_LIMIT", 2))


def simulation_claim_next() -> int | None:
    """The oldest queued job, now claimed by the caller; None when the queue is empty or when
    SIMULATION_RUNNING_LIMIT jobs already run (site-wide: every web process's pool asks here)."""
    _requeue_stalled()
    if SimulationJob.objects.filter(status=SimulationJob.Status.RUNNING).count() >= running_limit():
        return None
    queued = SimulationJob.objects.filter(status=SimulationJob.Status.QUEUED).order_by("pk")
    for job_id in queued.values_list("pk", flat=True)[:10]:
        if simulation_claim(job_id=job_id):
            return job_id
    return None


def simulation_run_job(*, job_id: int, release_connection: bool = False) -> None:
    """Play every unfinished chunk of a job in this thread; an error fails the job, not the thread.

    With `release_connection` (the pool's threads) the database connection is closed after every
    read and write, so a thread holds none while it plays.
    """
    try:
        chunk_ids = list(
            SimulationChunk.objects.filter(job_id=job_id, done=False)
            .order_by("index")
            .values_list("pk", flat=True)
        )
        for chunk_id in chunk_ids:
            if not simulation_run_chunk(chunk_id=chunk_id, release_connection=release_connection):
                break
    except Exception as error:  # nobody waits on this thread to raise to: record it on the job
        logger.exception("Simulation %s failed", job_id)
        simulation_fail(job_id=job_id, error=f"{type(error).__name__}: {error}")
    finally:
        if release_connection:
            close_thread_connections()


def simulation_resume_if_stalled(*, job: SimulationJob) -> bool:
    """Embedded mode: wake this process's pool for a job still waiting or running elsewhere.

    The job may have been queued, or be played, by a web process that has since died (the
    restart case: "nothing is lost"); the woken pool takes the queue, after putting back in it
    the jobs that stalled (see _requeue_stalled).
    """
    if broker_configured() or job.status not in ACTIVE or job.pk in pool.running:
        return False
    pool.wake()
    return True


def _requeue_stalled() -> None:
    """Queue again the running jobs none of whose chunks moved for STALLED_AFTER.

    A running chunk writes its progress every few games, so such a job belongs to no live thread:
    its process died. Chunks are idempotent, so even a wrong guess only costs time, never counts a
    game twice.
    """
    recently = timezone.now() - STALLED_AFTER
    moving = SimulationChunk.objects.filter(job=OuterRef("pk"), updated_at__gte=recently)
    stalled = (
        SimulationJob.objects.filter(status=SimulationJob.Status.RUNNING, started_at__lt=recently)
        .exclude(Exists(moving))
        .exclude(pk__in=pool.running)
    )
    for job_id in stalled.values_list("pk", flat=True):
        logger.warning("Simulation %s stalled; queueing its unfinished chunks again", job_id)
        SimulationJob.objects.filter(pk=job_id, status=SimulationJob.Status.RUNNING).update(
            status=SimulationJob.Status.QUEUED
        )


def close_thread_connections() -> None:
    connections.close_all()


def _job_active(job_id: int) -> bool:
    return SimulationJob.objects.filter(pk=job_id, status__in=ACTIVE).exists()


def simulation_run_chunk(*, chunk_id: int, release_connection: bool = False) -> bool:
    """Play one chunk's games, store its statistics, and merge the job if it was the last chunk.

    Returns False when the job was cancelled (or failed) before or while the chunk ran: it stops
    at its next progress write and leaves its counters where they were.
    """
    from gameplay import playout

    chunk = SimulationChunk.objects.select_related("job").get(pk=chunk_id)
    job = chunk.job
    if job.status in FINISHED:
        return False
    if chunk.done:
        return True
    SimulationJob.objects.filter(pk=job.pk, status=SimulationJob.Status.QUEUED).update(
        status=SimulationJob.Status.RUNNING, started_at=timezone.now()
    )
    # The heartbeat simulation_resume_if_stalled reads: this chunk is alive from now on.
    SimulationChunk.objects.filter(pk=chunk.pk).update(updated_at=timezone.now())
    stats = simulation_stats.ChunkStats()
    runner = playout.SimulationRunner(
        decklists=job.decklists, opponent=job.opponent, policy=job.policy, seed=job.seed
    )
    runner.load_cards()
    if release_connection:
        close_thread_connections()
    for offset in range(chunk.games):
        stats.add(runner.play(game=chunk.first_game + offset))
        if (offset + 1) % PROGRESS_EVERY == 0:
            # update() skips auto_now: the heartbeat is set by hand.
            SimulationChunk.objects.filter(pk=chunk.pk).update(progress=offset + 1, updated_at=timezone.now())
            active = _job_active(job.pk)
            if release_connection:
                close_thread_connections()
            if not active:
                return False
    SimulationChunk.objects.filter(pk=chunk.pk).update(
        progress=chunk.games, done=True, result=stats.to_json(), updated_at=timezone.now()
    )
    _merge_if_complete(job.pk)
    return True


def _merge_if_complete(job_id: int) -> None:
    with transaction.atomic():
        # The row lock makes the merge happen once when two last chunks finish together.
        job = SimulationJob.objects.select_for_update().get(pk=job_id)
        if job.status in FINISHED:
            return
        results = list(job.chunks.filter(done=True).values_list("result", flat=True))
        job.chunks_done = len(results)
        if job.chunks_done < job.chunks_total:
            job.save(update_fields=["chunks_done"])
            return
        job.results = simulation_stats.summarise(simulation_stats.merge_chunks(results))
        job.status = SimulationJob.Status.DONE
        job.finished_at = timezone.now()
        job.save(update_fields=["chunks_done", "results", "status", "finished_at"])


def simulation_cancel(*, job: SimulationJob) -> SimulationJob:
    """Stop a queued or running job: it is `cancelled` now, and its chunks stop at their next write.

    Cancelling a cancelled job again changes nothing; a done or failed job cannot be cancelled.
    """
    SimulationJob.objects.filter(pk=job.pk, status__in=ACTIVE).update(
        status=SimulationJob.Status.CANCELLED, finished_at=timezone.now()
    )
    job.refresh_from_db()
    if job.status != SimulationJob.Status.CANCELLED:
        raise SimulationFinished(
            f"Simulation {job.pk} is already {job.status}; only a queued or running one can be cancelled."
        )
    return job


def simulation_fail(*, job_id: int, error: str) -> None:
    SimulationJob.objects.filter(pk=job_id, status__in=ACTIVE).update(
        status=SimulationJob.Status.FAILED, error=error[:2000], finished_at=timezone.now()
    )


# The embedded mode's threads (gameplay.simulation_pool); unused with a broker.
pool = JobPool(
    claim_next=simulation_claim_next,
    run=lambda job_id: simulation_run_job(job_id=job_id, release_connection=True),
    # Looked up at call time, so that tests running the pool inline can keep their connection.
    release=lambda: close_thread_connections(),
    threads=lambda: int(settings.SIMULATION_THREADS),
)
