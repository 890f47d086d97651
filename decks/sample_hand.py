"""A sample opening hand of a deck, and the next turns' refills (like a playtest hand).

Pure and seeded: the same deck, seed and played cards give the same hands, so a page can carry the
whole state in its URL. The deck is set up as a game starts it (RULES S-2..S-5): the partner stays out
of the shuffle, the top card of the shuffled Net Ocean goes face-down onto the point gauge, and six
cards are drawn. Each next turn the cards the player marks as played or discarded leave the hand and
the hand is refilled to six from the Net Ocean (T-P1, T-P2).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

HAND_SIZE = 6  # S-5, T-P2
SEED_MAX = 2**31 - 1

CardT = TypeVar("CardT")


@dataclass(frozen=True)
class SampleHand(Generic[CardT]):
    """The point gauge's marker card, the hand as (Net Ocean position, card), the count of cards left to
    draw, and the Net Ocean positions that have left the hand (played or discarded)."""

    gauge: CardT | None
    hand: tuple[tuple[int, CardT], ...]
    left: int
    played: frozenset[int]


def sample_hand(
    *, cards: Sequence[CardT], partner: CardT | None, seed: int, played: Iterable[int] = ()
) -> SampleHand[CardT]:
    """The hand after the cards at Net Ocean positions `played` left it, refilled to six.

    `cards` holds every copy of the deck (a card listed once per copy); one copy of `partner` stays in
    the Digimon Box. Positions that were never in the hand are ignored.
    """
    pool = list(cards)
    if partner is not None and partner in pool:
        pool.remove(partner)
    random.Random(seed).shuffle(pool)
    gauge, ocean = (pool[0], pool[1:]) if pool else (None, [])
    seen: set[int] = set()
    # The positions drawn so far: six, plus one more for every card that left the hand before.
    for position in sorted(set(played)):
        if position < min(len(ocean), HAND_SIZE + len(seen)):
            seen.add(position)
    drawn = min(len(ocean), HAND_SIZE + len(seen))
    hand = tuple((i, ocean[i]) for i in range(drawn) if i not in seen)
    return SampleHand(gauge=gauge, hand=hand, left=len(ocean) - drawn, played=frozenset(seen))
