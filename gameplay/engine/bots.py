"""Opponents and policies: the dummy goldfish, a seeded random policy and a greedy one.

A bot is anything with `choose(state, player, legal=None) -> Action`; `policies.make_bot(name, seed=...)`
builds one. `legal`, when given, is `legal_actions(state, player)` already computed by the caller.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from gameplay.engine.actions import (
    PASS,
    PROCEED,
    Action,
    Cancel,
    Pass,
    Prepare,
    Proceed,
    SetOption,
    Support,
    Swap,
    Use,
    UseAbility,
)
from gameplay.engine.attack import attack_values
from gameplay.engine.dummy import dummy_card as dummy_card  # re-exported: `bots.dummy_card` is public
from gameplay.engine.dummy import dummy_deck as dummy_deck
from gameplay.engine.errors import EngineError
from gameplay.engine.game import apply_unchecked, legal_actions
from gameplay.engine.state import BATTLE, GameState, PlayerState, RandomnessNeeded

# The battle actions the greedy bot tries on a copy of the game (the action classes are final).
_TRIED = frozenset({Use, UseAbility, Support})


class Bot(Protocol):
    def choose(self, state: GameState, player: int, legal: list[Action] | None = None) -> Action: ...


# The actions the dummy takes when offered: a tuple built once (`Pass | Cancel` would build a
# union at every look).
_DUMMY_CHOICES = (Pass, Cancel)


class DummyBot:
    """Never evolves, never uses options: always the first of pass / cancel."""

    def choose(self, state: GameState, player: int, legal: list[Action] | None = None) -> Action:
        if legal is None:
            legal = legal_actions(state, player)
        for action in legal:
            if isinstance(action, _DUMMY_CHOICES):
                return action
        return legal[0]


class RandomBot:
    """Uniform over the legal actions, from its own seeded PRNG."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, player: int, legal: list[Action] | None = None) -> Action:
        if legal is None:
            legal = legal_actions(state, player)
        return legal[self.rng.randrange(len(legal))]


class GreedyBot:
    """Prepares the highest evolution it can pay for, carries evolutions out, sets options,
    uses attack boosts while behind in the battle, places supports, and never discards.

    It tries each battle action on a copy of the game (`_trial`); the copy of the one it chooses
    is kept until the next choice, for `position_after`."""

    def __init__(self) -> None:
        # (state, chosen action, the trial copy after it, the copy's next legal actions).
        self._foreseen: tuple[GameState, Action, GameState, list[Action]] | None = None

    def position_after(self, state: GameState, action: Action) -> tuple[GameState, list[Action]] | None:
        """The trial copy of `state` after `action` and its next decision's legal actions, when
        `action` is what the latest `choose` on this unchanged `state` chose after trying it; else
        None. Given once: the copy is meant for `GameState.adopt`."""
        foreseen, self._foreseen = self._foreseen, None
        if foreseen is None or foreseen[0] is not state or foreseen[1] != action:
            return None
        return foreseen[2], foreseen[3]

    def choose(self, state: GameState, player: int, legal: list[Action] | None = None) -> Action:
        self._foreseen = None
        if legal is None:
            legal = legal_actions(state, player)
        me = state.players[player]
        if state.step == "prep":
            if me.prep_stage == 1:
                # T-P1: discard only when forced, the highest-numbered surplus first.
                return legal[0] if isinstance(legal[0], Pass) else legal[-1]
            prepares: list[Prepare] = []
            swaps: list[Swap] = []
            sets: list[SetOption] = []
            for a in legal:
                # The action classes are final, so their type names them (cheaper than isinstance);
                # settings first, as they are the most numerous (one per free slot and option card).
                if type(a) is SetOption:
                    sets.append(a)
                elif type(a) is Prepare:
                    prepares.append(a)
                elif type(a) is Swap:
                    swaps.append(a)
            if prepares and not me.evo_box:
                return max(prepares, key=lambda a: (me.deck[a.card].level_order, -len(a.pay), -a.card))
            if prepares and me.evo_box:
                # Warp on when a further step is payable (E-6).
                return max(prepares, key=lambda a: (me.deck[a.card].level_order, -len(a.pay)))
            if swaps and not me.evo_box:
                top = me.top_card()
                # swap to a Level III that some Digimon in hand evolves from, when the
                # current one has no such evolution; else to a stronger Level III.
                named = _named_from_hand(me)
                enabling = [a for a in swaps if not named.isdisjoint(me.deck[a.card].keys)]
                if enabling and (top is None or named.isdisjoint(top.keys)):
                    return enabling[0]
                if top is None:
                    return swaps[0]
                best = max(swaps, key=lambda a: sum(me.deck[a.card].attacks))
                if sum(me.deck[best.card].attacks) > sum(top.attacks):
                    return best
            if sets:
                # Options to use in battle first; win-rate cards pay from the hand just as well.
                return min(
                    sets, key=lambda a: me.deck[a.card].power_card or bool(me.deck[a.card].pays_win_rates)
                )
            return PASS
        if state.step in ("swap", "evolve"):
            for a in legal:
                # A loop, not any(): no generator built at every Evolution step.
                if type(a) is Proceed:
                    return PROCEED
            return PASS if PASS in legal else legal[0]
        if state.phase == BATTLE:
            return self._battle(state, player, legal)
        return PASS if PASS in legal else legal[0]

    def _battle(self, state: GameState, player: int, legal: list[Action]) -> Action:
        values = attack_values(state)
        mine, theirs = values[player], values[1 - player]
        if mine > theirs:
            return PASS
        best: Action = PASS
        best_value = mine
        for action in legal:
            if type(action) not in _TRIED:
                continue
            tried = _trial(state, action)
            if tried is None:
                continue
            values = attack_values(tried[0])
            value = values[player] - values[1 - player]
            if value > best_value - theirs:
                best, best_value = action, value + theirs
                self._foreseen = (state, action, *tried)
        return best


