"""Every error under /api/ is JSON with a `detail` that names the problem.

Two places make sure of it. `exception_handler` (DRF's EXCEPTION_HANDLER) answers what the API
views raise: the project's ValueError hierarchy (DESIGN rule 2) as 400, a body larger than
DATA_UPLOAD_MAX_MEMORY_SIZE as 413, a NUL character in the URL (which PostgreSQL refuses) as 400,
DRF's own errors with their status and headers (Retry-After on 429). A DRF ValidationError (a body
whose fields fail their serializer) keeps its field map under `errors` and gains a one-line
`detail` naming each failing field, so every 400 reads the same way. The Django error handlers
below (handler400/404/500 in dmcg_site.urls) answer what never reaches a view, such as a URL the
resolver does not match (`/api/matches/abc/`): JSON under /api/, the usual HTML pages elsewhere.
"""

from typing import Any
from urllib.parse import unquote_plus

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, SuspiciousOperation
from django.db import DataError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import defaults
from rest_framework import status
from rest_framework.exceptions import Throttled, ValidationError
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler as drf_exception_handler

from dmcg_site.throttles import throttled_detail

API_PREFIX = "/api/"
# Field errors quoted in the one-line `detail`; the full lists stay in the body.
MAX_FIELDS_IN_DETAIL = 5


class DmcgError(ValueError):
    """Base of every user-facing error: bad queries, illegal actions, bad decklists.

    They answer 400; a subclass may name another status (a limit reached is 429) and, for a 429,
    the seconds after which trying again makes sense (the Retry-After header).
    """

    status_code = status.HTTP_400_BAD_REQUEST
    retry_after: int | None = None


def too_big_detail() -> str:
    return f"The request body is larger than {settings.DATA_UPLOAD_MAX_MEMORY_SIZE:,} bytes."


def _field_errors(errors: Any, path: str = "") -> list[str]:
    """`cards[1].count: Ensure this value is less than or equal to 99.` for each leaf message."""
    if isinstance(errors, dict):
        # A list serializer reports its items' errors keyed by their index.
        return [
            line
            for key, value in errors.items()
            for line in _field_errors(
                value, f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else str(key)
            )
        ]
    if isinstance(errors, list):
        if all(isinstance(item, str) for item in errors):
            return [f"{path}: {' '.join(errors)}" if path else " ".join(errors)] if errors else []
        return [line for i, item in enumerate(errors) for line in _field_errors(item, f"{path}[{i}]")]
    return [f"{path}: {errors}" if path else str(errors)]


def errors_summary(errors: dict[str, Any]) -> str:
    """One line naming the failing fields: `cards[1].count: This field is required.; name: …`."""
    lines = _field_errors(errors)
    detail = "; ".join(
        line.removeprefix(f"{api_settings.NON_FIELD_ERRORS_KEY}: ") for line in lines[:MAX_FIELDS_IN_DETAIL]
    )
    if len(lines) > MAX_FIELDS_IN_DETAIL:
        detail += f"; and {len(lines) - MAX_FIELDS_IN_DETAIL} more"
    return detail


def _url_has_nul(request: Any) -> bool:
    return "\x00" in request.path or "\x00" in unquote_plus(request.META.get("QUERY_STRING", ""))


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, DmcgError):
        headers = {"Retry-After": str(exc.retry_after)} if exc.retry_after is not None else None
        return Response({"detail": str(exc)}, status=exc.status_code, headers=headers)
    if isinstance(exc, RequestDataTooBig):
        return Response({"detail": too_big_detail()}, status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    if isinstance(exc, DataError) and _url_has_nul(context["request"]):
        # psycopg refuses NUL before the query is sent (PostgreSQL text cannot hold it), so no
        # transaction is left broken; a JSON body with one never gets here (dmcg_site.parsers).
        return Response(
            {"detail": "The URL holds a NUL character (%00); no id or search term accepts one."},
            status=status.HTTP_400_BAD_REQUEST,
        )
    if isinstance(exc, SuspiciousOperation):
        # Too many form fields or files, a bad Host: the request, not the server, is at fault.
        return Response({"detail": str(exc)}, status=status.HTTP_400_BAD_REQUEST)
    response = drf_exception_handler(exc, context)
    if isinstance(exc, Throttled) and response is not None:
        response.data = {"detail": throttled_detail(exc, context)}
    elif isinstance(exc, ValidationError) and response is not None:
        errors = response.data
        if not isinstance(errors, dict):
            errors = {api_settings.NON_FIELD_ERRORS_KEY: errors}
        detail = errors_summary(errors) or "The request body is not valid."
        response.data = {"detail": detail, "errors": errors}
    return response


def _is_api(request: HttpRequest) -> bool:
    return request.path_info.startswith(API_PREFIX) or request.path_info == API_PREFIX.rstrip("/")


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    """handler400: a SuspiciousOperation raised outside an API view (413 when the body is too big)."""
    if not _is_api(request):
        return defaults.bad_request(request, exception)
    if isinstance(exception, RequestDataTooBig):
        return JsonResponse({"detail": too_big_detail()}, status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    return JsonResponse({"detail": f"Bad request: {exception}"}, status=status.HTTP_400_BAD_REQUEST)


def page_not_found(request: HttpRequest, exception: Exception) -> HttpResponse:
    """handler404: under /api/ a JSON 404 naming the path no endpoint answers."""
    if not _is_api(request):
        return defaults.page_not_found(request, exception)
    return JsonResponse(
        {"detail": f"Not found: no API endpoint or object at {request.path}."},
        status=status.HTTP_404_NOT_FOUND,
    )


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: the error is logged by Django; the client gets a JSON 500 under /api/."""
    if not _is_api(request):
        return defaults.server_error(request)
    return JsonResponse({"detail": "Server error."}, status=status.HTTP_500_INTERNAL_SERVER_ERROR)
