"""Small typed readers for environment variables that fail loudly on bad values (DESIGN rule 10)."""

import os
from pathlib import Path
from urllib.parse import unquote, urlsplit


class ConfigError(ValueError):
    """An environment variable holds a value the site cannot use."""


def env_str(name: str, default: str) -> str:
    """The variable's value; an empty value counts as unset (`DATABASE_URL= bin/test` means SQLite)."""
    return os.environ.get(name) or default


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ConfigError(f"{name}={raw!r} is not a boolean; use 1/0, true/false, yes/no or on/off.")


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def database_from_url(url: str, *, base_dir: Path) -> dict[str, object]:
    """Turn `sqlite:///path` or `postgres://user:pass@host:port/name` into a DATABASES entry."""
    parts = urlsplit(url)
    if parts.scheme == "sqlite":
        # sqlite:///relative.db and sqlite:////absolute.db, as dj-database-url reads them.
        path = unquote(parts.path[1:]) if parts.path.startswith("/") else unquote(parts.path)
        if not path:
            raise ConfigError(f"DATABASE_URL={url!r} names no SQLite file; use sqlite:///path/to/db.sqlite3.")
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": str(base_dir / path)}
    if parts.scheme in {"postgres", "postgresql", "pgsql"}:
        name = unquote(parts.path.lstrip("/"))
        if not name:
            raise ConfigError(
                f"DATABASE_URL={url!r} names no database; use postgres://user:pass@host:5432/name."
            )
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": name,
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port or ""),
        }
    raise ConfigError(f"DATABASE_URL={url!r}: the scheme must be sqlite:// or postgres://.")


RATE_PERIODS = ("s", "sec", "m", "min", "h", "hour", "d", "day")


def env_rate(name: str, default: str | None) -> str | None:
    """A DRF throttle rate such as "120/min"; "off" (or "none") turns the limit off."""
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = raw.strip().lower()
    if value in {"off", "none"}:
        return None
    count, _, period = value.partition("/")
    if not count.isdigit() or period not in RATE_PERIODS:
        raise ConfigError(
            f"{name}={raw!r} is not a rate; use <requests>/<s|min|hour|day>, e.g. 120/min, or off."
        )
    return value
