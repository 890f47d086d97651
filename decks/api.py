"""The deck API: thin DRF views over decks.services and decks.selectors (DESIGN rule 8).

A deck is addressed by its numeric id or by its share id. The share id is the capability to read
(anyone holding the link reads); a numeric id opens only public decks and the caller's own, since ids
are guessable. Writes need the owner: the signed-in user, or for an anonymous deck its edit token in
the `X-Deck-Token` header. Everybody else gets 403 on every write.

Every deck answer carries its `revision` (also as the ETag). A change sends it back, as If-Match or
as `"revision"` in the body; when the deck has changed since, the answer is 409 with the current deck
and nothing is saved. A change without a revision (a script) is applied to the current deck.
"""

import json
from typing import Any

from django.http import Http404, HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.exceptions import PermissionDenied
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.parsers import FormParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from cards.models import Card
from decks import decklists, services
from decks.api_validate import ErrorOutput
from decks.models import Deck
from decks.permissions import (
    TOKEN_HEADER,
    deck_can_read_by_id,
    request_can_edit,
    request_edit_token,
    session_tokens,
)
from decks.selectors import (
    cards_by_number,
    deck_entries,
    deck_list_owned,
    deck_list_public,
    deck_revision_diff,
    deck_revisions,
)
from decks.serializers import (
    DeckConflictOutput,
    DeckCreatedOutput,
    DeckCreateInput,
    DeckImportInput,
    DeckOutput,
    DeckSummaryOutput,
    DeckUpdateInput,
    ImportErrorOutput,
    RevisionDiffOutput,
    RevisionOutput,
)
from decks.validation import deck_cards_validate
from dmcg_site.numbers import whole_number
from dmcg_site.pagination import StandardPagination
from dmcg_site.parsers import BoundedJSONParser

TOKEN_PARAMETER = OpenApiParameter(
    TOKEN_HEADER,
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    required=False,
    description="The edit token of an anonymous deck (returned once when it was created).",
)
IF_MATCH_PARAMETER = OpenApiParameter(
    "If-Match",
    OpenApiTypes.STR,
    OpenApiParameter.HEADER,
    required=False,
    description='The deck\'s `revision` (its ETag, e.g. "7") this change is based on; stale: 409.',
)
EXPORT_FORMATS = ("text", "dek", "json")


def deck_lookup(key: str) -> Deck:
    """The deck whose numeric id or share id is `key`, or 404."""
    decks = Deck.objects.select_related("owner", "partner", "forked_from")
    deck_id = whole_number(key)
    try:
        return decks.get(pk=deck_id) if deck_id is not None else decks.get(share_id=key)
    except Deck.DoesNotExist:
        raise Http404("No such deck.") from None


def _readable(request: Request, key: str) -> Deck:
    deck = deck_lookup(key)
    token = request_edit_token(request, deck=deck, use_session=False)
    if whole_number(key) is not None and not deck_can_read_by_id(deck=deck, user=request.user, token=token):
        # 404 rather than 403: a private deck's existence is not revealed by guessing ids.
        raise Http404("No such deck.")
    return deck


def _writable(request: Request, key: str) -> Deck:
    deck = deck_lookup(key)
    if not request_can_edit(request, deck=deck, use_session=False):
        raise PermissionDenied("Only the owner of this deck may change it.")
    return deck


def _partner(number: str | None, entries: list[tuple[Card, int]]) -> Card | None:
    if not number:
        return None
    return cards_by_number(entries=[(number, 1)])[0][0]


def deck_payload(deck: Deck, request: Request) -> dict[str, Any]:
    entries = deck_entries(deck=deck)
    return {
        "id": deck.pk,
        "share_id": deck.share_id,
        "name": deck.name,
        "format_code": deck.format_code,
        "notes": deck.notes,
        "owner": deck.owner,
        "is_public": deck.is_public,
        "partner": deck.partner,
        "forked_from": deck.forked_from,
        "entries": [{"card": card, "count": count} for card, count in entries],
        "legality": deck_cards_validate(format_code=deck.format_code, entries=entries).to_dict(),
        "revision": deck.version,
        "can_edit": request_can_edit(request, deck=deck, use_session=False),
        "created": deck.created,
        "updated": deck.updated,
        "edit_token": getattr(deck, "edit_token", ""),
    }


def request_revision(request: Request, *, body_revision: int | None) -> int | None:
    """The revision a change is based on: `"revision"` in the body or the If-Match header, else None.

    If-Match takes the ETag this API sends ("7"; W/"7" and a bare 7 too); `*` names no revision.
    """
    header = request.headers.get("If-Match", "").strip()
    from_header = None
    if header and header != "*":
        tag = header.removeprefix("W/").strip('"')
        from_header = whole_number(tag)
        if from_header is None:
            raise services.DeckError(f'If-Match must be a deck revision such as "7", not {header!r}.')
    if None not in (from_header, body_revision) and from_header != body_revision:
        raise services.DeckError(
            f"If-Match names revision {from_header} but the body names {body_revision}; send one of them."
        )
    return body_revision if body_revision is not None else from_header


