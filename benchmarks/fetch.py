"""Time `fetch_catalog` and `import_catalog` on a fresh clone with no ../shared (DESIGN rule 16).

    .venv/bin/python benchmarks/fetch.py

Serves ../shared/data as the DigimonHC plugin on loopback (tests/plugin_server.py), then runs what
bin/serve runs on a fresh clone, each command in its own process with DMCG_SHARED_DIR= (shared data
ignored), a throw-away DMCG_DATA_DIR and a new SQLite file: migrate, `fetch_catalog --if-missing`,
`import_catalog`, and a second `fetch_catalog` (everything verified, nothing downloaded). Prints
the bytes fetched and the wall time of each step.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cards.catalog.sources import data_sources  # noqa: E402
from tests.plugin_server import FakePlugin, shared_plugin_files  # noqa: E402

JA_FILES = ("starter_card_metadata.csv", "starter_cards.csv")


def main() -> None:
    shared = data_sources(os.environ, base_dir=ROOT).catalog_dir.parents[1]
    japanese = {f"ja/{name}": (shared / "wikimon-starter" / name).read_bytes() for name in JA_FILES}
    with tempfile.TemporaryDirectory() as work, FakePlugin(shared_plugin_files(shared), japanese) as plugin:
        env = {
            **os.environ,
            "DMCG_SHARED_DIR": "",
            "DMCG_DATA_DIR": f"{work}/data",
            "DATABASE_URL": f"sqlite:///{work}/db.sqlite3",
            "DMCG_CATALOG_URL": plugin.list_url,
            "DMCG_JA_NAMES_URL": plugin.japanese_url,
        }
        steps = [
            ("migrate", ["migrate", "--verbosity", "0"]),
            ("fetch_catalog --if-missing", ["fetch_catalog", "--if-missing"]),
            ("import_catalog", ["import_catalog"]),
            ("fetch_catalog (again)", ["fetch_catalog"]),
        ]
        for label, args in steps:
            started = time.perf_counter()
            done = subprocess.run(
                [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True
            )
            seconds = time.perf_counter() - started
            if done.returncode:
                sys.exit(f"{label} failed:\n{done.stderr}")
            summary = [line for line in done.stdout.splitlines() if "downloaded" in line or "cards:" in line]
            print(f"{label:28} {seconds:6.2f} s  {' | '.join(summary)}")
        fetched = sum(path.stat().st_size for path in Path(work, "data").rglob("*") if path.is_file())
        print(f"data folder: {fetched} bytes; requests served: {len(plugin.requests)}")


if __name__ == "__main__":
    main()
