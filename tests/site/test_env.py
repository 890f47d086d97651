"""The environment readers behind dmcg_site/settings.py (DESIGN rule 10)."""

import stat
from pathlib import Path

import pytest

from dmcg_site.env import (
    ConfigError,
    database_from_url,
    env_bool,
    env_choice,
    env_int,
    env_str,
    generated_secret,
)

BASE = Path("/srv/dmcg")


def test_an_empty_variable_counts_as_unset(monkeypatch):
    monkeypatch.setenv("DATABASE_URL", "")
    assert env_str("DATABASE_URL", "sqlite:///db.sqlite3") == "sqlite:///db.sqlite3"


def test_a_relative_sqlite_url_lands_in_the_project_folder():
    assert database_from_url("sqlite:///db.sqlite3", base_dir=BASE) == {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(BASE / "db.sqlite3"),
    }


def test_an_absolute_sqlite_url_keeps_its_path():
    assert database_from_url("sqlite:////tmp/x.db", base_dir=BASE)["NAME"] == "/tmp/x.db"


def test_a_postgres_url_gives_every_connection_part():
    db = database_from_url("postgres://dmcg:p%40ss@db.local:5433/cards", base_dir=BASE)
    assert db == {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "cards",
        "USER": "dmcg",
        "PASSWORD": "p@ss",
        "HOST": "db.local",
        "PORT": "5433",
    }


@pytest.mark.parametrize(
    ("url", "named"),
    [("mysql://u@h/db", "scheme"), ("postgres://u@h/", "names no database"), ("sqlite://", "names no")],
)
def test_a_bad_database_url_is_refused_with_what_is_wrong(url, named):
    with pytest.raises(ConfigError, match=named):
        database_from_url(url, base_dir=BASE)


def test_a_boolean_that_is_not_one_is_refused_naming_the_variable(monkeypatch):
    monkeypatch.setenv("DEBUG", "maybe")
    with pytest.raises(ConfigError, match="DEBUG='maybe'"):
        env_bool("DEBUG", True)


def test_a_whole_number_is_read_and_a_word_is_refused_naming_the_variable(monkeypatch):
    monkeypatch.setenv("DMCG_DB_POOL_MAX", "8")
    assert env_int("DMCG_DB_POOL_MAX", 4) == 8
    monkeypatch.setenv("DMCG_DB_POOL_MAX", "eight")
    with pytest.raises(ConfigError, match="DMCG_DB_POOL_MAX='eight' is not a whole number"):
        env_int("DMCG_DB_POOL_MAX", 4)


def test_a_number_below_the_minimum_is_refused(monkeypatch):
    monkeypatch.setenv("DMCG_DB_POOL_MAX", "0")
    with pytest.raises(ConfigError, match="at least 1"):
        env_int("DMCG_DB_POOL_MAX", 4, minimum=1)


def test_a_log_level_is_one_of_the_named_levels(monkeypatch):
    monkeypatch.setenv("LOG_LEVEL", "debug")
    assert env_choice("LOG_LEVEL", "INFO", ("DEBUG", "INFO")) == "DEBUG"
    monkeypatch.setenv("LOG_LEVEL", "loud")
    with pytest.raises(ConfigError, match="LOG_LEVEL='LOUD' must be one of DEBUG, INFO"):
        env_choice("LOG_LEVEL", "INFO", ("DEBUG", "INFO"))


def test_a_secret_is_generated_once_into_a_private_file_and_then_reused(tmp_path):
    path = tmp_path / "var" / "secret_key"
    first = generated_secret(path)
    assert len(first) >= 50
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert generated_secret(path) == first
    assert list(path.parent.iterdir()) == [path]


def test_an_unwritable_secret_file_is_a_configuration_error(tmp_path):
    (tmp_path / "var").write_text("a file where the folder should be")
    with pytest.raises(ConfigError, match="SECRET_KEY is unset and .* cannot be read or written"):
        generated_secret(tmp_path / "var" / "secret_key")
