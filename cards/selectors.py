"""Reads of the card catalog (DESIGN rule 7): search, one card, its neighbours, and suggestions."""

from __future__ import annotations

import difflib
import secrets
from collections.abc import Iterable, Mapping
from typing import Any

from django.db import connection
from django.db.models import F, Func, Q, QuerySet

from cards.filters import card_filterset
from cards.models import Card, EvolutionLink
from cards.query.orm import binary, natural_order
from cards.query.text import card_number_key, normalize_text

# Provenance columns the lists and pages never show: not loaded, which keeps big pages cheap.
UNSHOWN = ("raw_row", "import_warnings", "source_file", "source_line", "image_file")


def card_list(*, query: str = "", filters: Mapping[str, Any] | None = None) -> QuerySet[Card]:
    """Cards matching the query language `query` and the plain filter parameters `filters`.

    Raises QueryError (HTTP 400) quoting the bad term or parameter.
    """
    data = dict(filters.items()) if filters is not None else {}
    if query:
        data["q"] = query
    return card_filterset(data, Card.objects.defer(*UNSHOWN)).qs


CardLink = dict[str, Any]


def card_links(*, card_ids: Iterable[int]) -> dict[int, dict[str, list[CardLink]]]:
    """For each card id: `evolves_from` and `evolves_to` as [{number, name, via}], once each, in number
    order. `via` lists the link kinds (from, jogress, armor, spirit, appearance) sorted: an
    "appearance" link is a card making this one appear, not an evolution.

    Plain rows instead of prefetched model instances: a page of popular Digimon carries over a
    thousand links, and building a model per link dominated the API's latency.
    """
    ids = list(card_ids)
    links: dict[int, dict[str, dict[str, tuple[bytes, int, bytes, str, set[str]]]]] = {
        i: {"evolves_from": {}, "evolves_to": {}} for i in ids
    }
    ends = ("number", "name", "prefix", "seq", "suffix")
    for own, other, direction in (("target", "source", "evolves_from"), ("source", "target", "evolves_to")):
        rows = EvolutionLink.objects.filter(**{f"{own}_id__in": ids}).values_list(
            f"{own}_id", "via", *(f"{other}__{end}" for end in ends)
        )
        for card_id, via, number, name, prefix, seq, suffix in rows:
            # One card may link twice (say as "from" and as "jogress"): it is listed once.
            entry = links[card_id][direction].setdefault(
                number, (prefix.encode(), seq, suffix.encode(), name, set())
            )
            entry[4].add(via)
    return {
        card_id: {
            direction: [
                {"number": number, "name": entry[3], "via": sorted(entry[4])}
                for number, entry in sorted(found.items(), key=lambda item: item[1][:3])
            ]
            for direction, found in both.items()
        }
        for card_id, both in links.items()
    }


def card_get(*, number: str) -> Card | None:
    """The card printed as `number` in any common spelling (`bo1145`, `BO-01145`), or None."""
    key = card_number_key(number) or normalize_text(number)
    return Card.objects.filter(number_key=key).first()


def card_random(*, kinds: Iterable[str] = ("digimon", "option")) -> Card | None:
    """One card of the given kinds drawn uniformly at random (None when there is none)."""
    cards = Card.objects.filter(kind__in=list(kinds))
    count = cards.count()
    if not count:
        return None
    # An offset into a fixed order, not ORDER BY RANDOM(): one indexed row instead of a sort of all.
    return cards.order_by("pk")[secrets.randbelow(count)]


def card_neighbours(*, card: Card) -> tuple[Card | None, Card | None]:
    """The previous and next card in natural number order (Bo-9 < Bo-10 < Bo-10t < Bo-11)."""
    cards = Card.objects.annotate(p=binary("prefix"), x=binary("suffix")).only("number", "name", "name_ja")
    after = (
        Q(p__gt=card.prefix)
        | Q(p=card.prefix, seq__gt=card.seq)
        | Q(p=card.prefix, seq=card.seq, x__gt=card.suffix)
    )
    before = (
        Q(p__lt=card.prefix)
        | Q(p=card.prefix, seq__lt=card.seq)
        | Q(p=card.prefix, seq=card.seq, x__lt=card.suffix)
    )
    following = cards.filter(after).order_by(*natural_order()).first()
    previous = cards.filter(before).order_by(*natural_order(descending=True)).first()
    return previous, following


def card_suggestions(*, text: str, limit: int = 5) -> list[Card]:
    """Cards the user may have meant by an unknown number or name, best first ("did you mean")."""
    key = card_number_key(text)
    if key is not None:
        return _numbers_like(key, limit)
    wanted = normalize_text(text.replace("-", " ").replace("_", " "))
    if not wanted:
        return []
    if connection.vendor == "postgresql":
        # pg_trgm similarity ranks misspelt names (`agumn` → Agumon) with the trigram index.
        from django.contrib.postgres.search import TrigramSimilarity

        return list(
            Card.objects.annotate(similarity=TrigramSimilarity("search_name", wanted))
            .filter(similarity__gt=0.3)
            .order_by("-similarity", *natural_order())[:limit]
        )
    # SQLite has no trigrams: difflib over the distinct names gives a comparable "did you mean".
    names = set(Card.objects.order_by().values_list("name_key", flat=True))
    close = difflib.get_close_matches(wanted, names, n=limit, cutoff=0.6)
    return [card for name in close if (card := _first_named(name)) is not None]


def _first_named(name_key: str) -> Card | None:
    return Card.objects.filter(name_key=name_key).order_by(*natural_order()).first()


def _numbers_like(key: str, limit: int) -> list[Card]:
    """Numbers one typo away (`bo-11455` → Bo-1145), then the nearest numbers with that prefix."""
    keys = Card.objects.order_by().values_list("number_key", flat=True)
    close = difflib.get_close_matches(key, list(keys), n=limit, cutoff=0.8)
    found = {c.number_key: c for c in Card.objects.filter(number_key__in=close)}
    result = [found[k] for k in close]
    prefix, _, rest = key.partition("-")
    seq = int("".join(ch for ch in rest if ch.isdigit()))
    nearby = (
        Card.objects.filter(prefix__iexact=prefix)
        .exclude(number_key__in=close)
        .annotate(distance=Func(F("seq") - seq, function="ABS"))
        .order_by("distance", *natural_order())[: max(limit - len(result), 0)]
    )
    return [*result, *nearby]
