"""Explicit input and output serializers of the gameplay API (DESIGN rule 8).

A match answer (MatchOutput) speaks the players' words beside the notation:

- `legal_actions`: the notations, unchanged, for scripts; `actions`: the same actions as
  `{notation, label, hint, kind, cards, primary}`, ordered by kind (evolve, option, support,
  ability, discard, other, pass) with the primary choice first (gameplay.labels).
- `phase_label`: "Turn 3 · Battle Phase — options".
- `log`: `{turn, kind, text, cards}` entries; kinds turn, phase, evolve, option, battle, draw,
  points, reshuffle, auto, manual, info (gameplay.narration). Each battle is one entry of kind
  battle (won) or draw with both attack values and the points lost.
- `battle`: null before the first battle, else `{sides: [{player, card, name, level, battle_type,
  column, printed, steps, rules, value}, …], result}` of the current or the latest battle
  (gameplay.battle_view); `steps` is the B-8 calculation in words, `rules` its rule ids.

Card numbers are catalog numbers ("St-2"); nothing names a card the player may not see.
"""

from rest_framework import serializers

from gameplay.labels import KINDS
from gameplay.narration import LOG_KINDS
from gameplay.services import MAX_ACTION_CHARS
from gameplay.simulations import POLICIES

BATTLE_TYPES = ("A", "B", "C")


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


class ActionOutput(serializers.Serializer):
    notation = serializers.CharField(
        help_text='The action in notation, as `POST .../actions/` takes it: "use slot 2".'
    )
    label = serializers.CharField(
        help_text='The button text: "Flip Offense Plug-In A (slot 2): add 100 to your attack".'
    )
    hint = serializers.CharField(
        allow_blank=True, help_text="A short explanation (a card's printed text, what follows)."
    )
    kind = serializers.ChoiceField(choices=KINDS, help_text="The button group.")
    cards = serializers.ListField(child=serializers.CharField(), help_text="Numbers of the cards involved.")
    primary = serializers.BooleanField(
        help_text="The choice that carries the game on; exactly one, listed first."
    )


class LogEntryOutput(serializers.Serializer):
    turn = serializers.IntegerField(min_value=1)
    kind = serializers.ChoiceField(
        choices=LOG_KINDS,
        help_text="turn and phase are headings; battle / draw the turn's battle line with both attack values "
        "and the points lost; auto a player who only passed in a phase; manual a hand-played adjustment.",
    )
    text = serializers.CharField()
    cards = serializers.ListField(child=serializers.CharField(), help_text="Numbers of the cards it names.")
    player = serializers.IntegerField(
        allow_null=True,
        min_value=0,
        max_value=1,
        help_text="The player (0 or 1) the entry is about; null for headings.",
    )
    step = serializers.IntegerField(
        min_value=0,
        help_text="How many of the match's actions had been played when this was true: its replay step.",
    )


class BattleSideOutput(serializers.Serializer):
    player = serializers.IntegerField(min_value=1, max_value=2)
    card = serializers.CharField(help_text="The battling Digimon's number.")
    name = serializers.CharField()
    level = serializers.CharField(allow_blank=True)
    battle_type = serializers.ChoiceField(choices=BATTLE_TYPES, help_text="Its battle type now (B-3).")
    # The same A/B/C set as battle_type, kept a string so the schema has one enum of battle types.
    column = serializers.CharField(
        max_length=1,
        help_text="The attack column it uses (A, B or C): the opponent's battle type, unless fixed.",
    )
    printed = serializers.IntegerField(help_text="The printed value of that column.")
    steps = serializers.ListField(child=serializers.CharField(), help_text="The calculation in words.")
    rules = serializers.ListField(
        child=serializers.CharField(), help_text="The rule ids of the steps (a tooltip)."
    )
    value = serializers.IntegerField(help_text="The final attack value.")


class BattleOutput(serializers.Serializer):
    sides = BattleSideOutput(many=True, help_text="Player 1's Digimon, then Player 2's.")
    result = serializers.CharField(help_text="Who is ahead, or the battle's line once it is decided.")


