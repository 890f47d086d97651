"""Evolving or switching the battling Digimon straight from the hand by an option's effect (E-6.7):
"Ignore the evolution requirements and evolve your Digimon into a Digimon of the next level in your
hand" (St-609), "Evolve your Digimon into a red frame Digimon of the next level from your hand with
Winning Percentage: 40%! … in its evolution requirements" (Bx-35), "You may switch your Digimon
with a Level IV Digimon from your hand with 'O', 'X', 'OO' or 'XX' in its evolution requirements"
(Bo-268).

The card put on top is the player's choice among those that fit; the engine picks the one with the
highest printed attacks (what a player wants from an evolution in battle), the first in hand on a tie.
"""

from __future__ import annotations

from gameplay.engine import moves
from gameplay.engine.cards import CardRecord, Requirement, name_key
from gameplay.engine.conditions import (
    conditions_ignorable,
    extra_cost,
    filter_holds,
    has_evolution_route,
    marks_of,
    route_allowed,
)
from gameplay.engine.effects.immunity import NO_FURTHER_EVOLUTION
from gameplay.engine.state import GameState

EVOLVING_KINDS = frozenset({"evolve_ignoring_conditions", "evolve_with_requirement", "evolve_into"})
EVOLVE = "evolve"
SWITCH = "switch"
_WIN_RATE_PREFIX = "winning percentage:"


def _pays(requirement: str, alternative: tuple[Requirement, ...]) -> bool:
    """Whether an alternative is met by the option that names `requirement` ("Winning Percentage:
    40%!", "Death-X-Evolution!!", or ●/× marks written "O", "X", "OO", "XX") and nothing else: no
    other card to put down, no ●/× card unless the marks are the requirement, no extra cost (EC-4)."""
    word = requirement.strip().lower()
    if set(word) <= {"o", "x"}:
        # EC-1 marks: exactly that many ● (O) and × (X), and nothing else to pay.
        wanted = (word.count("o"), word.count("x"))
        others = [req for req in alternative if req.kind not in ("marks", "from", "from_level", "note")]
        return marks_of(alternative) == wanted and not others and not extra_cost(alternative)
    if marks_of(alternative) != (0, 0) or extra_cost(alternative):
        return False
    paying = [req for req in alternative if req.kind in ("win_rate", "card", "armor", "jogress", "fusion")]
    if len(paying) != 1 or paying[0].kind in ("jogress", "fusion"):
        return False
    (req,) = paying
    if word.startswith(_WIN_RATE_PREFIX):
        digits = "".join(ch for ch in word if ch.isdigit())
        return req.kind == "win_rate" and digits != "" and req.percent == int(digits)
    return req.kind in ("card", "armor") and name_key(requirement) in req.keys


def fits(
    top: CardRecord, card: CardRecord, how: str, target_filter: str, requirements: tuple[str, ...]
) -> bool:
    """Whether hand card `card` may be put on `top` by the effect (`how`: EVOLVE or SWITCH)."""
    if not card.is_digimon or not filter_holds(card, target_filter, top):
        return False
    if requirements:
        # EC-2 / A-20: the option pays only for the requirements it names, along a route the
        # alternative allows (E-6.1); a switch names the requirement but follows no route.
        return any(
            (how == SWITCH or route_allowed(alternative, top, card))
            and any(_pays(requirement, alternative) for requirement in requirements)
            for alternative in card.evolution
        )
    if how == SWITCH:
        # A switch that names no requirement (Bo-1s: "send this Digimon to the Dark Area, and send one
        # Belphemon card from your hand to your Digimon box") is no evolution (E-6.5) and ignores no
        # requirement, so "the evolution requirements cannot be ignored" does not stop it.
        return True
    # Ignoring the evolution requirements (RULES 4.2, E-11): never a Digimon whose conditions
    # cannot be ignored, nor one reached only by fusion (Armor Evolution included), appearance or
    # spirit evolution.
    return conditions_ignorable(card) and has_evolution_route(card)


def candidates(
    state: GameState, player: int, how: str, target_filter: str, requirements: tuple[str, ...]
) -> list[int]:
    me = state.players[player]
    top = me.top_card()
    if top is None or NO_FURTHER_EVOLUTION in me.immunities:
        return []
    return [card for card in me.hand if fits(top, me.deck[card], how, target_filter, requirements)]


def put_from_hand(
    state: GameState,
    player: int,
    how: str,
    target_filter: str,
    requirements: tuple[str, ...],
    cause: str = "",
) -> None:
    """E-6.7: an evolution by an effect outside the Evolution steps follows E-6 points 2, 5 and 6
    (evolution.put_on_top). A switch (like the E-2 Level III swap) sends the battling Digimon to the
    Dark Area and puts the new one in its place; it is no evolution, so "when you evolve into this
    Digimon" does not fire. `cause` is the effect's (`PlayerState.evolved_by`)."""
    found = candidates(state, player, how, target_filter, requirements)
    if not found:
        return
    me = state.players[player]
    card = max(found, key=lambda c: (sum(me.deck[c].attacks), -found.index(c)))
    me.hand.remove(card)
    if how == SWITCH:
        # put_on_top sends the switched-out Digimon to the Dark Area (not a Level III under it).
        moves.put_on_top(state, player, card, evolving=False)
        return
    moves.put_on_top(state, player, card, cause=cause)
    me.evolved_log.append(me.deck[card].number)
