"""Game state: plain slotted classes with list zones, copied by hand (no deepcopy) for speed.

Card instances are the indices 0..29 into a player's `deck`; every zone holds such indices, so a
card is in exactly one zone at any time (the property tests check it). Net Ocean and Dark Area
lists have their top at the END of the list so drawing is a cheap `pop()`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from gameplay.engine.cards import CardRecord, deck_facts
from gameplay.engine.modifiers import Modifier

NONE = -1
# Three empty option slots (PlayerState.slots), for a cheap comparison.
EMPTY_SLOTS = [NONE, NONE, NONE]
DRAW = 2  # battle_result value for a battle draw (P-1)


class Phase(StrEnum):
    """T-1: the phases of a turn, then `over` once the game has ended. The values are the strings of
    the serialised state (`GameState.to_dict`, the digest) and of replays."""

    PREPARATION = "preparation"
    EVOLUTION = "evolution"
    BATTLE = "battle"
    POINT_CALCULATION = "point_calculation"
    OVER = "over"


# The names the rules modules compare `state.phase` with.
PREPARATION = Phase.PREPARATION
EVOLUTION = Phase.EVOLUTION
BATTLE = Phase.BATTLE
POINT_CALCULATION = Phase.POINT_CALCULATION
OVER = Phase.OVER


class Termination(StrEnum):
    """How a game ended (P-8, P-9, P-10, or a concession); the values are the strings that replays
    and simulation statistics record."""

    # P-8: one player's points reached 0.
    POINTS = "points"
    # P-8 / P-9: both reached 0 together; the tiebreak decides.
    BOTH_ZERO = "both_zero"
    # P-9: the time limit (the last turn) was reached; the tiebreak decides.
    TIME_LIMIT = "time_limit"
    # P-10 / A-26: an empty Digimon Box at the end of one's own Preparation Phase.
    CANNOT_CONTINUE = "cannot_continue"
    CONCEDE = "concede"


@dataclass(frozen=True, slots=True)
class Outcome:
    """Game end as a value (DESIGN rule 4). `winner` is 0, 1, or None for a game draw."""

    termination: Termination
    winner: int | None


class RandomnessNeeded(Exception):
    """A copy made without its PRNG (`GameState.copy(with_rng=False)`) came to a random step."""


class _NoRandom(random.Random):
    """The PRNG of a copy made without one: every draw (a shuffle, a coin) raises
    RandomnessNeeded, as does reading its state, so such a copy never plays on with made-up luck."""

    def random(self) -> float:
        raise RandomnessNeeded("this copy of the game has no PRNG of its own")

    def getrandbits(self, k: int, /) -> int:
        raise RandomnessNeeded("this copy of the game has no PRNG of its own")

    def getstate(self) -> tuple[Any, ...]:
        raise RandomnessNeeded("this copy of the game has no PRNG of its own")


# Shared by every copy without a PRNG: it keeps no state of its own.
NO_RANDOM: random.Random = _NoRandom.__new__(_NoRandom)


class PlayerState:
    __slots__ = (
        "deck",
        "facts",
        "digimon",
        "face_down",
        "pending_swap",
        "evo_box",
        "evo_alts",
        "power",
        "support",
        "support_other",
        "slots",
        "face_up",
        "active",
        "used_turn",
        "choices",
        "flipped",
        "net_ocean",
        "dark_area",
        "gauge",
        "gauge_cards",
        "hand",
        "points",
        "refilled",
        "supported",
        "prep_stage",
        "just_set",
        "decided",
        "immunities",
        "keywords",
        "specials_negated",
        "ignore_conditions",
        "forbidden",
        "ability_uses",
        "prepared_log",
        "evolved_log",
        "evolved_by",
        "evolved_route",
    )

    def __init__(self, deck: tuple[CardRecord, ...]) -> None:
        self.deck = deck
        # What the deck holds at all (cards.deck_facts), read by legal_actions at every decision.
        self.facts = deck_facts(deck)
        # Bottom first: the Level III, then at most one evolved form on top.
        self.digimon: list[int] = []
        self.face_down = True
        self.pending_swap = NONE
        # T-P4: one card per evolution step, the alternative used by each step, and the Power
        # Box as (card, step, "up" | "side" | "card").
        self.evo_box: list[int] = []
        self.evo_alts: list[int] = []
        self.power: list[tuple[int, int, str]] = []
        self.support = NONE
        self.support_other: list[int] = []
        self.slots = [NONE, NONE, NONE]
        self.face_up = [False, False, False]
        # Whether the slot's card has been used (its effect is active); a card set face-up
        # (T-P6) is visible but not active until used at its timing.
        self.active = [False, False, False]
        # The turn in which each slot's card was used (O-L3 counts it as turn 1).
        self.used_turn = [0, 0, 0]
        # O-3: what the player chose when using each slot's card (the `Use` action's `choice`).
        self.choices = ["", "", ""]
        # O-4: cards flipped in the current phase.
        self.flipped: list[int] = []
        self.net_ocean: list[int] = []
        self.dark_area: list[int] = []
        self.gauge = NONE
        self.gauge_cards: list[int] = []
        self.hand: list[int] = []
        self.points = 100
        self.refilled = False
        self.supported = False
        self.prep_stage = 1
        # T-P6: the slot index of the card its last action set, when that card's text lets it be
        # activated immediately after setting (an exception to O-1, preparation.immediate_uses);
        # NONE otherwise, and again after the player's next action.
        self.just_set = NONE
        self.decided = False
        self.immunities: list[str] = []
        self.keywords: list[str] = []
        self.specials_negated = False
        # Set by an "ignore evolution conditions" effect until the end of the turn (E-11).
        self.ignore_conditions = False
        # Name keys of cards this player may not use this turn ("cannot use the card X").
        self.forbidden: list[str] = []
        # Indices of the battling Digimon's ◎ abilities used this turn (one entry per use).
        self.ability_uses: list[int] = []
        self.prepared_log: list[str] = []
        self.evolved_log: list[str] = []
        # E-6.5: why the battling Digimon was last put on top, read by "when you evolve into this
        # Digimon due to the effects of the opponent's Option cards" (conditions.evolved_by): ""
        # for the player's own Evolution steps, an appearance or a switch, else `<whose>_<source>`
        # of the effect that evolved it ("opponent_option", "own_option", "own_ability").
        self.evolved_by = ""
        # How the battling Digimon was last put on top: the card it covered (NONE when the box was
        # empty), the index of the evolution alternative its Evolution step used (-1 for an
        # appearance, a switch or an effect's evolution) and the Digimon the whole evolution began
        # from (a warp evolution's first step covered it, E-6; else the covered card), read by "if
        # you Jogress evolved from two Digimon", "when you evolve using the card '…'" and "if the
        # opponent's Level III or Level IV Digimon evolves … into an Ultimate" (conditions.
        # evolved_through). Not in `to_json`: it is read only while the evolution fires, so the
        # digests stay as they were.
        self.evolved_route: tuple[int, int, int] = (NONE, -1, NONE)

    @property
    def top(self) -> int:
        return self.digimon[-1] if self.digimon else NONE

    def top_card(self) -> CardRecord | None:
        return self.deck[self.digimon[-1]] if self.digimon else None

    def copy(self) -> PlayerState:
        """An independent copy: every list is a new one; the deck, tuples and scalars are shared, as
        nothing changes them in place. Spelled out slot by slot, as bots copy states at every trial
        (tests/engine/test_state.py checks that it names every slot); `list.copy` is the cheapest
        copy of a list."""
        other = PlayerState.__new__(PlayerState)
        other.deck = self.deck
        other.facts = self.facts
        other.digimon = self.digimon.copy()
        other.face_down = self.face_down
        other.pending_swap = self.pending_swap
        other.evo_box = self.evo_box.copy()
        other.evo_alts = self.evo_alts.copy()
        other.power = self.power.copy()
        other.support = self.support
        other.support_other = self.support_other.copy()
        other.slots = self.slots.copy()
        other.face_up = self.face_up.copy()
        other.active = self.active.copy()
        other.used_turn = self.used_turn.copy()
        other.choices = self.choices.copy()
        other.flipped = self.flipped.copy()
        other.net_ocean = self.net_ocean.copy()
        other.dark_area = self.dark_area.copy()
        other.gauge = self.gauge
        other.gauge_cards = self.gauge_cards.copy()
        other.hand = self.hand.copy()
        other.points = self.points
        other.refilled = self.refilled
        other.supported = self.supported
        other.prep_stage = self.prep_stage
        other.just_set = self.just_set
        other.decided = self.decided
        other.immunities = self.immunities.copy()
        other.keywords = self.keywords.copy()
        other.specials_negated = self.specials_negated
        other.ignore_conditions = self.ignore_conditions
        other.forbidden = self.forbidden.copy()
        other.ability_uses = self.ability_uses.copy()
        other.prepared_log = self.prepared_log.copy()
        other.evolved_log = self.evolved_log.copy()
        other.evolved_by = self.evolved_by
        other.evolved_route = self.evolved_route
        return other

    def zones(self) -> dict[str, list[int]]:
        """Every zone as a list of card ids (the invariant checks and `observe` read this)."""
        return {
            "digimon": self.digimon[:],
            "pending_swap": [self.pending_swap] if self.pending_swap != NONE else [],
            "evolution_box": self.evo_box[:],
            "power_box": [card for card, _, _ in self.power],
            "support": ([self.support] if self.support != NONE else []) + self.support_other,
            "slots": [card for card in self.slots if card != NONE],
            "net_ocean": self.net_ocean[:],
            "dark_area": self.dark_area[:],
            "gauge": [self.gauge, *self.gauge_cards] if self.gauge != NONE else self.gauge_cards[:],
            "hand": self.hand[:],
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "deck": [card.number for card in self.deck],
            "digimon": self.digimon,
            "face_down": self.face_down,
            "pending_swap": self.pending_swap,
            "evo_box": self.evo_box,
            "evo_alts": self.evo_alts,
            "power": [list(entry) for entry in self.power],
            "support": self.support,
            "support_other": self.support_other,
            "slots": self.slots,
            "face_up": self.face_up,
            "active": self.active,
            "used_turn": self.used_turn,
            "flipped": self.flipped,
            "net_ocean": self.net_ocean,
            "dark_area": self.dark_area,
            "gauge": self.gauge,
            "gauge_cards": self.gauge_cards,
            "hand": self.hand,
            "points": self.points,
            "refilled": self.refilled,
            "supported": self.supported,
            "prep_stage": self.prep_stage,
            "decided": self.decided,
            "immunities": self.immunities,
            "keywords": self.keywords,
            "specials_negated": self.specials_negated,
            "ignore_conditions": self.ignore_conditions,
            "forbidden": self.forbidden,
            "ability_uses": self.ability_uses,
            # Only once a choice was made, so the digests of games without one stay as they were.
            **({"choices": self.choices} if any(self.choices) else {}),
            # Only once an effect evolved the Digimon, so the golden replays keep their digests.
            **({"evolved_by": self.evolved_by} if self.evolved_by else {}),
            # Only right after setting a card that may be used at once, so that other positions keep
            # their digest.
            **({"just_set": self.just_set} if self.just_set != NONE else {}),
        }


class GameState:
    __slots__ = (
        "players",
        "rules",
        "seed",
        "partners",
        "turn",
        "fp",
        "phase",
        "step",
        "actor",
        "modifiers",
        "seq",
        "empty_windows",
        "window_used",
        "battle_result",
        "forced_draw",
        "last_battle",
        "pending",
        "answered",
        "result",
        "rng",
        "actions",
        "max_turns",
        "draw_penalty",
    )

    def __init__(self, players: list[PlayerState], rules: str, seed: int) -> None:
        self.players = players
        self.rules = rules
        self.seed = seed
        self.partners = (NONE, NONE)
        self.turn = 1
        self.fp = 0
        self.phase: Phase = PREPARATION
        self.step = "prep"
        self.actor = 0
        self.modifiers: list[Modifier] = []
        self.seq = 0
        self.empty_windows = 0
        self.window_used = False
        self.battle_result = NONE
        self.forced_draw = False
        # The final attack values of the latest battle (B-7), kept for the log and the board.
        self.last_battle = (0, 0)
        # B-6: (player, slot index, card) of a declared option use awaiting an interrupt.
        self.pending = (NONE, NONE, NONE)
        # the declared uses under `pending`, each answered by the one above it (LIFO).
        self.answered: list[tuple[int, int, int]] = []
        self.result: Outcome | None = None
        self.rng = random.Random(seed)
        # The replay's action list: every applied action in order.
        self.actions: list[Any] = []
        self.max_turns = 200
        self.draw_penalty = 10

    @property
    def sp(self) -> int:
        return 1 - self.fp

    def outcome(self) -> Outcome | None:
        """DESIGN rule 4: None while the game runs."""
        return self.result

    def copy(self, *, with_actions: bool = True, with_rng: bool = True) -> GameState:
        """An independent copy; `with_actions=False` starts its action list empty (a bot's trial
        position, which never becomes a record, need not copy the game's whole history).

        `with_rng=False` gives the copy no PRNG of its own (copying one costs more than the rest of
        the state): a step of the copy that shuffles or draws at random raises `RandomnessNeeded`,
        and a bot trying an action makes a full copy then (bots.GreedyBot)."""
        other = GameState.__new__(GameState)
        # Slot by slot, like PlayerState.copy; tuples, modifiers and the outcome are immutable.
        first, second = self.players
        other.players = [first.copy(), second.copy()]
        other.rules = self.rules
        other.seed = self.seed
        other.partners = self.partners
        other.turn = self.turn
        other.fp = self.fp
        other.phase = self.phase
        other.step = self.step
        other.actor = self.actor
        other.modifiers = self.modifiers.copy()
        other.seq = self.seq
        other.empty_windows = self.empty_windows
        other.window_used = self.window_used
        other.battle_result = self.battle_result
        other.forced_draw = self.forced_draw
        other.last_battle = self.last_battle
        other.pending = self.pending
        other.answered = self.answered.copy()
        other.result = self.result
        other.actions = self.actions.copy() if with_actions else []
        other.max_turns = self.max_turns
        other.draw_penalty = self.draw_penalty
        if with_rng:
            # Random() would seed itself from os.urandom first, only to be overwritten by setstate.
            other.rng = random.Random.__new__(random.Random)
            other.rng.setstate(self.rng.getstate())
        else:
            other.rng = NO_RANDOM
        return other

    def adopt(self, played: GameState) -> None:
        """Take over the position of `played`: a copy of this game (`copy(with_actions=False)`) on
        which this game's next action was applied, which is then this game's latest action. The
        copy's PRNG becomes this game's when it had one of its own; one without never drew, so
        this game's stays as it was. The copy is spent: this game now holds its lists.

        bots.play hands a greedy bot's trial of the move it chose to this, so that the move,
        played out once already on the copy, need not be played a second time."""
        self.players = played.players
        self.partners = played.partners
        self.turn = played.turn
        self.fp = played.fp
        self.phase = played.phase
        self.step = played.step
        self.actor = played.actor
        self.modifiers = played.modifiers
        self.seq = played.seq
        self.empty_windows = played.empty_windows
        self.window_used = played.window_used
        self.battle_result = played.battle_result
        self.forced_draw = played.forced_draw
        self.last_battle = played.last_battle
        self.pending = played.pending
        self.answered = played.answered
        self.result = played.result
        self.actions += played.actions
        if played.rng is not NO_RANDOM:
            self.rng = played.rng

    def to_json(self) -> dict[str, Any]:
        """The full state as canonical JSON-able data (the digest hashes it)."""
        version, internal, gauss = self.rng.getstate()
        return {
            "players": [player.to_json() for player in self.players],
            "rules": self.rules,
            "seed": self.seed,
            "partners": list(self.partners),
            "turn": self.turn,
            "fp": self.fp,
            "phase": self.phase,
            "step": self.step,
            "actor": self.actor,
            "modifiers": [
                [m.player, m.kind, a, b, m.seq, m.source, m.source_player, m.lifetime, column]
                for m in self.modifiers
                for a, b, column in (m.row_values(),)
            ],
            "seq": self.seq,
            "empty_windows": self.empty_windows,
            "window_used": self.window_used,
            "battle_result": self.battle_result,
            "forced_draw": self.forced_draw,
            "last_battle": list(self.last_battle),
            "pending": list(self.pending),
            # Only while an answer is itself answered, so that other positions keep their digest.
            **({"answered": [list(use) for use in self.answered]} if self.answered else {}),
            "outcome": None if self.result is None else [self.result.termination, self.result.winner],
            "rng": [version, list(internal), gauss],
            "actions": len(self.actions),
        }

    def __str__(self) -> str:
        # The one import kept inside a function: the text board shows attack values, which the layers
        # above the state compute ([tool.importlinter] ignores this import by name).
        from gameplay.engine.board import format_board

        return format_board(self)
