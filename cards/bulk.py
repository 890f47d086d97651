"""The whole catalog as one download, like Scryfall's bulk data: JSON Lines, one card a line.

Each line is what GET /api/cards/<number>/ answers for that card without the two fields drawn
from beyond the card itself (`printings`, the other cards of its name, and `engine`, the engine's
description in the reader's language): the card's own fields (CardSerializer), in natural number
order. The body is streamed in chunks (gzip-compressed on the fly when the client accepts
it), and its validators come from CatalogState, so a conditional request that matches costs one
small query and no card is read.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

from django.utils import timezone

from cards.models import Card, CatalogState
from cards.query.orm import natural_order
from cards.selectors import UNSHOWN
from cards.serializers import CardSerializer

# Cards serialized per query batch: the evolution links of a batch cost two queries.
CHUNK = 500
# Part of the ETag: a change to the fields a line holds changes every ETag without an import.
FORMAT = hashlib.sha256(" ".join(CardSerializer().fields).encode()).hexdigest()[:8]


@dataclass(frozen=True)
class BulkValidators:
    etag: str
    last_modified: datetime


def catalog_bulk_validators(*, gzipped: bool) -> BulkValidators:
    """The ETag and Last-Modified of the download; the gzip body is another representation."""
    state = CatalogState.objects.order_by("pk").first()
    if state is None:
        # A database migrated without the seeded row: the catalog's age is unknown, so "now".
        state = CatalogState(revision=0, changed_at=timezone.now().replace(microsecond=0))
    suffix = "-gzip" if gzipped else ""
    return BulkValidators(f'"cards-{state.revision}-{FORMAT}{suffix}"', state.changed_at)


def catalog_bulk_lines() -> Iterator[bytes]:
    """Every card as one UTF-8 JSON line, in natural number order, read CHUNK cards at a time."""
    ids = list(Card.objects.order_by(*natural_order()).values_list("pk", flat=True))
    for start in range(0, len(ids), CHUNK):
        batch = ids[start : start + CHUNK]
        by_pk = Card.objects.defer(*UNSHOWN).in_bulk(batch)
        rows = CardSerializer([by_pk[pk] for pk in batch], many=True).data
        yield "".join(
            json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n" for row in rows
        ).encode()
