"""The API's JSON parser: DRF's, with the nesting depth of a body checked before it is parsed.

Python's json module parses nested arrays and objects by recursion, so a body of a thousand `[`
raises RecursionError (a server error) inside json.loads, where no hook can stop it. The depth is
therefore measured first on the body's skeleton (its brackets, with every string removed), and a
body nested deeper than MAX_DEPTH is refused with a 400 naming the limit. The body's size is
bounded before this by Django's DATA_UPLOAD_MAX_MEMORY_SIZE (HTTP 413, see dmcg_site.api_errors).
A NUL character (the escape \\u0000) is refused too: no field takes one, and PostgreSQL cannot store it.
"""

from __future__ import annotations

import codecs
import io
import re
from itertools import accumulate
from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser, get_encoding

# Far deeper than any body of this API (a replay to import is four levels), far below the recursion limit.
MAX_DEPTH = 32

# A JSON string, escapes included; what is inside never counts as nesting.
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(rb"[^\[\]{}]+")
# The escape \u0000 (not an escaped backslash followed by "u0000"): PostgreSQL text cannot hold NUL.
_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")
# Opening brackets step one level in (+1), closing ones one level out (-1 as a signed byte).
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


def nesting_depth(body: bytes) -> int:
    """How deep arrays and objects nest in a JSON body (0 for a scalar), strings ignored.

    The body is UTF-8 (RFC 8259), where no byte of a multi-byte character is a bracket or a quote,
    so the bytes can be scanned as they are. The running sum runs in C (accumulate over a
    memoryview), so even a body that is all brackets is measured in milliseconds.
    """
    skeleton = _NOT_BRACKET.sub(b"", _STRING.sub(b"", body))
    return max(accumulate(memoryview(skeleton.translate(_STEPS)).cast("b")), default=0)


def _as_utf8(body: bytes, encoding: str) -> bytes:
    try:
        return body.decode(encoding).encode("utf-8")
    except UnicodeError as error:
        raise ParseError(f"JSON parse error - the body is not {encoding}: {error}") from error


class BoundedJSONParser(JSONParser):
    """application/json bodies, refused with a 400 when nested deeper than MAX_DEPTH or holding a NUL."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        body = stream.read()
        encoding = get_encoding(parser_context or {})
        # Another charset (UTF-16, say) may hide bracket bytes inside characters: scan it as UTF-8.
        scanned = body if codecs.lookup(encoding).name == "utf-8" else _as_utf8(body, encoding)
        depth = nesting_depth(scanned)
        if depth > MAX_DEPTH:
            raise ParseError(
                f"JSON parse error - the body nests arrays and objects {depth} levels deep; "
                f"at most {MAX_DEPTH} are accepted."
            )
        if _NUL.search(scanned):
            raise ParseError(
                "JSON parse error - the body holds a NUL character (\\u0000); no field accepts one."
            )
        return super().parse(io.BytesIO(body), media_type, parser_context)
