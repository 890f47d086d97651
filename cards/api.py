"""Thin DRF views over the card selectors (DESIGN rule 8)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any
from urllib.parse import urlencode

from django.db.models import QuerySet
from django.http import Http404, HttpResponseBase, StreamingHttpResponse
from django.urls import reverse
from django.utils.cache import get_conditional_response
from django.utils.http import http_date
from django.utils.regex_helper import _lazy_re_compile
from django.utils.text import compress_sequence
from django.utils.translation import gettext_lazy as _
from django_filters.rest_framework import DjangoFilterBackend
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cards.bulk import catalog_bulk_lines, catalog_bulk_validators
from cards.filters import CardFilterSet
from cards.models import Card
from cards.query import name_query
from cards.selectors import Completion, card_autocomplete, card_get, card_list, card_search_suggestions
from cards.serializers import AutocompleteInput, AutocompleteSerializer, CardDetailSerializer, CardSerializer
from dmcg_site.pagination import StandardPagination
from dmcg_site.schema import documented_error

# As GZipMiddleware reads Accept-Encoding.
ACCEPTS_GZIP = _lazy_re_compile(r"\bgzip\b")


class CardSearchPagination(StandardPagination):
    """Pages of up to 500 cards, with `suggestions`: the names nearest to the query when none match."""

    max_page_size = 500

    def get_paginated_response_schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        page = super().get_paginated_response_schema(schema)
        page["properties"]["suggestions"] = {
            "type": "array",
            "items": {"type": "string"},
            "description": _(
                "When no card matches: the card names nearest to the query's words (trigram similarity), "
                "best first. Empty otherwise."
            ),
        }
        page["required"] = [*page["required"], "suggestions"]
        return page


class CardListApi(generics.ListAPIView):
    """Search the catalog: `q` takes the card query language; every other parameter is one key of it.

    When nothing matches, `suggestions` lists the nearest card names ("did you mean").
    """

    serializer_class = CardSerializer
    pagination_class = CardSearchPagination
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

    def get_paginated_response(self, data: Any) -> Response:
        response = super().get_paginated_response(data)
        nothing = response.data["count"] == 0
        response.data["suggestions"] = (
            card_search_suggestions(filters=self.request.query_params) if nothing else []
        )
        return response


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


class CardAutocompleteApi(APIView):
    """What the search box offers while typing: card numbers the text begins, then names holding it.

    Names match ignoring spaces, punctuation and case; at most `limit` entries (10 unless asked).
    """

    throttle_scope = "search"

    @extend_schema(
        parameters=[AutocompleteInput],
        responses={
            200: AutocompleteSerializer,
            400: documented_error(_("`q` is too long or `limit` is bad.")),
        },
    )
    def get(self, request: Request) -> Response:
        params = AutocompleteInput(data=request.query_params)
        params.is_valid(raise_exception=True)
        text, limit = params.validated_data["q"], params.validated_data["limit"]
        entries = [
            {**asdict(entry), "url": _completion_url(entry)}
            for entry in card_autocomplete(text=text, limit=limit)
        ]
        return Response(AutocompleteSerializer({"q": text, "results": entries}).data)


def _completion_url(entry: Completion) -> str:
    if entry.kind == "number":
        return reverse("cards:detail", args=[entry.value])
    return f"{reverse('cards:list')}?{urlencode({'q': name_query(entry.value)})}"


class FirstRendererNegotiation(BaseContentNegotiation):
    """Always the view's first renderer: the bulk body is JSON Lines whatever `Accept` says, and
    its errors are JSON like every other error under /api/ (no 406 for `Accept: application/jsonl`)."""

    def select_parser(self, request: Request, parsers: list[Any]) -> Any:
        return parsers[0] if parsers else None

    def select_renderer(
        self, request: Request, renderers: list[Any], format_suffix: str | None = None
    ) -> Any:
        return renderers[0], renderers[0].media_type


def _header(name: str, description: str, *, sent_back: bool = False) -> OpenApiParameter:
    """A request header of the bulk download, or (`sent_back`) a header of its 200 and 304."""
    where = {"response": [200, 304]} if sent_back else {}
    return OpenApiParameter(name, str, OpenApiParameter.HEADER, description=description, **where)


VALIDATOR_HEADERS = [
    _header("If-None-Match", _("An ETag this endpoint gave: 304 while it holds.")),
    _header("If-Modified-Since", _("An HTTP date: 304 when the catalog has not changed since.")),
    _header("ETag", _("The catalog revision's tag."), sent_back=True),
    _header("Last-Modified", _("When the catalog changed."), sent_back=True),
]


class CardBulkApi(APIView):
    """Every card as JSON Lines, one card a line: the card fields of `GET /api/cards/{number}/` (all but
    `printings` and `engine`).

    Gzip-compressed when the request accepts it (`Accept-Encoding: gzip`); `ETag` and
    `Last-Modified` change only when an import changes the catalog, and a matching
    `If-None-Match` or `If-Modified-Since` gets a 304 without a body.
    """

    throttle_scope = "search"
    renderer_classes = [JSONRenderer]
    content_negotiation_class = FirstRendererNegotiation

    @extend_schema(
        operation_id="cards_bulk",
        parameters=VALIDATOR_HEADERS,
        responses={
            (200, "application/jsonl"): OpenApiResponse(
                CardSerializer, description=_("One card per line, in card number order.")
            ),
            304: OpenApiResponse(
                description=_("The catalog has not changed since the copy the client holds.")
            ),
        },
    )
    def get(self, request: Request) -> HttpResponseBase:
        gzipped = bool(ACCEPTS_GZIP.search(request.headers.get("Accept-Encoding", "")))
        validators = catalog_bulk_validators(gzipped=gzipped)
        headers = {
            "ETag": validators.etag,
            "Last-Modified": http_date(validators.last_modified.timestamp()),
            "Vary": "Accept-Encoding",
        }
        unchanged = get_conditional_response(
            request, etag=validators.etag, last_modified=int(validators.last_modified.timestamp())
        )
        if unchanged is not None:
            for name, value in headers.items():
                unchanged[name] = value
            return unchanged
        lines = catalog_bulk_lines()
        response = StreamingHttpResponse(
            compress_sequence(lines) if gzipped else lines, content_type="application/jsonl; charset=utf-8"
        )
        for name, value in headers.items():
            response[name] = value
        if gzipped:
            response["Content-Encoding"] = "gzip"
        response["Content-Disposition"] = 'inline; filename="dmcg-cards.jsonl"'
        return response
