"""A Digimon that is not sent to the Dark Area when it loses: "When the opponent is a red frame
Digimon, even if you lose the battle, you may discard three cards from your hand and not be sent to
the Dark Area." (Bo-1033, Bo-1036, Bo-1043), "Even if this Digimon loses in battle to a Qinglongmon,
Baihumon, Xuanwumon, or Zhuqiaomon, it will not be sent to the Dark Area." (Bo-928). The lead "even
if you lose the battle" is the "on_lose" trigger (a price makes it the owner's choice once the result
is known, P-2), the clause effects.stay_on_loss."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.stay_on_loss import StayOnLoss

_EVEN_IF_LOST = compile_re(r"even if (?:you lose the battle|this Digimon loses (?:in )?(?:the |a )?battle)")
# "Even if this Digimon loses in battle to a Qinglongmon, Baihumon, Xuanwumon, or Zhuqiaomon" (Bo-928).
_LOST_TO = compile_re(r"even if this Digimon loses in battle to (?:an? )?(.+)")


@clause(r"(?:(?:this Digimon|it) (?:will|does) )?not be sent to the Dark Area")
def _stay(m: re.Match[str]) -> Clause:
    return Clause((StayOnLoss("self"),))


def _read(head: str, frame: Frame) -> bool:
    if m := _LOST_TO.fullmatch(head):
        names = [name for name in re.split(r",? or |, ", m.group(1)) if name]
        frame.conditions.append(NameIs("opponent", tuple(names)))
    elif not _EVEN_IF_LOST.fullmatch(head):
        return False
    frame.trigger = frame.trigger or "on_lose"
    return frame.trigger == "on_lose"


HEAD_READERS.append(_read)
