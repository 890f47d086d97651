"""Production settings from the environment: `check --deploy` is clean behind HTTPS, and a bad
setting stops manage.py with one line instead of a traceback."""

import os
import secrets
import subprocess
import sys

from django.conf import settings

HTTPS_WARNINGS = ["security.W004", "security.W008", "security.W012", "security.W016"]


def manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    # The browser tests' DJANGO_ALLOW_ASYNC_UNSAFE is for the test process only; a deployment that
    # set it would fail check --deploy (async.E001).
    inherited = {name: value for name, value in os.environ.items() if name != "DJANGO_ALLOW_ASYNC_UNSAFE"}
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=settings.BASE_DIR,
        env=inherited | {"DJANGO_SETTINGS_MODULE": "dmcg_site.settings"} | env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_check_deploy_finds_nothing_behind_https_with_a_real_secret():
    result = manage("check", "--deploy", DEBUG="0", DMCG_HTTPS="1", SECRET_KEY=secrets.token_urlsafe(50))
    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout, result.stdout + result.stderr
    assert "WARNING" not in result.stderr


def test_without_https_check_deploy_names_the_four_transport_settings():
    result = manage("check", "--deploy", DEBUG="0", DMCG_HTTPS="0", SECRET_KEY=secrets.token_urlsafe(50))
    found = sorted(code for code in HTTPS_WARNINGS if code in result.stderr)
    assert found == HTTPS_WARNINGS, result.stderr
    assert "4 issues" in result.stderr


def test_a_bad_setting_is_one_line_naming_it_and_no_traceback():
    result = manage("check", DEBUG="maybe")
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        "dmcg: configuration error: DEBUG='maybe' is not a boolean; use 1/0, true/false, yes/no or on/off."
    ]
