"""Simulations end to end through a real Redis broker and real Celery workers, behind
the production web server, the topology of compose.yaml: gunicorn, a worker, PostgreSQL (CI's
second run) or SQLite, Redis.

The module starts its own redis-server on a free port, a `celery -A dmcg_site worker` subprocess
and `bin/serve` (gunicorn, DEBUG off). The workers cannot see pytest's database (SQLite in memory,
or a PostgreSQL test database inside an uncommitted transaction), so the whole exchange runs against
a database of its own: a SQLite file, or a fresh PostgreSQL database when DATABASE_URL names
PostgreSQL, so the chunk merge's row lock is exercised there by two concurrent worker processes
(tests.local_cluster explains the set-up). It is skipped only when redis-server is not installed.
"""

import json
import os
import shutil
import time
from http.cookiejar import CookieJar
from urllib.request import HTTPCookieProcessor, Request, build_opener

import pytest

from tests.factories import STARTER_TEXT
from tests.local_cluster import LocalCluster

pytestmark = [
    pytest.mark.broker,
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="redis-server is not installed"),
]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    folder = tmp_path_factory.mktemp("broker")
    with LocalCluster(folder, chunk_games=10, database_url=os.environ.get("DATABASE_URL", "")) as cluster:
        cluster.start_workers(processes=2)
        cluster.start_web(production=True)
        yield cluster


def worker_log(cluster) -> str:
    return "\n".join(path.read_text() for path in cluster.folder.glob("worker-*.log"))


def test_a_job_runs_end_to_end_through_the_broker_in_several_chunks(cluster):
    before = worker_log(cluster).count("gameplay.tasks.simulation_chunk_task")
    job_id = cluster.simulate(decklist=STARTER_TEXT, games=40, seed=5)
    state = cluster.wait(job_id, timeout=180)
    log = worker_log(cluster)
    assert state["status"] == "done", (state, log[-3000:])
    assert state["chunks_total"] == 4
    assert state["chunks_done"] == 4
    assert state["done"] == 40
    assert state["results"]["games"] == 40
    # The chunks really went through the worker, not an in-process fallback.
    assert log.count("gameplay.tasks.simulation_chunk_task") - before >= 4


def test_the_health_endpoint_of_the_production_server_sees_the_broker(cluster):
    report = json.load(build_opener().open(f"{cluster.url}/healthz", timeout=10))
    assert report["status"] == "ok", report
    assert report["broker"] == "ok"
    assert report["cards"] == 3078


def test_a_simulation_posted_to_gunicorn_is_played_by_the_worker(cluster):
    # The visitor is the session: the job is read back with the cookie the POST set.
    browser = build_opener(HTTPCookieProcessor(CookieJar()))
    body = {"deck": {"text": STARTER_TEXT}, "opponent": "dummy", "games": 30, "seed": 7}
    request = Request(
        f"{cluster.url}/api/simulations/",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    before = worker_log(cluster).count("gameplay.tasks.simulation_chunk_task")
    created = json.load(browser.open(request, timeout=30))
    deadline = time.monotonic() + 180
    while True:
        job = json.load(browser.open(f"{cluster.url}/api/simulations/{created['id']}/", timeout=10))
        if job["status"] in ("done", "failed") or time.monotonic() > deadline:
            break
        time.sleep(1)
    assert job["status"] == "done", (job, worker_log(cluster)[-3000:])
    assert job["done"] == 30
    assert job["results"]["games"] == 30
    assert cluster.job(created["id"])["chunks_done"] == 3
    # The web server queued the three chunks; the worker played them.
    assert worker_log(cluster).count("gameplay.tasks.simulation_chunk_task") - before >= 3
