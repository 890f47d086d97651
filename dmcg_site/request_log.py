"""One log line per request: method, path, status and duration, as key=value pairs on stdout.

The site logs its own requests rather than relying on gunicorn's access log, so `bin/serve --dev`
(runserver), gunicorn and the test client all give the same line, at the level LOG_LEVEL sets.
"""

import logging
import time
from collections.abc import Callable
from urllib.parse import quote

from django.http import HttpRequest, HttpResponse

logger = logging.getLogger("dmcg.request")


class RequestLogMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        response = self.get_response(request)
        duration_ms = (time.perf_counter() - started) * 1000
        # The path without its query string (edit links carry their secret token there), quoted so
        # a space or an "=" in it cannot break the line into more fields.
        logger.info(
            "method=%s path=%s status=%d duration_ms=%.1f",
            request.method,
            quote(request.path),
            response.status_code,
            duration_ms,
        )
        return response
