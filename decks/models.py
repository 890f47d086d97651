"""Decks: a named list of catalog cards with an owner, a share link and a revision history.

Writes go through decks.services (DESIGN rule 7); these models stay thin.
"""

from django.conf import settings
from django.db import models


class Deck(models.Model):
    name = models.CharField(max_length=120)
    # A format code from decks.formats ("standard", "tournament-u5", ...): data, not a FK.
    format_code = models.CharField(max_length=40, default="standard")
    notes = models.TextField(blank=True)
    # Null for decks built by anonymous visitors: those are owned through `edit_token_hash`.
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="decks"
    )
    # SHA-256 of the secret edit token of an anonymous deck; the token itself is never stored.
    edit_token_hash = models.CharField(max_length=64, blank=True)
    # Random, URL-safe and unguessable: whoever has /d/<share_id>/ may read the deck.
    share_id = models.CharField(max_length=32, unique=True)
    is_public = models.BooleanField(default=False)
    forked_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="forks"
    )
    # The Level III the player starts with (S-2); must be one of the deck's cards.
    partner = models.ForeignKey(
        "cards.Card", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    cards = models.ManyToManyField("cards.Card", through="DeckEntry", related_name="decks")
    # The concurrency counter, bumped by every write (decks.services) and published as the API's
    # `revision`: a write names the one it was based on and a stale one is refused (409). It is not a
    # DeckRevision number: history rows are coalesced per editing burst, this counter never is.
    version = models.PositiveIntegerField(default=1)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated", "-id"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return f"/d/{self.share_id}/"


class DeckEntry(models.Model):
    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="entries")
    card = models.ForeignKey("cards.Card", on_delete=models.PROTECT, related_name="deck_entries")
    count = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["card__prefix", "card__seq", "card__suffix"]
        constraints = [
            models.UniqueConstraint(fields=["deck", "card"], name="unique_deck_card"),
            models.CheckConstraint(condition=models.Q(count__gte=1), name="deck_entry_count_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.count} {self.card.number}"


class DeckRevision(models.Model):
    """A history snapshot: {"name", "format", "partner", "notes", "entries": [[number, count], ...]}.

    One row per editing burst, not per save: the saves of one editor within
    DECK_REVISION_BURST_SECONDS of a row's `created` update that row (decks.services). Card numbers
    (not ids) are stored so a snapshot stays readable if the catalog is re-imported.
    """

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    snapshot = models.JSONField()
    # Who made the burst's changes: a user, or null for an anonymous deck's edit-token holder.
    editor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["deck", "-number"]
        constraints = [models.UniqueConstraint(fields=["deck", "number"], name="unique_deck_revision_number")]

    def __str__(self) -> str:
        return f"{self.deck_id} r{self.number}"
