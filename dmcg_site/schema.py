"""The statuses the shared machinery of /api/ can answer, documented on every operation at once.

A drf-spectacular postprocessing hook (SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"]): views document
what they themselves answer; this module adds what comes from below them, so no view repeats it:

- 400 on an operation with a body: the body is not JSON, is nested too deeply, or fails its
  serializer (then `errors` holds the field map, see dmcg_site.api_errors);
- 413 and 415 on an operation with a body: too large, or a Content-Type the view does not read;
- 400 on an operation with a `page_size` parameter: a page larger than its documented maximum;
- 404 on an operation with a path parameter (nothing has that id), a `page` parameter (no such
  page) or DRF's `format` parameter (no renderer of that name);
- 401 or 403 where authentication runs: bad credentials, or a session write without its CSRF token;
- 429 everywhere: the caller is throttled and may retry after `Retry-After` seconds.

Every one of them is JSON with a `detail` (the shared `Error` component).
"""

from typing import Any

from drf_spectacular.utils import OpenApiResponse
from rest_framework.settings import api_settings

ERROR = "Error"
VALIDATION_ERROR = "ValidationError"
JSON = "application/json"

COMPONENTS: dict[str, dict[str, Any]] = {
    ERROR: {
        "type": "object",
        "description": "Every error under /api/: `detail` names the problem; some errors add fields.",
        "properties": {
            "detail": {
                "type": "string",
                "description": "What went wrong, naming the field, card number, line or rule concerned.",
            }
        },
        "required": ["detail"],
        "additionalProperties": True,
    },
    VALIDATION_ERROR: {
        "type": "object",
        "description": "A body whose fields fail validation.",
        "properties": {
            "detail": {"type": "string", "description": "The first message, after the field it concerns."},
            "errors": {
                "type": "object",
                "description": "Every failing field (`non_field_errors`: the whole body) to its messages, "
                "nested like the body.",
                "additionalProperties": True,
            },
        },
        "required": ["detail", "errors"],
    },
}

BODY_400 = "The body is not JSON, is nested too deeply, or fails validation (`errors` maps each field)."
RETRY_AFTER = {
    "description": "Seconds to wait before the next request.",
    "schema": {"type": "integer", "minimum": 0},
}
METHODS = ("get", "put", "post", "patch", "delete", "head", "options", "trace")


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def error_response(description: str) -> dict[str, Any]:
    return {"description": description, "content": {JSON: {"schema": ref(ERROR)}}}


def documented_error(description: str) -> OpenApiResponse:
    """For a view's `extend_schema(responses=...)`: a status of its own, answered with the shared Error."""
    return OpenApiResponse(response=ref(ERROR), description=description)


def auth_failure_status(view_class: Any) -> int | None:
    """The status DRF answers when this view's authentication fails, or None when it has none.

    DRF answers 401 only when the first authenticator names a WWW-Authenticate challenge; otherwise
    (session authentication first) a failure, including a missing CSRF token, is a 403.
    """
    authenticators = [authenticator() for authenticator in view_class.authentication_classes]
    if not authenticators:
        return None
    return 401 if authenticators[0].authenticate_header(None) else 403


def view_classes(generator: Any) -> dict[tuple[str, str], Any]:
    """(path, method) of each endpoint the generator parsed, to the view class serving it."""
    return {
        (path, method.lower()): callback.cls for path, _regex, method, callback in generator.endpoints or []
    }


def add_body_400(responses: dict[str, Any]) -> None:
    """A body can always fail parsing or validation: the view's own 400 shape, or one of the shared ones."""
    shared = [ref(VALIDATION_ERROR), ref(ERROR)]
    existing = responses.get("400")
    if existing is None:
        responses["400"] = {"description": BODY_400, "content": {JSON: {"schema": {"anyOf": shared}}}}
        return
    content = existing.setdefault("content", {}).setdefault(JSON, {})
    own = content.get("schema")
    content["schema"] = {"anyOf": [own, *(s for s in shared if s != own)]} if own else {"anyOf": shared}
    existing["description"] = " ".join(filter(None, [existing.get("description", "").strip(), BODY_400]))


def add_429(responses: dict[str, Any]) -> None:
    response = responses.setdefault(
        "429", error_response("Throttled: too many requests; wait the seconds in `Retry-After`.")
    )
    response.setdefault("headers", {}).setdefault("Retry-After", RETRY_AFTER)


def document_operation(operation: dict[str, Any], *, view_class: Any) -> None:
    responses = operation.setdefault("responses", {})
    parameters = operation.get("parameters", [])
    if "requestBody" in operation:
        add_body_400(responses)
        responses.setdefault("413", error_response("The body is larger than the site accepts."))
        responses.setdefault(
            "415", error_response("This operation does not read a body of that Content-Type.")
        )
    query = {p["name"] for p in parameters if p["in"] == "query"}
    if "page_size" in query:
        responses.setdefault("400", error_response("`page_size` is larger than the maximum it documents."))
    if any(p["in"] == "path" for p in parameters):
        responses.setdefault("404", error_response("Nothing has that id, or it is not the caller's."))
    elif "page" in query:
        responses.setdefault("404", error_response("There is no such page."))
    elif api_settings.URL_FORMAT_OVERRIDE in query:
        # DRF renders this 404 with the view's first renderer, which need not be JSON.
        media_types = responses.get("200", {}).get("content") or {JSON: {}}
        responses.setdefault(
            "404",
            {
                "description": "There is no renderer of that format.",
                "content": {media_type: {"schema": ref(ERROR)} for media_type in media_types},
            },
        )
    status = auth_failure_status(view_class) if view_class is not None else None
    if status is not None:
        responses.setdefault(
            str(status),
            error_response(
                "The credentials are wrong, a signed-in write lacks its CSRF token, or the caller "
                "may not do this."
            ),
        )
    add_429(responses)


def postprocess_shared_errors(result: dict[str, Any], generator: Any, **kwargs: Any) -> dict[str, Any]:
    """Add the shared Error components and every shared status to every operation of the schema."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    for name, component in COMPONENTS.items():
        schemas.setdefault(name, component)
    views = view_classes(generator)
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if method in METHODS:
                document_operation(operation, view_class=views.get((path, method)))
    return result
