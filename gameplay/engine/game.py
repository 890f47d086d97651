"""The public game API: new_game, legal_actions, apply (checked), apply_unchecked, digest."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Protocol

from gameplay.engine import battle, evolution, flow, hand_support, moves, points, preparation
from gameplay.engine.actions import (
    MANUAL_ACTIONS,
    Action,
    AdjustAttack,
    AdjustPoints,
    Appear,
    Concede,
    Discard,
    MoveCard,
    Pass,
    Prepare,
    SetOption,
    Support,
    Swap,
    Use,
    UseAbility,
)
from gameplay.engine.beside import why_not_appear
from gameplay.engine.cards import CardRecord
from gameplay.engine.dummy import dummy_deck
from gameplay.engine.errors import EngineError, IllegalAction
from gameplay.engine.evolution import appear
from gameplay.engine.hands import hand_limit
from gameplay.engine.modifiers.attack import AttackAdd
from gameplay.engine.options import refresh_situations, why_bad_choice, why_not_usable
from gameplay.engine.state import (
    BATTLE,
    EVOLUTION,
    NONE,
    POINT_CALCULATION,
    PREPARATION,
    GameState,
    Outcome,
    PlayerState,
    Termination,
)
from gameplay.engine.turn_start import start_turn

flow.install(flow.PhaseStarts(evolution=evolution.start, battle=battle.start, point_calculation=points.start))

RULES_PROFILES = ("standard",)
DECK_SIZE = 30
HAND_SIZE = 6


def _partner(deck: Sequence[CardRecord], partner: int | None) -> int:
    """S-2: the named partner, else the first Level III in deck order."""
    if partner is not None:
        if not 0 <= partner < len(deck) or deck[partner].level_order != 3 or not deck[partner].is_digimon:
            raise EngineError(
                f"Card {partner} of the deck is not a Level III Digimon; it cannot be the partner."
            )
        return partner
    for index, card in enumerate(deck):
        if card.is_digimon and card.level_order == 3:
            return index
    raise EngineError("Deck has no Level III Digimon; at least one is needed to place a partner (D-6).")


def new_game(
    deck_a: Sequence[CardRecord],
    deck_b: Sequence[CardRecord] | None,
    seed: int,
    rules: str = "standard",
    partners: tuple[int | None, int | None] = (None, None),
) -> GameState:
    """Set up a game (S-1..S-8). Card ids are positions in the decks as given; a missing
    `deck_b` is the dummy goldfish deck (30 vanilla Level IIIs, `dummy.dummy_deck`)."""
    if deck_b is None:
        deck_b = dummy_deck()
    if rules not in RULES_PROFILES:
        raise EngineError(f"Unknown rules profile {rules!r}; known: {', '.join(RULES_PROFILES)}.")
    players = []
    for deck in (deck_a, deck_b):
        if len(deck) != DECK_SIZE:
            # S-1 / D-1.
            raise EngineError(f"Deck has {len(deck)} cards; Hyper Colosseum Battle needs exactly 30.")
        players.append(PlayerState(tuple(deck)))
    state = GameState(players, rules, seed)
    chosen = []
    for index, me in enumerate(players):
        partner = _partner(me.deck, partners[index])
        chosen.append(partner)
        # S-2: the partner goes face-down into the Digimon Box.
        me.digimon = [partner]
        me.face_down = True
        # S-3: the other 29 cards are shuffled by the state's PRNG into the Net Ocean.
        me.net_ocean = list(range(DECK_SIZE))
        me.net_ocean.remove(partner)
        moves.shuffle(state.rng, me.net_ocean)
        # S-4: the top card becomes the Point Gauge marker, never used again.
        me.gauge = me.net_ocean.pop()
        # S-5: an opening hand of 6; the Net Ocean holds 22.
        moves.draw(state, index, HAND_SIZE)
        # S-7.
        me.points = 100
    state.partners = (chosen[0], chosen[1])
    # S-6: a fair coin decides the first player of turn 1.
    state.fp = state.rng.randrange(2)
    start_turn(state)
    _advance(state)
    return state


class PhaseRules(Protocol):
    """What each phase module provides: its legal actions and how it applies one."""

    def legal(self, state: GameState, player: int) -> list[Action]: ...
    def apply(self, state: GameState, player: int, action: Action) -> None: ...


_PHASES: dict[str, PhaseRules] = {
    PREPARATION: preparation,
    EVOLUTION: evolution,
    BATTLE: battle,
    POINT_CALCULATION: points,
}


def legal_actions(state: GameState, player: int | None = None) -> list[Action]:
    """Every action `player` (default: the player to act) may take now; [] when not their turn.

    Manual actions (adjustments, appearance) are accepted by `apply` but not listed here."""
    if state.result is not None:
        return []
    if player is None:
        player = state.actor
    if player != state.actor:
        return []
    return _PHASES[state.phase].legal(state, player)


def _advance(state: GameState) -> list[Action]:
    """A decision whose only choice is `pass` is taken at once (it changes nothing else), so
    bots and players only see real choices. Deterministic, so replays are unaffected.

    Returns the legal actions of the decision it stopped at ([] once the game is over): it had
    to compute them anyway, and handing them on spares the bot computing them a second time."""
    while state.result is None:
        module = _PHASES[state.phase]
        options = module.legal(state, state.actor)
        if len(options) != 1 or type(options[0]) is not Pass:
            return options
        module.apply(state, state.actor, options[0])
    return []


def apply_unchecked(state: GameState, action: Action) -> list[Action]:
    """The fast path for bots and trusted replays: no legality check.

    Returns `legal_actions(state)` for the decision that follows (a list the caller must not
    change, valid only until the state changes); `bots.play` hands it to the next bot."""
    if state.result is not None:
        raise IllegalAction(f"{action} is not allowed: the game is over.")
    state.actions.append(action)
    if isinstance(action, MANUAL_ACTIONS):
        _apply_manual(state, action)
    elif isinstance(action, Concede):
        moves.end_game(state, Outcome(Termination.CONCEDE, 1 - state.actor))
        return []
    else:
        _PHASES[state.phase].apply(state, state.actor, action)
    if state.modifiers and state.result is None:
        # O-N2: an action may have made a waiting situation condition true.
        refresh_situations(state)
    return _advance(state)


def apply(state: GameState, action: Action) -> None:
    """Check `action` and apply it; raises IllegalAction (state unchanged) with the reason."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalAction(f"{action} is not allowed: {reason}.")
    apply_unchecked(state, action)


