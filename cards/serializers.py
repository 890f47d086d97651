"""API output for cards: every catalog field of a card, with nulls where a field does not apply."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from cards.images import card_image_url
from cards.models import Card
from cards.query.parser import MAX_QUERY_CHARS
from cards.selectors import CardLink, card_links, card_printings
from gameplay.effect_words import card_engine_words

DIGIMON_ONLY = ("level", "battle_type", "attacks", "lost_points", "species", "evolution")
OPTION_ONLY = ("category", "timing", "effect")


class AttacksSerializer(serializers.Serializer):
    """Attack power against a type A / B / C opponent."""

    A = serializers.IntegerField(source="attack_a", allow_null=True)
    B = serializers.IntegerField(source="attack_b", allow_null=True)
    C = serializers.IntegerField(source="attack_c", allow_null=True)


class LostPointsSerializer(serializers.Serializer):
    """Points the owner loses when this Digimon loses to an opponent of that level."""

    III = serializers.IntegerField(source="lost_iii", allow_null=True)
    IV = serializers.IntegerField(source="lost_iv", allow_null=True)
    Perfect = serializers.IntegerField(source="lost_perfect", allow_null=True)
    Ultimate = serializers.IntegerField(source="lost_ultimate", allow_null=True)


class EvolutionSerializer(serializers.Serializer):
    raw = serializers.CharField(source="evolution_raw")
    requirements = serializers.ListField(
        source="evolution_requirements",
        child=serializers.ListField(child=serializers.DictField()),
        help_text="Alternatives; each is a list of requirement objects (kind plus its details).",
    )


class CardLinkSerializer(serializers.Serializer):
    number = serializers.CharField()
    name = serializers.CharField()
    via = serializers.ListField(
        child=serializers.ChoiceField(choices=["from", "jogress", "armor", "spirit", "appearance"]),
        help_text="How the cards link; `appearance` means one makes the other appear, not evolve.",
    )


@extend_schema_field(CardLinkSerializer(many=True))
class CardLinksField(serializers.Field):
    """`evolves_from` / `evolves_to`: read from the links CardListSerializer loaded for the page."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs["read_only"] = True
        kwargs["source"] = "*"
        super().__init__(**kwargs)

    def to_representation(self, card: Card) -> list[CardLink]:
        links = getattr(card, "links", None)
        if links is None:
            links = card.links = card_links(card_ids=[card.pk])[card.pk]
        return links[self.field_name]


class CardListSerializer(serializers.ListSerializer):
    def to_representation(self, data: Any) -> list[dict[str, Any]]:
        cards = list(data.all() if hasattr(data, "all") else data)
        # Two queries for the evolution links of the whole page instead of two per card.
        links = card_links(card_ids=[card.pk for card in cards])
        for card in cards:
            card.links = links[card.pk]
        return super().to_representation(cards)


class AbilitySerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["special", "support", "info"])
    text = serializers.CharField()


class CardSerializer(serializers.Serializer):
    class Meta:
        list_serializer_class = CardListSerializer

    number = serializers.CharField()
    name = serializers.CharField()
    base_name = serializers.CharField()
    name_ja = serializers.CharField(allow_null=True)
    kind = serializers.ChoiceField(choices=Card.Kind.choices)
    set = serializers.CharField(source="set_code")
    level = serializers.CharField(allow_null=True)
    battle_type = serializers.CharField(allow_null=True)
    attacks = AttacksSerializer(source="*", allow_null=True)
    lost_points = LostPointsSerializer(source="*", allow_null=True)
    species = serializers.CharField(allow_null=True)
    attributes = serializers.ListField(child=serializers.CharField())
    fields = serializers.ListField(child=serializers.CharField())
    evolution = EvolutionSerializer(source="*", allow_null=True)
    evolves_from = CardLinksField()
    evolves_to = CardLinksField()
    abilities = AbilitySerializer(many=True)
    category = serializers.CharField(allow_null=True)
    timing = serializers.CharField(allow_null=True)
    effect = serializers.CharField(source="effect_text", allow_null=True)
    image = serializers.SerializerMethodField()

    @extend_schema_field(
        serializers.URLField(
            allow_null=True,
            help_text="The card's image where the site has one (DMCG_CARD_IMAGES), else null.",
        )
    )
    def get_image(self, card: Card) -> str | None:
        url = card_image_url(image_file=card.image_file)
        request = self.context.get("request")
        return request.build_absolute_uri(url) if url and request is not None else url

    def to_representation(self, instance: Card) -> dict[str, Any]:
        data = super().to_representation(instance)
        # Digimon fields are null on Option cards and the other way round; blank text is null too.
        blank = OPTION_ONLY if instance.kind == Card.Kind.DIGIMON else DIGIMON_ONLY
        for name in blank:
            data[name] = None
        for name in ("name_ja", "level", "battle_type", "species", "category", "timing", "effect"):
            if data[name] == "":
                data[name] = None
        return data


class PrintingDifferenceSerializer(serializers.Serializer):
    field = serializers.CharField(help_text="The catalog field: `set_code`, `attack_a`, `lost_iv`, …")
    value = serializers.JSONField(help_text="That printing's value (lists are joined with commas).")


class PrintingSerializer(serializers.Serializer):
    number = serializers.CharField()
    name = serializers.CharField()
    differences = PrintingDifferenceSerializer(
        many=True, help_text="The stats in which this printing differs from the requested card."
    )


class EngineSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["compiled", "partial", "manual"])
    reason = serializers.CharField(help_text="The status in words.")
    sentences = serializers.ListField(
        child=serializers.CharField(), help_text="Each compiled ability: when it acts and what it does."
    )
    manual = serializers.ListField(child=serializers.CharField(), help_text="Printed texts played by hand.")


class CardDetailSerializer(CardSerializer):
    """One card with what its page shows around it: its other printings and how the engine plays it."""

    printings = serializers.SerializerMethodField()
    engine = serializers.SerializerMethodField()

    @extend_schema_field(PrintingSerializer(many=True))
    def get_printings(self, card: Card) -> list[dict[str, Any]]:
        rows = card_printings(card=card)["rows"]
        return [
            {
                "number": row["number"],
                "name": row["name"],
                "differences": [
                    {"field": cell["field"], "value": cell["value"]}
                    for cell in row["values"]
                    if cell["differs"]
                ],
            }
            for row in rows
            if not row["current"]
        ]

    @extend_schema_field(EngineSerializer)
    def get_engine(self, card: Card) -> dict[str, Any]:
        return card_engine_words(card=card)


class AutocompleteInput(serializers.Serializer):
    q = serializers.CharField(
        required=False,
        default="",
        allow_blank=True,
        max_length=MAX_QUERY_CHARS,
        help_text="What has been typed.",
    )
    limit = serializers.IntegerField(
        required=False, default=10, min_value=1, max_value=20, help_text="At most this many entries."
    )


class CompletionSerializer(serializers.Serializer):
    """One entry the search box offers."""

    kind = serializers.ChoiceField(choices=["number", "name"])
    value = serializers.CharField(help_text="What goes into the search box: a card number or a name.")
    label = serializers.CharField(help_text="What the list shows: `St-1 Agumon`, or the name.")
    cards = serializers.IntegerField(help_text="How many cards the entry stands for.")
    url = serializers.CharField(help_text="The card's page for a number; the search for a name.")


class AutocompleteSerializer(serializers.Serializer):
    q = serializers.CharField(allow_blank=True)
    results = CompletionSerializer(many=True)
