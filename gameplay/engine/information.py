"""What one player knows of a game, and worlds consistent with it (determinization).

`information_set(state, player)` is the only function here that reads a true state. It keeps what
`observe(state, player)` shows (DESIGN rule 5) plus the public bookkeeping the rules need to go on
(stages, modifiers, windows) and replaces every card the player cannot see by `HIDDEN`: the
opponent's hand, evolution box, face-down partner, pending swap and face-down option slots; both
Net Oceans (their order too) and Dark Areas (observe shows their sizes only), the Point Gauge
cards, and the ●/× cards of both Power Boxes (A-29). The PRNG, the seed and the action history
(which names the cards of face-down sets) are dropped too, and so is the opponent's partner id.

Both decklists are public (a replay header names them), so the cards a player cannot see are known
as a multiset: the deck's card ids minus the visible ones. `determinize(info, rng)` deals them at
random into the hidden places, each place taking only a card that could be there (a Digimon for an
evolution step, a Level III for a face-down partner, an option card for a face-down slot), and
gives the world a PRNG of its own. A search runs its simulations in such worlds only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from gameplay.engine.cards import CardRecord
from gameplay.engine.state import NONE, GameState, PlayerState

HIDDEN = -2
DECK_IDS = range(30)

Fits = Callable[[CardRecord], bool]


def _any_card(card: CardRecord) -> bool:
    return True


def _level_iii(card: CardRecord) -> bool:
    return card.is_digimon and card.level_order == 3


def _evolution_step(card: CardRecord) -> bool:
    return card.is_digimon and card.level_order > 3 and bool(card.evolution)


def _option(card: CardRecord) -> bool:
    return not card.is_digimon


@dataclass(frozen=True)
class InformationSet:
    """A masked copy of the game as `player` knows it (no reference to the true state) and, per
    side, the sorted ids of the cards that side's hidden places hold between them."""

    player: int
    template: GameState
    unseen: tuple[tuple[int, ...], tuple[int, ...]]

    def key(self) -> str:
        """A canonical text of everything known: equal information gives an equal key."""
        data = self.template.to_json()
        data.pop("rng")
        return repr((self.player, data, self.unseen))


def information_set(state: GameState, player: int) -> InformationSet:
    """What `player` knows of `state`: the cards it cannot see are `HIDDEN` in the template."""
    template = state.copy(with_actions=False)
    template.rng = random.Random(0)
    template.seed = 0
    # S-2: the opponent's partner went into the box face-down; its id is the opponent's to know.
    partners = template.partners
    template.partners = (partners[0], HIDDEN) if player == 0 else (HIDDEN, partners[1])
    unseen = []
    for index, me in enumerate(template.players):
        _mask(me, own=index == player)
        visible = set(_places(me))
        unseen.append(tuple(card for card in DECK_IDS if card not in visible))
    return InformationSet(player, template, (unseen[0], unseen[1]))


def _mask(me: PlayerState, *, own: bool) -> None:
    me.net_ocean = [HIDDEN] * len(me.net_ocean)
    me.dark_area = [HIDDEN] * len(me.dark_area)
    me.gauge = HIDDEN if me.gauge != NONE else NONE
    me.gauge_cards = [HIDDEN] * len(me.gauge_cards)
    # ●/× cards are hidden from both players; a condition card is its owner's to see.
    me.power = [(card if own and tag == "card" else HIDDEN, step, tag) for card, step, tag in me.power]
    if own:
        return
    me.hand = [HIDDEN] * len(me.hand)
    me.evo_box = [HIDDEN] * len(me.evo_box)
    # The alternative a prepared step pays with is part of the hidden card; the deal sets it.
    me.evo_alts = [0] * len(me.evo_alts)
    me.prepared_log = []
    if me.face_down:
        me.digimon = [HIDDEN] * len(me.digimon)
    if me.pending_swap != NONE:
        me.pending_swap = HIDDEN
    me.slots = [HIDDEN if card != NONE and not me.face_up[i] else card for i, card in enumerate(me.slots)]


def _places(me: PlayerState) -> list[int]:
    """Every card id in the player's zones, in a fixed order (HIDDEN where masked)."""
    return [
        *me.digimon,
        me.pending_swap,
        *me.evo_box,
        *(card for card, _, _ in me.power),
        me.support,
        *me.support_other,
        *me.slots,
        *me.net_ocean,
        *me.dark_area,
        me.gauge,
        *me.gauge_cards,
        *me.hand,
    ]


def determinize(info: InformationSet, rng: random.Random) -> GameState:
    """A world consistent with `info`: its hidden cards dealt at random, with a PRNG of its own."""
    world = info.template.copy(with_actions=False)
    world.rng = random.Random(rng.getrandbits(64))
    for me, pool in zip(world.players, info.unseen, strict=True):
        _deal(me, list(pool), rng)
    return world


def _deal(me: PlayerState, pool: list[int], rng: random.Random) -> None:
    rng.shuffle(pool)
    deck = me.deck

    def take(fits: Fits) -> int:
        # The first card of the shuffled pool that fits the place, else any card (a world the
        # rules would not reach, which a search tolerates better than no world at all).
        for position, card in enumerate(pool):
            if fits(deck[card]):
                return pool.pop(position)
        return pool.pop()

    # Constrained places first, so the unconstrained ones do not use up the cards they need.
    me.digimon = [take(_level_iii) if card == HIDDEN else card for card in me.digimon]
    if me.pending_swap == HIDDEN:
        me.pending_swap = take(_level_iii)
    hidden_steps = [card == HIDDEN for card in me.evo_box]
    me.evo_box = [
        take(_evolution_step) if hidden else card
        for card, hidden in zip(me.evo_box, hidden_steps, strict=True)
    ]
    # A dealt step pays with its card's first alternative (-1, the next level, for a card without).
    me.evo_alts = [
        (0 if deck[card].evolution else -1) if hidden else alt
        for card, alt, hidden in zip(me.evo_box, me.evo_alts, hidden_steps, strict=True)
    ]
    me.slots = [take(_option) if card == HIDDEN else card for card in me.slots]
    me.power = [(take(_any_card) if card == HIDDEN else card, step, tag) for card, step, tag in me.power]
    me.hand = [take(_any_card) if card == HIDDEN else card for card in me.hand]
    me.gauge_cards = [take(_any_card) for _ in me.gauge_cards]
    if me.gauge == HIDDEN:
        me.gauge = take(_any_card)
    me.dark_area = [take(_any_card) for _ in me.dark_area]
    me.net_ocean = [take(_any_card) for _ in me.net_ocean]
