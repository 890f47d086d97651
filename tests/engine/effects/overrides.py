"""The per-card decisions of fixtures/effects/overrides, read as the engine reads them."""

from __future__ import annotations

import json
from pathlib import Path

from gameplay.engine.effects.base import CompiledText
from gameplay.engine.effects.stored import compiled_text_from_data

OVERRIDES = Path(__file__).resolve().parents[3] / "fixtures" / "effects" / "overrides"


def override_text(number: str) -> CompiledText:
    """The compiled text card `number`'s override writes in the effect vocabulary."""
    data = json.loads((OVERRIDES / f"{number}.json").read_text(encoding="utf-8"))
    return compiled_text_from_data(data["text"], number)
