"""Real Chromium through Playwright's sync API against pytest-django's live_server (DESIGN rule 11).

Generic fixtures for every browser test: `browser` (one Chromium per session), `new_context` (a
fresh browser context, i.e. a separate cookie jar: a second visitor), `page` (a page in a fresh
context), `login` (signs a Django user into a context). Browser tests are marked `browser`.

The catalog and transactional tests: `live_server` serves from another thread, so its tests run
with pytest-django's `transactional_db`, which empties every table after each test instead of
rolling back. The catalog that tests/conftest.py imports once per session is therefore gone after
the first browser test. pytest-django runs transactional tests after all the ordinary `db` tests,
so only later transactional tests are affected; the autouse `live_catalog` fixture re-imports the
catalog when it finds the card table empty (a few seconds). `serialized_rollback` would not help:
Django serializes the test database when it is created, before the session fixture imports cards.
"""

import os
import shutil

import pytest
from django.conf import settings
from django.core.management import call_command
from django.test import Client

# Playwright's sync API runs an event loop in the test thread; Django would take ORM calls made
# there for calls from async code. The test thread only touches the database between page actions.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


# Module scope, not session: Playwright allows one sync_playwright() at a time per process, and a
# test module that starts its own must find this one closed.
@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:
        pytest.skip("no system chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def live_catalog(transactional_db):
    """The real catalog inside a live_server test (see the module docstring for why)."""
    from cards.models import Card

    if not Card.objects.exists():
        call_command("import_catalog", str(settings.CATALOG_DIR), verbosity=0)
    return Card.objects


@pytest.fixture(autouse=True)
def _catalog_for_live_server(request):
    if "live_server" in request.fixturenames:
        request.getfixturevalue("live_catalog")


@pytest.fixture
def new_context(browser, live_server):
    """new_context() -> a fresh browser context (its own cookies) with base_url = the live server.

    A JavaScript error on any page of these contexts fails the test.
    """
    contexts, errors = [], []

    def make(**options):
        context = browser.new_context(base_url=live_server.url, **options)
        context.set_default_timeout(10_000)
        context.on("page", lambda page: page.on("pageerror", lambda error: errors.append(str(error))))
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()
    assert errors == [], errors


@pytest.fixture
def page(new_context):
    return new_context().new_page()


@pytest.fixture
def login(live_server):
    """login(context, user): put a signed-in Django session cookie into a browser context."""

    def sign_in(context, user):
        client = Client()
        client.force_login(user)
        cookie = client.cookies[settings.SESSION_COOKIE_NAME]
        context.add_cookies([{"name": cookie.key, "value": cookie.value, "url": live_server.url}])

    return sign_in
