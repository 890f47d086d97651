"""Text normalisation shared by the importer's `search_name` and the query side."""

import re
import unicodedata

# Prefixes as printed: `Bo`, `St`, `ReSP`, `G.E.M.`; suffixes: `t`, `L`, `dw`, `win`, `vj`.
# The separator may be `-`, a space or nothing, and the number may carry leading zeros.
_NUMBER = re.compile(r"^([a-z]{1,4}|[a-z](?:\.[a-z])+\.?)[-\s]?0*(\d{1,5})([a-z]{0,3})$")
NUMBER_PREFIX = re.compile(r"^(?:[a-z]{1,4}|[a-z](?:\.[a-z])+\.?)$")
NUMBER_TAIL = re.compile(r"^\d{1,5}[a-z]{0,3}$")


def normalize_text(text: str) -> str:
    """NFKC (full-width → ASCII, half-width kana → full-width) + casefold + single spaces.

    Control characters are dropped: they never occur in card text, and PostgreSQL rejects NUL.
    """
    folded = unicodedata.normalize("NFKC", text).casefold()
    visible = "".join(ch for ch in folded if ch.isspace() or unicodedata.category(ch) != "Cc")
    return " ".join(visible.split())


def card_number_key(text: str) -> str | None:
    """The canonical lower-case card number for any common spelling, or None if it is not one.

    `bo1145`, `BO-1145`, `Bo 1145`, `bo-01145` → `bo-1145`; `Bo-12T` → `bo-12t`; `st1` → `st-1`.
    """
    match = _NUMBER.match(normalize_text(text))
    if match is None:
        return None
    prefix, digits, suffix = match.groups()
    return f"{prefix}-{int(digits)}{suffix}"


def squash(text: str) -> str:
    """`normalise` without spaces or punctuation: `War-Greymon`, `war greymon`, `W.G.` read alike.

    Punctuation is every Unicode P* character (hyphens, dots, apostrophes, brackets, the katakana
    middle dot), so `metalgreymon` and `Metal Greymon` give the same key.
    """
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(ch for ch in folded if not ch.isspace() and not unicodedata.category(ch).startswith("P"))
