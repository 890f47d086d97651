"""Who may read and who may edit a deck.

Signed-in users own their decks. An anonymous visitor owns a deck through a secret edit token: it
is shown once, kept in their session, and accepted by the API in the `X-Deck-Token` header. Only the
SHA-256 of a token is stored, so a database leak does not hand out edit rights. Reading needs no
permission beyond knowing the share link; listing by numeric id is limited to owners and public decks.
"""

import hashlib
import hmac
import secrets
from typing import Any

from rest_framework.permissions import SAFE_METHODS, BasePermission

from decks.models import Deck

TOKEN_HEADER = "X-Deck-Token"
SESSION_KEY = "deck_edit_tokens"


def edit_token_new() -> str:
    return secrets.token_urlsafe(24)


def edit_token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def deck_can_edit(*, deck: Deck, user: Any, token: str | None = None) -> bool:
    if deck.owner_id is not None:
        return bool(user is not None and user.is_authenticated and user.pk == deck.owner_id)
    if not token or not deck.edit_token_hash:
        return False
    # A constant-time comparison: the token is a password and must not leak through timing.
    return hmac.compare_digest(edit_token_hash(token), deck.edit_token_hash)


def deck_can_read_by_id(*, deck: Deck, user: Any, token: str | None = None) -> bool:
    """The numeric id is guessable, so it opens only public decks and the reader's own."""
    return deck.is_public or deck_can_edit(deck=deck, user=user, token=token)


def session_tokens(session: Any) -> dict[str, str]:
    return dict(session.get(SESSION_KEY, {}))


def session_remember_token(session: Any, *, deck: Deck, token: str) -> None:
    tokens = session_tokens(session)
    tokens[str(deck.pk)] = token
    session[SESSION_KEY] = tokens


def session_forget_deck(session: Any, *, deck_id: int) -> None:
    tokens = session_tokens(session)
    if tokens.pop(str(deck_id), None) is not None:
        session[SESSION_KEY] = tokens


def request_edit_token(request: Any, *, deck: Deck, use_session: bool = True) -> str | None:
    """The token from the `X-Deck-Token` header, else (pages only) the one kept in the session.

    The API passes use_session=False: DRF checks CSRF only for signed-in users, so a token that rode
    along in the session cookie would let another site write to an anonymous deck. A custom header
    cannot be sent cross-site without a CORS preflight, which this site never grants.
    """
    header = request.headers.get(TOKEN_HEADER)
    if header:
        return header
    if not use_session:
        return None
    return session_tokens(request.session).get(str(deck.pk))


def request_can_edit(request: Any, *, deck: Deck, use_session: bool = True) -> bool:
    token = request_edit_token(request, deck=deck, use_session=use_session)
    return deck_can_edit(deck=deck, user=request.user, token=token)


class IsDeckEditorOrReadOnly(BasePermission):
    """DRF object permission: reads pass (visibility is the view's lookup), writes need the owner."""

    message = "Only the owner of this deck may change it."

    def has_object_permission(self, request: Any, view: Any, obj: Deck) -> bool:
        if request.method in SAFE_METHODS:
            return True
        return request_can_edit(request, deck=obj, use_session=False)
