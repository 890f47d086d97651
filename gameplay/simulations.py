"""Goldfish simulations: start a job, run its chunks, merge their statistics (DESIGN rules 7, 9).

A job of N games is cut into chunks of `SIMULATION_CHUNK_GAMES`. Each chunk is one Celery task
(they are sent as a group, so N workers share the job); a chunk stores its own statistics and its
own progress counter, and the chunk that finds every chunk done merges them into `job.results`.
Game i of a job always uses the seed `job.seed + i`, so the figures do not depend on how the job
was cut or which worker played what.

Without a broker (the embedded default) small jobs run inline in the request and bigger ones in a
background thread of the web process, which writes the same progress counters the page polls.
"""

from __future__ import annotations

import logging
import secrets
import threading
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import connections, transaction
from django.utils import timezone

from decks.validation import deck_require_legal
from dmcg_site.api_errors import DmcgError
from gameplay import simulation_stats
from gameplay.models import SimulationChunk, SimulationJob
from gameplay.selectors import DeckSource, Visitor

logger = logging.getLogger(__name__)

MAX_GAMES = 100_000
POLICIES = ("greedy", "random")
# How often (in games) a chunk writes its progress: often enough for a moving bar, rarely enough
# not to turn a simulation into a stream of UPDATEs.
PROGRESS_EVERY = 25
STALLED_AFTER = timedelta(minutes=2)


class SimulationInputError(DmcgError):
    """A simulation request that cannot run: bad game count, policy or opponent."""


def chunk_games() -> int:
    return int(getattr(settings, "SIMULATION_CHUNK_GAMES", 250))


def eager_max_games() -> int:
    return int(getattr(settings, "SIMULATION_EAGER_MAX_GAMES", 50))


def broker_configured() -> bool:
    return bool(getattr(settings, "CELERY_BROKER_URL", ""))


def opponent_normalise(opponent: Any) -> dict[str, Any]:
    """ "dummy" or {"bot": "greedy"|"random", ...} → {"kind": "dummy"} / {"kind": "bot", "policy": ...}."""
    if opponent in (None, "", "dummy"):
        return {"kind": "dummy"}
    if isinstance(opponent, dict) and opponent.get("bot") in POLICIES:
        return {"kind": "bot", "policy": opponent["bot"]}
    raise SimulationInputError(
        'The opponent of a simulation is "dummy" or {"bot": "greedy"|"random", "deck": ...}.'
    )


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
    """Create a job and its chunks; they are queued once the transaction commits."""
    from gameplay import playout

    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise SimulationInputError(f"A simulation plays between 1 and {MAX_GAMES} games, not {games!r}.")
    if policy not in POLICIES:
        raise SimulationInputError(f"The policy must be one of {', '.join(POLICIES)}, not {policy!r}.")
    opponent_spec = opponent_normalise(opponent)
    if opponent_spec["kind"] == "bot" and opponent_deck is None:
        raise SimulationInputError("A bot opponent needs a deck to play.")
    deck_require_legal(entries=deck.entries, whose="The simulated deck")
    if opponent_deck is not None:
        deck_require_legal(entries=opponent_deck.entries, whose="The opponent's deck")
    if seed is None:
        seed = secrets.randbits(31)
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
    """Send the job's chunks to the workers, or run them here when there is no broker."""
    job = SimulationJob.objects.get(pk=job_id)
    chunk_ids = list(job.chunks.values_list("pk", flat=True))
    if broker_configured():
        from celery import group

        from gameplay.tasks import simulation_chunk_task

        group(simulation_chunk_task.s(chunk_id) for chunk_id in chunk_ids).apply_async()
    elif job.games <= eager_max_games():
        for chunk_id in chunk_ids:
            simulation_run_chunk(chunk_id=chunk_id)
    else:
        _start_thread(job_id, chunk_ids)


def _start_thread(job_id: int, chunk_ids: list[int]) -> None:
    threading.Thread(
        target=_run_in_thread, args=(job_id, chunk_ids), name=f"simulation-{job_id}", daemon=True
    ).start()


def simulation_resume_if_stalled(*, job: SimulationJob) -> bool:
    """Embedded mode: run again the chunks of a job whose thread died with its web process.

    A running chunk writes its progress every few games, so unfinished chunks that have not moved
    for STALLED_AFTER belong to no live thread (the restart case: "nothing is lost"). Chunks are
    idempotent, so even a wrong guess only costs time, never counts a game twice.
    """
    if broker_configured() or job.status not in (SimulationJob.Status.QUEUED, SimulationJob.Status.RUNNING):
        return False
    if any(thread.name == f"simulation-{job.pk}" for thread in threading.enumerate()):
        return False
    pending = job.chunks.filter(done=False)
    if not pending.exists() or pending.filter(updated_at__gte=timezone.now() - STALLED_AFTER).exists():
        return False
    logger.warning("Simulation %s stalled; running its unfinished chunks again", job.pk)
    _start_thread(job.pk, list(pending.values_list("pk", flat=True)))
    return True


def _run_in_thread(job_id: int, chunk_ids: list[int]) -> None:
    try:
        for chunk_id in chunk_ids:
            simulation_run_chunk(chunk_id=chunk_id)
    except Exception as error:  # a background thread has nobody to raise to: record it on the job
        logger.exception("Simulation %s failed", job_id)
        simulation_fail(job_id=job_id, error=str(error))
    finally:
        # The thread opened its own database connections; nothing else will close them.
        close_thread_connections()


def close_thread_connections() -> None:
    connections.close_all()


def simulation_run_chunk(*, chunk_id: int) -> None:
    """Play one chunk's games, store its statistics, and merge the job if it was the last chunk."""
    from gameplay import playout

    chunk = SimulationChunk.objects.select_related("job").get(pk=chunk_id)
    job = chunk.job
    if chunk.done or job.status == SimulationJob.Status.FAILED:
        return
    SimulationJob.objects.filter(pk=job.pk, status=SimulationJob.Status.QUEUED).update(
        status=SimulationJob.Status.RUNNING, started_at=timezone.now()
    )
    stats = simulation_stats.ChunkStats()
    runner = playout.SimulationRunner(
        decklists=job.decklists, opponent=job.opponent, policy=job.policy, seed=job.seed
    )
    for offset in range(chunk.games):
        summary, _record = runner.play(game=chunk.first_game + offset)
        stats.add(summary)
        if (offset + 1) % PROGRESS_EVERY == 0:
            # update() skips auto_now: the heartbeat is set by hand.
            SimulationChunk.objects.filter(pk=chunk.pk).update(progress=offset + 1, updated_at=timezone.now())
    SimulationChunk.objects.filter(pk=chunk.pk).update(
        progress=chunk.games, done=True, result=stats.to_json(), updated_at=timezone.now()
    )
    _merge_if_complete(job.pk)


def _merge_if_complete(job_id: int) -> None:
    with transaction.atomic():
        # The row lock makes the merge happen once when two last chunks finish together.
        job = SimulationJob.objects.select_for_update().get(pk=job_id)
        if job.status in (SimulationJob.Status.DONE, SimulationJob.Status.FAILED):
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


def simulation_fail(*, job_id: int, error: str) -> None:
    SimulationJob.objects.filter(pk=job_id).exclude(status=SimulationJob.Status.DONE).update(
        status=SimulationJob.Status.FAILED, error=error[:2000], finished_at=timezone.now()
    )
