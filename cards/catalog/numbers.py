"""Card numbers as printed (`Bo-1145`, `Bo-12t`, `G.E.M.-3`) split for natural sorting."""

import re
from typing import NamedTuple

from cards.query.text import card_number_key

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
    """The lookup key of a printed number: the key the query side computes for any spelling of it
    (`BO-12T` and `bo12t` find `Bo-12t`; `Re-01t` is stored as `re-1t`, so `/cards/Re-01t/` finds it)."""
    return card_number_key(text) or text.strip().lower()
