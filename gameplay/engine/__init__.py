"""The Hyper Colosseum Battle rules engine (RULES.md §3-§8): pure Python, standard library only.

Stable API (the browser test-play and simulations build on it):

- `new_game(deck_a, deck_b, seed, rules="standard", partners=(None, None)) -> GameState`:
  decks are sequences of 30 `CardRecord`s; card ids are positions in them. Partners default to
  the first Level III (S-2). All randomness comes from the state's own seeded PRNG.
- `legal_actions(state, player=None) -> list[Action]`: the actions the player to act may take
  (empty for the other player). Manual actions (`AdjustAttack`, `AdjustPoints`, `MoveCard`,
  `Appear`) are accepted by `apply` but never listed.
- `apply(state, action)`: checks and mutates the state; raises `IllegalAction` (a ValueError)
  with the reason and leaves the state unchanged. `apply_unchecked` is the fast path.
- `state.outcome() -> Outcome(termination, winner) | None`; `state.actor` is who acts next.
- `parse(text) -> Action` and `str(action)`: the one-line notation; `repr` is the constructor.
- `record(state) -> dict` (header + actions + outcome + digest) and
  `replay(record, cards, checked=True, upto=None) -> GameState`; `cards` maps numbers to records.
- `engine_version(decks) -> str`: `RULES_REVISION` + a hash of the card records a game uses (their
  compiled effects included); `record` writes it, `replay` and `check_version(recorded, decks)`
  refuse a record made under another version with a ReplayError naming both.
- `digest(state) -> str`: sha256 of the canonical JSON of the full state.
- `observe(state, player) -> dict`: only what that player may see; `str(state)` is a text board.
- Flow: `state.phase` (preparation, evolution, battle, point_calculation, over), `state.step`,
  `state.actor`, `state.turn`, `state.fp`; `state.last_battle` holds the final attack values of
  the latest battle (B-7). A decision whose only choice is `pass` is taken by the engine at once
  (deterministically, so replays are unaffected): players only ever see real choices.
- Actions (notation in brackets): Pass [pass], Discard [discard ID], Swap [swap ID],
  Prepare [prepare ID alt N pay ID,ID] (alt -1 pays with an "ignore conditions" card; ●/× come
  from the Net Ocean by themselves), SetOption [set ID slot N], Use [use slot N pay ID choose X]
  (X: the choice a card's text declares, O-3; yes / no for a single "you may" outcome),
  UseAbility [ability N pay ID] (◎ ability N of the battling Digimon, in battle windows),
  Support [support ID], Proceed / Cancel (E-2..E-4), Appear [appear ID], Concede; manual:
  AdjustAttack [adjust attack p1 +100], AdjustPoints [adjust points p2 -10], MoveCard
  [move p1 ID dark_area]. Card ids are positions (0..29) in the owner's deck.
- Card effects run through `effect_context.EngineContext` (the `effects.base.EffectContext`
  protocol: the read-only `EffectQueries`, all that conditions see, and the state primitives the
  effect families change the game with); text the compiler marks manual is applied by the players
  with manual actions.
- `make_bot("dummy" | "vanilla" | "pace" | "pace:2/4/6" | "random" | "greedy" | "search" |
  "search:N", seed=0, budget=None)` -> an object with `choose(state, player)`; "search" is
  engine.search's determinized ISMCTS (`budget` or N iterations per decision, seeded; it reads
  only `information.information_set(state, player)`, never a hidden card);
  `play(state, (bot_a, bot_b), watch=None)` plays to the end;
  `new_game(deck, None, seed)` plays against the vanilla goldfish deck (`dummy_deck()`), and
  `pace.pace_deck()` is the pace dummy's (a Level III climbing to Ultimate on a schedule).
- `DeckWatch(side)`, given to `play`, reads what a side did turn by turn: the turn of its first
  Level IV / Perfect / Ultimate, each battle's result, why it could prepare no evolution, the
  options it used (engine.deck_watch).
"""

from gameplay.engine.actions import (
    Action,
    AdjustAttack,
    AdjustPoints,
    Appear,
    Cancel,
    Concede,
    Discard,
    MoveCard,
    Pass,
    Prepare,
    Proceed,
    SetOption,
    Support,
    Swap,
    Use,
    UseAbility,
    parse,
)
from gameplay.engine.bots import DummyBot, GreedyBot, RandomBot, play
from gameplay.engine.cards import CardRecord, Requirement
from gameplay.engine.deck_watch import DeckWatch
from gameplay.engine.dummy import dummy_card, dummy_deck
from gameplay.engine.errors import BadNotation, EngineError, IllegalAction, ReplayError
from gameplay.engine.game import apply, apply_unchecked, digest, legal_actions, new_game
from gameplay.engine.observe import observe
from gameplay.engine.policies import make_bot
from gameplay.engine.replay import record, replay
from gameplay.engine.state import GameState, Outcome
from gameplay.engine.version import RULES_REVISION, check_version, engine_version

__all__ = [
    "RULES_REVISION",
    "DeckWatch",
    "DummyBot",
    "GreedyBot",
    "RandomBot",
    "dummy_card",
    "dummy_deck",
    "make_bot",
    "play",
    "Action",
    "AdjustAttack",
    "AdjustPoints",
    "Appear",
    "BadNotation",
    "Cancel",
    "CardRecord",
    "Concede",
    "Discard",
    "EngineError",
    "GameState",
    "IllegalAction",
    "MoveCard",
    "Outcome",
    "Pass",
    "Prepare",
    "Proceed",
    "ReplayError",
    "Requirement",
    "SetOption",
    "Support",
    "Swap",
    "Use",
    "UseAbility",
    "apply",
    "apply_unchecked",
    "check_version",
    "digest",
    "engine_version",
    "legal_actions",
    "new_game",
    "observe",
    "parse",
    "record",
    "replay",
]
