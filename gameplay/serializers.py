"""Explicit input and output serializers of the gameplay API (DESIGN rule 8)."""

from rest_framework import serializers

from gameplay.simulations import MAX_GAMES, POLICIES


class MatchStartInput(serializers.Serializer):
    # A deck id, a share id, or {"text": "..."}; absent when a replay is given instead.
    deck = serializers.JSONField(required=False)
    opponent = serializers.JSONField(required=False, default="dummy")
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**63 - 1)
    replay = serializers.JSONField(required=False)

    def validate(self, attrs):
        if "replay" not in attrs and "deck" not in attrs:
            raise serializers.ValidationError('Send a "deck" to start a match, or a "replay" to rebuild one.')
        return attrs


class VersionInput(serializers.Serializer):
    version = serializers.IntegerField(
        min_value=0,
        required=False,
        help_text=(
            "The match `version` the move was chosen on; if the match changed since (another tab, or "
            "the same move sent twice), nothing is applied and the answer is 409 with the current state. "
            "Without it the move applies to the current position."
        ),
    )


class ActionInput(VersionInput):
    action = serializers.CharField(max_length=200, trim_whitespace=True)


class MatchOutput(serializers.Serializer):
    """A MatchView: the player's observation, never the raw state (DESIGN rule 5)."""

    id = serializers.IntegerField(source="match.pk")
    share_id = serializers.CharField(source="match.share_id")
    version = serializers.IntegerField(source="match.version")
    opponent = serializers.CharField(source="match.opponent_kind")
    player = serializers.IntegerField()
    actor = serializers.IntegerField()
    observation = serializers.JSONField()
    legal_actions = serializers.ListField(child=serializers.CharField())
    outcome = serializers.JSONField(allow_null=True)
    log = serializers.ListField(child=serializers.DictField())


class MatchConflictOutput(MatchOutput):
    detail = serializers.CharField(help_text="Why nothing was applied: the versions sent and current.")


class ReplayOutput(serializers.Serializer):
    header = serializers.JSONField()
    actions = serializers.ListField(child=serializers.CharField())
    outcome = serializers.JSONField(allow_null=True)
    digest = serializers.CharField()


class SimulationInput(serializers.Serializer):
    deck = serializers.JSONField()
    opponent = serializers.JSONField(required=False, default="dummy")
    games = serializers.IntegerField(min_value=1, max_value=MAX_GAMES)
    policy = serializers.ChoiceField(choices=POLICIES, default="greedy")
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**62)


class SimulationOutput(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.CharField()
    games = serializers.IntegerField()
    done = serializers.IntegerField()
    deck_name = serializers.CharField()
    opponent = serializers.JSONField()
    policy = serializers.CharField()
    seed = serializers.IntegerField()
    results = serializers.JSONField(allow_null=True)
    error = serializers.CharField(allow_blank=True)
