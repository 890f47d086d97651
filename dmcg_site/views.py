from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from decks.selectors import deck_list_public
from dmcg_site.health import health_report

HOME_RECENT_DECKS = 5


def home(request: HttpRequest) -> HttpResponse:
    """The front page: search, the ways in (new deck, test play, a random card), recent public decks."""
    return render(request, "home.html", {"recent_decks": deck_list_public()[:HOME_RECENT_DECKS]})


@never_cache
@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    """200 with the report when everything answers, 503 with the same report naming what did not."""
    report = health_report(broker_url=settings.CELERY_BROKER_URL)
    return JsonResponse(report, status=200 if report["status"] == "ok" else 503)


def favicon(request: HttpRequest) -> HttpResponseRedirect:
    """Browsers ask for /favicon.ico by themselves; the icon is the hashed static SVG."""
    return HttpResponseRedirect(static("favicon.svg"))
