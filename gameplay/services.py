"""Match services (DESIGN rule 7): start, act, undo, resign, rebuild from a replay.

A match is its header and its action list (DESIGN rule 3). Every request rebuilds the position
by replaying them; a small in-process cache keyed by (match id, version) skips the replay when the
same process served the previous request.

Concurrent writers (DESIGN rule 15): an action, undo or resign locks the match's row (SELECT ... FOR
UPDATE) and reads it afresh, so writes to one match run one after the other. A write given
`expected_version` (the `version` the player chose on; the board always sends it) raises
`MatchConflict` (HTTP 409, with the current state) when the match has moved on since, so of two
clients acting on one position exactly one applies, and the same click sent twice applies once. A
write without a version (a script) acts on the current position. The update itself is also guarded
by the version it read, for a database that cannot lock rows.
"""

from __future__ import annotations

import json
from collections import Counter, OrderedDict
from dataclasses import dataclass
from typing import Any

from django.db import transaction

from cards.models import Card
from decks.services import NAME_MAX
from decks.validation import deck_require_legal
from dmcg_site.api_errors import DmcgError
from gameplay import playout
from gameplay.labels import action_entries, phase_label
from gameplay.models import Match
from gameplay.narration import narrate
from gameplay.selectors import DeckSource, Visitor

RULES = "standard"
BOT_POLICIES = ("greedy", "random", "search")
# What a replay header may hold: engine.record()'s header and the site's own keys (names, opponent).
HEADER_KEYS = ("engine", "rules", "seed", "decks", "partners", "names", "opponent")
HEADER_REQUIRED = ("engine", "rules", "seed", "decks")
# Two 200-card decks with long names fit in a quarter of this.
MAX_HEADER_CHARS = 20_000
# An action in notation ("use slot 1 pay 4,7,9 choose B") is a few dozen characters.
MAX_ACTION_CHARS = 200
# Rebuilt positions kept per process; a few hundred states are a few megabytes.
_CACHE_SIZE = 256
_state_cache: OrderedDict[tuple[int, str, int], tuple[Any, list[int]]] = OrderedDict()
# The narrated log and battle area per (match key, reader): the narration replays the whole game.
_narration_cache: OrderedDict[tuple[tuple[int, str, int], int | None], tuple[list, Any]] = OrderedDict()


class MatchError(DmcgError):
    """A match request that cannot be carried out (HTTP 400)."""


class MatchConflict(Exception):
    """Someone else changed the match first (HTTP 409); `match` is the current row."""

    def __init__(self, match: Match, *, expected: int) -> None:
        super().__init__(
            f"Not applied: the match is at version {match.version}, not {expected}; it changed after that "
            f"position was shown (another tab, or the same action sent twice). Here is its current state."
        )
        self.match = match


@dataclass(frozen=True)
class Opponent:
    kind: str  # Match.Opponent
    policy: str = ""
    deck: DeckSource | None = None


@dataclass
class MatchView:
    """What a player may see of a match right now (DESIGN rule 5: observations only)."""

    match: Match
    player: int
    observation: dict[str, Any]
    legal_actions: list[str]
    outcome: dict[str, Any] | None
    actor: int
    # The narrated game log (gameplay.narration): {turn, kind, text, cards} entries.
    log: list[dict[str, Any]]
    # The legal actions in words (gameplay.labels), grouped for the buttons, primary first.
    actions: list[dict[str, Any]]
    # "Turn 3 · Battle Phase — options".
    phase_label: str
    # The battle area: {sides, result} of the current or the latest battle; None before the first.
    battle: dict[str, Any] | None


def _cache_key(match: Match) -> tuple[int, str, int]:
    # The version changes on every write (undo included), so a key never names two positions; the
    # random share id guards against a primary key used again (a rolled-back test, a restored backup).
    return (match.pk, match.share_id, match.version)


def _cache_put(match: Match, state: Any, actors: list[int]) -> None:
    _state_cache[_cache_key(match)] = (state.copy(), list(actors))
    _state_cache.move_to_end(_cache_key(match))
    while len(_state_cache) > _CACHE_SIZE:
        _state_cache.popitem(last=False)


