"""A Digimon ability that bars the opponent's Digimon of a kind from a kind of Option card: "During
battle, the opponent's red frame Digimon cannot use blue frame Item Option cards." (Bo-1029, Bo-1038,
Bo-1059, Bo-1101, Bo-1104). The described Digimon is the ability's condition; the Option cards are
the filter of effects.forbid_option_cards."""

from __future__ import annotations

import re

from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.digimon_clauses import opponent_subject
from gameplay.engine.effects.base import Condition
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.forbid_option_cards import ForbidOptionCards

# "Impmon (Blue Frame)": one printing of a name, told apart by its frame.
_NAME_AND_FRAME = re.compile(r"(?-i:([A-Z][\w-]*(?: [A-Z][\w-]*)*)) \((blue|red|gold) frame\)", re.I)


@clause(
    r"the opponent's (.+?) cannot use ((?:(?:blue|red|gold) frame )?(?:(?:Item|Program|Field) )?Option) cards"
)
def _ban_option_kind(m: re.Match[str]) -> Clause | None:
    subject: Condition | None
    if named := _NAME_AND_FRAME.fullmatch(m.group(1)):
        subject = all_of([NameIs("opponent", (named.group(1),)), FrameIs("opponent", named.group(2).lower())])
    else:
        subject = opponent_subject(m.group(1))
    card_filter = noun_filter(m.group(2))
    if subject is None or subject == AllOf(()) or card_filter is None:
        return None
    return Clause((ForbidOptionCards("opponent", card_filter),), subject)
