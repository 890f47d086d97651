"""Deck writes (DESIGN rule 7). Every write that changes a deck records it in its DeckRevision history.

A deck may be illegal while it is being built: legality is reported (decks.legality), not enforced
here. What is enforced is what makes a deck meaningless: a count outside 1..MAX_COPIES_PER_ENTRY, an
unknown format, a partner that is not a Level III of the deck, a deck bigger than MAX_DECK_CARDS.

Concurrent writers (DESIGN rule 15): every write locks the deck's row (SELECT ... FOR UPDATE) before
it reads anything, so writes to one deck run one after the other and each starts from the deck the
previous one left: a card list ends as exactly one request's list, never a union of two. Every write
bumps `Deck.version`. A write given `expected_revision` (the version its caller read) raises
DeckConflict when the deck has moved on since, and changes nothing; the editor always sends it. A
write without one (a script) is applied to the current deck: it changes only the fields it names, and
of two card lists the later one wins whole.
"""

import secrets
from collections.abc import Iterable, Mapping, Sequence
from datetime import timedelta
from pathlib import PurePath
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from cards.models import Card
from decks import decklists
from decks.decklists.dek import MAX_DEK_BYTES
from decks.formats import format_get
from decks.models import Deck, DeckEntry, DeckRevision
from decks.permissions import edit_token_hash, edit_token_new
from dmcg_site.api_errors import DmcgError

# Generous bounds: Ultimate Battle decks have 60+ cards (D-9), and a builder may overshoot while
# editing; these only keep a runaway client from storing nonsense.
MAX_COPIES_PER_ENTRY = 60
MAX_DECK_CARDS = 200
NAME_MAX = 120
# A deck's notes: a page of strategy text; a runaway paste is refused, not stored.
NOTES_MAX = 10_000
LEVEL_III = "III"


class DeckError(DmcgError):
    """A deck write that cannot be carried out; the message names the problem."""


class DeckConflict(Exception):
    """The deck changed after the revision a write was based on (HTTP 409); `deck` is the current row."""

    def __init__(self, deck: Deck, *, expected: int, refused: str = "saved") -> None:
        super().__init__(
            f"Not {refused}: this deck is at revision {deck.version}, not {expected}; it was changed "
            f"elsewhere (another tab, window or client) after you loaded it. Here is the current deck; "
            f"make your change again on it."
        )
        self.deck = deck


_UNSET: Any = object()


def _check_format(format_code: str) -> None:
    # Raises UnknownFormat (a DmcgError) naming the known formats.
    format_get(code=format_code)


def _check_name(name: str) -> str:
    name = (name or "").strip()
    if not name:
        raise DeckError("A deck needs a name.")
    if len(name) > NAME_MAX:
        raise DeckError(f"A deck name has at most {NAME_MAX} characters.")
    return name


def _check_notes(notes: str) -> str:
    if len(notes) > NOTES_MAX:
        raise DeckError(f"A deck's notes have at most {NOTES_MAX:,} characters, not {len(notes):,}.")
    return notes


def _merge_entries(entries: Iterable[tuple[Card, int]]) -> dict[int, tuple[Card, int]]:
    """Sum repeated cards so `[(Agumon, 2), (Agumon, 1)]` becomes one entry of 3."""
    merged: dict[int, tuple[Card, int]] = {}
    for card, count in entries:
        if not isinstance(count, int) or count < 1 or count > MAX_COPIES_PER_ENTRY:
            raise DeckError(
                f"{card.number}: a count must be a whole number from 1 to {MAX_COPIES_PER_ENTRY}."
            )
        previous = merged.get(card.pk, (card, 0))[1]
        merged[card.pk] = (card, previous + count)
    total = sum(count for _, count in merged.values())
    if total > MAX_DECK_CARDS:
        raise DeckError(f"A deck holds at most {MAX_DECK_CARDS} cards (got {total}).")
    return merged


