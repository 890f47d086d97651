"""Replays (DESIGN rule 3): a header (engine version, rules, seed, decklists, partners) plus the
action list, like PGN. Positions are never stored; `replay` rebuilds them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from gameplay.engine.actions import parse
from gameplay.engine.cards import CardRecord
from gameplay.engine.errors import EngineError, ReplayError
from gameplay.engine.game import apply, apply_unchecked, digest, new_game
from gameplay.engine.pace import goldfish_card, is_goldfish_number
from gameplay.engine.state import GameState
from gameplay.engine.version import check_version, engine_version

CardLookup = Mapping[str, CardRecord] | Callable[[str], CardRecord]


def record(state: GameState) -> dict[str, Any]:
    """The replay of a game so far: header + actions (+ outcome and digest, to check)."""
    outcome = state.outcome()
    return {
        "engine": engine_version(player.deck for player in state.players),
        "rules": state.rules,
        "seed": state.seed,
        "decks": [[card.number for card in player.deck] for player in state.players],
        "partners": list(state.partners),
        "actions": [str(action) for action in state.actions],
        "outcome": None
        if outcome is None
        else {"termination": outcome.termination, "winner": outcome.winner},
        "digest": digest(state),
    }


def _resolve(cards: CardLookup, number: str) -> CardRecord:
    if is_goldfish_number(number):
        # The goldfishes (vanilla and pace dummies) are not catalog cards; their records are part
        # of the engine.
        return goldfish_card(number)
    try:
        return cards[number] if isinstance(cards, Mapping) else cards(number)
    except (KeyError, LookupError):
        raise ReplayError(f"The replay names card {number!r}, which the card lookup does not know.") from None


def replay(
    header: Mapping[str, Any],
    cards: CardLookup,
    *,
    checked: bool = True,
    upto: int | None = None,
) -> GameState:
    """Rebuild the state from a replay record; `upto` stops after that many actions (undo).

    `checked=False` skips the legality checks for trusted records (bots, golden files). A record
    made under another engine version than its cards give now is refused before any action
    (engine.version)."""
    try:
        decks = [[_resolve(cards, number) for number in deck] for deck in header["decks"]]
        check_version(header.get("engine"), decks)
        partners = header.get("partners") or [None, None]
        state = new_game(
            decks[0],
            decks[1],
            int(header["seed"]),
            header.get("rules", "standard"),
            (partners[0], partners[1]),
        )
        actions = header.get("actions", [])
    except (KeyError, TypeError, IndexError) as error:
        raise ReplayError(f"Malformed replay header: {error}.") from None
    step = apply if checked else apply_unchecked
    for index, text in enumerate(actions[:upto] if upto is not None else actions):
        try:
            step(state, parse(text))
        except EngineError as error:
            raise ReplayError(f"Action {index + 1} ({text!r}) cannot be replayed: {error}") from None
    return state
