"""Cards placed next to the battling Digimon, and Digimon that appear by paying cards from hand.

Card text puts an option card "next to your Digimon" ("After use, place this card next to your
Digimon", "Stack this card onto your Digimon", "you may place this card next to your War Greymon
card until War Greymon is sent to the Dark Area"). The space next to the Digimon Box is the
Support Box ("the space next to your Digimon box (the support box)", Bo-1161; "Send one card in the
opponent's support box with the words 'Training Manual' in its name", Bx-144), so the card goes there
as a card that is not a support Digimon (RULES 1.1, B-10.5): it counts as on the sheet and P-5 (b)
leaves it alone. A marker modifier (kind `BESIDE`, `a` = the Digimon's card id, tagged with the
option card) ties it to that Digimon: when the Digimon stops being the battling Digimon (sent to the
Dark Area, evolved over, lifespan), the card goes to the Dark Area and what it gave ends with it
(O-L2). The card keeps its effects while it sits there, as its modifiers stay tagged with it.

The partner Digimon of the 'Chosen Children' tamers appear (E-9, EC-6) by paying cards from hand:
"At the start of the battle, send 2 cards containing the word 'Chosen' in their category from your
hand to the Dark Area, and make this card appear from your hand." A paid card whose text says "If
this card was used to make War Greymon appear from your hand, you may place this card next to your
War Greymon card …" (limit `beside_when_paid:War Greymon`) goes next to it instead.
"""

from __future__ import annotations

from gameplay.engine import moves
from gameplay.engine.cards import CardRecord, name_key
from gameplay.engine.costs import can_pay_costs, card_matches, evolution_costs
from gameplay.engine.effects.base import Cost
from gameplay.engine.modifiers.marks import Beside, Stacked
from gameplay.engine.state import NONE, GameState

# The option limit (effects.base.Limit) of a card placed next to the Digimon it paid to appear.
WHEN_PAID = "beside_when_paid:"


def appearance_cost(card: CardRecord) -> Cost | None:
    """E-9 / EC-6: the hand cards an appearance condition asks for, or None when it asks for none
    the engine pays. Only cards with an appearance condition are read (`has_appearance`), so
    legal_actions pays nothing for the other hand cards."""
    cost = None
    if card.has_appearance:
        for alternative in card.evolution:
            for requirement in alternative:
                if requirement.kind == "appearance" and requirement.pays:
                    cost = Cost(requirement.count, "hand", requirement.pays)
    return cost


def can_appear(state: GameState, player: int, card_id: int) -> bool:
    """Whether the player can pay the appearance cost of `card_id` with other hand cards."""
    cost = appearance_cost(state.players[player].deck[card_id])
    return cost is not None and can_pay_costs(state, player, (cost,), exclude=card_id)


def can_pay_added(state: GameState, player: int, card_id: int) -> bool:
    """EC-4: whether the player can also pay, with other hand cards, what an effect added to the
    requirements field of its appearances this turn (Bo-646; costs.evolution_costs)."""
    added = evolution_costs(state, player)
    if not added:
        return True
    cost = appearance_cost(state.players[player].deck[card_id])
    return can_pay_costs(state, player, [*added] if cost is None else [cost, *added], exclude=card_id)


def why_not_appear(state: GameState, player: int, card_id: int, pay: tuple[int, ...]) -> str | None:
    """Why the appearance of `card_id` cannot be paid as chosen, or None. A condition the engine
    does not pay stays the player's word (E-9, manual)."""
    me = state.players[player]
    if not can_pay_added(state, player, card_id):
        return f"{me.deck[card_id].name} also needs the cards added to its requirements this turn (EC-4)"
    cost = appearance_cost(me.deck[card_id])
    if cost is None:
        return "pay only goes with a condition that asks for hand cards" if pay else None
    if not can_appear(state, player, card_id):
        return f"{me.deck[card_id].name} needs {cost.count} more cards ({cost.card_filter}) in your hand"
    wrong = [
        c for c in pay if c == card_id or c not in me.hand or not card_matches(me.deck[c], cost.card_filter)
    ]
    if wrong or len(set(pay)) > cost.count or len(set(pay)) != len(pay):
        return f"cards {list(pay)} cannot pay {cost.count} cards ({cost.card_filter}) from your hand"
    return None