def _check_partner(partner: Card | None, card_ids: set[int]) -> None:
    if partner is None:
        return
    if partner.level.strip() != LEVEL_III:
        raise DeckError(
            f"The partner must be a Level III Digimon; {partner.number} {partner.name} is not (S-2)."
        )
    if partner.pk not in card_ids:
        raise DeckError(f"The partner {partner.number} {partner.name} must be one of the deck's cards.")


def deck_snapshot(*, deck: Deck) -> dict[str, Any]:
    entries = deck.entries.select_related("card").order_by("card__prefix", "card__seq", "card__suffix")
    return {
        "name": deck.name,
        "format": deck.format_code,
        "partner": deck.partner.number if deck.partner_id else None,
        "notes": deck.notes,
        "entries": [[entry.card.number, entry.count] for entry in entries],
    }


def _editor_id(editor: Any) -> int | None:
    return editor.pk if editor is not None and editor.is_authenticated else None


def _lock(deck: Deck, expected_revision: int | None, *, refused: str = "saved") -> Deck:
    """The deck's row, read afresh and locked until the transaction ends; DeckConflict (the write
    was not `refused`) if it moved on."""
    locked = Deck.objects.select_for_update().get(pk=deck.pk)
    if expected_revision is not None and locked.version != expected_revision:
        raise DeckConflict(locked, expected=expected_revision, refused=refused)
    return locked


def _revise(deck: Deck, *, editor: Any) -> DeckRevision:
    """Record the deck's new state in its history: in the latest row if it is the editor's open burst.

    A burst is open for DECK_REVISION_BURST_SECONDS from its row's creation, so a long session still
    leaves a row every few minutes. Revision 1, the deck as it was created (imported, forked), is
    never updated: it stays the base the share page's history diffs from. The caller holds the deck's
    row lock, so two saves never take the same next number.
    """
    snapshot = deck_snapshot(deck=deck)
    editor_id = _editor_id(editor)
    latest = deck.revisions.order_by("-number").first()
    burst = timedelta(seconds=settings.DECK_REVISION_BURST_SECONDS)
    if (
        latest is not None
        and latest.number > 1
        and latest.editor_id == editor_id
        and timezone.now() - latest.created < burst
    ):
        latest.snapshot = snapshot
        latest.save(update_fields=["snapshot", "updated"])
        return latest
    number = latest.number + 1 if latest is not None else 1
    return DeckRevision.objects.create(deck=deck, number=number, snapshot=snapshot, editor_id=editor_id)


def _commit(deck: Deck, *, fields: Iterable[str], editor: Any) -> None:
    """Save the changed `fields` of a locked deck with its next version, and record its history."""
    deck.version += 1
    deck.save(update_fields=[*fields, "version", "updated"])
    _revise(deck, editor=editor)


def _replace_entries(deck: Deck, merged: dict[int, tuple[Card, int]]) -> None:
    deck.entries.all().delete()
    DeckEntry.objects.bulk_create(
        [DeckEntry(deck=deck, card=card, count=count) for card, count in merged.values()]
    )


def _new_share_id() -> str:
    # An all-digit share id would be mistaken for a numeric deck id by the API lookup.
    while True:
        share_id = secrets.token_urlsafe(9)
        if not share_id.isdigit() and not Deck.objects.filter(share_id=share_id).exists():
            return share_id


@transaction.atomic
def deck_create(
    *,
    owner: Any,
    name: str,
    format_code: str = "standard",
    notes: str = "",
    entries: Sequence[tuple[Card, int]] = (),
    partner: Card | None = None,
    is_public: bool = False,
    forked_from: Deck | None = None,
) -> Deck:
    """Create a deck and its first revision.

    `owner` is a signed-in user, or None for an anonymous visitor. An anonymous deck gets a fresh edit
    token, returned once as `deck.edit_token` on the instance this function returns (only its hash
    is stored).
    """
    name = _check_name(name)
    _check_format(format_code)
    merged = _merge_entries(entries)
    _check_partner(partner, set(merged))
    user = owner if owner is not None and owner.is_authenticated else None
    token = "" if user is not None else edit_token_new()
    deck = Deck.objects.create(
        name=name,
        format_code=format_code,
        notes=_check_notes(notes),
        owner=user,
        edit_token_hash=edit_token_hash(token) if token else "",
        share_id=_new_share_id(),
        is_public=is_public,
        forked_from=forked_from,
        partner=partner,
    )
    _replace_entries(deck, merged)
    _revise(deck, editor=user)
    deck.edit_token = token
    return deck


