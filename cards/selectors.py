"""Reads of the card catalog (DESIGN rule 7): search, one card, its neighbours, and suggestions."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.db import connection
from django.db.models import Case, Count, F, Func, Max, Min, Q, QuerySet, Value, When
from django.db.models.functions import Greatest
from django.utils.translation import gettext_lazy

from cards.catalog.names import squash
from cards.filters import card_filterset
from cards.models import Card, EvolutionLink
from cards.query import parse_query
from cards.query.orm import binary, natural_order
from cards.query.text import card_number_key, normalize_text
from cards.query.trigrams import THRESHOLD, similarity, trigrams

# Provenance columns the lists and pages never show: not loaded, which keeps big pages cheap.
UNSHOWN = ("raw_row", "import_warnings", "source_file", "source_line")


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


def card_neighbours(*, card: Card) -> tuple[Card | None, Card | None]:
    """The previous and next card in natural number order (Bo-9 < Bo-10 < Bo-10t < Bo-11)."""
    cards = Card.objects.annotate(p=binary("prefix"), x=binary("suffix")).only("number", "name")
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
    # `/cards/metal-greymon/` is a name written as an address.
    keys = _similar_name_keys(text.replace("-", " ").replace("_", " "), limit)
    return list(_first_named(keys).values())


def card_name_suggestions(*, text: str, limit: int = 5) -> list[str]:
    """The names nearest to `text` ("did you mean"), best first, as printed (`Agumon`).

    Trigram similarity: pg_trgm's on PostgreSQL, the same figures computed in Python on SQLite
    (cards.query.trigrams), over the English and Japanese names. A name `text` already spells
    (ignoring spaces, punctuation and case) is not suggested.
    """
    typed = squash(text)
    keys = [key for key in _similar_name_keys(text, limit + 1) if squash(key) != typed][:limit]
    return [card.base_name for card in _first_named(keys).values()]


@dataclass(frozen=True)
class Completion:
    """One autocomplete entry: a card number (`St-1`, labelled with its name) or a card name."""

    kind: str  # "number" or "name"
    value: str
    label: str
    cards: int


def card_autocomplete(*, text: str, limit: int = 10) -> list[Completion]:
    """What the search box offers for `text`: card numbers it begins, then names holding it.

    Numbers match in any spelling (`st1`, `ST-01`: St-1, St-10, …, in number order). Names match
    ignoring spaces, punctuation and case, names that begin with the text first, then by name.
    """
    typed = squash(text)
    if not typed:
        return []
    found: list[Completion] = []
    if key := card_number_key(text):
        numbers = (
            Card.objects.filter(number_key__startswith=key)
            .order_by(*natural_order())
            .values_list("number", "name")[:limit]
        )
        found += [Completion("number", number, f"{number} {name}", 1) for number, name in numbers]
    names = (
        Card.objects.filter(search_squashed__contains=typed)
        .values("name_key")
        .annotate(
            display=Min("base_name"),
            cards=Count("pk"),
            begins=Max(Case(When(search_squashed__startswith=typed, then=Value(1)), default=Value(0))),
        )
        .order_by("-begins", binary("name_key"))[: max(limit - len(found), 0)]
    )
    found += [Completion("name", row["display"], row["display"], row["cards"]) for row in names]
    return found


def card_search_suggestions(*, filters: Mapping[str, Any]) -> list[str]:
    """The names nearest to the bare words of a search's `q` (for a search that found nothing)."""
    words = parse_query(filters.get("q") or "").name_words()
    return card_name_suggestions(text=" ".join(words)) if words else []


def _similar_name_keys(text: str, limit: int) -> list[str]:
    """Name keys with a trigram similarity to `text` of at least pg_trgm's threshold, best first.

    Ties go to the name that sorts first byte by byte, so both databases give the same list.
    """
    wanted = normalize_text(text)
    if not trigrams(wanted):
        return []
    if connection.vendor == "postgresql":
        from django.contrib.postgres.search import TrigramSimilarity

        scores = (
            Card.objects.values("name_key")
            .annotate(
                similarity=Max(
                    Greatest(TrigramSimilarity("name_key", wanted), TrigramSimilarity("name_ja", wanted))
                )
            )
            .filter(similarity__gte=THRESHOLD)
            .order_by("-similarity", binary("name_key"))
        )
        return [row["name_key"] for row in scores[:limit]]
    best: dict[str, float] = {}
    for key, name_ja in Card.objects.order_by().values_list("name_key", "name_ja").distinct():
        score = max(similarity(key, wanted), similarity(name_ja, wanted))
        best[key] = max(best.get(key, 0.0), score)
    ranked = sorted((-score, key.encode()) for key, score in best.items() if score >= THRESHOLD)
    return [key.decode() for _, key in ranked[:limit]]


def _first_named(name_keys: list[str]) -> dict[str, Card]:
    """The first card (in number order) of each name key, in the order the keys are given."""
    first: dict[str, Card] = {}
    for card in Card.objects.filter(name_key__in=name_keys).order_by(*natural_order()):
        first.setdefault(card.name_key, card)
    return {key: first[key] for key in name_keys if key in first}


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


# What a printing of a name may change, in the order a comparison table shows it: (field, label).
PRINTING_STATS = (
    ("set_code", gettext_lazy("Set")),
    ("frame", gettext_lazy("Frame")),
    ("level", gettext_lazy("Level")),
    ("battle_type", gettext_lazy("Type")),
    ("attack_a", "A"),
    ("attack_b", "B"),
    ("attack_c", "C"),
    ("lost_iii", gettext_lazy("Lost III")),
    ("lost_iv", gettext_lazy("Lost IV")),
    ("lost_perfect", gettext_lazy("Lost Perfect")),
    ("lost_ultimate", gettext_lazy("Lost Ultimate")),
    ("attributes", gettext_lazy("Attributes")),
    ("fields", gettext_lazy("Fields")),
    ("species", gettext_lazy("Species")),
    ("category", gettext_lazy("Category")),
    ("timing", gettext_lazy("Timing")),
    ("ability_text", gettext_lazy("Abilities")),
    ("effect_text", gettext_lazy("Effect")),
)
TEXT_STATS = ("ability_text", "effect_text")


def _stat(card: Card, field: str) -> Any:
    value = getattr(card, field)
    if isinstance(value, list):
        return ", ".join(value)
    return value


def card_printings(*, card: Card) -> dict[str, Any]:
    """The other numbers printed under this card's name (the D-5 name key), compared with it.

    `columns` are the stats (field, label) that differ among the printings, `rows` one per printing,
    this card's included, in number order: {number, name, current, values: [{field, value, differs}]},
    `differs` saying whether that printing's value is not this card's, `text` marking the long texts
    (abilities, effect) a table only says differ. No other printing: no columns and no rows.
    """
    others = list(Card.objects.filter(name_key=card.name_key).exclude(pk=card.pk).defer(*UNSHOWN))
    if not others:
        return {"columns": [], "rows": []}
    group = [card, *others]
    columns = [
        (field, label)
        for field, label in PRINTING_STATS
        if len({str(_stat(printing, field)) for printing in group}) > 1
    ]
    rows = []
    for other in sorted(group, key=lambda c: (c.prefix.encode(), c.seq, c.suffix.encode())):
        values = []
        for field, _label in columns:
            value, own = _stat(other, field), _stat(card, field)
            text = field in TEXT_STATS
            values.append({"field": field, "value": value, "differs": value != own, "text": text})
        rows.append(
            {"number": other.number, "name": other.name, "current": other.pk == card.pk, "values": values}
        )
    return {"columns": columns, "rows": rows}
