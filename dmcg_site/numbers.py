"""Whole numbers typed into a URL or a form, read without ever raising."""

from __future__ import annotations

import re

_DIGITS = re.compile(r"[0-9]+")
# A database id, a revision or a seed fits in a signed 64-bit column.
BIGINT_MAX = 2**63 - 1


def whole_number(text: str | None, *, maximum: int = BIGINT_MAX) -> int | None:
    """`text` as a whole number from 0 to `maximum`, else None.

    ASCII digits only: str.isdigit() also accepts "²", which int() rejects, and a few thousand digits
    make int() refuse the conversion; a value past `maximum` would overflow a database column.
    """
    text = (text or "").strip()
    if not _DIGITS.fullmatch(text) or len(text) > len(str(maximum)):
        return None
    number = int(text)
    return number if number <= maximum else None
