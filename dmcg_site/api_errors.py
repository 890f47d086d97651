"""Map the project's ValueError hierarchy to HTTP 400 with a message (DESIGN rule 2)."""

from typing import Any

from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler


class DmcgError(ValueError):
    """Base of every user-facing error: bad queries, illegal actions, bad decklists."""


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DmcgError):
        return Response({"detail": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
    return drf_exception_handler(exc, context)
