"""Small typed readers for environment variables that fail loudly on bad values (DESIGN rule 10)."""

import os
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager
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


def env_int(name: str, default: int, *, minimum: int = 0) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw.strip())
    except ValueError:
        raise ConfigError(f"{name}={raw!r} is not a whole number.") from None
    if value < minimum:
        raise ConfigError(f"{name}={raw!r} must be at least {minimum}.")
    return value


def env_choice(name: str, default: str, choices: tuple[str, ...]) -> str:
    """The variable's value upper-cased, refused unless it is one of `choices`."""
    value = env_str(name, default).strip().upper()
    if value not in choices:
        raise ConfigError(f"{name}={value!r} must be one of {', '.join(choices)}.")
    return value


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


def generated_secret(path: Path) -> str:
    """The secret key kept in `path`, generated there (mode 0600) on the first call.

    Several processes may start at once (gunicorn workers, a Celery worker): the key is written to a
    private temporary file and linked into place, so a reader never sees a half-written file and
    exactly one writer's key wins.
    """
    try:
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_name(f".{path.name}.{os.getpid()}")
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(descriptor, "w") as handle:
                handle.write(secrets.token_urlsafe(50))
            try:
                os.link(temporary, path)
            except FileExistsError:
                pass
            finally:
                temporary.unlink()
        return path.read_text().strip()
    except OSError as error:
        raise ConfigError(
            f"SECRET_KEY is unset and {path} cannot be read or written ({error.strerror})."
        ) from None


@contextmanager
def config_errors_as_one_line() -> Iterator[None]:
    """Around the entry points (manage.py, wsgi.py, asgi.py): a bad setting ends the process with
    one line on stderr, never a traceback."""
    try:
        yield
    except ConfigError as error:
        print(f"dmcg: configuration error: {error}", file=sys.stderr)
        raise SystemExit(1) from None
