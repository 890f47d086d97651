"""The leading part "for every Option card that the opponent uses" of a Digimon ability: "During battle,
for every Option card that the opponent uses, add 100 to your attack power." (Bo-286), "For every Option
card that the opponent uses, add 300 to your attack power." (Bo-1209). Read through the shared prefix
reader's `HEAD_READERS` hook as the "opponent_flips" trigger: the battling Digimon's ability fires
each time the opponent turns an Option card face-up in the battle (options.use_option), where a
Digimon's abilities act (B-3)."""

from __future__ import annotations

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame

_EVERY_OPTION_USED = compile_re(r"for (?:every|each) Option card (?:that )?the opponent uses")


def _read(head: str, frame: Frame) -> bool:
    if _EVERY_OPTION_USED.fullmatch(head):
        frame.trigger = frame.trigger or "opponent_flips"
        return frame.trigger == "opponent_flips"
    return False


HEAD_READERS.append(_read)
