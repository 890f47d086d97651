"""What the health endpoint reports: the database, the broker (when one is configured), the size
of the card catalog and the rules engine's version."""

from typing import Any

import redis
from django.db import connection

from cards.models import Card
from gameplay.engine import ENGINE_VERSION

# A probe answers within a load balancer's patience even when the broker host is gone.
BROKER_TIMEOUT_SECONDS = 2.0


def health_report(*, broker_url: str) -> dict[str, Any]:
    """`status` is "ok" only when the database answers, the broker (if any) answers PING and the
    catalog holds cards; `errors` names each problem."""
    errors: list[str] = []
    report: dict[str, Any] = {"engine_version": ENGINE_VERSION, "database": "ok", "cards": 0}
    # Any failure below is an answer of the health endpoint, not a crash of it.
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception as error:
        report["database"] = "error"
        errors.append(f"database: {error}")
    else:
        try:
            report["cards"] = Card.objects.count()
        except Exception as error:
            errors.append(f"catalog: {error}")
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
            errors.append(f"broker: {error}")
    report["status"] = "error" if errors else "ok"
    report["errors"] = errors
    return report
