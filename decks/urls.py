from django.urls import path

from decks import api, views
from decks.api_validate import DeckValidateApi

# No app_name: the validate route is reversed as "api-deck-validate" by its tests, so every name
# here carries a "deck" prefix instead of a namespace.
urlpatterns: list = [
    path("api/decks/validate/", DeckValidateApi.as_view(), name="api-deck-validate"),
    path("api/decks/", api.DeckListApi.as_view(), name="api-deck-list"),
    path("api/decks/import/", api.DeckImportApi.as_view(), name="api-deck-import"),
    path("api/decks/<str:key>/", api.DeckDetailApi.as_view(), name="api-deck-detail"),
    path("api/decks/<str:key>/export", api.DeckExportApi.as_view(), name="api-deck-export"),
    path("api/decks/<str:key>/revisions/", api.DeckRevisionsApi.as_view(), name="api-deck-revisions"),
    path("decks/", views.deck_list_view, name="deck-list"),
    path("decks/new/", views.deck_new_view, name="deck-new"),
    path("decks/<int:deck_id>/edit/", views.deck_edit_view, name="deck-edit"),
    path("decks/<int:deck_id>/delete/", views.deck_delete_view, name="deck-delete"),
    path("d/<str:share_id>/", views.deck_share_view, name="deck-share"),
    path("d/<str:share_id>/fork/", views.deck_fork_view, name="deck-fork"),
    path("d/<str:share_id>/proxies/", views.deck_proxies_view, name="deck-proxies"),
    path("accounts/signup/", views.signup_view, name="signup"),
]