def why_illegal(state: GameState, action: Action) -> str | None:
    if state.result is not None:
        return "the game is over"
    if isinstance(action, MANUAL_ACTIONS):
        return _why_manual_illegal(state, action)
    if isinstance(action, Concede):
        return None
    player = state.actor
    legal = _PHASES[state.phase].legal(state, player)
    if isinstance(action, Prepare) and state.step == "prep" and state.players[player].prep_stage in (3, 4):
        # Any valid payment is allowed, not only the one legal_actions lists.
        return preparation.check_prepare(state, player, action)
    if isinstance(action, Use | UseAbility) and action.pay:
        me = state.players[player]
        # A card's effect may also name its choice from the Dark Area ("choose one Digimon card from
        # your Dark Area", effect_context.take_from_dark_area).
        missing = [card for card in action.pay if card not in me.hand and card not in me.dark_area]
        if missing:
            return f"cards {missing} are neither in your hand nor in your Dark Area"
        action = (
            Use(action.slot, choice=action.choice) if isinstance(action, Use) else UseAbility(action.index)
        )
    if isinstance(action, Use) and action not in legal:
        bad_choice = why_bad_choice(state, player, action)
        if bad_choice is not None:
            return bad_choice
    if action in legal:
        return None
    if isinstance(action, Use) and 1 <= action.slot <= 3:
        timing = {PREPARATION: "preparation", EVOLUTION: "evolution", BATTLE: "battle"}.get(
            state.phase, "point_calc"
        )
        detail = why_not_usable(state, player, action.slot - 1, timing)
        if detail is not None:
            return detail
    specific = _specific_reason(state, player, action)
    if specific is not None:
        return specific
    choices = ", ".join(str(option) for option in legal)
    phase = state.phase.replace("_", " ")
    return f"it is player {player + 1}'s turn in the {phase} phase ({state.step}); legal now: {choices}"


