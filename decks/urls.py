from django.urls import path

from decks.api_validate import DeckValidateApi

urlpatterns: list = [
    path("api/decks/validate/", DeckValidateApi.as_view(), name="api-deck-validate"),
]
