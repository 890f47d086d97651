from django.urls import path

from decks import api
from decks.api_validate import DeckValidateApi

# No app_name: the validate route is reversed as "api-deck-validate" by its tests, so every name
# here carries a "deck" prefix instead of a namespace.
urlpatterns: list = [
    path("api/decks/validate/", DeckValidateApi.as_view(), name="api-deck-validate"),
    path("api/decks/", api.DeckListApi.as_view(), name="api-deck-list"),
    path("api/decks/import/", api.DeckImportApi.as_view(), name="api-deck-import"),
    path("api/decks/<str:key>/", api.DeckDetailApi.as_view(), name="api-deck-detail"),
    path("api/decks/<str:key>/export", api.DeckExportApi.as_view(), name="api-deck-export"),
]
