"""Card numbers as printed (`Bo-1145`, `Bo-12t`, `G.E.M.-3`) split for natural sorting."""

import re
from typing import NamedTuple

_NUMBER = re.compile(r"^(?P<prefix>[A-Za-z.]+)-(?P<seq>\d+)(?P<suffix>[A-Za-z]*)$")


class CardNumber(NamedTuple):
    prefix: str
    seq: int
    suffix: str

    @property
    def text(self) -> str:
        return f"{self.prefix}-{self.seq}{self.suffix}"


def parse_number(text: str) -> CardNumber | None:
    """`Bo-12t` -> CardNumber("Bo", 12, "t"); None when the text is not a card number."""
    match = _NUMBER.match(text.strip())
    if match is None:
        return None
    return CardNumber(match["prefix"], int(match["seq"]), match["suffix"])


def number_key(text: str) -> str:
    """The case-insensitive lookup key of a printed number (`BO-12T` finds `Bo-12t`)."""
    return text.strip().lower()
