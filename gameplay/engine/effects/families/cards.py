"""The cards family: moves between a player's hand, Net Ocean, Dark Area and point gauge by card
effects (draws, discards, searches) and the support or battling Digimon sent to the Dark Area, built
on the context's zone queries and its `move_card`, `shuffle` and `draw`.

Zones list their cards bottom first: the top of the Net Ocean, the Dark Area and the point gauge
is the last card (engine.state). Where the player picks and the engine decides, it takes the
player's named cards first (the Use action's `pay`), else the newest card."""

from __future__ import annotations

from typing import cast

from gameplay.engine.effects.base import OPTION, Column, Destination, EffectContext, EffectQueries, Side, Zone
from gameplay.engine.modifiers.attack import BattleTypeChange
from gameplay.engine.modifiers.marks import ExtraHandAdjustment, HandLimit


def discard_from_hand(ctx: EffectContext, side: Side, count: int) -> None:
    """`count` of `side`'s hand cards go to the Dark Area: the owner's named cards first, else the
    newest hand card."""
    player = ctx.target(side)
    if player is None:
        return
    for _ in range(count):
        hand = ctx.cards(player, "hand")
        if not hand:
            return
        chosen = next((card for card in ctx.named_cards(player) if card in hand), None)
        if chosen is not None:
            ctx.spend_named(chosen)
        else:
            chosen = hand[-1]
        ctx.move_card(player, chosen, "dark_area")


def discard_matching(ctx: EffectContext, side: Side, count: int, card_filter: str) -> None:
    """ "Send one Digimon card from your hand to the Dark Area": up to `count` of `side`'s hand cards
    passing `card_filter` (the filter words of `Cost`), the newest first."""
    player = ctx.target(side)
    if player is None:
        return
    for _ in range(count):
        chosen = next(
            (c for c in reversed(ctx.cards(player, "hand")) if ctx.matches(player, c, card_filter)), None
        )
        if chosen is None:
            return
        ctx.move_card(player, chosen, "dark_area")


def discard_hand_matching(ctx: EffectContext, side: Side, card_filter: str) -> None:
    """ "Send all red frame Option cards in their hand to the Dark Area" (Bx-77)."""
    player = ctx.target(side)
    if player is None:
        return
    for card in [card for card in ctx.cards(player, "hand") if ctx.matches(player, card, card_filter)]:
        ctx.move_card(player, card, "dark_area")


def discard_from_net_ocean(ctx: EffectContext, side: Side, count: int) -> None:
    """The top `count` cards of `side`'s Net Ocean go to the Dark Area (as many as there are; an
    empty Net Ocean is not a loss, P-11)."""
    _move_top(ctx, side, "net_ocean", "dark_area", count)


def draw_for_points(
    ctx: EffectContext, side: Side, count: int, filters: tuple[str, ...], deltas: tuple[int, ...]
) -> None:
    """Bx-68: the top `count` cards of `side`'s Net Ocean are drawn one by one and go to the Dark
    Area; each changes `side`'s points by the entry of `deltas` of the first of `filters` it passes."""
    player = ctx.target(side)
    if player is None:
        return
    for _ in range(count):
        ocean = ctx.cards(player, "net_ocean")
        if not ocean:
            return
        card = ocean[-1]
        ctx.move_card(player, card, "dark_area")
        for card_filter, delta in zip(filters, deltas, strict=True):
            if ctx.matches(player, card, card_filter):
                ctx.change_points(side, delta)
                break


def dark_area_to_point_gauge(ctx: EffectContext, side: Side, count: int) -> None:
    """The top `count` cards of `side`'s Dark Area are stacked onto its point gauge."""
    _move_top(ctx, side, "dark_area", "point_gauge", count)


def _move_top(ctx: EffectContext, side: Side, source: Zone, to: Zone, count: int) -> None:
    player = ctx.target(side)
    if player is None:
        return
    for _ in range(count):
        cards = ctx.cards(player, source)
        if not cards:
            return
        ctx.move_card(player, cards[-1], to)


def recycle_dark_area(ctx: EffectContext, side: Side) -> None:
    """ "Return all the cards in your Dark Area to your Net Ocean and shuffle it"."""
    player = ctx.target(side)
    if player is None:
        return
    for card in ctx.cards(player, "dark_area"):
        ctx.move_card(player, card, "net_ocean")
    # As in the P-5 (c) death check, the state's PRNG shuffles the new Net Ocean (S-3).
    ctx.shuffle(player, "net_ocean")


def shuffle_dark_area(ctx: EffectContext, side: Side) -> None:
    player = ctx.target(side)
    if player is not None:
        ctx.shuffle(player, "dark_area")