def _trial(state: GameState, action: Action) -> tuple[GameState, list[Action]] | None:
    """The position after `action` on a copy of the game and its next decision's legal actions,
    None when the engine refuses it. The copy gets a PRNG of its own only when the action's
    consequences reach a shuffle (most never do)."""
    trial = state.copy(with_actions=False, with_rng=False)
    try:
        legal = apply_unchecked(trial, action)
    except RandomnessNeeded:
        trial = state.copy(with_actions=False)
        try:
            legal = apply_unchecked(trial, action)
        except EngineError:
            return None
    except EngineError:
        return None
    return trial, legal


def _named_from_hand(me: PlayerState) -> set[str]:
    """The names the "from" requirements of the cards in hand accept: a Digimon in hand evolves
    from a base whose keys meet them (read from the deck's facts, worked out once per deck)."""
    from_keys = me.facts.from_keys
    named: set[str] = set()
    for card in me.hand:
        named |= from_keys[card]
    return named


# GreedyBot.position_after: the position a bot's choice leads to, when the bot played it out already.
Foresight = Callable[[GameState, Action], tuple[GameState, list[Action]] | None]


class Watch(Protocol):
    """Told of every action and state of a game, without changing it (engine.deck_watch)."""

    def before(self, state: GameState, action: Action) -> None: ...
    def after(self, state: GameState) -> None: ...
    def finish(self, state: GameState) -> None: ...


def play(
    state: GameState, bots: tuple[Bot, Bot], max_actions: int = 20_000, watch: Watch | None = None
) -> GameState:
    """Let two bots play the game to its end (unchecked fast path: bots only pick legal actions)."""
    legal: list[Action] | None = None  # the first decision's actions are not known yet
    # A bot that played its move out on a copy already (GreedyBot.position_after) hands the copy
    # over, and the game takes its position instead of playing the move a second time.
    foresight: tuple[Foresight | None, ...] = tuple(getattr(bot, "position_after", None) for bot in bots)
    for _ in range(max_actions):
        if state.result is not None:
            break
        player = state.actor
        action = bots[player].choose(state, player, legal)
        if watch is not None:
            watch.before(state, action)
        foresee = foresight[player]
        foreseen = foresee(state, action) if foresee is not None else None
        if foreseen is not None:
            state.adopt(foreseen[0])
            legal = foreseen[1]
        else:
            # apply_unchecked returns the next decision's legal actions, which it computes anyway
            # (to skip pass-only decisions); reusing them halves the legal-action work per move.
            legal = apply_unchecked(state, action)
        if watch is not None:
            watch.after(state)
    if watch is not None:
        watch.finish(state)
    return state
