"""Real races for the no-lost-updates tests (DESIGN rule 15): requests released at one instant.

Each racer runs in a thread of its own, so on a database connection of its own, and sees only
committed data: race tests run with `transactional_db`, which empties every table afterwards, the
catalog imported once per session included. `starter_deck` imports the catalog again when an
earlier transactional test left it empty (as tests/browser/conftest.py does for live servers).

Race tests run on PostgreSQL only. SQLite's test database is one in-memory database that threads
share through SQLite's shared cache, which refuses a second writer at once ("database table is
locked") instead of making it wait, so a race there would measure the test set-up, not the site.
The same guarantees are checked one request after the other, on both databases, beside them.
"""

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from django.conf import settings
from django.core.management import call_command
from django.db import connection, connections

from tests.factories import STARTER_DECK, DeckFactory

# Enough rounds that the two requests of some of them really overlap on the database.
ROUNDS = 10


def race_test(test: Callable) -> Callable:
    """Mark a test as a real race: transactional database, PostgreSQL only (see above)."""
    skip_sqlite = pytest.mark.skipif(
        connection.vendor == "sqlite", reason="threads share SQLite's in-memory test database badly"
    )
    return skip_sqlite(pytest.mark.django_db(transaction=True)(test))


def race(*calls: Callable[[], Any]) -> list[Any]:
    """Run every call in a thread of its own, all released together; their results, in order."""
    start = threading.Barrier(len(calls))

    def run(call: Callable[[], Any]) -> Any:
        try:
            start.wait(timeout=60)
            return call()
        finally:
            # The thread's own connection: left open, it would keep the test database from closing.
            connections.close_all()

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        futures = [pool.submit(run, call) for call in calls]
        return [future.result() for future in futures]


def starter_deck(owner: Any) -> Any:
    """The owner's legal Starter deck, with the real catalog committed for the racing threads."""
    from cards.models import Card

    if not Card.objects.exists():
        call_command("import_catalog", str(settings.CATALOG_DIR), verbosity=0)
    entries = [(Card.objects.get(number=number), count) for number, count in STARTER_DECK]
    return DeckFactory(
        owner=owner, name="Starter Greymon", entries=entries, partner=Card.objects.get(number="St-1")
    )
