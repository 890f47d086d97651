"""The registry imports every effect and condition module (DESIGN rule 6), so that EFFECT_KINDS and
CONDITION_KINDS are complete without the compiler's pattern modules."""

from __future__ import annotations

import ast
from pathlib import Path

from gameplay.engine.effects import registry

EFFECTS = Path(registry.__file__).parent
# Modules of the effects package that hold no effect kind.
NOT_KINDS = {
    "__init__",
    "base",
    "compiled_cards",
    "fields",
    "registry",
    "stored",
}


def _imported(package: str) -> set[str]:
    tree = ast.parse(Path(registry.__file__).read_text())
    return {
        alias.name
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.module == package
        for alias in node.names
    }


def test_every_effect_module_is_imported_by_the_registry():
    modules = {path.stem for path in EFFECTS.glob("*.py")} - NOT_KINDS
    assert _imported("gameplay.engine.effects") == modules


def test_every_condition_module_is_imported_by_the_registry():
    modules = {path.stem for path in (EFFECTS / "conditions").glob("*.py")} - {"__init__"}
    assert _imported("gameplay.engine.effects.conditions") == modules
