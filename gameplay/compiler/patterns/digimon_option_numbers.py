"""A Digimon ability that rewrites a printed number of the owner's named Option card: "Change the part
of the description of your 'Being Underwater Feels Great!' card that states '+100' to '+200'"
(Bo-520, Bo-522), "… of your 'Is it True...You Can't Fly?' from '20 points' to '30 points'" (Bo-484),
"… that states 'double' to 'triple'" (Bo-487), "When this Digimon is on your sheet, change the parts
of the effects of all of your 'I Can't Lose Like This!' cards that state '30' to '90', and 'add 200'
to 'add 600'" (Bo-730, Bo-732). Only a number changed for a number is read
(effects.rewrite_option_number); a changed word ('Perfect level' to 'Ultimate level', 'A' to 'A and
B') stays manual. tests/compiler/test_digimon_option_numbers.py checks against the catalog that each
named card prints the number in one field of each ability that holds it."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.engine.effects.rewrite_option_number import RewriteOptionNumber

# "add 20", "+100", "20 points", "30"; "double" / "triple" are the multipliers 2 and 3.
_MULTIPLIERS = {"double": 2, "triple": 3, "quadruple": 4}
_NUMBER = re.compile(r"(?:add |\+)?(\d+)(?: points)?", re.IGNORECASE)
_CHANGE = r"'([^']+)' to '([^']+)'"


def printed_number(words: str) -> int | None:
    """The number a quoted part of an Option's text prints ("add 20" -> 20, "double" -> 2)."""
    if words.lower() in _MULTIPLIERS:
        return _MULTIPLIERS[words.lower()]
    m = _NUMBER.fullmatch(words)
    return int(m.group(1)) if m else None


@clause(
    rf"change the parts? of the (?:effects|description) of "
    rf"(?:all of )?your {QUOTED}(?: cards?)? (?:that states?|from) {_CHANGE}(?:,? and {_CHANGE})?"
)
def _rewrite_option_numbers(m: re.Match[str]) -> Clause | None:
    name = m.group(1)
    effects = []
    for old_words, new_words in ((m.group(2), m.group(3)), (m.group(4), m.group(5))):
        if old_words is None:
            continue
        old, new = printed_number(old_words), printed_number(new_words)
        # The same form on both sides: "add 20" to "add 200", never "double" to "+100".
        multipliers = {words.lower() in _MULTIPLIERS for words in (old_words, new_words)}
        if old is None or new is None or len(multipliers) > 1:
            return None
        effects.append(RewriteOptionNumber(name, old, new))
    return Clause(tuple(effects))
