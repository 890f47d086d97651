"""The embedded pool's threads (gameplay.simulation_pool), with stand-in jobs instead of the database."""

import os
import threading
import time

import pytest

from gameplay.simulation_pool import JobPool


class Queue:
    """Jobs 1..n to claim; `run` records which thread played which job and how many ran at once."""

    def __init__(self, jobs, *, threads):
        self.waiting, self.played = list(jobs), []
        self.releases = self.at_once = self.most_at_once = 0
        self.lock, self.finished = threading.Lock(), threading.Event()
        self.total = len(self.waiting)
        self.pool = JobPool(
            claim_next=self.claim_next, run=self.run, release=self.release, threads=lambda: threads
        )

    def queue_another(self, job_id):
        """Queue one more job once the others are played, and wake the pool for it."""
        self.finished.clear()
        with self.lock:
            self.waiting.append(job_id)
            self.total += 1
        self.pool.wake()

    def claim_next(self):
        with self.lock:
            return self.waiting.pop(0) if self.waiting else None

    def release(self):
        self.releases += 1

    def run(self, job_id):
        with self.lock:
            self.at_once += 1
            self.most_at_once = max(self.most_at_once, self.at_once)
        # Long enough for the pool's other threads, if any, to be playing at the same moment.
        time.sleep(0.005)
        with self.lock:
            self.at_once -= 1
            self.played.append((job_id, threading.current_thread().name))
            if len(self.played) == self.total:
                self.finished.set()


def test_one_thread_plays_the_queued_jobs_in_order_one_at_a_time():
    queue = Queue([1, 2, 3], threads=1)
    queue.pool.wake()
    assert queue.finished.wait(timeout=30)
    assert queue.played == [(1, "simulation-pool-0"), (2, "simulation-pool-0"), (3, "simulation-pool-0")]
    assert queue.most_at_once == 1
    # A connection is given back after every look at the queue, the empty one included.
    assert queue.releases >= 4


def test_waking_a_busy_pool_starts_no_thread_beyond_its_size():
    queue = Queue(range(1, 21), threads=2)
    for _ in range(5):
        queue.pool.wake()
    assert queue.finished.wait(timeout=30)
    names = {name for _job, name in queue.played}
    assert names <= {"simulation-pool-0", "simulation-pool-1"}
    assert sorted(job for job, _name in queue.played) == list(range(1, 21))
    assert queue.most_at_once == 2


def test_a_job_queued_after_the_pool_went_idle_is_played_on_the_next_wake():
    queue = Queue([1], threads=1)
    queue.pool.wake()
    assert queue.finished.wait(timeout=30)
    queue.queue_another(2)
    assert queue.finished.wait(timeout=30)
    assert [job for job, _name in queue.played] == [1, 2]


def test_a_stopped_pool_leaves_no_thread_and_the_next_wake_starts_new_ones():
    queue = Queue([1], threads=2)
    queue.pool.wake()
    assert queue.finished.wait(timeout=30)
    workers = list(queue.pool._workers)
    queue.pool.stop()
    assert workers and not any(worker.is_alive() for worker in workers)
    queue.queue_another(2)
    assert queue.finished.wait(timeout=30)
    assert [job for job, _name in queue.played] == [1, 2]
    queue.pool.stop()


@pytest.mark.skipif(not hasattr(os, "setpriority"), reason="per-thread nice values are a Linux feature")
def test_the_pool_plays_at_the_lowest_cpu_priority_so_requests_win_the_cpu():
    niceness = []
    queue = Queue([1], threads=1)
    played = queue.run

    def run(job_id):
        niceness.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
        played(job_id)

    queue.pool.run = run
    queue.pool.wake()
    assert queue.finished.wait(timeout=30)
    assert niceness == [19]
    # The request thread that woke the pool keeps its own priority.
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) < 19
