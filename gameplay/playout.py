"""The one place where the Django side talks to the rules engine (gameplay.engine).

Everything here works on engine values and JSON: decklists in, states, notations, observations
and game summaries out. Services and tasks call these helpers and never import the engine
themselves, so an engine API change is absorbed here.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from django.conf import settings

from dmcg_site.api_errors import DmcgError
from gameplay import engine as eng
from gameplay.engine import Action, CardRecord, DeckWatch, GameState, make_bot, pace
from gameplay.engine.bots import Bot
from gameplay.engine.state import PlayerState
from gameplay.selectors import DeckSource
from gameplay.simulation_stats import GameSummary

HUMAN = 0
# The engine's own bound on a game; a bot game that reaches it is reported as a draw by the engine.
MAX_ACTIONS_PER_GAME = 20_000


class PlayError(DmcgError):
    """An engine refusal (illegal action, bad notation, bad replay) as a user-facing 400."""


def decklist_json(source: DeckSource) -> dict[str, Any]:
    """A deck as the header stores it: 30 card numbers in order, the partner's index (S-2), a name."""
    numbers = [card.number for card, count in source.entries for _ in range(count)]
    partner = None
    if source.partner is not None and source.partner.number in numbers:
        partner = numbers.index(source.partner.number)
    return {"name": source.name, "cards": numbers, "partner": partner}


def _card_lookup(numbers: set[str]) -> dict[str, CardRecord]:
    """Card number → engine CardRecord, for every number of a game (and the dummy's card)."""
    from cards.models import Card
    from gameplay.records import card_record

    lookup = {card.number: card_record(card) for card in Card.objects.filter(number__in=numbers)}
    if numbers - set(lookup):
        # Not a catalog card: the dummy's own card, or an unknown number.
        lookup |= {n: card for n, card in _dummy_records().items() if n in numbers}
    missing = sorted(numbers - set(lookup))
    if missing:
        raise PlayError(f"The catalog has no card {', '.join(missing)}.")
    return lookup


def _dummy_records() -> dict[str, CardRecord]:
    return {card.number: card for card in [*dummy_deck(), *pace_deck()]}


def dummy_deck() -> list[CardRecord]:
    """The vanilla goldfish's 30 cards: Level IIIs that never evolve."""
    return eng.dummy_deck()


def pace_deck() -> list[CardRecord]:
    """The pace dummy's 30 cards: the catalog's median card of each level (engine.pace)."""
    return pace.pace_deck()


def pace_decklist() -> dict[str, Any]:
    """The pace dummy's deck as a header stores it (partner: its first card, the Level III)."""
    return {"name": "Pace dummy", "cards": [card.number for card in pace_deck()], "partner": 0}


def pace_schedule_check(text: str) -> None:
    """Refuse a pace schedule ("2/4/6") the engine cannot play, naming it."""
    try:
        pace.parse_schedule(text)
    except eng.EngineError as error:
        raise PlayError(str(error)) from error


def to_jsonable(value: Any) -> Any:
    """Engine values (dataclasses, tuples, frozensets) as JSON-able data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(to_jsonable(v) for v in value)
    return value


def outcome_json(state: GameState) -> dict[str, Any] | None:
    outcome = state.outcome()
    if outcome is None:
        return None
    return {"termination": outcome.termination, "winner": outcome.winner}


def actor(state: GameState) -> int:
    return state.actor


def notation(action: Action) -> str:
    return str(action)


def legal_actions(state: GameState, player: int) -> list[Action]:
    """The engine's legal actions for `player` ([] when it is not their turn or the game is over)."""
    if state.outcome() is not None or actor(state) != player:
        return []
    return list(eng.legal_actions(state, player))


def apply_notation(state: GameState, text: str) -> GameState:
    """Apply one action given in notation to `state` (in place, as the engine does); returns it.

    A refused action leaves the state unchanged (engine.apply checks before it changes anything).
    """
    try:
        eng.apply(state, eng.parse(text))
    except eng.EngineError as error:
        raise PlayError(f"Illegal action {text!r}: {error}") from error
    return state


def observation(state: GameState, player: int) -> dict[str, Any]:
    return to_jsonable(eng.observe(state, player))


