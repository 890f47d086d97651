"""Thin DRF views over the card selectors (DESIGN rule 8)."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.http import Http404
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import generics
from rest_framework.request import Request
from rest_framework.response import Response

from cards.filters import CardFilterSet
from cards.models import Card
from cards.selectors import card_get, card_list
from cards.serializers import CardDetailSerializer, CardSerializer
from dmcg_site.schema import documented_error


class CardListApi(generics.ListAPIView):
    """Search the catalog: `q` takes the card query language; every other parameter is one key of it."""

    serializer_class = CardSerializer
    throttle_scope = "search"
    # The selector applies CardFilterSet itself; the backend is listed so the schema documents the
    # FilterSet's parameters, and `filter_queryset` below keeps it from filtering a second time.
    filter_backends = [DjangoFilterBackend]
    filterset_class = CardFilterSet

    @extend_schema(
        responses={
            200: CardSerializer(many=True),
            400: documented_error("The query, a filter or the sort is malformed; `detail` quotes it."),
        }
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)

    def get_queryset(self) -> QuerySet[Card]:
        return card_list(filters=self.request.query_params)

    def filter_queryset(self, queryset: QuerySet[Card]) -> QuerySet[Card]:
        return queryset


class CardDetailApi(generics.RetrieveAPIView):
    """One card by number, in any common spelling (`Bo-1145`, `bo1145`, `BO 01145`), with its other
    printings (the stats that differ) and how the engine plays it."""

    serializer_class = CardDetailSerializer

    @extend_schema(
        parameters=[OpenApiParameter("number", str, OpenApiParameter.PATH, description="A card number.")]
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)

    def get_object(self) -> Card:
        card = card_get(number=self.kwargs["number"])
        if card is None:
            raise Http404(f"No card numbered {self.kwargs['number']!r}.")
        return card
