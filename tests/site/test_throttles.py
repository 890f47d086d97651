"""Throttles by scope (dmcg_site/throttles.py): 429 with Retry-After and a detail naming the limit."""

import pytest
from rest_framework.test import APIClient

# One request of every throttled scope; the throttle answers before the view reads the body, so
# an empty body (answered 400 or 404 the first time) is enough to count.
SCOPED_REQUESTS = [
    ("search", "get", "/api/cards/?q=agumon"),
    ("match_start", "post", "/api/matches/"),
    ("actions", "post", "/api/matches/1/actions/"),
    ("actions", "post", "/api/matches/1/undo/"),
    ("actions", "post", "/api/matches/1/resign/"),
    ("imports", "post", "/api/decks/import/"),
    ("simulations", "post", "/api/simulations/"),
]


@pytest.fixture
def rates(settings):
    """rates(search_anon="2/min", ...): the throttle rates for this test, every other scope off."""

    def configure(**scoped):
        settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": scoped}

    return configure


@pytest.mark.parametrize(("scope", "method", "url"), SCOPED_REQUESTS)
def test_every_throttled_endpoint_answers_429_past_its_anonymous_rate(catalog, rates, scope, method, url):
    rates(**{f"{scope}_anon": "1/min"})
    client = APIClient()
    first = getattr(client, method)(url, {}, format="json") if method == "post" else client.get(url)
    assert first.status_code != 429
    response = getattr(client, method)(url, {}, format="json") if method == "post" else client.get(url)
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 0
    label = scope.replace("_", " ")
    assert response.json()["detail"].startswith(
        f"Too many {label} requests: anonymous visitors may send 1/min. Try again in "
    )


def test_signed_in_users_have_their_own_higher_rate(catalog, rates, owner):
    rates(search_anon="1/min", search_user="3/min")
    signed_in = APIClient()
    signed_in.force_authenticate(owner)
    assert [signed_in.get("/api/cards/").status_code for _ in range(4)] == [200, 200, 200, 429]
    assert "signed-in users may send 3/min" in signed_in.get("/api/cards/").json()["detail"]
    assert [APIClient().get("/api/cards/").status_code for _ in range(2)] == [200, 429]


def test_each_scope_counts_its_own_requests(catalog, rates):
    rates(search_anon="1/min", imports_anon="1/min")
    client = APIClient()
    assert client.get("/api/cards/").status_code == 200
    assert client.get("/api/cards/").status_code == 429
    assert client.post("/api/decks/import/", {}, format="json").status_code == 400


def test_views_without_a_scope_are_not_throttled(catalog, rates):
    rates(search_anon="1/min")
    client = APIClient()
    assert [client.get("/api/cards/St-1/").status_code for _ in range(3)] == [200, 200, 200]


def test_a_scope_whose_rate_is_off_is_not_throttled(catalog, rates):
    rates(search_anon=None)
    client = APIClient()
    assert [client.get("/api/cards/").status_code for _ in range(3)] == [200, 200, 200]


def test_a_forged_x_forwarded_for_does_not_give_a_fresh_count(catalog, rates):
    rates(search_anon="1/min")
    client = APIClient()
    assert client.get("/api/cards/", HTTP_X_FORWARDED_FOR="10.0.0.1").status_code == 200
    assert client.get("/api/cards/", HTTP_X_FORWARDED_FOR="10.0.0.2").status_code == 429


# The pages doing an API endpoint's work, one request each (counted before the view reads anything).
SCOPED_PAGES = [
    ("search", "get", "/cards/?q=agumon"),
    ("match_start", "post", "/play/"),
    ("actions", "post", "/play/1/act/"),
    ("imports", "post", "/decks/new/"),
    ("simulations", "post", "/decks/1/simulate/"),
    ("simulations", "post", "/decks/1/gauntlet/"),
]


@pytest.mark.parametrize(("scope", "method", "url"), SCOPED_PAGES)
def test_every_page_doing_an_endpoints_work_answers_429_past_its_rate(
    client, catalog, rates, scope, method, url
):
    rates(**{f"{scope}_anon": "1/min"})
    assert getattr(client, method)(url).status_code != 429
    response = getattr(client, method)(url)
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 0
    body = response.content.decode()
    assert "Too many requests" in body and "(1/min)" in body and "Try again in" in body


def test_a_page_and_its_api_endpoint_share_one_budget(client, catalog, rates):
    rates(search_anon="2/min")
    assert client.get("/cards/", {"q": "agumon"}).status_code == 200
    assert client.get("/api/cards/", {"q": "agumon"}).status_code == 200
    assert client.get("/cards/", {"q": "gabumon"}).status_code == 429
    assert client.get("/api/cards/", {"q": "gabumon"}).status_code == 429


def test_a_page_counts_only_the_requests_that_do_the_work(client, catalog, rates):
    # Showing the import form is not an import: only its POST counts.
    rates(imports_anon="1/min")
    assert [client.get("/decks/new/").status_code for _ in range(3)] == [200, 200, 200]
