"""DESIGN rule 1: the engine is a pure package; importing it loads no Django module."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import sys
import gameplay.engine
from gameplay.engine import bots, game, observe, replay
from gameplay.compiler import text
loaded = sorted(name for name in sys.modules if name == "django" or name.startswith("django."))
print(",".join(loaded) or "none")
"""


def test_the_engine_imports_without_django():
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, env=env, check=True
    )
    assert result.stdout.strip() == "none"


GAME = """
from tests.engine.helpers import BOOSTER_CHIP, CINDERHOUND, EMBERPUP, GLOWMOTH, OVERCLOCK, deck
from tests.engine.helpers import REEFCRAB, SHELLKIT
from gameplay.engine import digest, make_bot, new_game, play
a = deck(EMBERPUP, CINDERHOUND, CINDERHOUND, BOOSTER_CHIP, GLOWMOTH, OVERCLOCK)
b = deck(SHELLKIT, REEFCRAB, REEFCRAB, OVERCLOCK, BOOSTER_CHIP, GLOWMOTH)
state = play(new_game(a, b, 11), (make_bot("random", 1), make_bot("greedy")))
print(digest(state), len(state.actions))
"""


def test_the_same_game_gives_the_same_digest_whatever_the_hash_seed():
    """DESIGN rule 3: nothing in the engine depends on set or dict ordering of strings."""
    digests = set()
    for hash_seed in ("1", "2", "3"):
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": hash_seed}
        result = subprocess.run(
            [sys.executable, "-c", GAME], capture_output=True, text=True, cwd=ROOT, env=env, check=True
        )
        digests.add(result.stdout.strip())
    assert len(digests) == 1
