"""Regular-expression patterns over the catalog's card texts, grouped by what they recognise.

Shared helpers live here: number words, side phrases and the quoted-name pattern.
"""

from __future__ import annotations

import re

from gameplay.engine.effects.base import Side

NUMBER_WORDS = {
    "zero": 0,
    "no": 0,
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
COUNT = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
# An "'" followed by a lower-case letter is an apostrophe inside the quoted words ('Let's Stop
# Fighting'); any other "'" closes the quote, so one quote never runs into the next.
QUOTED = r"[\"'“‘]((?:[^\"“”']|'(?=[a-z]))+?)(?:[\"”’]|'(?![a-z]))"
# Whose attack: "your", "your Digimon's", "the opponent's", "the opponent Digimon's", "their".
# "its" is left out on purpose: it refers to either side depending on the sentence.
SELF_WORDS = r"(?:your|your Digimon's|your own|this Digimon's)"
OPPONENT_WORDS = r"(?:the opponent's|the opponent Digimon's|the opponent's Digimon's|your opponent's|their)"
SIDE_WORDS = rf"({SELF_WORDS}|{OPPONENT_WORDS})"


def count(word: str) -> int:
    """ "two" -> 2, "3" -> 3."""
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def side_of(words: str) -> Side:
    """The side a possessive phrase names; "their"/"its" refer to the opponent in the texts."""
    lowered = words.lower()
    return "self" if lowered.startswith(("your", "this")) and "opponent" not in lowered else "opponent"


def compile_re(pattern: str) -> re.Pattern[str]:
    """The pattern, case-insensitive as every card-text pattern is."""
    return re.compile(pattern, re.IGNORECASE)
