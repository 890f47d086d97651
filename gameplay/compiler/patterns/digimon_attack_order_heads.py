"""Leading parts of Digimon ability sentences about the order of attack, read through the shared
prefix reader's `HEAD_READERS` hook: "When your Digimon is last to attack" (Bx-9), "When you are
second to attack"; the second player of the turn attacks last (RULES 0.3, 4.0)."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.attacks_last import AttacksLast

_LAST = compile_re(r"when (?:your Digimon is|you are) (?:the )?(?:last|second) to attack")


def _read(head: str, frame: Frame) -> bool:
    if _LAST.fullmatch(head):
        frame.conditions.append(AttacksLast("self"))
        return True
    return False


HEAD_READERS.append(_read)
