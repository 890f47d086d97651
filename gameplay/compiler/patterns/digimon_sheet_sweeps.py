"""A Digimon's ability that clears the opponent's sheet of every Digimon of a description: "send all
Digimon on the opponent's sheet that do not belong to Dark Area to the Dark Area" (Bo-1132), "send all
Digimon with the ability "hungry" on the opponent's sheet to the Dark Area" (Bo-1198), "send all Red
Frame Digimon (excluding Level III Digimon) on the opponent's sheet to the Dark Area" (Bo-1018).

Only the battling Digimon can go (as for a named sweep, digimon_clauses._send_named_on_sheet): it is
sent when it fits the description, and never its Level III (send_to_dark_area), which is what the
printed "(excluding Level III Digimon)" asks."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.subjects import parse_subject
from gameplay.engine.effects.base import Condition
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea

_NOT_BELONGING = re.compile(r"Digimon that do(?:es)? not belong to (.+)", re.I)
_NOT_LEVEL_III = re.compile(r"(.+?) \(excluding Level III(?: Digimon)?\)", re.I)


def _described(noun: str) -> Condition | None:
    """The opponent's battling Digimon fitting `noun`; None when its words say nothing known."""
    if m := _NOT_LEVEL_III.fullmatch(noun):
        noun = m.group(1)
    if m := _NOT_BELONGING.fullmatch(noun):
        belonging = parse_subject("opponent", f"Digimon belonging to {m.group(1)}")
        return Not(belonging) if belonging is not None else None
    return parse_subject("opponent", noun)


@clause(
    r"(?:immediately )?send all (?:([\w ]+ Digimon\b.*?|Digimon .+?) on the opponent's sheet"
    r"|Digimon on the opponent's sheet that (do(?:es)? not belong to .+)) to the Dark Area"
)
def _sweep_described(m: re.Match[str]) -> Clause | None:
    noun = m.group(1) if m.group(2) is None else f"Digimon that {m.group(2)}"
    condition = _described(noun)
    if condition is None:
        return None
    return Clause((SendDigimonToDarkArea("opponent"),), condition)