def match_state(*, match: Match) -> tuple[Any, list[int]]:
    """The current position and who played each action, rebuilt by replaying (or from the cache)."""
    cached = _state_cache.get(_cache_key(match))
    if cached is not None:
        return cached[0].copy(), list(cached[1])
    state, actors = playout.game_rebuild(match.header, match.actions)
    _cache_put(match, state, actors)
    return state, actors


def human_sides(match: Match) -> tuple[int, ...]:
    return (0, 1) if match.opponent_kind == Match.Opponent.HOTSEAT else (playout.HUMAN,)


def _bot(match: Match, played: int) -> tuple[Any, int] | None:
    if match.opponent_kind == Match.Opponent.HOTSEAT:
        return None
    policy = match.bot_policy if match.opponent_kind == Match.Opponent.BOT else "dummy"
    # The bot's own randomness is seeded from the game seed and the length of the game so far,
    # so re-playing after an undo gives the same answers.
    return playout.bot_for(policy, match.header["seed"] + 1 + played), 1


def _answer(match: Match, state: Any, actions: list[str], actors: list[int]) -> Any:
    bot = _bot(match, len(actions))
    if bot is None:
        return state
    bot_player, side = bot
    before = len(actions)
    state, played = playout.bot_answers(state, bot=bot_player, bot_side=side)
    actions.extend(played)
    actors.extend([side] * (len(actions) - before))
    return state


def _save(match: Match, *, state: Any, actions: list[str], actors: list[int]) -> Match:
    """Write the new action list if nobody else wrote first; else raise MatchConflict."""
    outcome = playout.outcome_json(state)
    fields = {
        "actions": actions,
        "outcome": outcome,
        "digest": playout.digest(state),
        "version": match.version + 1,
    }
    updated = Match.objects.filter(pk=match.pk, version=match.version).update(**fields)
    if not updated:
        raise MatchConflict(Match.objects.get(pk=match.pk), expected=match.version)
    for name, value in fields.items():
        setattr(match, name, value)
    _cache_put(match, state, actors)
    return match


def match_narration(*, match: Match, reader: int | None) -> tuple[list[dict[str, Any]], Any]:
    """(log, battle area) of the match as `reader` (None: revealed) may read it, cached per version."""
    key = (_cache_key(match), reader)
    cached = _narration_cache.get(key)
    if cached is None:
        narration = narrate(match.header, match.actions, reader=reader)
        cached = (narration.log, narration.battle)
        _narration_cache[key] = cached
        while len(_narration_cache) > _CACHE_SIZE:
            _narration_cache.popitem(last=False)
    _narration_cache.move_to_end(key)
    return cached


def match_view(*, match: Match, player: int | None = None) -> MatchView:
    state, _actors = match_state(match=match)
    acting = playout.actor(state)
    if player is None:
        # Hot-seat: the screen shows the side whose turn it is to act.
        player = acting if acting in human_sides(match) else playout.HUMAN
    legal = playout.legal_actions(state, player) if player in human_sides(match) else []
    log, battle = match_narration(
        match=match, reader=None if match.outcome is not None or len(human_sides(match)) == 2 else player
    )
    return MatchView(
        match=match,
        player=player,
        observation=playout.observation(state, player),
        legal_actions=[playout.notation(action) for action in legal],
        outcome=playout.outcome_json(state),
        actor=acting,
        log=log,
        actions=action_entries(state, player, legal),
        phase_label=phase_label(state),
        battle=battle,
    )


@transaction.atomic
def match_start(
    *,
    deck: DeckSource,
    opponent: Opponent,
    visitor: Visitor,
    seed: int | None = None,
) -> Match:
    if opponent.kind not in Match.Opponent.values:
        raise MatchError(f"Unknown opponent {opponent.kind!r}: dummy, bot or hotseat.")
    if opponent.kind == Match.Opponent.BOT and opponent.policy not in BOT_POLICIES:
        raise MatchError(f"A bot plays greedy, random or search, not {opponent.policy!r}.")
    if opponent.kind != Match.Opponent.DUMMY and opponent.deck is None:
        raise MatchError("This opponent needs a deck.")
    deck_require_legal(entries=deck.entries, whose="Your deck")
    if opponent.deck is not None:
        deck_require_legal(entries=opponent.deck.entries, whose="The opponent's deck")
    if seed is None:
        seed = playout.random_seed()
    _check_seed(seed)
    header = playout.header_new(
        deck=playout.decklist_json(deck),
        opponent_deck=playout.decklist_json(opponent.deck) if opponent.deck else None,
        seed=seed,
        rules=RULES,
    )
    header["opponent"] = {"kind": opponent.kind, "policy": opponent.policy}
    state = playout.game_new(header)
    match = Match.objects.create(
        opponent_kind=opponent.kind,
        bot_policy=opponent.policy if opponent.kind == Match.Opponent.BOT else "",
        deck_name=deck.name,
        opponent_deck_name=opponent.deck.name if opponent.deck else "",
        header=header,
        actions=[],
        digest=playout.digest(state),
        **visitor.owner_fields(),
    )
    # The opponent may act first (its Preparation Phase as first player, S-6).
    return _open(match, state=state, actions=[], actors=[])