def draw_to_hand_limit(ctx: EffectContext, side: Side) -> None:
    """ "Draw cards until you reach your hand's upper limit": an effect draw (not the T-P2 refill) up
    to the hand limit in force."""
    player = ctx.target(side)
    if player is not None:
        ctx.draw(side, ctx.hand_limit(player) - len(ctx.cards(player, "hand")))


def set_hand_limit(ctx: EffectContext, side: Side, limit: int) -> None:
    """ "The upper limit of your hand becomes 8": T-P1 and T-P2 use `limit` instead of 6 while the
    source stays in its slot (O-L2; engine.hands)."""
    ctx.modify(ctx.target(side), HandLimit, limit=limit)


def grant_extra_hand_adjustment(ctx: EffectContext, side: Side) -> None:
    """Re-28t: "you may adjust your hand one additional time" (engine.hands)."""
    ctx.modify(ctx.target(side), ExtraHandAdjustment)


# A SearchNetOcean `rest_to`: the cards not found go back on top of the Net Ocean in their order.
KEPT = "kept"


def search_net_ocean(
    ctx: EffectContext,
    side: Side,
    count: int,
    card_filters: tuple[str, ...],
    found_to: str,
    rest_to: str,
    most: int | None,
    points_each: int,
) -> None:
    """ "Draw 4 cards from your Net Ocean; if any of them are …, you may add those cards to your hand;
    shuffle the remaining cards back": the top `count` cards of `side`'s Net Ocean; those passing one
    of `card_filters` go to `found_to` (at most `most`, top first), the others to `rest_to` (the Net
    Ocean is shuffled then, or, `KEPT`, they stay on top in their order); `side` loses `points_each`
    points per card found."""
    player = ctx.target(side)
    if player is None:
        return
    drawn = list(reversed(ctx.cards(player, "net_ocean")))[:count]
    found = [card for card in drawn if any(ctx.matches(player, card, test) for test in card_filters)]
    # "You may add up to 2 of them to your hand": the engine takes the first ones drawn (the top
    # first); a player always takes them, as the hand is only cut down at T-P1.
    found = found[:most] if most is not None else found
    for card in found:
        ctx.move_card(player, card, _place(found_to))
    for card in drawn:
        # "Return the remaining cards … to the top of the opponent's Net Ocean, retaining the order
        # that they were in" (Bo-499): the rest stay where they lay.
        if card not in found and rest_to != KEPT:
            ctx.move_card(player, card, _place(rest_to))
    if "net_ocean" in (found_to, rest_to):
        # "Shuffle the remaining cards back into your Net Ocean" (the state's PRNG, S-3).
        ctx.shuffle(player, "net_ocean")
    if points_each and found:
        ctx.change_points(side, -points_each * len(found))


def _place(place: str) -> Destination:
    """The zone of a SearchNetOcean place: "hand", "dark_area", "slot" (set face-down in a free option
    slot, else to the hand: Re-80), else the Net Ocean."""
    if place in ("hand", "dark_area", "slot"):
        return "hand" if place == "hand" else "dark_area" if place == "dark_area" else "slot"
    return "net_ocean"


def take_from_dark_area(ctx: EffectContext, side: Side, card_filter: str, count: int) -> None:
    """Up to `count` of `side`'s Dark Area cards passing `card_filter` go to the hand: the owner's
    named cards first, else the latest sent there."""
    player = ctx.target(side)
    if player is None:
        return
    dark_area = ctx.cards(player, "dark_area")
    named = [card for card in ctx.named_cards(player) if card in dark_area]
    order = named + [card for card in reversed(dark_area) if card not in named]
    for card in [card for card in order if ctx.matches(player, card, card_filter)][:count]:
        ctx.move_card(player, card, "hand")


def take_from_point_gauge(ctx: EffectContext, side: Side, card_filter: str, count: int) -> None:
    """ "Add one of the Digimon cards currently stacked on your point gauge to your hand": up to
    `count` of the cards effects stacked on `side`'s point gauge (never the setup marker, S-4) that
    pass `card_filter`, the latest stacked first (the player picks; the engine takes the top)."""
    player = ctx.target(side)
    if player is None:
        return
    gauge = ctx.cards(player, "point_gauge")
    for card in [c for c in reversed(gauge) if ctx.matches(player, c, card_filter)][:count]:
        ctx.move_card(player, card, "hand")


