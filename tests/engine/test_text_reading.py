"""Card text is read in one place, the compiler (DESIGN rule 6): the engine's rules code never runs a
regular expression in play, and the bridge from catalog rows to card records reads no text itself."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "gameplay" / "engine"
# The compiler (gameplay/compiler, outside the engine): card text -> effect data and record fields.
COMPILER = (ROOT / "gameplay" / "compiler",)


def _imports_re(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import) and any(alias.name == "re" for alias in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "re":
            return True
    return False


def _in_compiler(path: Path) -> bool:
    return any(path == part or part in path.parents for part in COMPILER)


def test_the_check_sees_an_import_of_re(tmp_path):
    module = tmp_path / "reader.py"
    module.write_text("from re import compile\n")
    assert _imports_re(module)


def test_no_engine_module_outside_the_compiler_imports_re():
    readers = sorted(
        str(path.relative_to(ROOT))
        for path in ENGINE.rglob("*.py")
        if not _in_compiler(path) and _imports_re(path)
    )
    assert readers == []


def test_the_card_record_bridge_reads_no_card_text_itself():
    # gameplay/records.py maps rows and compiled fields onto records; the compiler reads the text.
    assert not _imports_re(ROOT / "gameplay" / "records.py")


def _imported_modules(path: Path) -> set[str]:
    return {
        name
        for node in ast.walk(ast.parse(path.read_text()))
        for name in (
            [alias.name for alias in node.names]
            if isinstance(node, ast.Import)
            else [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else []
        )
    }


def test_the_card_record_bridge_builds_records_from_stored_fields_not_from_the_compiler():
    # The record fields the printed text decides are stored with the compiled effects (cards.effects).
    compiler = ("gameplay.compiler",)
    imported = _imported_modules(ROOT / "gameplay" / "records.py")
    assert "cards.effects" in imported
    assert not [name for name in imported if name.startswith(compiler)]
