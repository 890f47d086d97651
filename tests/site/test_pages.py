"""The site-wide pages and headers: the 500 page, the favicon, the request log line, the CSP."""

import gzip
import logging

import pytest
from django.test import Client
from django.urls import path


def explode(request):
    raise RuntimeError("a bug in a view")


urlpatterns = [path("explode/", explode)]


@pytest.mark.urls(__name__)
def test_a_crashing_view_gets_the_static_500_page(db):
    response = Client(raise_request_exception=False).get("/explode/")
    assert response.status_code == 500
    assert "Something went wrong" in response.content.decode()


def test_the_favicon_is_the_static_svg_linked_from_every_page(client, catalog):
    response = client.get("/favicon.ico")
    assert response.status_code == 302
    assert response["Location"].endswith("favicon.svg")
    assert 'rel="icon" href="/static/favicon.svg"' in client.get("/").content.decode()


def test_every_request_is_one_key_value_log_line_without_the_query_string(client, catalog, caplog):
    with caplog.at_level(logging.INFO, logger="dmcg.request"):
        client.get("/cards/", {"q": "secret words"})
    (line,) = [record.getMessage() for record in caplog.records if record.name == "dmcg.request"]
    assert line.startswith("method=GET path=/cards/ status=200 duration_ms=")
    assert "secret" not in line


def test_pages_forbid_inline_scripts_and_styles(client, catalog):
    policy = client.get("/")["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "style-src 'self'" in policy
    assert "unsafe-inline" not in policy


def test_the_api_docs_load_their_start_up_script_from_a_url(client, catalog):
    html = client.get("/api/docs/").content.decode()
    assert '<script src="/api/docs/?script="></script>' in html
    assert "<style>" not in html
    script = client.get("/api/docs/", {"script": ""})
    assert script.status_code == 200
    assert "SwaggerUIBundle" in script.content.decode()


def test_the_api_docs_page_names_its_language(client, db):
    assert '<html lang="en">' in client.get("/api/docs/").content.decode()


@pytest.mark.parametrize("path", ["/api/docs/", "/api/schema/"])
def test_the_api_docs_and_schema_are_served_gzipped_to_a_browser_that_accepts_it(client, db, path):
    plain = client.get(path)
    packed = client.get(path, headers={"accept-encoding": "gzip, deflate, br"})
    assert packed["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.content) == plain.content
