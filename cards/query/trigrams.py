"""pg_trgm's `similarity()` in pure Python, so SQLite suggests the same names PostgreSQL does.

pg_trgm splits a text into words of letters and digits, lower-cases them, pads each with two spaces
in front and one behind, and takes the set of three-character windows; the similarity of two texts
is the number of trigrams they share divided by the number in either. PostgreSQL returns it as a
`real` (float4); two different figures of real names (fractions with small denominators) are far
apart in either precision, so both databases rank them alike. The cut-off is `>=`, as pg_trgm's
`%` operator has it: 3/10 is a little above 0.3 in float4 and exactly 0.3 here.
"""

from __future__ import annotations

import re
from functools import lru_cache

# pg_trgm.similarity_threshold's default: the `%` operator's cut-off.
THRESHOLD = 0.3
_WORD = re.compile(r"[^\W_]+")


@lru_cache(maxsize=8192)
def trigrams(text: str) -> frozenset[str]:
    """The trigram set pg_trgm's `show_trgm(text)` lists."""
    grams: set[str] = set()
    for word in _WORD.findall(text.lower()):
        padded = f"  {word} "
        grams.update(padded[i : i + 3] for i in range(len(padded) - 2))
    return frozenset(grams)


def similarity(a: str, b: str) -> float:
    """pg_trgm's `similarity(a, b)`: shared trigrams over all trigrams, 0 when either has none."""
    left, right = trigrams(a), trigrams(b)
    if not left or not right:
        return 0.0
    common = len(left & right)
    return common / (len(left) + len(right) - common)