def pay_for_appearance(state: GameState, player: int, card_id: int, pay: tuple[int, ...]) -> list[int]:
    """E-9: send the chosen hand cards (`pay`, else the engine's pick) to the Dark Area; returns them.

    The engine's pick prefers cards that go next to this Digimon when paid for it: that is what
    their owner pays them for (the partner's text reads them on the sheet, e.g. Re-02t)."""
    me = state.players[player]
    cost = appearance_cost(me.deck[card_id])
    if cost is None:
        return []
    appearing = me.deck[card_id]
    matching = [c for c in me.hand if c != card_id and card_matches(me.deck[c], cost.card_filter)]
    chosen = [c for c in pay if c in matching]
    rest = sorted(
        (c for c in matching if c not in chosen), key=lambda c: not goes_beside(me.deck[c], appearing)
    )
    paid = (chosen + rest)[: cost.count]
    for card in paid:
        me.hand.remove(card)
        me.dark_area.append(card)
    return paid


def goes_beside(card: CardRecord, appearing: CardRecord) -> bool:
    """Whether `card`, paid for the appearance of `appearing`, is placed next to it."""
    return any(
        limit.startswith(WHEN_PAID) and name_key(limit[len(WHEN_PAID) :]) in appearing.keys
        for ability in card.text.abilities
        for limit in ability.limits
    )


def place_paid_beside(state: GameState, player: int, paid: list[int]) -> None:
    """ "If this card was used to make War Greymon appear from your hand, you may place this card next
    to your War Greymon card": done, as the card then counts as on the sheet for the partner's text."""
    me = state.players[player]
    top = me.top_card()
    if top is None:
        return
    for card in paid:
        if goes_beside(me.deck[card], top) and card in me.dark_area:
            me.dark_area.remove(card)
            place_beside(state, player, card)


def place_beside(state: GameState, player: int, card: int, until_attribute_changed: bool = False) -> None:
    """Put `card` (already out of its zone) next to the battling Digimon, tied to it (and also until
    that Digimon's attribute is changed by another card when `until_attribute_changed`)."""
    state.players[player].support_other.append(card)
    tie_beside(state, player, card, until_attribute_changed)


def tie_beside(state: GameState, player: int, card: int, until_attribute_changed: bool = False) -> None:
    """Tie `card`, in the Support Box, to the battling Digimon (a `Beside` marker)."""
    me = state.players[player]
    marker = Beside(
        player=player,
        seq=moves.next_seq(state),
        source=card,
        source_player=player,
        lifetime="source",
        digimon=me.top,
        until_attribute_changed=until_attribute_changed,
    )
    moves.add_modifier(state, marker)


def stack_on(state: GameState, player: int, card: int, names: tuple[str, ...], option_type: str) -> bool:
    """ "You may stack this card on top of a 'Tag' Item card placed in your slot" (Bo-99 …), with the
    timing column's "You may only stack up to one card on top of your 'Tag' card": `card` goes onto
    the first such card in `player`'s slots (face-up or not) with nothing on it yet.

    RULES 1.1 gives a slot one card; a card stacked by card text is the exception. The engine keeps
    the stacked card at its own slot index, marked as lying on the other card: it leaves with that
    card (`release_stacked`) and no other card may lie there. The slot it frees could only be set
    again in a later Preparation Phase (T-P6); the cards compiled with this effect leave by the end
    of the turn of use at the latest, so nothing in play tells the two apart."""
    me = state.players[player]
    keys = {name_key(name) for name in names}
    taken = {m.host for m in state.modifiers if type(m) is Stacked and m.player == player}
    if is_stacked(state, player, card):
        return True
    for host in me.slots:
        if host in (NONE, card) or host in taken:
            continue
        record = me.deck[host]
        if record.option_type == option_type and not record.keys.isdisjoint(keys):
            seq = moves.next_seq(state)
            marker = Stacked(
                player=player, seq=seq, source=card, source_player=player, lifetime="source", host=host
            )
            moves.add_modifier(state, marker)
            return True
    return False


def is_stacked(state: GameState, player: int, card: int) -> bool:
    return any(type(m) is Stacked and m.source == card and m.source_player == player for m in state.modifiers)


def is_beside(state: GameState, player: int, card: int) -> bool:
    """Whether `player`'s `card` is tied next to a Digimon (a `Beside` marker)."""
    return any(type(m) is Beside and m.player == player and m.source == card for m in state.modifiers)
