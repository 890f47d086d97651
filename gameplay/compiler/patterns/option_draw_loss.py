"""What a battle draw costs, changed by an Option card (P-3, A-1): "Instead of both players losing 10
points, you lose 10 points while the opponent loses 20 points." (Bo-144t).

The leading "Instead of both players losing 10 points" names the moment the draw costs its points,
so the sentence acts when the battle ends in a draw (trigger "on_draw"), and its clause says what
each side loses then (`DrawLoss`).
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.draw_loss import DrawLoss

_INSTEAD_OF_THE_DRAW = compile_re(r"instead of both (?:players|parties) losing 10 points")


def _read(head: str, frame: Frame) -> bool:
    if _INSTEAD_OF_THE_DRAW.fullmatch(head):
        frame.trigger = "on_draw"
        return True
    return False


HEAD_READERS.append(_read)


@clause(r"you lose (\d+) points while the opponent loses (\d+) points")
def _each_loses(m: re.Match[str]) -> Clause:
    return Clause((DrawLoss("self", int(m.group(1))), DrawLoss("opponent", int(m.group(2)))))
