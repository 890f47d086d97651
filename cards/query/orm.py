"""Turn a parsed Query into a Django `Q` and an ordering (the only part of the package that knows the ORM).

Text matching is substring matching on both databases so the same query gives the same cards on
SQLite and PostgreSQL (DESIGN rule 10). On PostgreSQL the matched columns carry pg_trgm GIN indexes
(migration 0100_search_indexes), which serve exactly these `LIKE '%…%'` lookups; SQLite scans.
Name words match `search_squashed`, which the importer stores NFKC-normalised, case-folded and
without spaces or punctuation, and the query words are squashed the same way, so a plain `contains`
is case-, width-, spacing- and hyphen-insensitive (`metalgreymon`, `War-Greymon`) on both databases
without relying on either database's own case folding.
"""

from __future__ import annotations

from django.db import connection
from django.db.models import Case, F, IntegerField, OrderBy, Q, QuerySet, Value, When
from django.db.models.functions import Collate

from cards.catalog.names import squash
from cards.models import Card, EvolutionLink
from cards.query.ast import And, CardNumber, Node, Not, Or, Query, Term, Word
from cards.query.parser import LEVEL_ORDER

NUMERIC_COLUMNS = {
    "a": "attack_a",
    "b": "attack_b",
    "c": "attack_c",
    "lost.iii": "lost_iii",
    "lost.iv": "lost_iv",
    "lost.perfect": "lost_perfect",
    "lost.ultimate": "lost_ultimate",
}
LOOKUPS = {"=": "exact", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte"}
SORT_COLUMNS = {
    "a": "attack_a",
    "b": "attack_b",
    "c": "attack_c",
    "level": "level_order",
}


def _name_q(words: tuple[str, ...]) -> Q:
    q = Q()
    for word in words:
        squashed = squash(word)
        # A word of punctuation only ("&", "...") has nothing left once squashed: it matches as written.
        q &= Q(search_squashed__contains=squashed) if squashed else Q(search_name__contains=word)
    return q


def _level_q(term: Term) -> Q:
    value = str(term.value)
    if term.op in ("=", "!="):
        if value == "xros":
            # Xros cards print their level as "Xros (Ultimate)": lv:xros finds them all.
            return Q(level__istartswith="xros")
        return Q(level__iexact=value)
    # RULES 1.3: only III..Ultimate are ordered; level-less cards (order 0) never compare.
    lookup = LOOKUPS[term.op]
    return Q(level_order__gt=0, **{f"level_order__{lookup}": LEVEL_ORDER[value]})


def _term_q(term: Term) -> Q:
    key, value = term.key, term.value
    if key in NUMERIC_COLUMNS:
        column = NUMERIC_COLUMNS[key]
        if term.op == "!=":
            # "a!=400" asks about cards that have an A attack; "-a=400" also keeps Option cards.
            return Q(**{f"{column}__isnull": False}) & ~Q(**{column: value})
        return Q(**{f"{column}__{LOOKUPS[term.op]}": value})
    if key == "lv":
        return _level_q(term)
    if key == "bt":
        return Q(battle_type__iexact=value)
    if key == "kind":
        return Q(kind=value)
    if key == "cat":
        return Q(category__iexact=value)
    if key == "frame":
        return Q(frame__iexact=value)
    if key == "attr":
        # attribute_tags is "|vaccine|data|": exact member match, lower-case on both sides.
        return Q(attribute_tags__contains=f"|{value}|")
    if key == "field":
        return Q(field_tags__contains=f"|{value}|")
    if key == "species":
        return Q(species__icontains=value)
    if key == "group":
        return Q(group__icontains=value)
    if key == "set":
        # `set:bo` is every booster card (the number prefix); `set:bo12` one release.
        return Q(prefix__iexact=value) | Q(set_code__iexact=value)
    if key == "timing":
        return Q(timing__icontains=value)
    if key == "o":
        return (
            Q(ability_text__icontains=value)
            | Q(effect_text__icontains=value)
            | Q(activation_text__icontains=value)
        )
    if key == "evo":
        return Q(evolution_raw__icontains=value)
    if key == "from":
        # A subquery rather than a join, so a card that evolves from two matching cards appears once.
        # Nested ids (not a join) let SQLite use the link table's source index instead of scanning it.
        named = Card.objects.filter(Q(name_key=value) | Q(name_ja=value)).values("id")
        # An "appearance" link is not an evolution: the card appears while the named one is in play.
        links = EvolutionLink.objects.filter(source_id__in=named).exclude(via="appearance")
        return Q(pk__in=links.values("target_id"))
    raise AssertionError(f"unhandled key {key}")  # make_term validated the key.


def to_q(node: Node) -> Q:
    """The filter for one AST node."""
    if isinstance(node, Word):
        return _name_q((node.text,))
    if isinstance(node, CardNumber):
        return Q(number_key=node.key) | _name_q(node.words)
    if isinstance(node, Term):
        return _term_q(node)
    if isinstance(node, Not):
        return ~to_q(node.node)
    if isinstance(node, And):
        q = Q()
        for child in node.nodes:
            q &= to_q(child)
        return q
    if isinstance(node, Or):
        q = Q()
        for child in node.nodes:
            q |= to_q(child)
        return q
    raise TypeError(f"not a query node: {node!r}")


def binary(column: str) -> Collate:
    """Compare text byte by byte on both databases, so sorting never depends on the server locale."""
    return Collate(F(column), "C" if connection.vendor == "postgresql" else "BINARY")


def natural_order(*, descending: bool = False) -> list[OrderBy]:
    """Natural number order Bo-2 < Bo-10 < Bo-10t (prefix, then numeric seq, then suffix)."""
    parts = [binary("prefix"), F("seq"), binary("suffix")]
    return [p.desc() if descending else p.asc() for p in parts]


def ordering(query: Query) -> list[OrderBy]:
    descending = query.order == "desc"
    sort = query.sort or "number"
    if sort == "number":
        order = natural_order(descending=descending)
    elif sort == "name":
        key = binary("name_key")
        order = [key.desc() if descending else key.asc(), *natural_order()]
    else:
        column = F(SORT_COLUMNS[sort])
        # Option cards have no attacks: they go last either way, on both databases.
        first = column.desc(nulls_last=True) if descending else column.asc(nulls_last=True)
        order = [first, *natural_order()]
    return order


def apply_query(queryset: QuerySet[Card], query: Query) -> QuerySet[Card]:
    """Filter and order `queryset` by `query`; a card whose number was typed ranks first."""
    if query.where is not None:
        queryset = queryset.filter(to_q(query.where))
    order = ordering(query)
    if keys := query.number_keys():
        queryset = queryset.annotate(
            number_hit=Case(
                When(number_key__in=keys, then=Value(0)), default=Value(1), output_field=IntegerField()
            )
        )
        order = [F("number_hit").asc(), *order]
    return queryset.order_by(*order)
