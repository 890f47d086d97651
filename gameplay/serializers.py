"""Explicit input and output serializers of the gameplay API (DESIGN rule 8)."""

from rest_framework import serializers

from gameplay.services import MAX_ACTION_CHARS
from gameplay.simulations import POLICIES


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
    action = serializers.CharField(max_length=MAX_ACTION_CHARS, trim_whitespace=True)


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
    opponent = serializers.JSONField(
        required=False,
        default="dummy",
        help_text=(
            '"dummy": the pace dummy (Level IV on turn 2, Perfect on 4, Ultimate on 6, the catalog\'s median '
            'cards); {"pace": [IV, Perfect, Ultimate turns]}: the same on another schedule; "vanilla": a '
            'Level III that never evolves; {"bot": "greedy"|"random", "deck": ...}: a bot with a deck.'
        ),
    )
    # Bounded by gameplay.simulations, whose 400 names the caller's own limit.
    games = serializers.IntegerField()
    policy = serializers.ChoiceField(choices=POLICIES, default="greedy")
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**62)


class TurnCountOutput(serializers.Serializer):
    turns = serializers.IntegerField(help_text="A number of turns (or, for first_level, a turn).")
    games = serializers.IntegerField(help_text="Games with that many turns (or reaching the level then).")


class PerTurnPointsOutput(serializers.Serializer):
    turn = serializers.IntegerField()
    games = serializers.IntegerField(help_text="Games still running in this turn.")
    lost_by_deck = serializers.FloatField()
    lost_by_opponent = serializers.FloatField()


class EvolutionOutput(serializers.Serializer):
    card = serializers.CharField()
    prepared = serializers.IntegerField()
    succeeded = serializers.IntegerField()
    rate = serializers.FloatField()


class ExtremeGameOutput(serializers.Serializer):
    turns = serializers.IntegerField()
    game = serializers.IntegerField(help_text="The game's index in the job (its seed: the job's + game).")
    won = serializers.BooleanField()


class FirstLevelOutput(serializers.Serializer):
    level = serializers.ChoiceField(choices=["IV", "Perfect", "Ultimate"])
    reached = serializers.IntegerField(help_text="Games in which the deck's Digimon reached this level.")
    never = serializers.IntegerField(help_text="Games that ended before it did.")
    turns = TurnCountOutput(many=True, help_text="The turn of the first Digimon of this level: games.")


class BattlesPerTurnOutput(serializers.Serializer):
    turn = serializers.IntegerField()
    battles = serializers.IntegerField(help_text="Games whose battle of this turn was fought.")
    won = serializers.IntegerField()
    drawn = serializers.IntegerField()
    lost = serializers.IntegerField()
    won_rate = serializers.FloatField(help_text="won / battles")


class EvolutionFailureOutput(serializers.Serializer):
    cause = serializers.ChoiceField(
        choices=["no_card", "no_marks", "no_win_rate", "other"],
        help_text=(
            "Why no evolution could be prepared in a turn the deck's Digimon was below Ultimate: no Digimon "
            "in hand that may follow it, too few Net Ocean cards for a step's ●/× (A-11), no win-rate card "
            "(EC-2), or another condition card missing (jogress partner, Digimental, Spirit)."
        ),
    )
    turns = serializers.IntegerField()


class OptionUseOutput(serializers.Serializer):
    card = serializers.CharField()
    uses = serializers.IntegerField()


class OptionsUsedOutput(serializers.Serializer):
    total = serializers.IntegerField()
    per_game = serializers.FloatField()
    cards = OptionUseOutput(many=True)


class SimulationResultsOutput(serializers.Serializer):
    """The merged figures of a finished job (gameplay.simulation_stats.summarise). Jobs finished
    before the pace figures existed lack `turns` and the fields after it."""

    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    draws = serializers.IntegerField()
    losses = serializers.IntegerField()
    win_rate = serializers.FloatField()
    win_rate_interval = serializers.ListField(
        child=serializers.FloatField(), min_length=2, max_length=2, help_text="95 % Wilson interval."
    )
    mean_turns = serializers.FloatField()
    mean_turns_to_win = serializers.FloatField(allow_null=True)
    median_turns_to_win = serializers.FloatField(allow_null=True)
    turns_to_win = TurnCountOutput(many=True, help_text="Won games by their number of turns.")
    points_lost_per_turn = PerTurnPointsOutput(many=True)
    evolutions = EvolutionOutput(many=True)
    fastest = ExtremeGameOutput(allow_null=True)
    slowest = ExtremeGameOutput(allow_null=True)
    turns = TurnCountOutput(many=True, required=False, help_text="Every game by its number of turns.")
    first_level = FirstLevelOutput(many=True, required=False)
    battles_per_turn = BattlesPerTurnOutput(many=True, required=False)
    evolution_failures = EvolutionFailureOutput(many=True, required=False)
    options_used = OptionsUsedOutput(required=False)


class SimulationOutput(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.CharField()
    # 1 for the next job to run, while the job waits; null once it runs.
    queue_position = serializers.IntegerField(allow_null=True)
    games = serializers.IntegerField()
    done = serializers.IntegerField()
    deck_name = serializers.CharField()
    opponent = serializers.JSONField()
    policy = serializers.CharField()
    seed = serializers.IntegerField()
    results = SimulationResultsOutput(allow_null=True)
    error = serializers.CharField(allow_blank=True)
