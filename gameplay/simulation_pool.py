"""The embedded simulation queue: a few threads per web process play queued jobs, oldest first.

Used only without a broker. The queue is the database: a job waits with status `queued` until a
thread claims it (a conditional UPDATE, so two threads or processes never take the same job). So
the position in the queue reads the same from every web process, and a job queued by a process
that has since died is taken by the next pool that wakes. The threads start with the first job a
process sees (`threads()` of them), then look at the queue whenever a job is queued and every
IDLE_POLL seconds, which also hands the jobs queued on a busy process to an idle one.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections.abc import Callable

logger = logging.getLogger(__name__)

IDLE_POLL = 5.0


class JobPool:
    """`claim_next()` → a job id or None; `run(job_id)` plays it; `release()` closes connections."""

    def __init__(
        self,
        *,
        claim_next: Callable[[], int | None],
        run: Callable[[int], None],
        release: Callable[[], None],
        threads: Callable[[], int],
    ) -> None:
        self.claim_next, self.run, self.release, self.threads = claim_next, run, release, threads
        # The jobs this process's threads are playing right now.
        self.running: set[int] = set()
        self._workers: list[threading.Thread] = []
        self._lock = threading.Lock()
        self._wake = threading.Event()
        # Threads of an older generation end at their next look at the queue (`stop`).
        self._generation = 0

    def wake(self) -> None:
        """Make sure this process's threads are up, and have them look at the queue now."""
        with self._lock:
            self._workers = [worker for worker in self._workers if worker.is_alive()]
            for number in range(len(self._workers), max(1, self.threads())):
                worker = threading.Thread(
                    target=self._work, args=(self._generation,), name=f"simulation-pool-{number}", daemon=True
                )
                worker.start()
                self._workers.append(worker)
        self._wake.set()

    def stop(self, timeout: float = IDLE_POLL) -> None:
        """End this process's threads: each finishes the jobs it is draining, then leaves instead of
        waiting for the next one (the next `wake()` starts new threads). Waits up to `timeout` for each."""
        with self._lock:
            self._generation += 1
            workers, self._workers = self._workers, []
        self._wake.set()
        for worker in workers:
            worker.join(timeout)

    def drain(self) -> None:
        """Play queued jobs one after the other until the queue is empty."""
        while True:
            try:
                job_id = self.claim_next()
            finally:
                self.release()
            if job_id is None:
                return
            self.running.add(job_id)
            try:
                self.run(job_id)
            finally:
                self.running.discard(job_id)

    def _work(self, generation: int) -> None:
        _lower_priority()
        while generation == self._generation:
            # Cleared before looking: a job queued from here on sets it again, so none is missed.
            self._wake.clear()
            try:
                self.drain()
            except Exception:  # the database went away for a moment: keep the thread, look again later
                logger.exception("The simulation pool could not read the queue")
            self._wake.wait(timeout=IDLE_POLL)


def _lower_priority() -> None:
    """Give the calling thread the lowest CPU priority (Linux applies a nice value per thread).

    A game is work that can wait; a page or a search is a person waiting. With the playing threads
    at nice 19, the requests of every web process on the machine win the CPU over the games.
    """
    # Not Linux, or not allowed: the thread plays at the normal priority.
    with contextlib.suppress(AttributeError, OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
