"""Deck reads (DESIGN rule 7)."""

import unicodedata
from collections.abc import Iterable
from typing import Any

from django.db.models import Count, OuterRef, Q, QuerySet, Subquery, Sum

from cards.models import Card, EvolutionLink
from decks.decklists.resolve import number_cards
from decks.models import Deck, DeckEntry, DeckRevision
from decks.services import NAME_MAX, DeckError
from decks.validation import deck_cards_validate


def _fold(text: str) -> str:
    # The same normalisation as Card.name_key (RULES 2.1) so "AGUMON" finds Agumon.
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def _with_size(decks: QuerySet[Deck]) -> QuerySet[Deck]:
    # A subquery, not Sum("entries__count"): after a filter on entries the join would be shared and
    # only the matching entries summed.
    size = DeckEntry.objects.filter(deck=OuterRef("pk")).values("deck").annotate(n=Sum("count")).values("n")
    return decks.annotate(size=Subquery(size)).select_related("owner", "partner").order_by("-updated", "-id")


def deck_list_owned(*, user: Any, deck_ids: Iterable[int] = ()) -> QuerySet[Deck]:
    """The caller's decks: those of the signed-in user plus anonymous decks whose token they hold."""
    query = Q(pk__in=list(deck_ids), owner__isnull=True)
    if user is not None and user.is_authenticated:
        query |= Q(owner=user)
    return _with_size(Deck.objects.filter(query))


def deck_list_public(*, name: str = "", card: str = "") -> QuerySet[Deck]:
    """Public decks, optionally those whose name contains `name` and that hold `card`.

    `card` is a card number (`St-1`, any case) or part of a card name.
    """
    decks = Deck.objects.filter(is_public=True)
    # Text longer than any deck or card name is part of none (and would make an oversized LIKE pattern).
    if len(name) > NAME_MAX or len(card) > Card._meta.get_field("name").max_length:
        return _with_size(decks.none())
    if name.strip():
        decks = decks.filter(name__icontains=name.strip())
    if card.strip():
        folded = _fold(card)
        holding = DeckEntry.objects.filter(Q(card__number_key=folded) | Q(card__name_key__contains=folded))
        decks = decks.filter(pk__in=holding.values("deck"))
    return _with_size(decks)


def deck_list_public_holding(*, card: Card, limit: int = 5) -> list[Deck]:
    """A few public decks holding `card` itself (this number), the latest changed first."""
    return list(_with_size(Deck.objects.filter(is_public=True, entries__card=card))[:limit])


def deck_get_shared(*, share_id: str) -> Deck:
    return Deck.objects.select_related("owner", "partner", "forked_from").get(share_id=share_id)


def deck_entries(*, deck: Deck) -> list[tuple[Card, int]]:
    """The deck's cards with counts, in natural number order (Bo-2 before Bo-10)."""
    return [
        (entry.card, entry.count)
        for entry in deck.entries.select_related("card").order_by("card__prefix", "card__seq", "card__suffix")
    ]


def deck_card_count(*, deck: Deck) -> int:
    return deck.entries.aggregate(n=Sum("count"))["n"] or 0


def deck_evolution_sources(*, cards: Iterable[Card]) -> dict[int, set[int]]:
    """For each given card id, the ids of the cards that evolve into it (EvolutionLink)."""
    ids = [card.pk for card in cards]
    sources: dict[int, set[int]] = {card_id: set() for card_id in ids}
    for source_id, target_id in EvolutionLink.objects.filter(target_id__in=ids).values_list(
        "source_id", "target_id"
    ):
        sources[target_id].add(source_id)
    return sources


def deck_revisions(*, deck: Deck) -> QuerySet[DeckRevision]:
    return deck.revisions.order_by("-number")


def deck_revision_diff(*, old: DeckRevision, new: DeckRevision) -> dict[str, Any]:
    """What changed from `old` to `new`: cards added, removed and recounted, and changed fields."""
    before = dict(old.snapshot.get("entries", []))
    after = dict(new.snapshot.get("entries", []))
    added = [(number, after[number]) for number in after if number not in before]
    removed = [(number, before[number]) for number in before if number not in after]
    changed = [
        (number, before[number], after[number])
        for number in after
        if number in before and before[number] != after[number]
    ]
    fields = [
        (field, old.snapshot.get(field), new.snapshot.get(field))
        for field in ("name", "format", "partner", "notes")
        if old.snapshot.get(field) != new.snapshot.get(field)
    ]
    names = dict(Card.objects.filter(number__in=[*before, *after]).values_list("number", "name"))
    return {
        "old": old.number,
        "new": new.number,
        "added": [{"number": n, "name": names.get(n, ""), "count": c} for n, c in added],
        "removed": [{"number": n, "name": names.get(n, ""), "count": c} for n, c in removed],
        "changed": [{"number": n, "name": names.get(n, ""), "before": b, "after": a} for n, b, a in changed],
        "fields": [{"field": f, "before": b, "after": a} for f, b, a in fields],
    }


def deck_fork_count(*, deck: Deck) -> int:
    return Deck.objects.filter(forked_from=deck).aggregate(n=Count("id"))["n"]


def cards_by_number(*, entries: Iterable[tuple[str, int]]) -> list[tuple[Card, int]]:
    """(number, count) pairs in any number spelling → (Card, count); every unknown number is named."""
    entries = list(entries)
    found = number_cards(numbers=[number for number, _ in entries])
    missing = [number for number, _ in entries if number not in found]
    if missing:
        raise DeckError(f"Unknown card numbers: {', '.join(missing)}.")
    return [(found[number], count) for number, count in entries]


KEY_CARDS = 3


def deck_list_summaries(*, decks: Iterable[Deck]) -> list[dict[str, Any]]:
    """Each deck with what a list of decks shows: {deck, legality, key_cards}.

    `legality` is the deck's decks.legality Result in its format; `key_cards` its highest-level
    Digimon (then the most copies), the cards that tell one deck from another at a glance.
    """
    decks = list(decks)
    by_deck: dict[int, list[tuple[Card, int]]] = {deck.pk: [] for deck in decks}
    entries = DeckEntry.objects.filter(deck__in=[deck.pk for deck in decks]).select_related("card")
    for entry in entries.order_by("card__prefix", "card__seq", "card__suffix"):
        by_deck[entry.deck_id].append((entry.card, entry.count))
    summaries = []
    for deck in decks:
        cards = by_deck[deck.pk]
        digimon = [(card, count) for card, count in cards if card.kind == Card.Kind.DIGIMON]
        ranked = sorted(digimon, key=lambda item: (-item[0].level_order, -item[1]))
        summaries.append(
            {
                "deck": deck,
                "legality": deck_cards_validate(format_code=deck.format_code, entries=cards),
                "key_cards": [card for card, _ in ranked[:KEY_CARDS]],
            }
        )
    return summaries
