"""DESIGN rule 3: a game's state lives in GameState, so that replay(record) rebuilds it bit for bit. The
engine core's modules hold constants, never a table filled while games run: a cache keyed by card
number in engine.beside once answered for an invented test card with the card read before it."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "gameplay" / "engine"
# Caches keyed by id() that keep the records they were computed from (so an entry never answers for
# another card) and are bounded; they hold no game state.
IDENTITY_CACHES = {("bots.py", "_FROM_KEYS"), ("preparation.py", "_ROUTES"), ("version.py", "_TEXTS")}


def _empty_tables(source: str) -> list[str]:
    """The module-level names bound to an empty dict, list or set: tables meant to be filled later."""
    found = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        empty = (
            (isinstance(value, ast.Dict) and not value.keys)
            or (isinstance(value, ast.List | ast.Set) and not value.elts)
            or (
                isinstance(value, ast.Call)
                and isinstance(value.func, ast.Name)
                and value.func.id in ("dict", "list", "set", "defaultdict")
            )
        )
        if empty:
            found += [ast.unparse(target) for target in targets]
    return found


def test_the_check_finds_a_table_filled_at_run_time():
    assert _empty_tables("_COSTS: dict[str, int] = {}\nLIMIT = 6\nSEEN = set()\n") == ["_COSTS", "SEEN"]


def test_the_engine_core_keeps_no_table_of_its_own_outside_game_state():
    # The effect vocabulary (gameplay/engine/effects) fills its registries at import time only.
    tables = {
        (path.name, name) for path in sorted(ENGINE.glob("*.py")) for name in _empty_tables(path.read_text())
    }
    assert tables <= IDENTITY_CACHES, tables - IDENTITY_CACHES
