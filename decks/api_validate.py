"""POST /api/decks/validate/: legality of a posted decklist; no login, nothing stored."""

from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from decks.decklists.text import MAX_COUNT
from decks.validation import decklist_validate

# Far above any legal deck (Ultimate Battle needs 60+), low enough to bound the work per request.
MAX_ENTRIES = 200


class ValidateEntryInput(serializers.Serializer):
    number = serializers.CharField(
        max_length=32, help_text="A card number in any spelling: St-1, st1, St-01."
    )
    count = serializers.IntegerField(min_value=1, max_value=MAX_COUNT)


class ValidateInput(serializers.Serializer):
    format = serializers.CharField(
        max_length=40, default="standard", help_text="A format code: standard, tournament-u5, …"
    )
    cards = ValidateEntryInput(many=True, allow_empty=True, max_length=MAX_ENTRIES)


class IssueOutput(serializers.Serializer):
    code = serializers.CharField(help_text="Stable code, e.g. E_NAME_LIMIT or W_SAME_NAME_DIFFERENT_NUMBER.")
    message = serializers.CharField()
    rule = serializers.CharField(help_text="Rule id of RULES.md §2, e.g. D-5.")
    cards = serializers.ListField(child=serializers.CharField(), help_text="Card numbers concerned.")


class ValidateOutput(serializers.Serializer):
    legal = serializers.BooleanField()
    count = serializers.IntegerField(help_text="Cards in the deck.")
    violations = IssueOutput(many=True)
    warnings = IssueOutput(many=True)


class ErrorOutput(serializers.Serializer):
    detail = serializers.CharField()


class DeckValidateApi(APIView):
    # Stateless and anonymous: no session means no CSRF token is needed to call it from anywhere.
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="decks_validate",
        summary="Check a decklist against a format",
        request=ValidateInput,
        responses={
            200: ValidateOutput,
            400: OpenApiResponse(
                ErrorOutput,
                description="Unknown format (a detail naming it) or a malformed body (errors per field).",
            ),
        },
        examples=[
            OpenApiExample(
                "Three Agumon",
                value={"format": "standard", "cards": [{"number": "St-1", "count": 3}]},
                request_only=True,
            )
        ],
        tags=["decks"],
    )
    def post(self, request: Request) -> Response:
        data = ValidateInput(data=request.data)
        data.is_valid(raise_exception=True)
        result = decklist_validate(
            format_code=data.validated_data["format"],
            cards=[(entry["number"], entry["count"]) for entry in data.validated_data["cards"]],
        )
        return Response(ValidateOutput(result.to_dict()).data)
