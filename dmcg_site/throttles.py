"""Request throttles by scope, anonymous visitors held lower than signed-in ones (DESIGN rule 15).

An API view opts in with `throttle_scope = "search"` (or "match_start", "actions", "imports",
"simulations"), a page view with `@throttle_page("search")`; views without a scope are not
throttled. The rate of a scope comes from REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] under
"<scope>_anon" (counted per client address) or "<scope>_user" (counted per user), read at every
request so `override_settings` and the environment (settings.py: DMCG_THROTTLE_<SCOPE>_<ANON|USER>)
take effect. A rate of None turns a scope off. The counters live in the default cache: see CACHES
in settings.py for what is shared between web processes.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, TypeVar

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from rest_framework.exceptions import Throttled
from rest_framework.settings import api_settings
from rest_framework.throttling import AnonRateThrottle, UserRateThrottle

AUDIENCE_NAMES = {"anon": "anonymous visitors", "user": "signed-in users"}

PageView = TypeVar("PageView", bound=Callable[..., HttpResponse])


def audience_of(request: Any) -> str:
    return "user" if request.user and request.user.is_authenticated else "anon"


def scope_rate(*, scope: str, audience: str) -> str | None:
    """The configured rate of a scope for one audience ("anon" or "user"), e.g. "120/min"."""
    return api_settings.DEFAULT_THROTTLE_RATES.get(f"{scope}_{audience}")


class _ViewScopeMixin:
    """Takes the scope from the view and the rate from the settings at request time.

    DRF reads its rates once, when the throttle module is imported; this reads them per request.
    """

    audience: str
    scope: str | None
    rate: str | None

    def __init__(self) -> None:
        # The scope (hence the rate) is only known once the view is: see allow_request.
        pass

    def allow_request(self, request: Any, view: Any) -> bool:
        scope = getattr(view, "throttle_scope", None)
        if not scope or audience_of(request) != self.audience:
            return True
        self.scope = f"{scope}_{self.audience}"
        self.rate = scope_rate(scope=scope, audience=self.audience)
        self.num_requests, self.duration = self.parse_rate(self.rate)  # type: ignore[attr-defined]
        return super().allow_request(request, view)  # type: ignore[misc]


class ScopedAnonThrottle(_ViewScopeMixin, AnonRateThrottle):
    """The view's scope for anonymous callers, counted per client address."""

    audience = "anon"


class ScopedUserThrottle(_ViewScopeMixin, UserRateThrottle):
    """The view's scope for signed-in callers, counted per user."""

    audience = "user"


def throttled_detail(exc: Throttled, context: dict[str, Any]) -> str:
    """The 429's detail: which limit was hit and when to come back (DRF's own for unscoped views)."""
    view, request = context.get("view"), context.get("request")
    scope = getattr(view, "throttle_scope", None)
    if not scope or request is None:
        return str(exc.detail)
    wait = f" Try again in {exc.wait} seconds." if exc.wait is not None else ""
    audience = audience_of(request)
    rate = scope_rate(scope=scope, audience=audience)
    label = scope.replace("_", " ")
    return f"Too many {label} requests: {AUDIENCE_NAMES[audience]} may send {rate}.{wait}"


def throttle_page(scope: str, *, methods: tuple[str, ...] = ("POST",)) -> Callable[[PageView], PageView]:
    """The API's limit of `scope` for a page view that does the same work as an API endpoint (the
    card search, starting a match, a board action, an import, a simulation): the requests with one
    of `methods` count in the same counters as the API's, so one visitor has one budget whichever
    way they come. Over the rate the page answers 429 with Retry-After and says which limit was hit."""
    holder = SimpleNamespace(throttle_scope=scope)

    def decorate(view: PageView) -> PageView:
        @functools.wraps(view)
        def throttled(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method in methods:
                for throttle in (ScopedAnonThrottle(), ScopedUserThrottle()):
                    if not throttle.allow_request(request, holder):
                        return _too_many(request, scope, throttle.wait())
            return view(request, *args, **kwargs)

        return throttled  # type: ignore[return-value]

    return decorate


def _too_many(request: HttpRequest, scope: str, wait: float | None) -> HttpResponse:
    seconds = math.ceil(wait) if wait is not None else None
    rate = scope_rate(scope=scope, audience=audience_of(request))
    response = render(request, "429.html", {"rate": rate, "seconds": seconds}, status=429)
    if seconds is not None:
        response["Retry-After"] = str(seconds)
    return response
