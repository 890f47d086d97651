"""A throwaway Redis + Celery worker set-up on this machine, for the broker, browser and serve tests
and the simulation benchmark.

Both need real worker processes that see the same database as the process that queues the job.
A pytest database cannot be shared that way (SQLite in memory lives in one process; a PostgreSQL
test database holds its rows in a transaction no other connection sees), so the cluster gets a
database of its own, migrated and loaded with the catalog, which every process of the cluster
(workers, the web server, the short `python -m tests.local_cluster` calls that queue jobs) uses:
a SQLite file in a temporary folder, or, given a `postgres://` URL, a fresh PostgreSQL database
created next to the one named (and dropped afterwards), so CI's PostgreSQL run exercises the row
locks of the chunk merge on PostgreSQL.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from urllib.error import HTTPError
from urllib.parse import urlsplit, urlunsplit
from urllib.request import urlopen

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LocalCluster:
    """`with LocalCluster(folder) as cluster:` gives a migrated database and a running Redis."""

    def __init__(
        self, folder: Path, *, chunk_games: int = 250, broker: bool = True, database_url: str = ""
    ) -> None:
        self.folder = Path(folder)
        self.broker = broker
        self.port = free_port()
        self.web_port = free_port()
        self.postgres = database_url if database_url.startswith(("postgres://", "postgresql://")) else ""
        if self.postgres:
            base = urlsplit(self.postgres)
            self.database_url = urlunsplit(base._replace(path=f"{base.path}_cluster_{self.port}"))
        else:
            self.database_url = f"sqlite:///{self.folder / 'cluster.sqlite3'}"
        self.env = os.environ | {
            "DATABASE_URL": self.database_url,
            "CELERY_BROKER_URL": f"redis://127.0.0.1:{self.port}/0" if broker else "",
            "DEBUG": "1",
            "SIMULATION_CHUNK_GAMES": str(chunk_games),
            "DJANGO_SETTINGS_MODULE": "dmcg_site.settings",
        }
        self.redis: subprocess.Popen | None = None
        self.web: subprocess.Popen | None = None
        self.workers: list[subprocess.Popen] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.web_port}"

    def __enter__(self) -> LocalCluster:
        if self.postgres:
            self._admin(f'CREATE DATABASE "{self._database_name()}"')
        self.manage("migrate", "-v0")
        self.manage("import_catalog", "-v0")
        if self.broker:
            self._start_redis()
        return self

    def _start_redis(self) -> None:
        redis = shutil.which("redis-server")
        if redis is None:
            raise RuntimeError("redis-server is not installed (apt-get install redis-server).")
        self.redis = subprocess.Popen(
            [redis, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._wait_for_redis()

    def __exit__(self, *exc: object) -> None:
        self.stop_workers()
        if self.web is not None:
            os.killpg(self.web.pid, signal.SIGTERM)
            self.web.wait(timeout=30)
        if self.redis is not None:
            self.redis.terminate()
            self.redis.wait(timeout=10)
        if self.postgres:
            self._admin(f'DROP DATABASE IF EXISTS "{self._database_name()}" WITH (FORCE)')

    def _database_name(self) -> str:
        return urlsplit(self.database_url).path.lstrip("/")

    def _admin(self, sql: str) -> None:
        """CREATE/DROP DATABASE, run from the `postgres` maintenance database as Django's test runner
        does (the database the URL names need not exist)."""
        import psycopg

        maintenance = urlunsplit(urlsplit(self.postgres)._replace(path="/postgres"))
        with psycopg.connect(maintenance, autocommit=True) as connection:
            connection.execute(sql)

    def _query(self, sql: str, params: tuple) -> tuple:
        if self.postgres:
            import psycopg

            with psycopg.connect(self.database_url) as connection:
                return connection.execute(sql.replace("?", "%s"), params).fetchone()
        with sqlite3.connect(self.folder / "cluster.sqlite3", timeout=30) as db:
            return db.execute(sql, params).fetchone()

    def _wait_for_redis(self) -> None:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"Redis did not start on port {self.port}.")

    def manage(self, *args: str) -> str:
        return self._python("manage.py", *args, timeout=300)

    def _python(self, *argv: str, timeout: float) -> str:
        """Stdout of this project's Python running `argv` in the cluster's environment; a failure raises
        with its stderr."""
        result = subprocess.run(
            [sys.executable, *argv], cwd=ROOT, env=self.env, capture_output=True, text=True, timeout=timeout
        )
        if result.returncode:
            raise RuntimeError(f"{' '.join(argv)} failed:\n{result.stderr}")
        return result.stdout

    def start_workers(self, processes: int) -> None:
        """One `celery worker` with `processes` pool processes (prefork), logging to the folder."""
        log = open(self.folder / f"worker-{len(self.workers)}.log", "w")  # noqa: SIM115 (closed with the process)
        self.workers.append(
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "celery",
                    "-A",
                    "dmcg_site",
                    "worker",
                    "--pool",
                    "prefork",
                    "--concurrency",
                    str(processes),
                    "--loglevel",
                    "INFO",
                    "--without-gossip",
                    "--without-mingle",
                    "--without-heartbeat",
                    "-n",
                    f"dmcg-{self.port}-{len(self.workers)}@%h",
                ],
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        )

    def start_web(self, *, production: bool = False) -> None:
        """The site on a free port: `manage.py runserver` (DEBUG on, static files served as in
        development), or with `production` the README's own `bin/serve` (DEBUG off, gunicorn,
        hashed static files collected into the folder), ready once /healthz answers."""
        log = open(self.folder / "web.log", "w")  # noqa: SIM115 (closed with the process)
        if production:
            command = [str(ROOT / "bin" / "serve")]
            env = self.env | {
                "DEBUG": "0",
                "HOST": "127.0.0.1",
                "PORT": str(self.web_port),
                "WEB_CONCURRENCY": "2",
                "DMCG_STATIC_ROOT": str(self.folder / "static"),
            }
        else:
            command = [sys.executable, "manage.py", "runserver", f"127.0.0.1:{self.web_port}", "--noreload"]
            env = self.env
        # A session of its own, so stopping it reaches every gunicorn worker too.
        self.web = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            try:
                urlopen(f"{self.url}/healthz", timeout=5).close()
                return
            except HTTPError:
                # Up, and answering (503 names what is missing: the caller asserts on it).
                return
            except OSError:
                if self.web.poll() is not None:
                    raise RuntimeError(f"the web server exited; see {self.folder / 'web.log'}") from None
                time.sleep(0.3)
        raise RuntimeError(f"the web server did not start; see {self.folder / 'web.log'}")

    def create_deck(self, *, name: str, decklist: str) -> str:
        """A public anonymous deck in the cluster's database; returns its share id."""
        return self._run("deck", name, decklist)

    def stop_workers(self) -> None:
        for worker in self.workers:
            worker.terminate()
            try:
                worker.wait(timeout=20)
            except subprocess.TimeoutExpired:
                worker.kill()
        self.workers = []

    def simulate(self, *, decklist: str, games: int, seed: int = 1) -> int:
        """Queue a job through the broker (the transaction commits, on_commit sends the group)."""
        return int(self._run("queue", decklist, str(games), str(seed)))

    def job(self, job_id: int) -> dict:
        """The job's row, read straight from the cluster's database: polling must not cost a
        Django start-up per look, or it would steal the CPU the workers are being timed on."""
        row = self._query(
            "SELECT status, error, chunks_total, chunks_done, results, started_at, finished_at"
            " FROM gameplay_simulationjob WHERE id = ?",
            (job_id,),
        )
        (done,) = self._query(
            "SELECT COALESCE(SUM(progress), 0) FROM gameplay_simulationchunk WHERE job_id = ?", (job_id,)
        )
        status, error, chunks_total, chunks_done, results, started, finished = row
        seconds = None
        if started and finished:
            seconds = (_timestamp(finished) - _timestamp(started)).total_seconds()
        return {
            "status": status,
            "done": done,
            "error": error,
            "chunks_total": chunks_total,
            "chunks_done": chunks_done,
            # SQLite hands JSON columns back as text, psycopg as decoded values.
            "results": json.loads(results) if isinstance(results, str) else results,
            "seconds": seconds,
        }

    def _run(self, *args: str) -> str:
        return self._python("-m", "tests.local_cluster", *args, timeout=120).strip().splitlines()[-1]

    def wait(self, job_id: int, *, timeout: float) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            state = self.job(job_id)
            if state["status"] in ("done", "failed") or time.monotonic() > deadline:
                return state
            for worker in self.workers:
                if worker.poll() is not None:
                    raise RuntimeError(f"A Celery worker exited with {worker.returncode}; see {self.folder}.")
            time.sleep(1)


def _queue(decklist: str, games: int, seed: int) -> int:
    from django.db import transaction

    from decks.decklists import load_text
    from gameplay import simulations
    from gameplay.selectors import DeckSource, Visitor

    deck = DeckSource(name="Cluster deck", entries=tuple(load_text(decklist)))
    with transaction.atomic():
        job = simulations.simulation_start(
            deck=deck, games=games, seed=seed, visitor=Visitor(session_key="cluster")
        )
    return job.pk


def _deck(name: str, decklist: str) -> str:
    from decks.decklists import load_text
    from decks.services import deck_create

    entries = load_text(decklist)
    partner = next(card for card, _count in entries if card.level_order == 3)
    return deck_create(owner=None, name=name, entries=entries, partner=partner, is_public=True).share_id


def _timestamp(value: str | datetime) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(value)


if __name__ == "__main__":
    # The cluster's own short-lived processes: `queue <decklist> <games> <seed>`, `deck <name> <decklist>`.
    import django

    django.setup()
    command, *rest = sys.argv[1:]
    if command == "queue":
        print(_queue(rest[0], int(rest[1]), int(rest[2])))
    else:
        print(_deck(rest[0], rest[1]))