def _open(match: Match, *, state: Any, actions: list[str], actors: list[int]) -> Match:
    """A new match whose opponent acts at once if it is to act, so the player always can (or it is over)."""
    before = len(actions)
    state = _answer(match, state, actions, actors)
    if len(actions) > before:
        return _save(match, state=state, actions=actions, actors=actors)
    _cache_put(match, state, actors)
    return match


def _check_seed(seed: Any, *, where: str = "A seed") -> None:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**63:
        raise MatchError(f"{where} is a whole number from 0 to 2**63 - 1, not {seed!r}.")


def _check_header(header: dict[str, Any]) -> None:
    """The shape of a replay header, checked here so a bad one is a 400 naming the key, not a 500."""
    unknown = sorted(map(str, set(header) - set(HEADER_KEYS)))
    if unknown:
        raise MatchError(
            f"The replay header has an unknown key {unknown[0]!r}; its keys are {', '.join(HEADER_KEYS)}."
        )
    missing = [key for key in HEADER_REQUIRED if key not in header]
    if missing:
        raise MatchError(f"The replay header has no {missing[0]!r}.")
    size = len(json.dumps(header))
    if size > MAX_HEADER_CHARS:
        raise MatchError(f"The replay header has {size:,} characters of JSON; at most {MAX_HEADER_CHARS:,}.")
    if not isinstance(header["rules"], str):
        raise MatchError(f"The replay header's rules are a profile name, not {header['rules']!r}.")
    _check_seed(header["seed"], where="The replay header's seed")
    decks = header["decks"]
    if not (
        isinstance(decks, list)
        and len(decks) == 2
        and all(isinstance(d, list) and all(isinstance(n, str) for n in d) for d in decks)
    ):
        raise MatchError("The replay header's decks are two lists of card numbers.")
    names = header.get("names", ["", ""])
    if not (
        isinstance(names, list)
        and len(names) == 2
        and all(isinstance(n, str) and len(n) <= NAME_MAX for n in names)
    ):
        raise MatchError(
            f"The replay header's names are two deck names of at most {NAME_MAX} characters, not {names!r}."
        )
    partners = header.get("partners") or [None, None]
    if not (
        isinstance(partners, list)
        and len(partners) == 2
        and all(
            p is None or (isinstance(p, int) and not isinstance(p, bool) and 0 <= p < len(deck))
            for p, deck in zip(partners, decks, strict=True)
        )
    ):
        raise MatchError(
            f"The replay header's partners are two positions in the decks (or null), not {partners!r}."
        )


def _header_opponent(header: dict[str, Any]) -> tuple[str, str]:
    """(opponent kind, bot policy) from the header; a replay from elsewhere without one is hot-seat."""
    opponent = header.get("opponent")
    if opponent is None:
        return Match.Opponent.HOTSEAT, ""
    if not isinstance(opponent, dict) or set(opponent) - {"kind", "policy"}:
        raise MatchError(
            f'The replay header\'s opponent is {{"kind": "dummy"|"bot"|"hotseat", "policy": ...}}, '
            f"not {opponent!r}."
        )
    kind, policy = opponent.get("kind"), opponent.get("policy") or ""
    if kind not in Match.Opponent.values:
        raise MatchError(f"Unknown opponent {kind!r} in the replay header: dummy, bot or hotseat.")
    if kind == Match.Opponent.BOT and policy not in BOT_POLICIES:
        raise MatchError(
            f"A bot plays greedy, random or search, not {policy!r} (the replay header's opponent)."
        )
    return kind, policy if kind == Match.Opponent.BOT else ""