def digest(state: GameState) -> str:
    return eng.digest(state)


# --- Bots -------------------------------------------------------------------------------------


def bot_for(policy: str, seed: int) -> Bot:
    """The engine's bot; a search bot thinks `SEARCH_BOT_BUDGET` iterations per decision."""
    budget = settings.SEARCH_BOT_BUDGET if policy == "search" else None
    return make_bot(policy, seed=seed, budget=budget)


def bot_answers(state: GameState, *, bot: Bot, bot_side: int) -> tuple[GameState, list[str]]:
    """Let the bot act while it is its turn to act; returns the new state and its actions."""
    played: list[str] = []
    while state.outcome() is None and actor(state) == bot_side:
        action = bot.choose(state, bot_side)
        played.append(notation(action))
        eng.apply(state, action)
        if len(played) > MAX_ACTIONS_PER_GAME:
            raise PlayError("The bot did not stop acting; the game is stuck.")
    return state, played


# --- Matches: header, start, rebuild -------------------------------------------------------------


def header_new(
    *,
    deck: dict[str, Any],
    opponent_deck: dict[str, Any] | None,
    seed: int,
    rules: str,
    lookup: dict[str, CardRecord] | None = None,
) -> dict:
    """The engine's replay header (engine.record without the actions), plus the decks' names.

    No opponent deck means the dummy: its cards are the engine's dummy deck. `lookup` (number →
    record) saves the catalog query when given.
    """
    other = opponent_deck or {
        "name": "Dummy",
        "cards": [card.number for card in dummy_deck()],
        "partner": None,
    }
    decks = [deck["cards"], other["cards"]]
    if lookup is None:
        lookup = _card_lookup({number for cards in decks for number in cards})
    return {
        # The rules revision and a hash of these cards' records (engine.version).
        "engine": eng.engine_version([[lookup[number] for number in cards] for cards in decks]),
        "rules": rules,
        "seed": seed,
        "decks": [deck["cards"], other["cards"]],
        "partners": [deck["partner"], other["partner"]],
        "names": [deck["name"], other["name"]],
    }


def game_new(header: dict[str, Any], lookup: dict[str, CardRecord] | None = None) -> GameState:
    """A new game from a header; `lookup` (number → record) saves the catalog query when given."""
    try:
        decks = header["decks"]
        if lookup is None:
            lookup = _card_lookup({number for deck in decks for number in deck})
        partners = header.get("partners") or [None, None]
        records = [[lookup[n] for n in decks[0]], [lookup[n] for n in decks[1]]]
        # A stored match or uploaded replay made under another engine version is refused here,
        # naming both versions, before any action is replayed (engine.check_version).
        eng.check_version(header.get("engine"), records)
        return eng.new_game(
            records[0],
            records[1],
            int(header["seed"]),
            header.get("rules", "standard"),
            (partners[0], partners[1]),
        )
    except (KeyError, TypeError, IndexError) as error:
        raise PlayError(f"The replay header is malformed: {error}.") from error
    except eng.EngineError as error:
        raise PlayError(f"The game cannot start: {error}") from error


def game_rebuild(header: dict[str, Any], actions: list[str]) -> tuple[GameState, list[int]]:
    """Replay `actions` from the header (DESIGN rule 3); also returns who played each action.

    A refused action raises PlayError naming it and its position, so a tampered replay says where.
    """
    state = game_new(header)
    actors = []
    for index, text in enumerate(actions):
        actors.append(actor(state))
        try:
            eng.apply(state, eng.parse(text))
        except eng.EngineError as error:
            raise PlayError(f"Action {index + 1} ({text!r}) is illegal: {error}") from error
    return state, actors


# --- Simulations -----------------------------------------------------------------------------


def setup_check(*, decklists: dict[str, Any], opponent: dict[str, Any]) -> None:
    """Refuse decks the engine cannot play, before a job is queued."""
    header = header_new(
        deck=decklists["deck"], opponent_deck=decklists.get("opponent_deck"), seed=0, rules="standard"
    )
    game_new(header)


