"""GET /healthz: the database, the broker when one is configured, the catalog and the engine."""

from gameplay.engine import RULES_REVISION
from tests.local_cluster import free_port


def test_a_healthy_site_answers_200_with_the_card_count_and_the_engine_version(client, catalog):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {
        "status": "ok",
        "database": "ok",
        "cards": 3078,
        "engine_version": RULES_REVISION,
        "errors": [],
    }
    assert "no-cache" in response["Cache-Control"]


def test_a_broker_that_does_not_answer_gives_503_naming_the_broker(client, catalog, settings, caplog):
    # A loopback port nobody listens on: the connection is refused at once.
    port = free_port()
    settings.CELERY_BROKER_URL = f"redis://127.0.0.1:{port}/0"
    response = client.get("/healthz")
    assert response.status_code == 503
    report = response.json()
    assert report["status"] == "error"
    assert report["broker"] == "error"
    assert report["database"] == "ok"
    assert report["errors"] == ["broker: ConnectionError (details in the server log)"]
    # Where the broker lives is for the server log, not for anybody asking /healthz.
    assert str(port) not in response.content.decode()
    assert any(str(port) in record.getMessage() for record in caplog.records if record.name == "dmcg.health")


def test_an_empty_catalog_gives_503_saying_to_import_it(client, catalog):
    catalog.all().delete()
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["cards"] == 0
    assert response.json()["errors"] == ["catalog: no cards imported (run manage.py import_catalog)"]


def test_the_health_endpoint_answers_only_reads(client, catalog):
    assert client.post("/healthz").status_code == 405