def _require_legal_numbers(numbers: list[str], *, whose: str) -> None:
    """deck_require_legal on a header deck; a number the catalog lacks is named first."""
    cards = {card.number: card for card in Card.objects.filter(number__in=set(numbers))}
    missing = sorted(set(numbers) - set(cards))
    if missing:
        raise MatchError(f"{whose} has {', '.join(missing)}, which the catalog does not know.")
    deck_require_legal(entries=[(cards[n], count) for n, count in Counter(numbers).items()], whose=whose)


def _require_legal_decks(header: dict[str, Any], *, opponent_kind: str) -> None:
    """S-1 as match_start checks it: a legal deck for each player, the dummy's own deck for the dummy."""
    mine, theirs = header["decks"]
    _require_legal_numbers(mine, whose="The replay's first deck")
    if opponent_kind != Match.Opponent.DUMMY:
        _require_legal_numbers(theirs, whose="The replay's second deck")
    elif theirs not in ([card.number for card in playout.dummy_deck()], playout.pace_decklist()["cards"]):
        # A simulation's game against the pace dummy is kept as a match like any other.
        raise MatchError("The replay's second deck is neither the vanilla nor the pace dummy's own 30 cards.")


def _lock(match: Match, expected_version: int | None) -> Match:
    """The match's row, read afresh and locked until the transaction ends; MatchConflict if stale."""
    current = Match.objects.select_for_update().get(pk=match.pk)
    if expected_version is not None and current.version != expected_version:
        raise MatchConflict(current, expected=expected_version)
    if current.outcome is not None:
        raise MatchError("The game is over; open its replay instead.")
    return current


def _apply(match: Match, action: str) -> Match:
    """Apply the human's action to a locked match; the bot answers at once."""
    if not isinstance(action, str) or not action.strip():
        raise MatchError('Send an action in notation, e.g. {"action": "pass"}.')
    state, actors = match_state(match=match)
    acting = playout.actor(state)
    if acting not in human_sides(match):
        raise MatchError("It is the opponent's turn to act.")
    state = playout.apply_notation(state, action.strip())
    actions = [*match.actions, action.strip()]
    actors = [*actors, acting]
    state = _answer(match, state, actions, actors)
    return _save(match, state=state, actions=actions, actors=actors)


@transaction.atomic
def match_apply_action(*, match: Match, action: str, expected_version: int | None = None) -> Match:
    """Apply the player's action (in notation), chosen on `expected_version` if given; the bot answers."""
    return _apply(_lock(match, expected_version), action)


@transaction.atomic
def match_undo(*, match: Match, expected_version: int | None = None) -> Match:
    """Take back the player's last action: rebuild from the actions before it.

    The opponent's automatic answers before that action stay; those after it go with it, and are
    played again if the bot is to act at the restored point. `expected_version` as in
    match_apply_action.
    """
    match = _lock(match, expected_version)
    _state, actors = match_state(match=match)
    mine = [i for i, side in enumerate(actors) if side in human_sides(match)]
    if not mine:
        raise MatchError("There is no action of yours to undo.")
    keep = mine[-1]
    actions = list(match.actions[:keep])
    state, actors = playout.game_rebuild(match.header, actions)
    state = _answer(match, state, actions, actors)
    return _save(match, state=state, actions=actions, actors=actors)


@transaction.atomic
def match_resign(*, match: Match, expected_version: int | None = None) -> Match:
    match = _lock(match, expected_version)
    state, _actors = match_state(match=match)
    if playout.actor(state) not in human_sides(match):
        raise MatchError("You can resign only when it is your turn to act.")
    return _apply(match, "concede")


class ReplayNotReady(DmcgError):
    """The replay of a running game would give away hidden cards."""


def replay_json(*, match: Match) -> dict[str, Any]:
    """The replay record (header + actions + outcome + digest), once the game is over.

    While a game runs its header's seed and decklists tell the Net Ocean order and every hidden
    card (DESIGN rule 5), so the record is handed out only at the end.
    """
    if match.outcome is None:
        raise ReplayNotReady("The replay record opens when the game is over; resign to end it now.")
    return {
        "header": match.header,
        "actions": match.actions,
        "outcome": match.outcome,
        "digest": match.digest,
    }


