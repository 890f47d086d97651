"""Hand cards with no use in sight: what a player can discard in T-P1 to draw better ones.

A hand that holds a Perfect whose Level IV is missing, or a Level III nothing in the hand evolves
from, plays nothing, and T-P2 refills only up to 6 cards: without voluntary discards (T-P1) such a
hand stays stuck for the rest of the game. `dead_cards(player_state)` names those cards, reading
only the player's own hand and Digimon Box (no hidden card), so a search may ask it in any world.

A Digimon in hand is live when it can follow, through the route its evolution condition names
(RULES 4.2, E-6.1), a card of the Digimon Box (the Level III stays when the top is defeated, P-5),
the pending swap, a Level III in hand, or another live
Digimon in hand; a Level III in hand is live when a live hand Digimon names it. Digimon the rules
place some other way (appearance, spirits, conditions the engine does not model) count as live. An
option card is live unless its level limit (O-N1) names no level of any Digimon in the player's
deck (a Perfect-only card in a deck of Level IIIs and IVs can never be used); the sketch only has
to catch the plainly stuck cards.

`spare_cards` adds the copies of a Digimon beyond the first in hand: one Digimon battles at a time,
so a hand of three Wizarmon plays one of them and holds the others back from the refill.
"""

from __future__ import annotations

from gameplay.engine.cards import CardRecord
from gameplay.engine.conditions import names_card
from gameplay.engine.state import NONE, PlayerState

LEVEL_III = 3
ROUTE_KINDS = ("from", "from_level", "jogress", "fusion")


def _follows(target: CardRecord, base: CardRecord) -> bool:
    """Whether some alternative of `target`'s condition may evolve from `base` (ignoring costs)."""
    for alternative in target.evolution:
        routes = [req for req in alternative if req.kind in ROUTE_KINDS]
        if not routes:
            if target.level_order == base.level_order + 1:
                return True
            continue
        for req in routes:
            if req.kind == "from_level" and base.level_order > 0:
                return True
            if req.names and names_card(req, base):
                return True
    return False


def _placed_otherwise(card: CardRecord) -> bool:
    """Digimon that reach the box without a route from the one below (E-9, E-10, card text)."""
    return not card.evolution or any(
        req.kind in ("appearance", "spirit", "other") for alternative in card.evolution for req in alternative
    )


def _usable(card: CardRecord, deck: tuple[CardRecord, ...]) -> bool:
    """Whether some Digimon of the deck has a level at which the option card may be used (O-N1)."""
    allowed = card.allowed_levels
    return not allowed or any(record.is_digimon and record.level_order in allowed for record in deck)


def dead_cards(me: PlayerState) -> list[int]:
    """The player's hand cards (ids, in hand order) no route of the hand and box ever plays."""
    deck = me.deck
    bases = [deck[card] for card in [*me.digimon, me.pending_swap] if card != NONE]
    targets = [card for card in me.hand if deck[card].is_digimon and deck[card].level_order != LEVEL_III]
    level_iii = [card for card in me.hand if deck[card].is_digimon and deck[card].level_order == LEVEL_III]
    live = {card for card in me.hand if not deck[card].is_digimon and _usable(deck[card], deck)}
    live |= {card for card in targets if _placed_otherwise(deck[card])}
    reached = bases + [deck[card] for card in level_iii]
    grown = True
    while grown:
        grown = False
        for card in targets:
            if card not in live and any(_follows(deck[card], base) for base in reached):
                live.add(card)
                reached.append(deck[card])
                grown = True
    live |= {card for card in level_iii if any(_follows(deck[t], deck[card]) for t in live if t in targets)}
    return [card for card in me.hand if card not in live]


def spare_cards(me: PlayerState) -> list[int]:
    """The dead cards and every Digimon in hand whose card number an earlier hand card has (ids, in
    hand order): what a full hand can give up to draw (T-P1, T-P2) without losing a line."""
    dead = set(dead_cards(me))
    seen: set[str] = set()
    spare: list[int] = []
    for card in me.hand:
        record = me.deck[card]
        if card in dead or record.is_digimon and record.number in seen:
            spare.append(card)
        seen.add(record.number)
    return spare