class SimulationRunner:
    """Plays game i of a job: policy bot with the deck against the dummy or a bot, seed = seed + i."""

    def __init__(
        self, *, decklists: dict[str, Any], opponent: dict[str, Any], policy: str, seed: int
    ) -> None:
        self.decklists = decklists
        self.opponent = opponent
        self.policy = policy
        self.seed = seed
        self._cards: dict[str, CardRecord] | None = None
        self._header: dict[str, Any] | None = None
        self._records: list[list[CardRecord]] | None = None

    def load_cards(self) -> None:
        """Read the job's cards from the database now, so that playing needs no connection."""
        self._lookup()

    def _lookup(self) -> dict[str, CardRecord]:
        if self._cards is None:
            header = self.header(0)
            self._cards = _card_lookup({number for deck in header["decks"] for number in deck})
        return self._cards

    def header(self, game: int) -> dict[str, Any]:
        if self._header is None:
            opponent_deck = self.decklists.get("opponent_deck") if self.opponent["kind"] == "bot" else None
            if self.opponent_policy.startswith("pace"):
                opponent_deck = pace_decklist()
            self._header = header_new(
                deck=self.decklists["deck"],
                opponent_deck=opponent_deck,
                seed=self.seed,
                rules="standard",
                lookup=self._cards,
            )
            self._header["opponent"] = {
                "kind": self.opponent["kind"],
                "policy": self.opponent.get("policy", ""),
            }
        # The games of a job differ only in their seed: the engine version (a hash over the cards'
        # records) is worked out once.
        return {**self._header, "seed": self.seed + game}

    def _start(self, header: dict[str, Any]) -> GameState:
        """The job's first game starts through game_new, which checks the header's engine version and
        the decks; the others, from the same records, start at once."""
        if self._records is None:
            state = game_new(header, self._lookup())
            lookup = self._lookup()
            self._records = [[lookup[number] for number in cards] for cards in header["decks"]]
            return state
        partners = header["partners"]
        return eng.new_game(
            self._records[0], self._records[1], header["seed"], header["rules"], (partners[0], partners[1])
        )

    @property
    def opponent_policy(self) -> str:
        # Jobs from before the pace dummy name no policy for their dummy: the vanilla one.
        return self.opponent.get("policy") or "dummy"

    def play(self, *, game: int) -> GameSummary:
        """Play game `game` and sum it up for the job's figures."""
        return self._played(game)[0]

    def record(self, *, game: int) -> dict[str, Any]:
        """Game `game` played again as a replay: its header and every action in notation."""
        _summary, header, state = self._played(game)
        return {"header": header, "actions": [str(action) for action in state.actions]}

    def _played(self, game: int) -> tuple[GameSummary, dict[str, Any], GameState]:
        header = self.header(game)
        state = self._start(header)
        seed = self.seed + game
        bots = [
            bot_for(self.policy, seed),
            bot_for(self.opponent_policy, seed + 1),
        ]
        watch = DeckWatch(HUMAN)
        # The engine's own loop, so the runner plays exactly as engine.play does (a greedy bot's
        # tried move adopted, not played again; pass-only decisions skipped).
        eng.play(state, (bots[0], bots[1]), MAX_ACTIONS_PER_GAME, watch)
        outcome = state.outcome()
        summary = GameSummary(
            game=game,
            won=outcome is not None and outcome.winner == HUMAN,
            drawn=outcome is None or outcome.winner is None,
            turns=state.turn,
            points_lost=tuple(watch.points_lost),
            evolutions=_evolutions(state.players[HUMAN]),
            first_level=tuple(watch.first_level),
            battles="".join(watch.battles),
            evolution_failures=dict(watch.failures),
            options=dict(watch.options),
        )
        return summary, header, state


def _evolutions(player: PlayerState) -> dict[str, tuple[int, int]]:
    counts: dict[str, list[int]] = {}
    for number in player.prepared_log:
        counts.setdefault(number, [0, 0])[0] += 1
    for number in player.evolved_log:
        counts.setdefault(number, [0, 0])[1] += 1
    return {number: (p, s) for number, (p, s) in counts.items()}


def random_seed() -> int:
    return random.SystemRandom().randrange(2**31)
