"""Reads for gameplay: which deck a request names, which matches and jobs a visitor may see."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db.models import QuerySet, Sum
from rest_framework.throttling import BaseThrottle

from cards.models import Card
from dmcg_site.api_errors import DmcgError
from gameplay.models import Gauntlet, Match, SimulationJob


class DeckInputError(DmcgError):
    """The deck of a match or a simulation could not be found or read."""


@dataclass(frozen=True)
class Visitor:
    """Who is asking: a signed-in user, or an anonymous visitor known by their session key."""

    user: Any = None
    session_key: str = ""
    # The client's address, as the throttles see it (REST_FRAMEWORK["NUM_PROXIES"]): anonymous
    # visitors' simulation limits count it too.
    address: str = ""
    # Edit tokens of anonymous decks remembered in the session (decks.permissions).
    deck_tokens: dict[str, str] = field(default_factory=dict)

    @property
    def is_authenticated(self) -> bool:
        return bool(self.user is not None and self.user.is_authenticated)

    def owner_fields(self) -> dict[str, Any]:
        if self.is_authenticated:
            return {"owner": self.user, "session_key": ""}
        return {"owner": None, "session_key": self.session_key}


def visitor_from_request(request: Any) -> Visitor:
    # Anonymous visitors own matches through their session, so make sure it has a key.
    if not request.session.session_key:
        request.session.save()
    from decks.permissions import session_tokens

    return Visitor(
        user=request.user,
        session_key=request.session.session_key or "",
        address=BaseThrottle().get_ident(request) or "",
        deck_tokens=session_tokens(request.session),
    )


@dataclass(frozen=True)
class DeckSource:
    """A deck ready to be turned into engine records: its name, cards and partner (S-2)."""

    name: str
    entries: tuple[tuple[Card, int], ...]
    partner: Card | None = None
    deck_id: int | None = None


def deck_source_resolve(*, ref: Any, visitor: Visitor) -> DeckSource:
    """A deck id, a share id or {"text": "..."} → the deck's cards.

    A numeric id opens only public decks and the visitor's own (ids are guessable); a share id
    opens any deck, as the share link does.
    """
    from decks.models import Deck
    from decks.permissions import deck_can_read_by_id
    from decks.services import NAME_MAX

    if isinstance(ref, dict):
        text = ref.get("text")
        if not isinstance(text, str) or not text.strip():
            raise DeckInputError('A pasted deck needs its decklist in "text".')
        name = str(ref.get("name") or "Pasted deck")
        if len(name) > NAME_MAX:
            raise DeckInputError(f"A pasted deck's name has {len(name):,} characters; at most {NAME_MAX}.")
        return deck_source_from_text(text, name=name)
    if isinstance(ref, bool) or ref in (None, ""):
        raise DeckInputError("Choose a deck: a deck id, a share id or a pasted decklist.")
    if isinstance(ref, int) or (isinstance(ref, str) and ref.isdigit()):
        deck = Deck.objects.filter(pk=int(ref)).first()
        token = visitor.deck_tokens.get(str(ref))
        if deck is None or not deck_can_read_by_id(deck=deck, user=visitor.user, token=token):
            raise DeckInputError(f"There is no deck {ref} you may open.")
    elif isinstance(ref, str):
        deck = Deck.objects.filter(share_id=ref.strip().rstrip("/").rsplit("/", 1)[-1]).first()
        if deck is None:
            raise DeckInputError(f"There is no deck with the share id {ref!r}.")
    else:
        raise DeckInputError('A deck is a deck id, a share id or {"text": ...}.')
    entries = tuple((entry.card, entry.count) for entry in deck.entries.select_related("card"))
    if not entries:
        raise DeckInputError(f"The deck {deck.name!r} has no cards.")
    return DeckSource(name=deck.name, entries=entries, partner=deck.partner, deck_id=deck.pk)


def deck_source_from_text(text: str, *, name: str) -> DeckSource:
    """A pasted decklist as a deck; one that cannot be read, or has no cards, is a DeckInputError."""
    from decks.decklists import load_text

    try:
        entries = load_text(text)
    except ValueError as error:
        raise DeckInputError(f"The pasted decklist cannot be read: {error}") from error
    if not entries:
        raise DeckInputError("The pasted decklist has no cards.")
    return DeckSource(name=name, entries=tuple(entries))


def _owned(queryset: QuerySet, visitor: Visitor) -> QuerySet:
    if visitor.is_authenticated:
        return queryset.filter(owner=visitor.user)
    if not visitor.session_key:
        return queryset.none()
    return queryset.filter(owner__isnull=True, session_key=visitor.session_key)


def match_list(*, visitor: Visitor) -> QuerySet[Match]:
    return _owned(Match.objects.all(), visitor)


def match_get_owned(*, match_id: int, visitor: Visitor) -> Match | None:
    """The match if the visitor may play it (their own), else None."""
    return match_list(visitor=visitor).filter(pk=match_id).first()


def match_get_shared(*, share_id: str) -> Match | None:
    """Anyone with the share link may watch the replay."""
    return Match.objects.filter(share_id=share_id).first()


def simulation_get(*, job_id: int, visitor: Visitor) -> SimulationJob | None:
    return _owned(SimulationJob.objects.all(), visitor).filter(pk=job_id).first()


def gauntlet_get(*, gauntlet_id: int, visitor: Visitor) -> Gauntlet | None:
    return _owned(Gauntlet.objects.all(), visitor).filter(pk=gauntlet_id).first()


def simulation_queue_position(*, job: SimulationJob) -> int | None:
    """1 for the next job a simulation thread takes, 2 for the one after...; None once it runs."""
    if job.status != SimulationJob.Status.QUEUED:
        return None
    return SimulationJob.objects.filter(status=SimulationJob.Status.QUEUED, pk__lte=job.pk).count()


def simulation_progress(*, job: SimulationJob) -> int:
    """Games played so far: the sum of the chunks' own counters (a retried chunk never counts twice)."""
    if job.status == SimulationJob.Status.DONE:
        return job.games
    return job.chunks.aggregate(total=Sum("progress"))["total"] or 0
