"""Leading parts that face a Digimon by what its own ability box says: "When facing a Digimon who has
an effect or ability that states "Cannot lose its special abilities"" (Bo-53t), "When the opponent's
Digimon cannot lose its special abilities" (Bo-1146) and "When facing a Digimon with the ability 'the
opponent loses its special abilities'" (Bo-578, Bo-685, Bo-878, Sp-15, Ta-7), read through the shared
prefix reader's `HEAD_READERS` hook as a condition on the opponent's compiled lines
(conditions.prints_effect). Against such a taker the line still acts: it is an information line
(RULES 1.7) or stands beside "cannot lose its special abilities" (B-11.4, Bo-578)."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.prints_effect import PrintsEffect

_SPECIALS = r"(?:its|their) special abilities"
_KEEPS_SPECIALS = compile_re(
    r"when facing a Digimon (?:with|who has) an effect or ability that states"
    rf" ['\"]cannot lose {_SPECIALS}['\"]"
    rf"|when the opponent's Digimon cannot lose {_SPECIALS}"
)
_TAKES_SPECIALS = compile_re(
    rf"when facing a Digimon with (?:the ability )?['\"]the opponent loses {_SPECIALS}['\"]"
    r"(?: in (?:its|their) abilities box)?"
    rf"|when facing a Digimon with an effect or ability that causes the opponent to lose {_SPECIALS}"
)


def _read(head: str, frame: Frame) -> bool:
    if _KEEPS_SPECIALS.fullmatch(head):
        frame.conditions.append(PrintsEffect("opponent", "immunity:negate_specials"))
        return True
    if _TAKES_SPECIALS.fullmatch(head):
        frame.conditions.append(PrintsEffect("opponent", "negate_specials:opponent"))
        return True
    return False


HEAD_READERS.append(_read)