def deck_response(deck: Deck, request: Request) -> Response:
    """The deck answer with its revision as the ETag, for a client to send back as If-Match."""
    response = Response(DeckOutput(deck_payload(deck, request)).data)
    response["ETag"] = f'"{deck.version}"'
    return response


class DeckListApi(APIView):
    # Declared on the view so the schema documents the page envelope and the `page` parameters.
    pagination_class = StandardPagination

    @extend_schema(
        operation_id="decks_list",
        summary="The caller's decks, or public decks",
        parameters=[
            OpenApiParameter("scope", str, enum=["mine", "public"], description="Default: mine."),
            OpenApiParameter("name", str, description="Public decks whose name contains this."),
            OpenApiParameter("card", str, description="Public decks holding this card (number or name)."),
        ],
        responses={200: DeckSummaryOutput(many=True)},
        tags=["decks"],
    )
    def get(self, request: Request) -> Response:
        if request.query_params.get("scope") == "public":
            decks = deck_list_public(
                name=request.query_params.get("name", ""), card=request.query_params.get("card", "")
            )
        else:
            ids = [int(pk) for pk in session_tokens(request.session)]
            decks = deck_list_owned(user=request.user, deck_ids=ids)
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(decks, request, view=self)
        return paginator.get_paginated_response(DeckSummaryOutput(page, many=True).data)

    @extend_schema(
        operation_id="decks_create",
        summary="Create a deck",
        description="Signed-in callers own the new deck. Anonymous callers get an `edit_token`, once.",
        request=DeckCreateInput,
        responses={201: DeckCreatedOutput, 400: ErrorOutput},
        tags=["decks"],
    )
    def post(self, request: Request) -> Response:
        data = DeckCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        entries = cards_by_number(entries=[(e["number"], e["count"]) for e in values["cards"]])
        deck = services.deck_create(
            owner=request.user,
            name=values["name"],
            format_code=values["format"],
            notes=values["notes"],
            is_public=values["is_public"],
            entries=entries,
            partner=_partner(values["partner"], entries),
        )
        return Response(DeckCreatedOutput(deck_payload(deck, request)).data, status=status.HTTP_201_CREATED)


class DeckDetailApi(APIView):
    @extend_schema(
        operation_id="decks_retrieve",
        summary="A deck with its cards and legality",
        parameters=[TOKEN_PARAMETER],
        responses={200: DeckOutput},
        tags=["decks"],
    )
    def get(self, request: Request, key: str) -> Response:
        return deck_response(_readable(request, key), request)

    @extend_schema(
        operation_id="decks_partial_update",
        summary="Change a deck (owner only)",
        description=(
            "Send the deck's `revision` back (If-Match header or `revision` in the body): if the deck "
            "changed since, nothing is saved and the answer is 409 with the current deck. Without a "
            "revision the change is applied to the current deck: only the fields sent change, and "
            "`cards` replaces the whole list (the later of two writers wins)."
        ),
        parameters=[TOKEN_PARAMETER, IF_MATCH_PARAMETER],
        request=DeckUpdateInput,
        responses={200: DeckOutput, 400: ErrorOutput, 403: ErrorOutput, 409: DeckConflictOutput},
        tags=["decks"],
    )
    def patch(self, request: Request, key: str) -> Response:
        deck = _writable(request, key)
        data = DeckUpdateInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        changes: dict[str, Any] = {
            "expected_revision": request_revision(request, body_revision=values.get("revision")),
            "editor": request.user,
        }
        for field, service_arg in (("name", "name"), ("format", "format_code"), ("notes", "notes")):
            if field in values:
                changes[service_arg] = values[field]
        if "is_public" in values:
            changes["is_public"] = values["is_public"]
        if "cards" in values:
            changes["entries"] = cards_by_number(entries=[(e["number"], e["count"]) for e in values["cards"]])
        if "partner" in values:
            entries = changes.get("entries") or deck_entries(deck=deck)
            changes["partner"] = _partner(values["partner"], entries)
        try:
            services.deck_update(deck=deck, **changes)
        except services.DeckConflict as conflict:
            return _conflict_response(conflict, request)
        return deck_response(deck_lookup(str(deck.pk)), request)

    @extend_schema(
        operation_id="decks_destroy",
        summary="Delete a deck (owner only)",
        description=(
            "With the deck's `revision` as If-Match, a deck changed since is not deleted: the answer is "
            "409 with the current deck."
        ),
        parameters=[TOKEN_PARAMETER, IF_MATCH_PARAMETER],
        responses={204: None, 400: ErrorOutput, 403: ErrorOutput, 409: DeckConflictOutput},
        tags=["decks"],
    )
    def delete(self, request: Request, key: str) -> Response:
        deck = _writable(request, key)
        try:
            services.deck_delete(deck=deck, expected_revision=request_revision(request, body_revision=None))
        except services.DeckConflict as conflict:
            return _conflict_response(conflict, request)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _conflict_response(conflict: services.DeckConflict, request: Request) -> Response:
    """409 for a write based on an older revision: what was refused, and the deck as it is now."""
    current = deck_payload(deck_lookup(str(conflict.deck.pk)), request)
    return Response(
        DeckConflictOutput({"detail": str(conflict), "deck": current}).data, status=status.HTTP_409_CONFLICT
    )


