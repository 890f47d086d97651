"""Card records: the small immutable view of a catalog card that the engine plays with (DESIGN rule 1).

The Django side builds them from `cards.models.Card` (`gameplay.records`); tests build invented
ones directly. Nothing here knows about the database.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple, TypeVar

from gameplay.engine.effects.base import NEW_FIELD, CompiledText
from gameplay.engine.effects.conditions.chosen import declared_choices

DIGIMON = "digimon"
OPTION = "option"

# RULES 1.3: ordinals for "next level" / "same level" and the P-9 tiebreak (no level = 0).
LEVEL_ORDINALS = {"III": 3, "IV": 4, "Armor": 4, "Perfect": 5, "Ultimate": 6}
# RULES 6.1: lost-point column read on the loser's table, by the winner's level ordinal.
COLUMN_BY_ORDINAL = {3: "III", 4: "IV", 5: "Perfect", 6: "Ultimate"}

EMPTY_TEXT = CompiledText(status="compiled", abilities=())
# The metadata of a record field read from printed data the version already hashes in another form
# (the ability lines, compiled into `text`): left out of the version's hash, so adding it moves no game.
PRINTED_DERIVED = {"version": "omitted: derived from the printed text"}


def name_key(name: str) -> str:
    """RULES 2.1 name normalisation, so "from Agumon" matches however the data spells it."""
    return " ".join(unicodedata.normalize("NFKC", name).split()).casefold()


@dataclass(frozen=True, slots=True)
class Requirement:
    """One part of an evolution alternative (RULES 4.2), e.g. from Agumon, `● ×`, win rate 40 %.

    `kind` is one of: from, marks (EC-1), win_rate (EC-2), jogress (EC-3), extra_cost (EC-4),
    fusion (EC-5), appearance (EC-6), spirit (EC-7), armor (EC-8), restriction, other.
    """

    kind: str
    names: tuple[str, ...] = ()
    upright: int = 0
    sideways: int = 0
    percent: int = 0
    count: int = 0
    text: str = ""
    # The printed qualifiers ("Gabumon (Virus Busters)", "Level III Digimon (Nature Spirits)") as
    # card tests in the filter words of `Cost` ("field:VB", "frame:blue", with " or "
    # alternatives): one per name of `names`, "" where a name has none; for `from_level` the one
    # test of its level. Empty when nothing is qualified.
    qualifiers: tuple[str, ...] = ()
    # A printed condition note (kind "note", RULES 4.2 / E-8) as the compiler read and stored it
    # (effects.base.RequirementNote): the attribute the Digimon below must have, or must not
    # have (lower-case, "" for none), and the level ordinal it must be (0: any); its additional hand
    # cards (EC-4) are `count`. An appearance condition paid with `count` hand cards (E-9 / EC-6)
    # names their card test in `pays` (the filter words of `Cost`); "" when the engine pays none.
    only_attribute: str = field(default="", metadata=NEW_FIELD)
    not_attribute: str = field(default="", metadata=NEW_FIELD)
    only_level: int = field(default=0, metadata=NEW_FIELD)
    pays: str = field(default="", metadata=NEW_FIELD)
    # The names as RULES 2.1 keys, computed once (name matching is on the hot path).
    keys: frozenset[str] = field(default=frozenset(), compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "keys", frozenset(name_key(name) for name in self.names))

    def qualifier(self, index: int = 0) -> str:
        """The card test of name `index` (of the level, for `from_level`); "" when unqualified."""
        return self.qualifiers[index] if index < len(self.qualifiers) else ""


@dataclass(frozen=True, slots=True)
class CardRecord:
    number: str
    name: str
    kind: str
    base_name: str = ""
    level: str = ""
    # 3..6 (Armor 4); 0 for level-less cards (Hybrid, D-Reaper, Culumon).
    level_order: int = 0
    battle_type: str = ""
    # Attack used against an opponent of battle type A, B, C (RULES 1.5).
    attacks: tuple[int, int, int] = (0, 0, 0)
    # Lost points against a winner of level III, IV, Perfect, Ultimate (RULES 1.6).
    lost_points: tuple[int, int, int, int] = (0, 0, 0, 0)
    # RULES 6.1 / A-15: the column an opponent reads when this level-less card wins.
    lost_column_as: str = ""
    attributes: frozenset[str] = frozenset()
    species: str = ""
    fields: frozenset[str] = frozenset()
    frame: str = ""
    # The catalog's Group column ("Royal Knights", "Partner"), for "X group" conditions.
    groups: frozenset[str] = frozenset()
    # RULES 1.5: whether this card's A attack goes to 0 against a zeroing C attack.
    a_can_be_zeroed: bool = True
    # Whether this card's C attack zeroes the opponent's A (printed on almost every C attack).
    c_zeroes_a: bool = True
    # Alternatives, each an ordered tuple of requirements (RULES 4.2).
    evolution: tuple[tuple[Requirement, ...], ...] = ()
    # The evolution requirements field as printed, for "with 'Armor Evolution' in its fusion
    # requirements" (RULES 7.3); `evolution` is what the engine evolves by.
    evolution_text: str = field(default="", compare=False)
    has_support: bool = False
    # RULES 1.7: how many ◎ special ability lines the ability box prints (compiled or not), read by
    # "your Digimon with no special abilities" (Bo-444, conditions.prints_effect).
    special_lines: int = field(default=0, compare=False, metadata=PRINTED_DERIVED)
    # The compiled ■ line, run when the card is placed as a support (B-10).
    support_text: CompiledText | None = field(default=None, compare=False)
    # Option cards (RULES 7).
    category: str = ""
    option_type: str = ""
    timing: str = ""  # preparation | evolution | battle | point_calc | "" (evolution-condition only)
    # O-N1 level limit: the top Digimon's level ordinals that may flip this card (empty = any).
    allowed_levels: frozenset[int] = frozenset()
    # O-L1: phase (default) | turn | turns:N (O-L3, the turn of use is turn 1) | immediate | lasting.
    limit: str = "phase"
    only_one: bool = False
    set_face_up: bool = False
    fixed_slot: int = 0
    # EC-2/EC-8: what this card pays for in the Power Box: win-rate percents it counts as,
    # "ignore" for "ignore evolution conditions" cards, "digimental" for armor items.
    pays_win_rates: frozenset[int] = frozenset()
    ignores_conditions: bool = False
    # Whether the card is only ever sent to the Power Box (its timing column says so).
    power_card: bool = False
    # B-6: a "before it takes effect" card, used in answer to the opponent's option.
    interrupt: bool = False
    text: CompiledText = field(default=EMPTY_TEXT, compare=False)
    # Derived once in __post_init__ (hot paths read them): the D-5 name key, the keys this card
    # answers to ("from X" matches the base name or the printed name), the names its
    # appearance conditions (E-9) name, and whether it is a Digimon.
    key: str = field(default="", compare=False)
    keys: frozenset[str] = field(default=frozenset(), compare=False)
    appear_names: frozenset[str] = field(default=frozenset(), compare=False)
    is_digimon: bool = field(default=False, compare=False)
    # Whether any alternative has an appearance condition (E-9), and every limit of the compiled
    # text (effects.base.Limit): legal_actions reads them for every hand and slot card.
    has_appearance: bool = field(default=False, compare=False)
    limits: frozenset[str] = field(default=frozenset(), compare=False)
    # O-3: the choices an option's text declares ("A", "self", "3"), one `Use` action each.
    choices: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        key = name_key(self.base_name or self.name)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "keys", frozenset({key, name_key(self.name)}))
        appearances = [req for alt in self.evolution for req in alt if req.kind == "appearance"]
        object.__setattr__(self, "appear_names", frozenset(k for req in appearances for k in req.keys))
        object.__setattr__(self, "is_digimon", self.kind == DIGIMON)
        object.__setattr__(self, "has_appearance", bool(appearances))
        limits = frozenset(limit for ability in self.text.abilities for limit in ability.limits)
        object.__setattr__(self, "limits", limits)
        object.__setattr__(self, "choices", declared_choices(self.text))

    def has_limit(self, limit: str) -> bool:
        """Whether the compiled option text carries `limit` (effects.base.Limit), e.g.
        "cannot_be_discarded" from "This card cannot be discarded by you"."""
        return limit in self.limits

    def attack(self, column: str) -> int:
        return self.attacks["ABC".index(column)] if column in ("A", "B", "C") else 0

    def lost_against(self, winner: CardRecord) -> int:
        """P-3 / 6.1: this card's lost points in the column of the winner's level."""
        column = COLUMN_BY_ORDINAL.get(winner.level_order) or winner.lost_column_as
        if not column:
            # 6.1: a level-less winner with no `lost_column_as` is a card-data error; Hybrid
            # falls back to Ultimate, and so does anything else level-less, so a game
            # is never stopped by incomplete data.
            column = "Ultimate"
        return self.lost_points[("III", "IV", "Perfect", "Ultimate").index(column)]


Record = TypeVar("Record")
Derived = TypeVar("Derived")
_PER_RECORD_LIMIT = 20_000


def per_record(compute: Callable[[Record], Derived]) -> Callable[[Record], Derived]:
    """`compute(record)` worked out once per record (a CardRecord or its CompiledText): records are
    immutable, so what is derived from one alone stays true (legal_actions asks such questions of
    every hand and slot card at every decision). Keyed by identity, as hashing a frozen record walks
    all its fields; each entry holds its record, so an id is not reused while it is cached; bounded
    for long-lived processes."""
    cache: dict[int, tuple[Record, Derived]] = {}

    def cached(record: Record) -> Derived:
        entry = cache.get(id(record))
        if entry is not None:
            return entry[1]
        value = compute(record)
        if len(cache) >= _PER_RECORD_LIMIT:
            cache.clear()
        cache[id(record)] = (record, value)
        return value

    cached.__doc__ = compute.__doc__
    return cached


class DeckFacts(NamedTuple):
    """What a whole deck holds, for the legal-action questions most decks answer "none" to at
    every decision (`deck_facts`). A named tuple, as every game builds two (a frozen dataclass
    costs several times as much to build)."""

    # The card ids with an appearance condition (E-9).
    appearing: frozenset[int]
    # Whether any card has a ■ support ability (B-10), is an option card (T-P6), or an "ignore
    # evolution conditions" card (E-11).
    supports: bool
    options: bool
    ignoring: bool
    # The card ids of the Level III Digimon (the swaps of T-P3) and of the Digimon with evolution
    # conditions (the targets of T-P4).
    level_threes: frozenset[int]
    evolving: frozenset[int]
    # By O-2 timing ("battle", "evolution"...; "" for Digimon), the card ids of the cards of that
    # timing that are not "before it takes effect" answers (B-6): options.option_actions offers no
    # other slot card.
    timed: dict[str, frozenset[int]]
    # By card id, the names the card's "from" requirements accept: a Digimon in hand evolves from a
    # base whose keys meet them (the greedy bot's swaps, A-22, ask at every swap decision).
    from_keys: tuple[frozenset[str], ...]
    # By card id, the triggers of the abilities of the card's printed text ("battle_start",
    # "continuous", "on_use"...): the phase moments fire a battling Digimon's text, and offer its
    # abilities, only when it has an ability with their trigger (most have none).
    triggers: tuple[frozenset[str], ...]
    # The card ids T-P6 may set: every card that is not a Digimon (`options` says whether any is).
    settable: frozenset[int]


# deck_facts of the decks played so far, by the identities of their records (each entry holds its
# deck, so an id is not reused while it is cached); bounded for long-lived processes.
_DECK_FACTS: dict[tuple[int, ...], tuple[tuple[CardRecord, ...], DeckFacts]] = {}
_DECK_FACTS_LIMIT = 1_000


def deck_facts(deck: tuple[CardRecord, ...]) -> DeckFacts:
    """Read once per game (a player's state keeps them): one pass over the 30 records the first time
    a deck is played, a look-up after that (a simulation plays one deck many times)."""
    key = tuple(map(id, deck))
    cached = _DECK_FACTS.get(key)
    if cached is not None:
        return cached[1]
    facts = _read_deck_facts(deck)
    if len(_DECK_FACTS) >= _DECK_FACTS_LIMIT:
        _DECK_FACTS.clear()
    _DECK_FACTS[key] = (deck, facts)
    return facts


def _read_deck_facts(deck: tuple[CardRecord, ...]) -> DeckFacts:
    appearing: list[int] = []
    timed: dict[str, set[int]] = {}
    supports = options = ignoring = False
    for card, record in enumerate(deck):
        if record.has_appearance:
            appearing.append(card)
        supports = supports or record.has_support
        options = options or not record.is_digimon
        ignoring = ignoring or record.ignores_conditions
        if not record.interrupt:
            timed.setdefault(record.timing, set()).add(card)
    level_threes = frozenset(
        card for card, record in enumerate(deck) if record.is_digimon and record.level_order == 3
    )
    evolving = frozenset(card for card, record in enumerate(deck) if record.is_digimon and record.evolution)
    by_timing = {timing: frozenset(cards) for timing, cards in timed.items()}
    from_keys = tuple(
        frozenset(key for alt in record.evolution for req in alt if req.kind == "from" for key in req.keys)
        for record in deck
    )
    triggers = tuple(frozenset(ability.trigger for ability in record.text.abilities) for record in deck)
    return DeckFacts(
        frozenset(appearing),
        supports,
        options,
        ignoring,
        level_threes,
        evolving,
        by_timing,
        from_keys,
        triggers,
        frozenset(card for card, record in enumerate(deck) if not record.is_digimon),
    )
