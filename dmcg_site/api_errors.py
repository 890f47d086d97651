"""Every error under /api/ is JSON with a `detail` that names the problem (DESIGN rule 2).

The project's ValueError hierarchy becomes HTTP 400 with its message. A DRF ValidationError (a body
whose fields fail their serializer) keeps its field map under `errors` and gains a `detail` that
repeats the first message with the field it belongs to, so every 400 reads the same way.
A URL under /api/ that no route matches (`/api/matches/abc/`) is a JSON 404 as well.
"""

from typing import Any

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import defaults
from rest_framework import status
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler as drf_exception_handler


class DmcgError(ValueError):
    """Base of every user-facing error: bad queries, illegal actions, bad decklists."""


def _field_path(path: str, key: Any) -> str:
    if key == api_settings.NON_FIELD_ERRORS_KEY:
        return path
    # DRF keys the rows of a list by their index.
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


def first_message(errors: Any, path: str = "") -> str:
    """The first message of a DRF error structure, prefixed with the field path that holds it.

    `{"cards": [{}, {"count": ["Too small."]}]}` gives `"cards[1].count: Too small."`; messages of
    the whole body (`non_field_errors`) carry no prefix.
    """
    if isinstance(errors, dict):
        for key, value in errors.items():
            message = first_message(value, _field_path(path, key))
            if message:
                return message
        return ""
    if isinstance(errors, list):
        for index, value in enumerate(errors):
            # A list of messages belongs to the field itself; a list of objects is one per row.
            inner = f"{path}[{index}]" if isinstance(value, dict | list) else path
            message = first_message(value, inner)
            if message:
                return message
        return ""
    return f"{path}: {errors}" if path else str(errors)


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DmcgError):
        return Response({"detail": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
    response = drf_exception_handler(exc, context)
    if isinstance(exc, ValidationError) and response is not None:
        errors = response.data
        if not isinstance(errors, dict):
            errors = {api_settings.NON_FIELD_ERRORS_KEY: errors}
        detail = first_message(errors) or "The request body is not valid."
        response.data = {"detail": detail, "errors": errors}
    return response


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    """Django's handler404: JSON under /api/ (clients parse it), the site's 404 page elsewhere."""
    if request.path.startswith("/api/"):
        return JsonResponse({"detail": f"Nothing under /api/ answers {request.path}."}, status=404)
    return defaults.page_not_found(request, exception)
