"""Test-session set-up: the real card catalog is imported once per session (DESIGN rule 11)."""

import pytest
from django.conf import settings
from django.core.management import call_command


def pytest_configure(config):
    """The test client renders pages without a collectstatic run, so `{% static %}` gives plain
    names here; the hashed, compressed files are checked on a real `bin/serve` (tests/site/test_serve.py)."""
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """Import the whole catalog from ../shared/data into the test database, once."""
    with django_db_blocker.unblock():
        call_command("import_catalog", str(settings.CATALOG_DIR), verbosity=0)


@pytest.fixture(autouse=True)
def throttle_counters_cleared():
    """Each test starts with no request counted by the throttles (they count in the cache), so a
    test is only throttled by its own requests, as a visitor would be."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture
def catalog(db):
    """Tests about real cards ask for this: the catalog is there, inside a rolled-back transaction."""
    from cards.models import Card

    return Card.objects


@pytest.fixture
def owner(db):
    from tests.factories import UserFactory

    return UserFactory(username="owner")


@pytest.fixture
def friend(db):
    from tests.factories import UserFactory

    return UserFactory(username="friend")


@pytest.fixture
def outsider(db):
    from tests.factories import UserFactory

    return UserFactory(username="outsider")


@pytest.fixture
def card(catalog):
    """card("St-1") -> the real catalog card with that number."""
    return lambda number: catalog.get(number=number)


@pytest.fixture
def starter_entries(card):
    from tests.factories import STARTER_DECK

    return [(card(number), count) for number, count in STARTER_DECK]


@pytest.fixture
def deck(owner, starter_entries, card):
    """The owner's legal 30-card Starter deck, saved through decks.services."""
    from tests.factories import DeckFactory

    return DeckFactory(owner=owner, name="Starter Greymon", entries=starter_entries, partner=card("St-1"))


@pytest.fixture(autouse=True, scope="module")
def simulation_threads_ended():
    """A module whose requests queued simulations leaves no pool thread behind: a thread left polling
    the queue would touch the database during later tests that have none."""
    yield
    from gameplay import simulations

    simulations.pool.stop()