def _replay_parts(replay: Any) -> tuple[dict[str, Any], list[str], str]:
    """(header, actions, digest) of a replay record, with only known keys and bounded sizes."""
    if not isinstance(replay, dict) or not isinstance(replay.get("header"), dict):
        raise MatchError('A replay is {"header": {...}, "actions": [...], "digest": "..."}.')
    unknown = sorted(map(str, set(replay) - {"header", "actions", "digest", "outcome"}))
    if unknown:
        raise MatchError(f"A replay has an unknown key {unknown[0]!r}; its keys are header, actions, digest.")
    actions = replay.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise MatchError("The replay's actions must be a list of action notations.")
    if len(actions) > playout.MAX_ACTIONS_PER_GAME:
        raise MatchError(
            f"The replay has {len(actions):,} actions; a game has at most {playout.MAX_ACTIONS_PER_GAME:,}."
        )
    long = next((i for i, a in enumerate(actions) if len(a) > MAX_ACTION_CHARS), None)
    if long is not None:
        raise MatchError(f"Action {long + 1} of the replay is longer than {MAX_ACTION_CHARS} characters.")
    digest = replay.get("digest") or ""
    if not isinstance(digest, str):
        raise MatchError(f"The replay's digest is a string, not {digest!r}.")
    return replay["header"], actions, digest


@transaction.atomic
def match_from_replay(*, replay: Any, visitor: Visitor) -> Match:
    """Rebuild a match from `{"header", "actions", "digest"}` and check it ends where it says.

    An import is a start like any other: the header's decks must be legal (S-1, as in match_start),
    and a bot that is to act where the replay stops acts at once, so the player can act or resign.
    """
    header, actions, claimed = _replay_parts(replay)
    _check_header(header)
    kind, policy = _header_opponent(header)
    _require_legal_decks(header, opponent_kind=kind)
    state, actors = playout.game_rebuild(header, actions)
    digest = playout.digest(state)
    if claimed and claimed != digest:
        raise MatchError(f"The replay's digest {claimed!r} does not match the rebuilt game ({digest!r}).")
    names = header.get("names") or ["", ""]
    match = Match.objects.create(
        opponent_kind=kind,
        bot_policy=policy,
        deck_name=names[0],
        opponent_deck_name=names[1],
        header=header,
        actions=actions,
        outcome=playout.outcome_json(state),
        digest=digest,
        **visitor.owner_fields(),
    )
    return _open(match, state=state, actions=list(actions), actors=actors)


def opponent_from_spec(*, spec: Any, deck: DeckSource, visitor: Visitor) -> Opponent:
    """ "dummy" | "hotseat" | {"hotseat": {"deck": ...}} | {"bot": "greedy"|"random", "deck": ...}.

    A hot-seat game without a second deck is a mirror match: the same deck on both sides.
    """
    from gameplay.selectors import deck_source_resolve

    if spec in (None, "", "dummy"):
        return Opponent(kind=Match.Opponent.DUMMY)
    if spec == "hotseat":
        return Opponent(kind=Match.Opponent.HOTSEAT, deck=deck)
    if isinstance(spec, dict) and "hotseat" in spec:
        inner = spec["hotseat"] if isinstance(spec["hotseat"], dict) else {}
        ref = inner.get("deck", spec.get("deck"))
        other = deck if ref in (None, "") else deck_source_resolve(ref=ref, visitor=visitor)
        return Opponent(kind=Match.Opponent.HOTSEAT, deck=other)
    if isinstance(spec, dict) and "bot" in spec:
        if spec["bot"] not in BOT_POLICIES:
            raise MatchError(f'A bot plays "greedy", "random" or "search", not {spec["bot"]!r}.')
        ref = spec.get("deck")
        other = deck if ref in (None, "") else deck_source_resolve(ref=ref, visitor=visitor)
        return Opponent(kind=Match.Opponent.BOT, policy=spec["bot"], deck=other)
    raise MatchError(
        f'The opponent is "dummy", "hotseat" or {{"bot": "greedy"|"random"|"search", "deck": <deck>}}, '
        f"not {spec!r}."
    )