def send_support_box_cards(
    ctx: EffectContext, side: Side, card_filter: str, scope: str, count: int | None, then_draw: bool
) -> None:
    """Up to `count` (None: every one) of the cards of `side`'s Support Box that `scope` names and
    that pass `card_filter` go to the Dark Area, in order: the support Digimon (B-10.5, "digimon" and
    "box"), then the other cards in the order they came (a Spirit, E-10, a card placed next to the
    Digimon, B-10.10; "others" and "box"). With `then_draw`, both players then draw as many cards
    as went (Bx-170). Nothing goes when the effect does not reach `side` (O-K2)."""
    player = ctx.target(side)
    if player is None:
        return
    support = ctx.support_digimon(player)
    queue = [support] if support is not None and scope != "others" else []
    if scope != "digimon":
        queue += ctx.support_box(player)
    sent = 0
    for card in queue:
        if sent == count:
            break
        # One card going may take others with it (a Spirit's tie, O-L2): each goes if still there.
        if (card == support or card in ctx.support_box(player)) and ctx.matches(player, card, card_filter):
            ctx.move_card(player, card, "dark_area")
            sent += 1
    if then_draw and sent:
        ctx.draw("self", sent)
        ctx.draw("opponent", sent)


def return_spirit_and_hybrid(ctx: EffectContext, side: Side) -> None:
    """Bo-924: one Spirit of `side`'s Support Box (one the battling Digimon appeared with first) goes
    back to the hand; the Digimon that appeared with it goes to the Net Ocean, which is shuffled."""
    player = ctx.target(side)
    if player is None:
        return
    spirits = [c for c in ctx.support_box(player) if ctx.matches(player, c, "category_contains:Spirit")]
    if not spirits:
        return
    tied = ctx.tied_spirits(player)
    spirit = next((c for c in spirits if c in tied), spirits[0])
    ctx.move_card(player, spirit, "hand")
    if spirit in tied:
        ctx.move_card(player, ctx.battling(player), "net_ocean")
        ctx.shuffle(player, "net_ocean")


def discard_for_battle_type(ctx: EffectContext, side: Side) -> None:
    """ "You may discard one Digimon card from your hand, and change your battle type to match
    discarded card's battle type (1 card max)"."""
    player = ctx.target(side)
    if player is None:
        return
    foe: Side = "opponent" if side == "self" else "self"
    if not ctx.card_number(foe):
        return
    # B-3: `side`'s battle type picks the opponent's attack column. "You may": the player discards
    # only for a type the opponent's printed attack is lower against; the engine takes the lowest.
    found = [
        (ctx.base_attack(foe, column), index, card, column)
        for index, card in enumerate(ctx.cards(player, "hand"))
        for column in _COLUMNS
        if ctx.matches(player, card, f"digimon;battle_type:{column}")
    ]
    if not found or min(found)[0] >= ctx.base_attack(foe, cast(Column, ctx.battle_type(side))):
        return
    _attack, _index, card, column = min(found)
    ctx.move_card(player, card, "dark_area")
    ctx.modify(player, BattleTypeChange, battle_type=column)


_COLUMNS: tuple[Column, ...] = ("A", "B", "C")


def send_digimon_to_dark_area(ctx: EffectContext, side: Side) -> None:
    """`side`'s battling Digimon goes to the Dark Area (an evolved form leaves its Level III behind);
    what it gave ends as it leaves the box (B-11.3). It stays when it prints "cannot be sent to the
    Dark Area due to the effects of the opponent's Option cards" and the effect is of an Option card
    of its opponent."""
    player = ctx.target(side)
    if player is not None and not _kept_from_dark_area(ctx, player):
        ctx.move_card(player, ctx.battling(player), "dark_area")


# "Cannot be sent to the Dark Area due to the effects of the opponent's Option cards" (Bx-80, Bx-92,
# Bx-96, Bx-112, Bx-124): an immunity of the vocabulary (effects.immunity), checked here.
DARK_AREA_BY_OPPONENT_OPTIONS = "dark_area_by_opponent_options"


def _kept_from_dark_area(ctx: EffectQueries, player: int) -> bool:
    """Whether `player`'s battling Digimon is out of reach of this effect, one of its opponent's
    Option cards, for the Dark Area. The immunity is an information line, which nothing negates
    (RULES 1.7): it is read as printed on the battling Digimon, so it protects before it fires at
    attack confirmation (B-3) and no longer once another Digimon covers it (B-11.1)."""
    return (
        ctx.source_kind == OPTION
        and player != ctx.owner
        and any(
            getattr(effect, "immunity", None) == DARK_AREA_BY_OPPONENT_OPTIONS
            for effect in ctx.card_effects(player, ctx.battling(player))
        )
    )
