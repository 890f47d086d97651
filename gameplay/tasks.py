"""Celery tasks: thin wrappers that take ids and call a service (DESIGN rule 9)."""

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded

from gameplay import simulations


@shared_task(
    bind=True,
    # A chunk is idempotent (it sets its own counters and skips itself once done), so a worker
    # lost mid-chunk may safely hand it to another one.
    acks_late=True,
    reject_on_worker_lost=True,
    max_retries=2,
    # The chunk writes its result to the database; nothing waits on a Celery result.
    ignore_result=True,
    soft_time_limit=10 * 60,
    time_limit=11 * 60,
)
def simulation_chunk_task(self, chunk_id: int) -> None:
    try:
        simulations.simulation_run_chunk(chunk_id=chunk_id)
    except SoftTimeLimitExceeded:
        job_id = simulations.SimulationChunk.objects.values_list("job_id", flat=True).get(pk=chunk_id)
        simulations.simulation_fail(job_id=job_id, error="A chunk of the simulation ran out of time.")
        raise
    except Exception as error:
        if self.request.retries < self.max_retries:
            raise self.retry(exc=error, countdown=2) from error
        job_id = simulations.SimulationChunk.objects.values_list("job_id", flat=True).get(pk=chunk_id)
        simulations.simulation_fail(job_id=job_id, error=f"{type(error).__name__}: {error}")
        raise
