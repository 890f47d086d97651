"""T-1: the phases follow one another, Preparation, Evolution, Battle, Point Calculation, and the
Point Calculation Phase may go back to the Battle Phase (P-2, Return Match!). Each phase module ends
its phase by starting the next one through these starts, so no phase imports another; engine.game,
which knows every phase, installs them once when it is imported."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gameplay.engine.state import GameState


@dataclass(frozen=True, slots=True)
class PhaseStarts:
    evolution: Callable[[GameState], None]
    battle: Callable[[GameState], None]
    point_calculation: Callable[[GameState], None]


# Set once, at import (it holds functions, never game state: DESIGN rule 3).
_starts: PhaseStarts | None = None


def install(starts: PhaseStarts) -> None:
    global _starts
    _starts = starts


def starts() -> PhaseStarts:
    if _starts is None:
        raise RuntimeError("engine.game installs the phase starts; import gameplay.engine")
    return _starts
