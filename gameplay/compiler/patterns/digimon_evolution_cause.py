"""The leading part "When you evolve into this Digimon due to the effects of the opponent's Option
cards" (Bo-1113, Bo-1114, Bo-1126, Bo-1127, Bo-1130, Bo-1131, Bo-1165, Bo-1167, Bo-1169, Bo-1171,
Bo-1173, Bo-1174), read through the shared prefix reader's `HEAD_READERS` hook: an E-6.5 evolve
trigger that holds only when an opponent's Option card put this Digimon on top (E-6.7, "The
Revelation of Hidden Power!!" Bo-303 / Bo-1110 evolves either player's Digimon)."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.evolved_by import EvolvedBy

_BY_OPPONENT_OPTION = compile_re(
    r"when you (?:evolve|digivolve) (?:in)?to this Digimon (?:due to|because of|through) the effects?"
    r" of (?:the|your) opponent's Option cards?"
)


def _read(head: str, frame: Frame) -> bool:
    if _BY_OPPONENT_OPTION.fullmatch(head):
        frame.trigger = "on_evolve"
        frame.conditions.append(EvolvedBy("opponent_option"))
        return True
    return False


HEAD_READERS.append(_read)
