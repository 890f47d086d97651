"""Tokenizer and recursive-descent parser for the card query language (pure Python, no Django).

Grammar (`or` binds looser than the implicit `and`; `-` negates the next term or group):

    query   := or_expr
    or_expr := and_expr ("or" and_expr)*
    and_expr:= unary (["and"] unary)*
    unary   := "-" unary | "(" or_expr ")" | term
    term    := KEY OP VALUE | WORD | "PHRASE"
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from cards.query.ast import And, CardNumber, Node, Not, Or, Query, Term, Word
from cards.query.errors import QueryError
from cards.query.text import NUMBER_PREFIX, NUMBER_TAIL, card_number_key, normalize_text

COMPARISONS = ("!=", "<=", ">=", "=", "<", ">")
EQUALITY = ("=", "!=")

# Numeric keys compare with every operator; `:` means `=`.
NUMERIC_KEYS = ("a", "b", "c", "lost.iii", "lost.iv", "lost.perfect", "lost.ultimate")

# Enumerated keys: allowed values, with the aliases people type mapped to one canonical value.
LEVELS = {
    "iii": "iii",
    "3": "iii",
    "rookie": "iii",
    "iv": "iv",
    "4": "iv",
    "champion": "iv",
    "perfect": "perfect",
    "p": "perfect",
    "5": "perfect",
    "ultimate": "ultimate",
    "u": "ultimate",
    "6": "ultimate",
    "hybrid": "hybrid",
    "armor": "armor",
    "xros": "xros",
}
# RULES 1.3: the levels that have an order (III < IV < Perfect < Ultimate) for `lv>=iv`.
LEVEL_ORDER = {"iii": 3, "iv": 4, "perfect": 5, "ultimate": 6}
ENUMS: dict[str, dict[str, str]] = {
    "lv": LEVELS,
    "bt": {"a": "a", "b": "b", "c": "c"},
    "kind": {"digimon": "digimon", "d": "digimon", "option": "option", "o": "option"},
    "cat": {"item": "item", "program": "program", "field": "field"},
    "frame": {"blue": "blue", "red": "red", "gold": "gold"},
}
# Free-text keys: a non-empty value matched as described in the help page.
TEXT_KEYS = (
    "attr",
    "species",
    "field",
    "group",
    "set",
    "timing",
    "o",
    "evo",
    "from",
)
SORTS = ("number", "name", "a", "b", "c", "level")
ORDERS = ("asc", "desc")
ALIASES = {"level": "lv", "type": "bt", "attribute": "attr", "category": "cat", "text": "o"}
KEYS = (*NUMERIC_KEYS, *ENUMS, *TEXT_KEYS, "sort", "order")
# Characters of a query after NFKC: room for any real search, few enough words for SQLite's
# expression depth limit (1000) on both databases.
MAX_QUERY_CHARS = 500


def make_term(key: str, op: str, value: str, *, written: str | None = None) -> Term:
    """Validate one `key op value` and return its canonical Term, or raise a QueryError.

    `written` is the term as the user typed it, quoted in error messages.
    """
    key = ALIASES.get(key.lower(), key.lower())
    op = "=" if op == ":" else op
    shown = written if written is not None else f"{key}:{value}"
    if key not in KEYS:
        raise QueryError(f'Unknown search key "{key}" in "{shown}". Known keys: {", ".join(KEYS)}.')
    raw = value.strip()
    if raw == "":
        raise QueryError(f'"{shown}" has no value after the key.')
    if key in NUMERIC_KEYS:
        try:
            number = int(raw)
        except ValueError:
            raise QueryError(f'"{shown}": {key} needs a whole number, not "{raw}".') from None
        return Term(key, op, number)
    folded = normalize_text(raw)
    if len(folded) > MAX_QUERY_CHARS:
        # A filter parameter (`?o=...`) is not part of `q`; it gets the same bound, which also keeps
        # its LIKE pattern far below SQLite's limit (50,000 bytes).
        raise QueryError(
            f'The value of "{key}" has {len(folded):,} characters once normalised; '
            f"keep it to {MAX_QUERY_CHARS}."
        )
    if key in ("sort", "order"):
        allowed = SORTS if key == "sort" else ORDERS
        if op != "=" or folded not in allowed:
            raise QueryError(f'"{shown}": {key} must be one of {", ".join(allowed)}.')
        return Term(key, "=", folded)
    if key in ENUMS:
        choices = ENUMS[key]
        if folded not in choices:
            raise QueryError(
                f'"{shown}": unknown {key} "{raw}"; use one of {", ".join(dict.fromkeys(choices.values()))}.'
            )
        canonical = choices[folded]
        if op not in EQUALITY and not (key == "lv" and canonical in LEVEL_ORDER):
            raise QueryError(f'"{shown}": {key} only compares with ":", "=" or "!=".')
        return Term(key, op, canonical)
    if op not in EQUALITY:
        raise QueryError(f'"{shown}": {key} only compares with ":", "=" or "!=".')
    return Term(key, op, folded)


@dataclass(frozen=True)
class _Token:
    kind: str  # "(", ")", "-", "or", "and", "term", "word", "phrase"
    text: str  # as written, for error messages
    term: Term | None = None


_STOP = " \t\r\n()"


def _read_quoted(query: str, start: int) -> tuple[str, int]:
    """Read `"..."` starting at the quote; return the inner text and the index after it."""
    end = query.find('"', start + 1)
    if end == -1:
        raise QueryError(f'Unclosed quote in "{query[start:]}".')
    return query[start + 1 : end], end + 1


def _read_op(query: str, i: int) -> str | None:
    if query.startswith(":", i):
        return ":"
    for op in COMPARISONS:
        if query.startswith(op, i):
            return op
    return None


def tokenize(query: str) -> list[_Token]:
    tokens: list[_Token] = []
    i, n = 0, len(query)
    while i < n:
        ch = query[i]
        if ch.isspace():
            i += 1
        elif ch in "()":
            tokens.append(_Token(ch, ch))
            i += 1
        elif ch == "-":
            if i + 1 >= n or query[i + 1].isspace():
                raise QueryError(f'A lone "-" in "{query}": write "-term" to exclude a term.')
            tokens.append(_Token("-", "-"))
            i += 1
        elif ch == '"':
            text, end = _read_quoted(query, i)
            if not normalize_text(text):
                raise QueryError(f"Empty phrase {query[i:end]}.")
            tokens.append(_Token("phrase", query[i:end]))
            i = end
        else:
            i = _read_word_or_term(query, i, tokens)
    return tokens


def _read_word_or_term(query: str, start: int, tokens: list[_Token]) -> int:
    # A key is letters and dots (`lost.iii`) followed directly by an operator.
    i = start
    while i < len(query) and (query[i].isalpha() or query[i] == ".") and query[i].isascii():
        i += 1
    op = _read_op(query, i) if i > start else None
    if op is not None:
        key = query[start:i]
        j = i + len(op)
        if j < len(query) and query[j] == '"':
            value, end = _read_quoted(query, j)
        else:
            end = j
            while end < len(query) and query[end] not in _STOP:
                end += 1
            value = query[j:end]
        written = query[start:end]
        tokens.append(_Token("term", written, make_term(key, op, value, written=written)))
        return end
    end = start
    while end < len(query) and query[end] not in _STOP and query[end] != '"':
        end += 1
    word = query[start:end]
    if any(op in word for op in (":", "<", ">", "=")):
        raise QueryError(f'Cannot read "{word}": a search key is letters followed by ":" or a comparison.')
    lowered = word.lower()
    tokens.append(_Token(lowered if lowered in ("or", "and") else "word", word))
    return end


class _Parser:
    def __init__(self, query: str) -> None:
        self.query = query
        self.tokens = tokenize(query)
        self.pos = 0
        self.sort: str | None = None
        self.order: str | None = None

    def peek(self) -> _Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> _Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def parse(self) -> Query:
        where = self.or_expr(depth=0) if self.tokens else None
        if self.peek() is not None:
            raise QueryError(f'Unexpected "{self.peek().text}" in "{self.query}": no "(" to close.')  # type: ignore[union-attr]
        return Query(where=where, sort=self.sort, order=self.order)

    def or_expr(self, depth: int) -> Node | None:
        parts = [self.and_expr(depth)]
        while (token := self.peek()) is not None and token.kind == "or":
            self.take()
            parts.append(self.and_expr(depth))
        nodes = tuple(p for p in parts if p is not None)
        if len(parts) > 1 and len(nodes) != len(parts):
            raise QueryError(f'"or" needs a search term on both sides in "{self.query}".')
        if not nodes:
            return None
        return nodes[0] if len(nodes) == 1 else Or(nodes)

    def and_expr(self, depth: int) -> Node | None:
        nodes: list[Node] = []
        seen_any = False
        while (token := self.peek()) is not None and token.kind not in ("or", ")"):
            if token.kind == "and":
                if not seen_any:
                    raise QueryError(f'"and" needs a search term on both sides in "{self.query}".')
                self.take()
                nxt = self.peek()
                if nxt is None or nxt.kind in ("or", ")", "and"):
                    raise QueryError(f'"and" needs a search term on both sides in "{self.query}".')
                continue
            seen_any = True
            node = self.unary(depth, negated=False)
            if node is not None:
                nodes.append(node)
        if not seen_any:
            token = self.peek()
            if token is not None and token.kind == "or":
                raise QueryError(f'"or" needs a search term on both sides in "{self.query}".')
            if token is not None and token.kind == ")":
                raise QueryError(f'Unexpected ")" in "{self.query}".')
            raise QueryError(f'"or" needs a search term on both sides in "{self.query}".')
        nodes = self._merge_numbers(nodes)
        if not nodes:
            # Only sort:/order: terms: they constrain nothing.
            return None
        return nodes[0] if len(nodes) == 1 else And(tuple(nodes))

    def unary(self, depth: int, negated: bool) -> Node | None:
        token = self.take()
        if token.kind == "-":
            nxt = self.peek()
            if nxt is None or nxt.kind in ("or", "and", ")"):
                raise QueryError(f'"-" must be followed by a term to exclude in "{self.query}".')
            inner = self.unary(depth, negated=True)
            assert inner is not None  # sort:/order: under "-" raise before returning None.
            return Not(inner)
        if token.kind == "(":
            if (nxt := self.peek()) is not None and nxt.kind == ")":
                raise QueryError(f'Empty parentheses "()" in "{self.query}".')
            inner = self.or_expr(depth + 1)
            closing = self.peek()
            if closing is None or closing.kind != ")":
                raise QueryError(f'Missing ")" in "{self.query}".')
            self.take()
            if inner is None:
                raise QueryError(f'Empty parentheses "()" in "{self.query}".')
            return inner
        if token.kind == ")":
            raise QueryError(f'Unexpected ")" in "{self.query}".')
        if token.kind == "term":
            term = token.term
            assert term is not None
            if term.key in ("sort", "order"):
                if negated or depth:
                    raise QueryError(
                        f'"{token.text}" applies to the whole query: put it outside "-" and "( )".'
                    )
                if term.key == "sort":
                    self.sort = str(term.value)
                else:
                    self.order = str(term.value)
                return None
            if term.op == "!=" and term.key not in NUMERIC_KEYS:
                # `key!=v` on a text or choice key is sugar for `-key:v`.
                return Not(Term(term.key, "=", term.value))
            return term
        text = normalize_text(token.text[1:-1] if token.kind == "phrase" else token.text)
        key = card_number_key(text) if token.kind == "word" else None
        return CardNumber(key, (text,)) if key else Word(text)

    @staticmethod
    def _merge_numbers(nodes: list[Node]) -> list[Node]:
        """Join `Bo` `1145` (two bare words) into one card number, keeping both words for names."""
        merged: list[Node] = []
        for node in nodes:
            prev = merged[-1] if merged else None
            if (
                isinstance(node, Word)
                and isinstance(prev, Word)
                and NUMBER_PREFIX.match(prev.text)
                and NUMBER_TAIL.match(node.text)
            ):
                key = card_number_key(f"{prev.text}-{node.text}")
                if key:
                    merged[-1] = CardNumber(key, (prev.text, node.text))
                    continue
            merged.append(node)
        return merged


def name_query(name: str) -> str:
    """The query that searches for `name` as one name: a phrase unless it is one plain word.

    `Agumon -Bond of Courage-` unquoted would exclude "Bond"; a quote inside a name cannot be
    written in a phrase, and name matching ignores punctuation anyway, so it is dropped.
    """
    text = name.replace('"', "")
    return text if text.isalnum() else f'"{text}"'


def parse_query(query: str) -> Query:
    """Parse a query string into a Query; raise QueryError quoting the bad term."""
    # NFKC first, so full-width keys, operators and quotes (`ｌｖ：ｉｖ`, `＂…＂`) read like ASCII ones.
    normalized = unicodedata.normalize("NFKC", query)
    # The limit applies after NFKC: one character can expand to many words (U+FDFA is 18 characters,
    # four words), and every word is a condition of the SQL query.
    if len(normalized) > MAX_QUERY_CHARS:
        raise QueryError(
            f"The query is too long: {len(normalized):,} characters once normalised (NFKC); "
            f"keep it to {MAX_QUERY_CHARS}."
        )
    return _Parser(normalized).parse()
