"""Test-session set-up: the real card catalog is imported once per session (DESIGN rule 11)."""

import pytest
from django.conf import settings
from django.core.management import call_command


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """Import the whole catalog from ../shared/data into the test database, once."""
    with django_db_blocker.unblock():
        call_command("import_catalog", str(settings.CATALOG_DIR), verbosity=0)


@pytest.fixture
def catalog(db):
    """Tests about real cards ask for this: the catalog is there, inside a rolled-back transaction."""
    from cards.models import Card

    return Card.objects
