"""The query AST: small frozen dataclasses, so parsed queries compare by value in tests."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Word:
    """A bare word or a quoted phrase, matched against the English and Japanese names."""

    text: str


@dataclass(frozen=True)
class CardNumber:
    """A bare word (or two, as in `Bo 1145`) that is spelled like a card number.

    `key` is the canonical lower-case number (`bo-1145`); `words` keeps the name words it was
    written as, because a number-like word still matches names too: the number only ranks first.
    """

    key: str
    words: tuple[str, ...]


@dataclass(frozen=True)
class Term:
    """`key op value`, already validated: `Term("a", ">=", 400)`, `Term("lv", "=", "iv")`."""

    key: str
    op: str
    value: str | int


@dataclass(frozen=True)
class Not:
    node: Node


@dataclass(frozen=True)
class And:
    nodes: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    nodes: tuple[Node, ...]


Node = Word | CardNumber | Term | Not | And | Or


@dataclass(frozen=True)
class Query:
    """A whole query: the filter tree (None matches every card) and the requested ordering."""

    where: Node | None = None
    sort: str | None = None
    order: str | None = None

    def positive_leaves(self) -> list[Node]:
        """The words, numbers and terms outside any negation, in the order written."""
        found: list[Node] = []

        def walk(node: Node | None) -> None:
            if isinstance(node, And | Or):
                for child in node.nodes:
                    walk(child)
            elif node is not None and not isinstance(node, Not):
                found.append(node)

        walk(self.where)
        return found

    def name_words(self) -> tuple[str, ...]:
        """The bare words and phrases outside any negation: what a "did you mean" starts from."""
        return tuple(node.text for node in self.positive_leaves() if isinstance(node, Word))

    def number_keys(self) -> tuple[str, ...]:
        """Card numbers written in the query outside any negation: those cards rank first."""
        keys = (node.key for node in self.positive_leaves() if isinstance(node, CardNumber))
        return tuple(dict.fromkeys(keys))
