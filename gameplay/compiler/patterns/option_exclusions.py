"""Removals narrowed by a printed exclusion: "Send one of the opponent's Digimon with 'dramon' in their
name to the Dark Area (excluding Level III Digimon or Digimon that evolve through appearance
requirements)." (St-592): the named Digimon is sent only when it is neither Level III nor one with
appearance requirements (E-9); the Level III under an evolved Digimon stays (moves.top_to_dark_area).

`option_widening` rewords the exclusion as a leading condition (`reword`), since a trailing
"(excluding …)" is read as narrowing a "When facing" condition only (compiler.compile_sentence).
"""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.appears_by_requirements import AppearsByRequirements
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not

_PRINTED = compile_re(
    r"(Send one of the opponent's Digimon with '[^']+' in their name to the Dark Area)"
    r" \(excluding Level III Digimon or Digimon that evolve through appearance requirements\)\.?"
)
_HEAD = "Unless the opponent is Level III or evolves through appearance requirements"


def reword(sentence: str) -> str | None:
    """The printed sentence with its exclusion read first, or None."""
    if m := _PRINTED.fullmatch(sentence.strip()):
        return f"{_HEAD}, {m.group(1)[0].lower()}{m.group(1)[1:]}."
    return None


def _read(head: str, frame: Frame) -> bool:
    if head.lower() == _HEAD.lower():
        frame.conditions.append(Not(LevelIs("opponent", ("III",))))
        frame.conditions.append(Not(AppearsByRequirements("opponent")))
        return True
    return False


HEAD_READERS.append(_read)