def _specific_reason(state: GameState, player: int, action: Action) -> str | None:
    """A precise reason for the usual mistakes with card actions; None falls back to the list."""
    me = state.players[player]
    card = getattr(action, "card", None)
    in_prep = state.step == "prep"
    if isinstance(action, Discard | Swap | SetOption | Support) and card is not None:
        if not 0 <= card < len(me.deck):
            return f"there is no card {card}"
        if isinstance(action, Discard) and card not in me.hand and card not in me.slots:
            return f"card {card} is neither in your hand nor in an option slot"
        if not isinstance(action, Discard) and card not in me.hand:
            return f"card {card} ({me.deck[card].name}) is not in your hand"
    if isinstance(action, Pass) and in_prep and me.prep_stage == 1:
        # T-P1: over the hand limit, the player must discard before the step can end.
        limit = hand_limit(state, player)
        if len(me.hand) > limit:
            return f"you have {len(me.hand)} cards in hand: discard down to {limit} first (T-P1)"
    if isinstance(action, Discard) and in_prep and me.prep_stage > 1:
        return "discards are T-P1, the first step of the Preparation Phase, which is over"
    if isinstance(action, Swap) and card is not None and me.deck[card].level_order != 3:
        return f"{me.deck[card].name} is not a Level III (T-P3)"
    if isinstance(action, Swap) and me.pending_swap == NONE and not preparation.can_swap(me):
        return "a swap needs an unevolved Level III on top (T-P3, A-23)"
    if isinstance(action, SetOption):
        if not 1 <= action.slot <= 3:
            return "slots are numbered 1 to 3"
        if me.slots[action.slot - 1] != NONE:
            return f"slot {action.slot} is not empty (T-P6)"
        if card is not None and me.deck[card].is_digimon:
            return f"{me.deck[card].name} is a Digimon, not an option card"
    if isinstance(action, Support) and card is not None and not me.deck[card].is_digimon:
        return hand_support.why_not_placed(state, player, card)
    if isinstance(action, Support) and card is not None and not me.deck[card].has_support:
        return f"{me.deck[card].name} has no ■ support ability (B-10)"
    if isinstance(action, Support) and card is not None and not battle.placement_holds(state, player, card):
        return f"the ■ condition of {me.deck[card].name} is not met now (B-10.3)"
    return None


def _why_manual_illegal(state: GameState, action: Action) -> str | None:
    if isinstance(action, Appear):
        me = state.players[state.actor]
        if state.phase not in (EVOLUTION, BATTLE) or state.step == "swap":
            return "Digimon appear only in an Evolution step or a battle window (E-9)"
        if action.card not in me.hand:
            return f"card {action.card} is not in your hand"
        card = me.deck[action.card]
        if not any(req.kind == "appearance" for alt in card.evolution for req in alt):
            return f"{card.name} has no appearance condition"
        return why_not_appear(state, state.actor, action.card, action.pay)
    assert isinstance(action, AdjustAttack | AdjustPoints | MoveCard)
    if action.player not in (0, 1):
        return "the player must be p1 or p2"
    if isinstance(action, MoveCard) and not 0 <= action.card < len(state.players[action.player].deck):
        return f"there is no card {action.card}"
    if isinstance(action, MoveCard) and action.card == state.players[action.player].gauge:
        return "the Point Gauge marker is never used (S-4)"
    return None


def _apply_manual(state: GameState, action: Action) -> None:
    if isinstance(action, Appear):
        appear(state, state.actor, action.card, action.pay)
        if state.phase == BATTLE:
            state.window_used = True
    elif isinstance(action, AdjustAttack):
        seq = moves.next_seq(state)
        adjustment = AttackAdd(
            player=action.player,
            seq=seq,
            source=NONE,
            source_player=action.player,
            lifetime="phase",
            amount=action.delta,
        )
        moves.add_modifier(state, adjustment)
    elif isinstance(action, AdjustPoints):
        moves.change_points(state, action.player, action.delta)
    elif isinstance(action, MoveCard):
        me = state.players[action.player]
        moves.remove_from_zones(state, action.player, action.card)
        if action.zone == "hand":
            me.hand.append(action.card)
        elif action.zone == "dark_area":
            me.dark_area.append(action.card)
        elif action.zone == "net_ocean":
            me.net_ocean.append(action.card)
        elif action.zone == "net_ocean_bottom":
            me.net_ocean.insert(0, action.card)
        elif action.zone == "gauge":
            me.gauge_cards.append(action.card)
        elif action.zone == "support":
            # A card put in the Support Box by an effect is not a support Digimon (B-10.5).
            me.support_other.append(action.card)


def canonical_json(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"))


def digest(state: GameState) -> str:
    """A stable hash of the full state: the same replay gives the same digest everywhere."""
    return hashlib.sha256(canonical_json(state).encode()).hexdigest()
