"""Option cards used from the hand straight into the Support Box, an exception to O-1 by card text:
"Send this card from your hand to your support box" (Re-18, Re-20, St-755, St-756), "Discard four
cards from your hand and place this card in your support box (1 card max)" (St-919).

When: the card's timing column says Battle Phase (O-2), and the Support Box is filled in the
Battle Phase's use windows (B-4, B-10.2), so the card is used in its owner's B-4 window, as a
support Digimon is placed there: the `Support` action names it. The tests of a slot card's use
apply (O-N1 levels and conditions, O-C1 costs, the bans on using options: options.
why_not_used_from_hand); a Spirit that keeps other Option cards out of the Support Box keeps it out
too (engine.spirits), and "(1 card max)" (limit `support_box_one`) allows one card of its name
there. It is no support Digimon (B-10.5): the once-a-turn support and the one support Digimon of
B-10.5 do not count it, and P-5 (b) leaves it alone.

There its text takes effect at once (O-3), its modifiers tagged with it, so they end when it leaves
(O-L2). It leaves as its limit says (O-L1): "immediately after use" at once, no printed limit at
the end of the phase ("Send this card to the Dark Area at the end of the battle phase", Re-20),
unless its text ties it to the battling Digimon ("This card remains in the support box until the
Digimon that appeared … gets sent to the Dark Area", engine.beside); "for the turn" at P-5 (d)
(to the point gauge with "stack this card onto your point gauge")."""

from __future__ import annotations

from gameplay.engine import moves, spirits
from gameplay.engine.actions import SUPPORTS, Action
from gameplay.engine.beside import is_beside
from gameplay.engine.costs import pay_costs
from gameplay.engine.effect_context import OPTION
from gameplay.engine.effect_firing import fire
from gameplay.engine.effects.base import SUPPORT_BOX_ONE, TO_SUPPORT_BOX
from gameplay.engine.option_rewrites import option_text
from gameplay.engine.options import why_not_used_from_hand
from gameplay.engine.state import BATTLE, GameState


def support_option_actions(state: GameState, player: int) -> list[Action]:
    """B-4: the `Support` actions of the hand's options that go from there to the Support Box."""
    me = state.players[player]
    deck = me.deck
    return [
        SUPPORTS[card]
        for card in me.hand
        if TO_SUPPORT_BOX in deck[card].limits and why_not_placed(state, player, card) is None
    ]


def why_not_placed(state: GameState, player: int, card: int) -> str | None:
    """Why the hand option `card` cannot go to the Support Box now, or None."""
    me = state.players[player]
    record = me.deck[card]
    if TO_SUPPORT_BOX not in record.limits:
        return f"{record.name} is not used from the hand"
    if state.phase != BATTLE or state.step != "battle" or record.timing != "battle":
        return f"{record.name} is used in a battle window (O-2, B-4)"
    if me.support_other and spirits.blocks_support(me, record):
        return "a Spirit in your support box keeps other Option cards out of it"
    if SUPPORT_BOX_ONE in record.limits and any(me.deck[c].key == record.key for c in me.support_other):
        return f"your support box already holds a {record.name} (1 card max)"
    return why_not_used_from_hand(state, player, card)


def place(state: GameState, player: int, card: int) -> None:
    """The card goes from the hand to the Support Box, its costs are paid (the engine picks the
    hand cards, as for a support Digimon) and its text takes effect; "immediately after use" it
    goes to the Dark Area."""
    me = state.players[player]
    me.hand.remove(card)
    me.support_other.append(card)
    # O-4: used once a phase, as a card turned face-up in its slot.
    me.flipped.append(card)
    record = me.deck[card]
    pay_costs(state, player, record.text, ())
    text = option_text(state, player, card)
    fire(state, player, card, text, ("on_use", "continuous"), OPTION, "source")
    if record.limit == "immediate" and card in me.support_other:
        moves.support_card_to_dark_area(state, player, card)


def _placed(state: GameState, player: int, limit: str) -> list[int]:
    me = state.players[player]
    deck = me.deck
    return [c for c in me.support_other if TO_SUPPORT_BOX in deck[c].limits and deck[c].limit == limit]


def end_battle_phase(state: GameState) -> None:
    """O-L1: such a card with no printed limit leaves at the end of the Battle Phase, unless it is
    tied to the battling Digimon (engine.beside)."""
    for player in (0, 1):
        if state.players[player].support_other:
            for card in _placed(state, player, "phase"):
                if not is_beside(state, player, card):
                    moves.support_card_to_dark_area(state, player, card)


def end_turn(state: GameState) -> None:
    """P-5 (d): such a card "for the turn" acts "at the end of the turn" ("directly reduce your
    points by 30", trigger `turn_end`) and leaves, for the point gauge when its text stacks it there;
    one tied to the battling Digimon stays (engine.beside). FP first."""
    for player in (state.fp, state.sp):
        me = state.players[player]
        if not me.support_other:
            continue
        for card in _placed(state, player, "turn"):
            if is_beside(state, player, card):
                continue
            fire(state, player, card, option_text(state, player, card), ("turn_end",), OPTION, "source")
            if card in me.support_other:
                moves.support_card_to_dark_area(state, player, card)
                if me.deck[card].has_limit("to_point_gauge"):
                    me.dark_area.remove(card)
                    me.gauge_cards.append(card)
            if state.result is not None:
                return
