"""Request throttles by scope, anonymous visitors held lower than signed-in ones (DESIGN rule 15).

A view opts in with `throttle_scope = "search"` (or "match_start", "actions", "imports",
"simulations"); views without a scope are not throttled. The rate of a scope comes from
REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] under "<scope>_anon" (counted per client address) or
"<scope>_user" (counted per user), read at every request so `override_settings` and the
environment (settings.py: DMCG_THROTTLE_<SCOPE>_<ANON|USER>) take effect. A rate of None turns a
scope off. The counters live in the default cache: see CACHES in settings.py for what is shared
between web processes.
"""

from __future__ import annotations

from typing import Any

from rest_framework.exceptions import Throttled
from rest_framework.settings import api_settings
from rest_framework.throttling import AnonRateThrottle, UserRateThrottle

AUDIENCE_NAMES = {"anon": "anonymous visitors", "user": "signed-in users"}


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