class MatchOutput(serializers.Serializer):
    """A MatchView: the player's observation, never the raw state (DESIGN rule 5); see the module doc."""

    id = serializers.IntegerField(source="match.pk")
    share_id = serializers.CharField(source="match.share_id")
    version = serializers.IntegerField(source="match.version")
    opponent = serializers.CharField(source="match.opponent_kind")
    player = serializers.IntegerField()
    actor = serializers.IntegerField()
    observation = serializers.JSONField()
    legal_actions = serializers.ListField(child=serializers.CharField())
    outcome = serializers.JSONField(allow_null=True)
    actions = ActionOutput(many=True, help_text="The legal actions in words; `legal_actions` in notation.")
    phase_label = serializers.CharField(help_text='"Turn 3 · Battle Phase — options".')
    log = LogEntryOutput(many=True, help_text="The game narrated, as this player may read it.")
    battle = BattleOutput(allow_null=True, help_text="The current or latest battle; null before the first.")


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
    behind = serializers.FloatField(
        required=False,
        help_text="Share of these games in which the deck had lost more points than the opponent so far.",
    )


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
    first_win = serializers.IntegerField(
        allow_null=True, required=False, help_text="The first won game (its index in the job), for a replay."
    )
    first_loss = serializers.IntegerField(
        allow_null=True, required=False, help_text="The first lost game (its index in the job), for a replay."
    )
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


class GauntletInput(serializers.Serializer):
    deck = serializers.JSONField(help_text='A deck id, a share id or {"text": "...", "name": "..."}.')
    # Bounded by gameplay.gauntlet: games times the number of reference decks is one job's limit.
    games = serializers.IntegerField(help_text="Games against each reference deck.")
    policy = serializers.ChoiceField(choices=POLICIES, default="greedy", help_text="Who plays your deck.")
    opponent_policy = serializers.ChoiceField(
        choices=POLICIES, default="greedy", help_text="Who plays the reference decks."
    )
    seed = serializers.IntegerField(required=False, min_value=0, max_value=2**62)


class MatchupResultsOutput(serializers.Serializer):
    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField()
    win_rate_interval = serializers.ListField(
        child=serializers.FloatField(), min_length=2, max_length=2, help_text="95 % Wilson interval."
    )
    mean_turns = serializers.FloatField()
    behind_turns = serializers.ListField(
        child=serializers.IntegerField(),
        help_text="Turns at whose end the deck had lost more points than the opponent in most games.",
    )
    won_game = serializers.IntegerField(allow_null=True, help_text="A won game's index, for its replay.")
    lost_game = serializers.IntegerField(allow_null=True, help_text="A lost game's index, for its replay.")


class MatchupOutput(serializers.Serializer):
    job = serializers.IntegerField(help_text="The simulation job of this matchup.")
    opponent = serializers.CharField(help_text="The reference deck's name.")
    plan = serializers.CharField(allow_blank=True, help_text="The reference deck's plan in one line.")
    status = serializers.CharField()
    done = serializers.IntegerField(help_text="Games played so far.")
    results = MatchupResultsOutput(allow_null=True)


class GauntletTotalOutput(serializers.Serializer):
    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField()
    win_rate_interval = serializers.ListField(child=serializers.FloatField(), min_length=2, max_length=2)
    mean_turns = serializers.FloatField()


class GauntletOutput(serializers.Serializer):
    id = serializers.IntegerField()
    deck_name = serializers.CharField()
    games = serializers.IntegerField(help_text="Games against each reference deck.")
    policy = serializers.CharField()
    opponent_policy = serializers.CharField()
    seed = serializers.IntegerField()
    finished = serializers.BooleanField(help_text="Every matchup is done, failed or cancelled.")
    matchups = MatchupOutput(many=True)
    total = GauntletTotalOutput(allow_null=True, help_text="All finished matchups together.")