@transaction.atomic
def deck_update(
    *,
    deck: Deck,
    expected_revision: int | None = None,
    editor: Any = None,
    name: str | None = None,
    format_code: str | None = None,
    notes: str | None = None,
    is_public: bool | None = None,
    entries: Sequence[tuple[Card, int]] | None = None,
    partner: Card | None = _UNSET,
) -> Deck:
    """Change any of the given fields of the current deck; `entries` replaces the whole list.

    Returns the deck as saved. `expected_revision` is the version the caller's change was based on
    (DeckConflict when it is stale); `editor` is the user making it (None: anonymous), whose saves
    within one burst share a history row. A partner that is no longer in the deck after the change is
    cleared, since S-2 needs it there.
    """
    deck = _lock(deck, expected_revision)
    changed: list[str] = []
    if name is not None:
        deck.name = _check_name(name)
        changed.append("name")
    if format_code is not None:
        _check_format(format_code)
        deck.format_code = format_code
        changed.append("format_code")
    if notes is not None:
        deck.notes = _check_notes(notes)
        changed.append("notes")
    if is_public is not None:
        deck.is_public = is_public
        changed.append("is_public")
    if entries is not None:
        merged = _merge_entries(entries)
        _replace_entries(deck, merged)
        card_ids = set(merged)
    else:
        card_ids = set(deck.entries.values_list("card_id", flat=True))
    if partner is not _UNSET:
        _check_partner(partner, card_ids)
        deck.partner = partner
        changed.append("partner")
    elif deck.partner_id is not None and deck.partner_id not in card_ids:
        deck.partner = None
        changed.append("partner")
    _commit(deck, fields=changed, editor=editor)
    return deck


def _set_count(deck: Deck, card: Card, count: int) -> None:
    if not isinstance(count, int) or count < 0 or count > MAX_COPIES_PER_ENTRY:
        raise DeckError(f"{card.number}: a count must be a whole number from 0 to {MAX_COPIES_PER_ENTRY}.")
    current = {entry.card_id: entry.count for entry in deck.entries.all()}
    current[card.pk] = count
    total = sum(current.values())
    if total > MAX_DECK_CARDS:
        raise DeckError(f"A deck holds at most {MAX_DECK_CARDS} cards (got {total}).")
    if count == 0:
        deck.entries.filter(card=card).delete()
        if deck.partner_id == card.pk:
            deck.partner = None
    else:
        DeckEntry.objects.update_or_create(deck=deck, card=card, defaults={"count": count})


@transaction.atomic
def deck_card_set_count(
    *, deck: Deck, card: Card, count: int, expected_revision: int | None = None, editor: Any = None
) -> Deck:
    """Set how many copies of `card` the deck holds; 0 removes it. Returns the deck as saved.

    `expected_revision` and `editor` as in deck_update.
    """
    deck = _lock(deck, expected_revision)
    _set_count(deck, card, count)
    _commit(deck, fields=["partner"], editor=editor)
    return deck


@transaction.atomic
def deck_card_add(
    *, deck: Deck, card: Card, count: int = 1, expected_revision: int | None = None, editor: Any = None
) -> Deck:
    """Add `count` copies (negative removes) to what the deck holds now; the result is clamped at 0."""
    deck = _lock(deck, expected_revision)
    current = deck.entries.filter(card=card).values_list("count", flat=True).first() or 0
    _set_count(deck, card, max(0, current + count))
    _commit(deck, fields=["partner"], editor=editor)
    return deck


