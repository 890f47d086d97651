"""Explicit input and output serializers of the deck API (DESIGN rule 8)."""

from rest_framework import serializers

from decks.api_validate import IssueOutput, ValidateEntryInput
from decks.decklists.resolve import MAX_LINES
from decks.decklists.text import MAX_TEXT_CHARS
from decks.services import NAME_MAX, NOTES_MAX


class DeckEntryOutput(serializers.Serializer):
    number = serializers.CharField(source="card.number")
    name = serializers.CharField(source="card.name")
    kind = serializers.CharField(source="card.kind")
    level = serializers.CharField(source="card.level")
    count = serializers.IntegerField()


class LegalityOutput(serializers.Serializer):
    legal = serializers.BooleanField()
    count = serializers.IntegerField()
    violations = IssueOutput(many=True)
    warnings = IssueOutput(many=True)


class DeckSummaryOutput(serializers.Serializer):
    id = serializers.IntegerField()
    share_id = serializers.CharField(help_text="The public id of /d/<share_id>/; reading needs nothing else.")
    name = serializers.CharField()
    format = serializers.CharField(source="format_code")
    owner = serializers.CharField(source="owner.username", default=None, allow_null=True)
    is_public = serializers.BooleanField()
    count = serializers.IntegerField(source="size", default=0)
    updated = serializers.DateTimeField()


class DeckOutput(serializers.Serializer):
    id = serializers.IntegerField()
    share_id = serializers.CharField()
    name = serializers.CharField()
    format = serializers.CharField(source="format_code")
    notes = serializers.CharField()
    owner = serializers.CharField(source="owner.username", default=None, allow_null=True)
    is_public = serializers.BooleanField()
    partner = serializers.CharField(source="partner.number", default=None, allow_null=True)
    forked_from = serializers.CharField(source="forked_from.share_id", default=None, allow_null=True)
    entries = DeckEntryOutput(many=True)
    legality = LegalityOutput()
    revision = serializers.IntegerField(
        help_text=(
            "Changes on every write. Send it back with a change (If-Match header or `revision` in the "
            "body): a stale one gets 409 with the current deck. Not a history number (see /revisions/)."
        )
    )
    can_edit = serializers.BooleanField(help_text="Whether the caller may change this deck.")
    created = serializers.DateTimeField()
    updated = serializers.DateTimeField()


class DeckCreatedOutput(DeckOutput):
    edit_token = serializers.CharField(
        allow_blank=True,
        help_text="Anonymous decks only, shown this once: send it as the X-Deck-Token header to edit.",
    )


class DeckCreateInput(serializers.Serializer):
    name = serializers.CharField(max_length=NAME_MAX)
    format = serializers.CharField(max_length=40, default="standard")
    notes = serializers.CharField(allow_blank=True, default="", max_length=NOTES_MAX)
    is_public = serializers.BooleanField(default=False)
    partner = serializers.CharField(
        max_length=32, allow_null=True, default=None, help_text="Number of a Level III in the deck."
    )
    cards = ValidateEntryInput(many=True, allow_empty=True, default=list, max_length=200)


class DeckUpdateInput(serializers.Serializer):
    """Every field is optional; `cards` replaces the whole list; `partner: null` clears it."""

    name = serializers.CharField(max_length=NAME_MAX, required=False)
    format = serializers.CharField(max_length=40, required=False)
    notes = serializers.CharField(allow_blank=True, required=False, max_length=NOTES_MAX)
    is_public = serializers.BooleanField(required=False)
    partner = serializers.CharField(max_length=32, allow_null=True, required=False)
    cards = ValidateEntryInput(many=True, allow_empty=True, required=False, max_length=200)
    revision = serializers.IntegerField(
        min_value=0,
        required=False,
        help_text=(
            "The deck's `revision` this change is based on (or send the If-Match header); a stale one "
            "gets 409. Without either, the change is applied to the current deck (last writer wins)."
        ),
    )


class DeckConflictOutput(serializers.Serializer):
    detail = serializers.CharField(help_text="Why nothing was saved: the revisions sent and current.")
    deck = DeckOutput(help_text="The deck as it is now, with its current `revision`.")


class DeckImportInput(serializers.Serializer):
    text = serializers.CharField(
        required=False,
        allow_blank=False,
        max_length=MAX_TEXT_CHARS,
        help_text="A plain-text decklist, or the contents of a LackeyCCG .dek file.",
    )
    file = serializers.FileField(required=False, help_text="A LackeyCCG .dek file (or a .txt decklist).")
    name = serializers.CharField(max_length=NAME_MAX, required=False)
    format = serializers.CharField(max_length=40, default="standard")
    picks = serializers.DictField(
        child=serializers.CharField(max_length=32),
        required=False,
        help_text=(
            'The card meant by an ambiguous line: {"3": "St-1"} picks St-1 for line 3 '
            "(one of the `candidates` a 400 listed)."
        ),
    )

    def validate_picks(self, picks):
        if len(picks) > MAX_LINES or not all(line.isdigit() for line in picks):
            raise serializers.ValidationError(f"Keys are line numbers; at most {MAX_LINES} of them.")
        return {int(line): number for line, number in picks.items()}

    def validate(self, attrs):
        if bool(attrs.get("text")) == bool(attrs.get("file")):
            raise serializers.ValidationError("Send either `text` or a `file`, not both and not neither.")
        return attrs


class CandidateAttacksOutput(serializers.Serializer):
    A = serializers.IntegerField(allow_null=True)
    B = serializers.IntegerField(allow_null=True)
    C = serializers.IntegerField(allow_null=True)


class CandidateOutput(serializers.Serializer):
    """One card an ambiguous name could mean, with what tells it apart from the others."""

    number = serializers.CharField()
    name = serializers.CharField()
    level = serializers.CharField(allow_null=True)
    battle_type = serializers.CharField(allow_null=True)
    attacks = CandidateAttacksOutput()


class LineErrorOutput(serializers.Serializer):
    line = serializers.IntegerField()
    text = serializers.CharField()
    message = serializers.CharField()
    candidates = CandidateOutput(
        many=True, help_text="For an ambiguous name, every card it could mean; empty otherwise."
    )


class ImportErrorOutput(serializers.Serializer):
    detail = serializers.CharField()
    errors = LineErrorOutput(many=True)


class RevisionOutput(serializers.Serializer):
    number = serializers.IntegerField()
    created = serializers.DateTimeField(help_text="The first save of this editing burst.")
    updated = serializers.DateTimeField(help_text="The last save of this burst: `snapshot` is its state.")
    snapshot = serializers.JSONField(
        help_text='{"name", "format", "partner", "notes", "entries": [[number, count]]}'
    )


class DiffCardOutput(serializers.Serializer):
    number = serializers.CharField()
    name = serializers.CharField()
    count = serializers.IntegerField(required=False)
    before = serializers.IntegerField(required=False)
    after = serializers.IntegerField(required=False)


class DiffFieldOutput(serializers.Serializer):
    field = serializers.CharField()
    before = serializers.CharField(allow_null=True)
    after = serializers.CharField(allow_null=True)


class RevisionDiffOutput(serializers.Serializer):
    old = serializers.IntegerField()
    new = serializers.IntegerField()
    added = DiffCardOutput(many=True)
    removed = DiffCardOutput(many=True)
    changed = DiffCardOutput(many=True)
    fields = DiffFieldOutput(many=True)
