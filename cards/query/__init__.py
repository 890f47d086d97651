"""The card query language: `lv:iv bt:c a>=400 field:NSp o:"lost point" -attr:virus sort:a order:desc`.

Pure parsing (text → AST) lives in `parser`, `ast` and `text` and imports nothing from Django, so it
can be tested and reused without a database; `orm` turns an AST into a Django `Q` and an ordering.
"""

from cards.query.ast import And, CardNumber, Node, Not, Or, Query, Term, Word
from cards.query.errors import QueryError
from cards.query.parser import make_term, name_query, parse_query

__all__ = [
    "And",
    "CardNumber",
    "Node",
    "Not",
    "Or",
    "Query",
    "QueryError",
    "Term",
    "Word",
    "make_term",
    "name_query",
    "parse_query",
]
