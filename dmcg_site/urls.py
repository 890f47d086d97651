from django.contrib import admin
from django.urls import include, path
from django.views.decorators.gzip import gzip_page
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from dmcg_site import views

handler404 = "dmcg_site.api_errors.page_not_found"

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("favicon.ico", views.favicon, name="favicon"),
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    # Django's set_language: the switcher's POST sets the language cookie and goes back to `next`.
    path("i18n/", include("django.conf.urls.i18n")),
    # The schema and the docs page are large and hold no secret, so they are gzipped (compression of
    # pages that echo a secret such as a CSRF token next to visitor input would invite BREACH).
    path("api/schema/", gzip_page(SpectacularAPIView.as_view()), name="schema"),
    # The split view serves Swagger UI's start-up script as a file of its own, which the
    # Content-Security-Policy (no inline scripts) allows.
    path(
        "api/docs/",
        gzip_page(SpectacularSwaggerSplitView.as_view(url_name="schema", template_name="api_docs.html")),
        name="api-docs",
    ),
    path("", include("cards.urls")),
    path("", include("decks.urls")),
    path("", include("gameplay.urls")),
]

# JSON under /api/, Django's own pages elsewhere (dmcg_site.api_errors).
handler400 = "dmcg_site.api_errors.bad_request"
handler404 = "dmcg_site.api_errors.page_not_found"
handler500 = "dmcg_site.api_errors.server_error"
