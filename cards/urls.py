from django.urls import path

from cards import api, views

app_name = "cards"

urlpatterns = [
    path("cards/", views.card_list_view, name="list"),
    path("cards/help/", views.card_help_view, name="help"),
    path("cards/<str:number>/", views.card_detail_view, name="detail"),
    path("cards/<str:number>/face/", views.card_face_view, name="face"),
    path("api/cards/", api.CardListApi.as_view(), name="api-list"),
    path("api/cards/bulk/", api.CardBulkApi.as_view(), name="api-bulk"),
    path("api/cards/autocomplete/", api.CardAutocompleteApi.as_view(), name="api-autocomplete"),
    path("api/cards/<str:number>/", api.CardDetailApi.as_view(), name="api-detail"),
]
