"""Matches and goldfish simulations.

A Match stores what a replay needs (DESIGN rule 3): the header, the action list, the outcome and
the digest of the final position. It never stores a serialised position: any point of the game is
rebuilt by replaying the actions, so a server restart loses nothing.
"""

import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


def new_share_id() -> str:
    # Unguessable, short enough for a link: the key of unlisted replays.
    return secrets.token_urlsafe(9)


class Match(models.Model):
    class Opponent(models.TextChoices):
        DUMMY = "dummy", _("Dummy")
        BOT = "bot", _("Bot")
        HOTSEAT = "hotseat", _("Hot-seat")

    # A signed-in player owns their matches; an anonymous one owns them through the session.
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="matches"
    )
    session_key = models.CharField(max_length=64, blank=True, db_index=True)
    share_id = models.CharField(max_length=16, unique=True, default=new_share_id)

    opponent_kind = models.CharField(max_length=8, choices=Opponent.choices)
    # "greedy" or "random" for a bot opponent, empty otherwise.
    bot_policy = models.CharField(max_length=8, blank=True)
    deck_name = models.CharField(max_length=200, blank=True)
    opponent_deck_name = models.CharField(max_length=200, blank=True)

    # engine.replay() input minus the actions: engine version, rules, seed, decklists, partners.
    header = models.JSONField()
    # Every action in notation, in order, both players' and the bots' answers alike.
    actions = models.JSONField(default=list)
    # {"termination": ..., "winner": ...} once the game is over.
    outcome = models.JSONField(null=True, blank=True)
    digest = models.CharField(max_length=128, blank=True)
    # Optimistic lock: a write only lands if the version it read is still current.
    version = models.PositiveIntegerField(default=0)

    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Match {self.pk} ({self.deck_name or 'deck'} vs {self.opponent_label})"

    @property
    def opponent_label(self) -> str:
        if self.opponent_kind == self.Opponent.BOT:
            return _("{policy} bot").format(policy=self.bot_policy)
        return self.get_opponent_kind_display()

    @property
    def is_over(self) -> bool:
        return self.outcome is not None


class Gauntlet(models.Model):
    """One deck played against every deck of the reference gauntlet: one SimulationJob per opponent."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="gauntlets"
    )
    session_key = models.CharField(max_length=64, blank=True)
    client_address = models.GenericIPAddressField(null=True, blank=True)
    deck_id = models.PositiveBigIntegerField(null=True, blank=True)
    deck_name = models.CharField(max_length=200, blank=True)
    # The simulated deck's policy and the gauntlet decks' policy ("greedy", "random", "search").
    policy = models.CharField(max_length=8, default="greedy")
    opponent_policy = models.CharField(max_length=8, default="greedy")
    games = models.PositiveIntegerField(help_text="Games against each gauntlet deck.")
    seed = models.BigIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Gauntlet {self.pk} ({self.deck_name or 'deck'}, {self.games} games per deck)"


class SimulationJob(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued", _("Queued")
        RUNNING = "running", _("Running")
        DONE = "done", _("Done")
        FAILED = "failed", _("Failed")
        CANCELLED = "cancelled", _("Cancelled")

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="simulation_jobs",
    )
    session_key = models.CharField(max_length=64, blank=True)
    # The address an anonymous job came from: the per-visitor job limit counts it as well as the
    # session, so a client that drops its cookie is still one visitor.
    client_address = models.GenericIPAddressField(null=True, blank=True)
    # The id of the decks.Deck simulated, when it came from one (kept loose: decks are editable and
    # the job keeps its own copy of the decklist below).
    deck_id = models.PositiveBigIntegerField(null=True, blank=True)
    deck_name = models.CharField(max_length=200, blank=True)
    # The decklists as the engine takes them: {"deck": [...], "partner": ..., "opponent_deck": ...}.
    decklists = models.JSONField()
    # "dummy" or {"bot": "greedy"|"random"}.
    opponent = models.JSONField()
    # The gauntlet this job is one matchup of, and the name of the gauntlet deck it plays against.
    gauntlet = models.ForeignKey(
        Gauntlet, null=True, blank=True, on_delete=models.CASCADE, related_name="jobs"
    )
    opponent_deck_name = models.CharField(max_length=200, blank=True)
    games = models.PositiveIntegerField()
    policy = models.CharField(max_length=8, default="greedy")
    seed = models.BigIntegerField()

    status = models.CharField(max_length=12, choices=Status.choices, default=Status.QUEUED)
    chunks_total = models.PositiveIntegerField(default=0)
    chunks_done = models.PositiveIntegerField(default=0)
    results = models.JSONField(null=True, blank=True)
    error = models.TextField(blank=True)

    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        # The queue and the admission limits count the queued and running jobs.
        indexes = [models.Index(fields=["status"], name="simulation_status")]

    def __str__(self) -> str:
        return f"Simulation {self.pk} ({self.games} games, {self.status})"


class SimulationChunk(models.Model):
    """One slice of a job, run by one Celery task; the last chunk to finish merges them all."""

    job = models.ForeignKey(SimulationJob, on_delete=models.CASCADE, related_name="chunks")
    index = models.PositiveIntegerField()
    # Games first_game .. first_game + games - 1 of the job; game i is played with seed job.seed + i.
    first_game = models.PositiveIntegerField()
    games = models.PositiveIntegerField()
    # Games of this chunk played so far: set (not added to) by the chunk, so a retry never counts
    # a game twice; the job's progress is the sum over its chunks.
    progress = models.PositiveIntegerField(default=0)
    done = models.BooleanField(default=False)
    # Touched by every progress write: a running chunk that has not moved for minutes is dead.
    updated_at = models.DateTimeField(auto_now=True)
    # The chunk's partial statistics (simulation_stats.ChunkStats.to_json()).
    result = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["job", "index"]
        constraints = [models.UniqueConstraint(fields=["job", "index"], name="unique_simulation_chunk")]

    def __str__(self) -> str:
        return f"Chunk {self.index} of job {self.job_id}"
