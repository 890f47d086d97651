from django.urls import path
from django.views.generic import RedirectView

from decks import api, views
from decks.api_validate import DeckValidateApi

app_name = "decks"

urlpatterns: list = [
    path("api/decks/validate/", DeckValidateApi.as_view(), name="api-validate"),
    path("api/decks/", api.DeckListApi.as_view(), name="api-list"),
    path("api/decks/import/", api.DeckImportApi.as_view(), name="api-import"),
    path("api/decks/<str:key>/", api.DeckDetailApi.as_view(), name="api-detail"),
    path("api/decks/<str:key>/export/", api.DeckExportApi.as_view(), name="api-export"),
    # The export's first address had no trailing slash; links to it keep working.
    path(
        "api/decks/<str:key>/export",
        RedirectView.as_view(pattern_name="decks:api-export", permanent=True, query_string=True),
    ),
    path("api/decks/<str:key>/revisions/", api.DeckRevisionsApi.as_view(), name="api-revisions"),
    path("decks/", views.deck_list_view, name="list"),
    path("decks/new/", views.deck_new_view, name="new"),
    path("decks/add-card/", views.deck_add_card_view, name="add-card"),
    path("decks/<int:deck_id>/edit/", views.deck_edit_view, name="edit"),
    path("decks/<int:deck_id>/delete/", views.deck_delete_view, name="delete"),
    path("d/<str:share_id>/", views.deck_share_view, name="share"),
    path("d/<str:share_id>/fork/", views.deck_fork_view, name="fork"),
    path("d/<str:share_id>/proxies/", views.deck_proxies_view, name="proxies"),
    path("d/<str:share_id>/hand/", views.deck_hand_view, name="hand"),
    path("accounts/signup/", views.signup_view, name="signup"),
]
