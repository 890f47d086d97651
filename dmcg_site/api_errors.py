"""Map the project's ValueError hierarchy to HTTP 400 with a message (DESIGN rule 2)."""

from typing import Any

from rest_framework import status
from rest_framework.exceptions import Throttled
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from dmcg_site.throttles import throttled_detail


class DmcgError(ValueError):
    """Base of every user-facing error: bad queries, illegal actions, bad decklists.

    They answer 400; a subclass may name another status (a limit reached is 429).
    """

    status_code = status.HTTP_400_BAD_REQUEST


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DmcgError):
        return Response({"detail": str(exc)}, status=exc.status_code)
    response = drf_exception_handler(exc, context)
    if isinstance(exc, Throttled) and response is not None:
        response.data = {"detail": throttled_detail(exc, context)}
    return response
