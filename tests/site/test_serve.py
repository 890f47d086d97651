"""`bin/serve` as a visitor meets it: gunicorn with DEBUG off, hashed static files, the API docs and
the health endpoint, on a throwaway SQLite database (the production smoke test CI runs)."""

import re
import socket
import subprocess
from urllib.error import HTTPError
from urllib.request import urlopen

import pytest
from django.conf import settings

from tests.local_cluster import LocalCluster


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with LocalCluster(tmp_path_factory.mktemp("serve"), broker=False) as cluster:
        cluster.start_web(production=True)
        yield cluster


def fetch(site, path: str) -> tuple[int, str, str]:
    with urlopen(f"{site.url}{path}", timeout=30) as response:
        return response.status, response.headers.get_content_type(), response.read().decode()


@pytest.mark.parametrize("path", ["/", "/cards/", "/cards/St-1/", "/decks/", "/play/", "/api/docs/"])
def test_the_pages_answer_200_under_gunicorn_with_debug_off(site, path):
    status, content_type, body = fetch(site, path)
    assert (status, content_type) == (200, "text/html")
    assert "Traceback" not in body


def test_the_stylesheet_has_a_hashed_name_and_is_served(site):
    _, _, home = fetch(site, "/")
    (stylesheet,) = re.findall(r'href="(/static/dmcg\.[0-9a-f]{12}\.css)"', home)
    status, content_type, css = fetch(site, stylesheet)
    assert (status, content_type) == (200, "text/css")
    assert css == (settings.BASE_DIR / "static" / "dmcg.css").read_text()


def test_the_health_endpoint_reports_the_whole_catalog(site):
    status, content_type, body = fetch(site, "/healthz")
    assert (status, content_type) == (200, "application/json")
    assert '"cards": 3078' in body


def test_the_server_runs_with_debug_off(site):
    # With DEBUG on, an unknown URL shows Django's technical 404 page with the URL patterns.
    with pytest.raises(HTTPError) as refused:
        urlopen(f"{site.url}/no-such-page/", timeout=30)
    assert refused.value.code == 404
    assert "URLconf" not in refused.value.read().decode()


def test_a_busy_port_is_reported_in_one_line_before_any_set_up():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [str(settings.BASE_DIR / "bin" / "serve")],
            env={"PATH": "/usr/bin:/bin", "PORT": str(port)},
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        f"bin/serve: cannot serve on 127.0.0.1:{port}: Address already in use (set PORT or HOST)."
    ]
