from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from dmcg_site import views

urlpatterns = [
    path("", views.home, name="home"),
    path("admin/", admin.site.urls),
    path("accounts/", include("django.contrib.auth.urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("", include("cards.urls")),
    path("", include("decks.urls")),
    path("", include("gameplay.urls")),
]

# JSON under /api/, Django's own pages elsewhere (dmcg_site.api_errors).
handler400 = "dmcg_site.api_errors.bad_request"
handler404 = "dmcg_site.api_errors.page_not_found"
handler500 = "dmcg_site.api_errors.server_error"
