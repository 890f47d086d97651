"""Every operation of /api/schema/ answers as the schema says (schemathesis over the WSGI app).

Schemathesis generates requests from the schema (its examples, coverage and fuzzing phases, valid
and invalid inputs) and fails on any 5xx, any status the operation does not document, and any body
or content type that differs from the documented one. The real catalog is there, and every request
whose path names a deck, match, simulation, replay or card is sent a second time naming one that
exists (with its owner's credentials), so the answers are not only 404s.
"""

import base64
import json
from contextlib import contextmanager

import pytest
import schemathesis
from django.core.cache import cache
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import RequestFactory
from drf_spectacular.views import SpectacularAPIView
from hypothesis import HealthCheck, settings
from rest_framework.test import APIClient
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from decks.models import Deck
from decks.permissions import TOKEN_HEADER
from tests.factories import PASSWORD, STARTER_DECK, STARTER_TEXT, DeckFactory, UserFactory

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
# The checks read response bodies as sent; the schema endpoint gzips for clients that accept it
# (dmcg_site/urls.py), and this transport would not unpack it.
PLAIN = {"Accept-Encoding": "identity"}
# A fixed seed and derandomized Hypothesis: CI runs the same requests every time.
CONFIG = {"seed": 1999, "generation": {"max-examples": 30, "deterministic": True}}
# Far above anything the run sends, so no throttle answers 429 in the middle of it.
HIGH_RATE = "1000000/second"


def served_schema() -> dict:
    """The document GET /api/schema/ serves, asked of its view directly.

    Through the WSGI handler the request would open a database connection, and at collection time
    that is the development database, not the test one.
    """
    request = RequestFactory().get("/api/schema/", {"format": "json"})
    response = SpectacularAPIView.as_view()(request)
    return json.loads(response.render().content)


schema = schemathesis.openapi.from_dict(served_schema(), config=schemathesis.Config.from_dict(CONFIG))
schema.app = WSGIHandler()


@contextmanager
def in_test_transaction():
    """Keep the test's database connection open across requests, as Django's test client does.

    Not a fixture: the test client reconnects these receivers after each of its own requests.
    """
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture
def unthrottled(settings):
    """Throttles far above the run's pace (429 stays documented, see dmcg_site.schema)."""
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = {scope: HIGH_RATE for scope in rest.get("DEFAULT_THROTTLE_RATES", {})}
    settings.REST_FRAMEWORK = rest
    # Simulations the run starts are never played (their queueing waits for a commit that the test
    # transaction never makes), so no limit on waiting jobs should turn them away.
    settings.SIMULATION_ACTIVE_JOBS = settings.SIMULATION_QUEUE_LIMIT = 1_000_000
    # Fast password hashing: the owner's Basic credentials are checked on every request.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


class Existing:
    """Things that exist for the second request of a case, made again when a request deleted them."""

    def __init__(self, card):
        self.owner = UserFactory(username="schemathesis-owner")
        self.starter = [(card(number), count) for number, count in STARTER_DECK]
        self.partner = card("St-1")
        self.api = APIClient()
        self.api.force_authenticate(self.owner)
        self.owned_deck = self.deck(owner=self.owner)
        self.anonymous_deck = self.deck(owner=None)
        match = self.api.post("/api/matches/", {"deck": self.owned_deck.share_id}, format="json")
        self.match = match.json()
        job = self.api.post("/api/simulations/", {"deck": {"text": STARTER_TEXT}, "games": 2}, format="json")
        self.job = job.json()

    def deck(self, *, owner):
        return DeckFactory(owner=owner, name="Schemathesis deck", entries=self.starter, partner=self.partner)

    def alive(self, deck):
        return deck if Deck.objects.filter(pk=deck.pk).exists() else None

    def credentials(self):
        token = base64.b64encode(f"{self.owner.username}:{PASSWORD}".encode()).decode()
        return {"Authorization": f"Basic {token}"}

    def variants(self, case):
        """(path parameters, headers, body) that name existing things the case asks for."""
        path = case.path_parameters or {}
        if isinstance(case.body, dict) and "deck" in case.body:
            # A match or a simulation of a deck that exists, the rest of the body as generated.
            yield {}, {}, {**case.body, "deck": self.anonymous_deck.share_id}
        if "key" in path:
            self.owned_deck = self.alive(self.owned_deck) or self.deck(owner=self.owner)
            self.anonymous_deck = self.alive(self.anonymous_deck) or self.deck(owner=None)
            token = {TOKEN_HEADER: self.anonymous_deck.edit_token}
            yield {"key": str(self.owned_deck.pk)}, self.credentials(), case.body
            yield {"key": self.anonymous_deck.share_id}, token, case.body
        if "match_id" in path:
            yield {"match_id": self.match["id"]}, self.credentials(), case.body
        if "job_id" in path:
            yield {"job_id": self.job["id"]}, self.credentials(), case.body
        if "share_id" in path:
            yield {"share_id": self.match["share_id"]}, {}, case.body
        if "number" in path:
            yield {"number": "St-1"}, {}, case.body


@pytest.fixture
def existing(catalog, card, unthrottled):
    return Existing(card)


@schema.parametrize()
@settings(max_examples=30, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_answers_as_its_schema_says(case, existing):
    cache.clear()
    with in_test_transaction():
        case.call_and_validate(headers=PLAIN, checks=CHECKS)
        generated_path, generated_headers = dict(case.path_parameters or {}), dict(case.headers or {})
        for path, headers, body in list(existing.variants(case)):
            case.path_parameters = {**generated_path, **path}
            case.headers = {**generated_headers, **headers}
            case.body = body
            case.call_and_validate(headers=PLAIN, checks=CHECKS)
