"""Leading parts that face a Digimon by what its own ability box says: "When facing a Digimon who has
an effect or ability that states "Cannot lose its special abilities"" (Bo-53t) and "When the opponent's
Digimon cannot lose its special abilities" (Bo-1146), read through the shared prefix reader's
`HEAD_READERS` hook as a condition on the opponent's compiled lines (conditions.prints_effect).

"When facing a Digimon with the ability 'the opponent loses its special abilities'" (Bo-578, Bo-685,
Bo-878) is not read: the engine blanks every line of a negated Digimon, its information lines and
its "cannot lose its special abilities" included (effect_context.fire), so against that very foe the
multiplier could never act as printed (RULES 1.7)."""

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


def _read(head: str, frame: Frame) -> bool:
    if _KEEPS_SPECIALS.fullmatch(head):
        frame.conditions.append(PrintsEffect("opponent", "immunity:negate_specials"))
        return True
    return False


HEAD_READERS.append(_read)