class IgnoreFormatParameter(DefaultContentNegotiation):
    """`?format=` names the decklist format here, not a DRF renderer: always render the default."""

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


def deck_export_body(deck: Deck, export_format: str) -> tuple[str, str, str]:
    """(body, content type, file extension) of a deck in `text`, `dek` or `json`."""
    entries = deck_entries(deck=deck)
    if export_format == "text":
        return decklists.write_text(entries, title=deck.name), "text/plain; charset=utf-8", "txt"
    if export_format == "dek":
        return decklists.write_dek(entries, name=deck.name), "application/xml; charset=utf-8", "dek"
    body = {
        "name": deck.name,
        "format": deck.format_code,
        "notes": deck.notes,
        "partner": deck.partner.number if deck.partner_id else None,
        "cards": [{"number": card.number, "count": count} for card, count in entries],
    }
    return json.dumps(body, ensure_ascii=False, indent=2), "application/json", "json"


class DeckExportApi(APIView):
    content_negotiation_class = IgnoreFormatParameter

    @extend_schema(
        operation_id="decks_export",
        summary="Export a deck as text, LackeyCCG .dek or JSON",
        description="The JSON body is a valid input of `POST /api/decks/`.",
        parameters=[
            TOKEN_PARAMETER,
            OpenApiParameter("format", str, enum=list(EXPORT_FORMATS), description="Default: text."),
        ],
        responses={
            (200, "text/plain"): OpenApiTypes.STR,
            (200, "application/xml"): OpenApiTypes.STR,
            (200, "application/json"): DeckCreateInput,
            (400, "application/json"): ErrorOutput,
        },
        tags=["decks"],
    )
    def get(self, request: Request, key: str) -> HttpResponse | Response:
        deck = _readable(request, key)
        export_format = request.query_params.get("format", "text")
        if export_format not in EXPORT_FORMATS:
            return Response(
                {"detail": f"Unknown export format '{export_format}'; use {', '.join(EXPORT_FORMATS)}."},
                status=status.HTTP_400_BAD_REQUEST,
            )
        body, content_type, extension = deck_export_body(deck, export_format)
        response = HttpResponse(body, content_type=content_type)
        response["Content-Disposition"] = f'inline; filename="{deck.share_id}.{extension}"'
        return response


class DeckImportApi(APIView):
    throttle_scope = "imports"
    parser_classes = [BoundedJSONParser, MultiPartParser, FormParser]

    @extend_schema(
        operation_id="decks_import",
        summary="Create a deck from a text decklist or a LackeyCCG .dek file",
        description="Nothing is saved while any line fails; the 400 lists every bad line.",
        request={"application/json": DeckImportInput, "multipart/form-data": DeckImportInput},
        responses={201: DeckCreatedOutput, 400: ImportErrorOutput},
        tags=["decks"],
    )
    def post(self, request: Request) -> Response:
        data = DeckImportInput(data=request.data)
        data.is_valid(raise_exception=True)
        values = data.validated_data
        try:
            deck = services.deck_import(
                owner=request.user,
                name=values.get("name", ""),
                format_code=values["format"],
                text=values.get("text"),
                upload=values.get("file"),
                picks=values.get("picks"),
            )
        except decklists.DecklistError as error:
            return Response(error.to_dict(), status=status.HTTP_400_BAD_REQUEST)
        return Response(DeckCreatedOutput(deck_payload(deck, request)).data, status=status.HTTP_201_CREATED)


class DeckRevisionsApi(APIView):
    @extend_schema(
        operation_id="decks_revisions",
        summary="Every saved revision of a deck, newest first",
        description="With `?a=<number>&b=<number>` the answer is instead the diff from revision a to b.",
        parameters=[
            TOKEN_PARAMETER,
            OpenApiParameter("a", int, description="Diff: the older revision number."),
            OpenApiParameter("b", int, description="Diff: the newer revision number."),
        ],
        responses={200: RevisionOutput(many=True), 400: ErrorOutput},
        tags=["decks"],
    )
    def get(self, request: Request, key: str) -> Response:
        deck = _readable(request, key)
        revisions = {revision.number: revision for revision in deck_revisions(deck=deck)}
        old, new = request.query_params.get("a"), request.query_params.get("b")
        if old is None and new is None:
            return Response(RevisionOutput(list(revisions.values()), many=True).data)
        numbers = (whole_number(old), whole_number(new))
        if None in numbers:
            raise services.DeckError("A diff needs two revision numbers: ?a=1&b=2.")
        missing = [str(n) for n in numbers if n not in revisions]
        if missing:
            raise services.DeckError(f"No revision {', '.join(missing)} of this deck.")
        diff = deck_revision_diff(old=revisions[numbers[0]], new=revisions[numbers[1]])
        return Response(RevisionDiffOutput(diff).data)
