"""DESIGN rule 1: the engine is a pure package; importing it loads no Django module."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
import gameplay.engine
from gameplay.engine import bots, game, observe, replay
from gameplay.engine.effects import compiler
loaded = sorted(name for name in sys.modules if name == "django" or name.startswith("django."))
print(",".join(loaded) or "none")
"""


def test_the_engine_imports_without_django():
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, env=env, check=True
    )
    assert result.stdout.strip() == "none"