def _copy_name(name: str, owner: Any) -> str:
    """ "Name (copy)", or "Name (copy 2)", "(copy 3)"… when the owner already has a deck of that name."""
    taken: set[str] = set()
    if owner is not None and owner.is_authenticated:
        # Every candidate starts with this much of the name, whatever the length of its suffix.
        stem = name[: NAME_MAX - 20]
        taken = set(Deck.objects.filter(owner=owner, name__startswith=stem).values_list("name", flat=True))
    number = 1
    while True:
        suffix = gettext(" (copy)") if number == 1 else gettext(" (copy {number})").format(number=number)
        candidate = name[: NAME_MAX - len(suffix)] + suffix
        if candidate not in taken:
            return candidate
        number += 1


@transaction.atomic
def deck_fork(*, deck: Deck, owner: Any) -> Deck:
    """Copy a deck into the caller's decks as "… (copy)", keeping a link to the original."""
    entries = [(entry.card, entry.count) for entry in deck.entries.select_related("card")]
    return deck_create(
        owner=owner,
        name=_copy_name(deck.name, owner),
        format_code=deck.format_code,
        notes=deck.notes,
        entries=entries,
        partner=deck.partner,
        forked_from=deck,
    )


def decklist_read(
    *, text: str | None = None, upload: Any = None, picks: Mapping[int, str] | None = None
) -> tuple[list[tuple[Card, int]], str]:
    """(entries, suggested name) from a text decklist or an uploaded LackeyCCG .dek / .txt file.

    `picks` maps a line number to the card number chosen for that line's ambiguous name. Raises
    DecklistError listing every bad line (ambiguous ones with their candidates), so a caller can
    refuse the whole list.
    """
    if upload is None:
        # A .dek file's contents pasted into the text box are read as the .dek they are.
        return decklists.load_any(text or "", picks=picks), ""
    if upload.size > MAX_DEK_BYTES:
        raise DeckError(
            f"{upload.name} has {upload.size:,} bytes; a decklist file has at most {MAX_DEK_BYTES:,}."
        )
    try:
        content = upload.read().decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DeckError(f"{upload.name} is not a UTF-8 text or .dek file.") from None
    stem = PurePath(upload.name).stem
    if upload.name.lower().endswith(".dek"):
        return decklists.load_dek(content, picks=picks), stem
    return decklists.load_any(content, picks=picks), stem


def deck_import(
    *,
    owner: Any,
    name: str = "",
    format_code: str = "standard",
    text: str | None = None,
    upload: Any = None,
    notes: str = "",
    is_public: bool = False,
    picks: Mapping[int, str] | None = None,
) -> Deck:
    """A new deck from a decklist; nothing is saved while any line fails (DecklistError).

    `picks` maps a line number to the card number chosen for that line's ambiguous name.
    """
    entries, suggested = decklist_read(text=text, upload=upload, picks=picks)
    return deck_create(
        owner=owner,
        name=name or suggested or "Imported deck",
        format_code=format_code,
        entries=entries,
        notes=notes,
        is_public=is_public,
    )


@transaction.atomic
def deck_claim(*, deck: Deck, user: Any) -> Deck:
    """Give an anonymous deck to the user who holds its token; the token stops working."""
    deck = _lock(deck, None)
    if deck.owner_id is not None:
        raise DeckError(f"“{deck.name}” already belongs to an account.")
    deck.owner = user
    deck.edit_token_hash = ""
    deck.version += 1
    deck.save(update_fields=["owner", "edit_token_hash", "version", "updated"])
    return deck


@transaction.atomic
def deck_delete(*, deck: Deck, expected_revision: int | None = None) -> None:
    """Delete the deck with its cards and revisions. Given `expected_revision` (the version the
    caller saw), a deck changed since is not deleted: DeckConflict, like any other stale write."""
    _lock(deck, expected_revision, refused="deleted").delete()
