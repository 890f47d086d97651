"""What the health endpoint reports: the database, the broker (when one is configured), the size
of the card catalog and the rules engine's version."""

import logging
from typing import Any

import redis
from django.db import connection

from cards.models import Card
from gameplay.engine import RULES_REVISION

# A probe answers within a load balancer's patience even when the broker host is gone.
BROKER_TIMEOUT_SECONDS = 2.0

logger = logging.getLogger("dmcg.health")


def _failure(part: str, error: Exception) -> str:
    """The public line for a part that failed: its name and the kind of error. The endpoint is open
    to anybody, so the error's own text (host names, users, paths) goes to the server log only."""
    logger.error("health check: %s failed: %s", part, error, exc_info=error)
    return f"{part}: {type(error).__name__} (details in the server log)"


def health_report(*, broker_url: str) -> dict[str, Any]:
    """`status` is "ok" only when the database answers, the broker (if any) answers PING and the
    catalog holds cards; `errors` names each problem (the details of a failure are logged)."""
    errors: list[str] = []
    # A game's full engine version adds a hash of its cards (gameplay.engine.version); the rules
    # revision is the part every game shares.
    report: dict[str, Any] = {"engine_version": RULES_REVISION, "database": "ok", "cards": 0}
    # Any failure below is an answer of the health endpoint, not a crash of it.
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as error:
        report["database"] = "error"
        errors.append(_failure("database", error))
    else:
        try:
            report["cards"] = Card.objects.count()
        except Exception as error:
            errors.append(_failure("catalog", error))
        else:
            if report["cards"] == 0:
                errors.append("catalog: no cards imported (run manage.py import_catalog)")
    if broker_url:
        try:
            client = redis.Redis.from_url(
                broker_url,
                socket_connect_timeout=BROKER_TIMEOUT_SECONDS,
                socket_timeout=BROKER_TIMEOUT_SECONDS,
            )
            with client:
                client.ping()
            report["broker"] = "ok"
        except (redis.RedisError, ValueError) as error:
            report["broker"] = "error"
            errors.append(_failure("broker", error))
    report["status"] = "error" if errors else "ok"
    report["errors"] = errors
    return report
