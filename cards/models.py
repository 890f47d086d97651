"""The card catalog: every card of the original Digimon Card Game, stored by its printed number."""

from django.db import models


class Card(models.Model):
    class Kind(models.TextChoices):
        DIGIMON = "digimon", "Digimon"
        OPTION = "option", "Option"

    # Identity. `number` is as printed (`Bo-1145`); `number_key` is its lower-case form for
    # case-insensitive lookups; prefix/seq/suffix give the natural order Bo-2 < Bo-10 < Bo-10t.
    number = models.CharField(max_length=32, unique=True)
    number_key = models.CharField(max_length=32, unique=True)
    prefix = models.CharField(max_length=8, db_index=True)
    seq = models.PositiveIntegerField()
    suffix = models.CharField(max_length=8, blank=True)

    name = models.CharField(max_length=200)
    # The name without a disambiguator such as "(3)": the name the 3-per-name rule (D-5) counts.
    base_name = models.CharField(max_length=200)
    # NFKC + case-folded + whitespace-collapsed base name (RULES 2.1), the key D-5 groups by.
    name_key = models.CharField(max_length=200, db_index=True)
    name_ja = models.CharField(max_length=200, blank=True)
    # NFKC + case-folded English and Japanese names: the target of bare-word search.
    search_name = models.CharField(max_length=400, blank=True)
    # Both names without spaces or punctuation (cards.catalog.names.squash): `metalgreymon` and
    # `war-greymon` find Metal Greymon and War Greymon.
    search_squashed = models.CharField(max_length=400, blank=True)

    kind = models.CharField(max_length=8, choices=Kind.choices)
    set_code = models.CharField(max_length=16, db_index=True)
    image_file = models.CharField(max_length=64, blank=True)
    frame = models.CharField(max_length=32, blank=True)
    group = models.CharField(max_length=64, blank=True)

    # Digimon stats (null or blank on Option cards and where the source has no value).
    level = models.CharField(max_length=32, blank=True, db_index=True)
    # III=3, IV=4 (Armor too), Perfect=5, Ultimate=6; 0 for level-less cards (RULES 1.3).
    level_order = models.PositiveSmallIntegerField(default=0)
    battle_type = models.CharField(max_length=1, blank=True)
    attack_a = models.IntegerField(null=True, blank=True)
    attack_b = models.IntegerField(null=True, blank=True)
    attack_c = models.IntegerField(null=True, blank=True)
    lost_iii = models.IntegerField(null=True, blank=True)
    lost_iv = models.IntegerField(null=True, blank=True)
    lost_perfect = models.IntegerField(null=True, blank=True)
    lost_ultimate = models.IntegerField(null=True, blank=True)
    species = models.CharField(max_length=100, blank=True)
    attributes = models.JSONField(default=list, blank=True)
    fields = models.JSONField(default=list, blank=True)
    # "|vaccine|data|" and "|nsp|ds|": portable exact-member search on SQLite and PostgreSQL.
    attribute_tags = models.CharField(max_length=100, blank=True)
    field_tags = models.CharField(max_length=100, blank=True)
    # Whether this card's A attack goes to 0 against an opponent's zeroing C attack (RULES 1.5).
    a_can_be_zeroed = models.BooleanField(default=True)

    evolution_raw = models.TextField(blank=True)
    # A list of alternatives, each a list of requirement dicts (see cards.catalog.evolution).
    evolution_requirements = models.JSONField(default=list, blank=True)
    # [{"kind": "special"|"support"|"info", "text": "..."}] in printed order.
    abilities = models.JSONField(default=list, blank=True)
    ability_text = models.TextField(blank=True)

    # Option cards.
    category = models.CharField(max_length=32, blank=True)
    timing = models.CharField(max_length=100, blank=True)
    activation_text = models.TextField(blank=True)
    effect_text = models.TextField(blank=True)
    # What the effect compiler made of the printed text, in the engine's vocabulary
    # (gameplay.engine.effects.compiled_cards.CardEffects.data): stored by import_catalog and
    # compile_effects, loaded by the engine's card records, never recompiled during play.
    effects = models.JSONField(default=dict, blank=True)

    # Provenance: where the row came from, its raw text, and what the importer could not parse.
    source_file = models.CharField(max_length=64)
    source_line = models.PositiveIntegerField()
    raw_row = models.TextField()
    import_warnings = models.JSONField(default=list, blank=True)

    evolves_to = models.ManyToManyField(
        "self", through="EvolutionLink", symmetrical=False, related_name="evolves_from"
    )

    class Meta:
        ordering = ["prefix", "seq", "suffix"]
        indexes = [models.Index(fields=["prefix", "seq", "suffix"])]

    def __str__(self) -> str:
        return f"{self.number} {self.name}"


class EvolutionLink(models.Model):
    """`source` can evolve into `target`: resolved by name from the target's evolution condition."""

    source = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="links_out")
    target = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="links_in")
    # The requirement kind that names the source: "from", "jogress", "armor", "spirit", ...
    via = models.CharField(max_length=16)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["source", "target", "via"], name="unique_evolution_link")
        ]

    def __str__(self) -> str:
        return f"{self.source.number} -> {self.target.number} ({self.via})"


class CatalogState(models.Model):
    """One row: when the catalog last changed, and a revision that every changing import raises.

    The bulk download (cards.bulk) derives its ETag and Last-Modified from it, so a client's
    conditional request is answered without reading any card.
    """

    revision = models.PositiveIntegerField(default=1)
    changed_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"catalog revision {self.revision} ({self.changed_at:%Y-%m-%d %H:%M:%S})"
