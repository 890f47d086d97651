"""GET /api/cards/bulk/ (cards.api, cards.bulk): every card as JSON Lines, gzip, ETag/Last-Modified, 304."""

import gzip
import json

import pytest
from django.urls import reverse

from cards.models import Card, CatalogState
from cards.services import catalog_state_touch

pytestmark = pytest.mark.django_db


def bulk(client, **headers):
    return client.get(reverse("cards:api-bulk"), headers=headers)


def body_of(response) -> bytes:
    return b"".join(response.streaming_content)


def test_every_card_is_one_json_line_with_the_card_fields_of_the_detail_endpoint(client, catalog):
    response = bulk(client)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/jsonl; charset=utf-8"
    lines = body_of(response).decode().splitlines()
    assert len(lines) == Card.objects.count()
    cards = {card["number"]: card for card in map(json.loads, lines)}
    for number in ("St-1", "Bo-1145", "Bx-28"):
        detail = client.get(reverse("cards:api-detail", args=[number])).json()
        # The detail's page extras (other printings, the engine's words) are not card fields.
        assert set(detail) - set(cards[number]) == {"printings", "engine"}
        assert cards[number] == {k: v for k, v in detail.items() if k not in ("printings", "engine")}


def test_the_lines_come_in_natural_number_order(client, catalog):
    numbers = [json.loads(line)["number"] for line in body_of(bulk(client)).splitlines()]
    bo = [n for n in numbers if n.startswith("Bo-")]
    assert bo.index("Bo-2") < bo.index("Bo-10") < bo.index("Bo-100")


def test_a_client_that_accepts_gzip_gets_the_same_lines_compressed(client, catalog):
    plain = bulk(client)
    packed = bulk(client, accept_encoding="gzip, deflate, br")
    assert packed["Content-Encoding"] == "gzip" and "Content-Encoding" not in plain
    assert "Accept-Encoding" in packed["Vary"] and packed["Vary"] == plain["Vary"]
    compressed = body_of(packed)
    assert gzip.decompress(compressed) == body_of(plain)
    assert len(compressed) * 5 < len(gzip.decompress(compressed))
    # The two bodies differ byte for byte, so their ETags do too.
    assert packed["ETag"] != plain["ETag"]


def test_a_matching_etag_or_date_gets_a_304_without_a_body(client, catalog):
    first = bulk(client)
    again = bulk(client, if_none_match=first["ETag"])
    assert again.status_code == 304 and again.content == b""
    assert again["ETag"] == first["ETag"]
    assert bulk(client, if_modified_since=first["Last-Modified"]).status_code == 304
    assert bulk(client, if_none_match='"cards-0-stale"').status_code == 200


def test_an_import_that_changes_the_catalog_changes_the_etag_and_one_that_does_not_keeps_it(client, catalog):
    from django.conf import settings
    from django.core.management import call_command

    before = bulk(client)["ETag"]
    call_command("import_catalog", str(settings.CATALOG_DIR), verbosity=0)
    assert bulk(client)["ETag"] == before
    catalog_state_touch()
    changed = bulk(client)
    assert changed["ETag"] != before
    assert CatalogState.objects.get().revision == int(changed["ETag"].strip('"').split("-")[1])
    assert bulk(client, if_none_match=before).status_code == 200
