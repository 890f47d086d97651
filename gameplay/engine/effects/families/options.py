"""The options family: card effects on a player's option slots (O-L4 negation, sending option cards
to the Dark Area or back to the hand) and the option marks that restrict a player, built on the
context's slot queries and its `move_card`, which takes a slot's card as any other card.

`ctx.slots_in_reach` yields only the slots this effect may reach: never its own source, nor a card
whose timing column protects it (RULES 7.8) from how it is removed ("invalidation", "dark_area",
"hand"). It reads the slots as it goes, so a slot emptied meanwhile is skipped."""

from __future__ import annotations

from collections.abc import Iterable

from gameplay.engine.effects.base import EffectContext, EffectQueries, Side
from gameplay.engine.modifiers.marks import (
    FirstAttackerOpens,
    LossWatch,
    NoFaceDownUse,
    NoSetting,
    NoSupport,
    OptionRewrite,
    OptionWatch,
    SlotLeavesAtEndOfTurn,
    SlotOneOnly,
)
from gameplay.engine.modifiers.points import FieldPenalty

# "You become unable to receive the effects of the opponent's 'send the cards in your opponent's
# slots to the Dark Area'": the opponent's effects cannot clear this player's option slots (an
# immunity, engine.effects.immunity).
SLOT_DISCARD = "slot_discard"


def _type_filter(card_type: str) -> str:
    # "Program or Field Option cards": the types are "|"-joined; "any" is any option card.
    return "any" if card_type == "any" else f"type:{card_type}"


def leave_slot_at_end_of_turn(ctx: EffectContext) -> None:
    """ "… at the end of the turn during which the opponent loses points due to the effects of this
    card, send this card to the Dark Area" (Bo-304): the source option leaves its slot at P-5 (d) of
    this turn (O-L1), as its printed limit would."""
    ctx.modify(ctx.owner, SlotLeavesAtEndOfTurn, lifetime="turn")


def invalidate_option(ctx: EffectContext, side: Side, card_type: str) -> None:
    """ "Invalidate one of the opponent's Program Option cards (before it takes effect)": the first
    option card of `side` of `card_type` ("Item", "Program", "Field", "|"-joined, or "any") is
    negated and goes to the Dark Area (O-L4)."""
    player = ctx.target(side)
    if player is None:
        return
    pending = ctx.pending_use(player)
    # B-6: an interrupt negates the use it answers, when that card is of the named type, and
    # nothing else: answering an Item with a Program-only card leaves the other slots alone (Re-15t).
    order = [pending] if pending is not None else list(range(3))
    _negate_first(ctx, player, _type_filter(card_type), order)


def invalidate_active_option(ctx: EffectContext, side: Side, card_type: str) -> None:
    """ "Invalidate one currently active Field Option card": the first face-up option card of `side`
    of `card_type` ("Item", "Program", "Field" or "any") is negated (O-L4)."""
    player = ctx.target(side)
    if player is None:
        return
    _negate_first(ctx, player, _type_filter(card_type), range(3), face_up_only=True)


def invalidate_named_option(ctx: EffectContext, side: Side, names: tuple[str, ...]) -> None:
    """ "Invalidate one of the opponent's 'Sky City' cards and send it to the Dark Area": one option
    card of `side` with one of these names, an active one first, is negated (O-L4)."""
    player = ctx.target(side)
    if player is None:
        return
    order = sorted(range(3), key=lambda index: not ctx.face_up(player, index))
    _negate_first(ctx, player, "name:" + "|".join(names), order)


def _negate_first(
    ctx: EffectContext, player: int, card_filter: str, order: Iterable[int], *, face_up_only: bool = False
) -> None:
    for index, card in ctx.slots_in_reach(player, "invalidation", order):
        if (not face_up_only or ctx.face_up(player, index)) and ctx.matches(player, card, card_filter):
            ctx.move_card(player, card, "dark_area")
            return


def negate_options(ctx: EffectContext, side: Side) -> None:
    """Every active option card of `side` is negated and leaves its slot (O-L4)."""
    player = ctx.target(side)
    if player is None:
        return
    for index, card in ctx.slots_in_reach(player, "invalidation"):
        if ctx.face_up(player, index):
            ctx.move_card(player, card, "dark_area")


def discard_option_slots(ctx: EffectContext, side: Side, count: int) -> None:
    """Up to `count` of `side`'s option cards, face-up or not, go to the Dark Area."""
    _discard_slots(ctx, side, count, face_up=None)


def discard_face_down_slots(ctx: EffectContext, side: Side, count: int) -> None:
    """ "Choose one face-down card in the opponent's slots and send it to the Dark Area"."""
    _discard_slots(ctx, side, count, face_up=False)


def discard_face_up_slots(ctx: EffectContext, side: Side, count: int) -> None:
    """ "Send all of the opponent's … face-up cards in their slots to the Dark Area" (up to `count`
    face-up cards, used or set face-up)."""
    _discard_slots(ctx, side, count, face_up=True)


def _discard_slots(ctx: EffectContext, side: Side, count: int, *, face_up: bool | None) -> None:
    player = ctx.target(side)
    # Bo-1055: "… the opponent's 'send the cards in your opponent's slots to the Dark Area'" covers
    # a face-down card sent unseen (Bo-158) and a face-up sweep (Bx-70) as well.
    if player is None or ctx.immune_to_opponent(player, SLOT_DISCARD):
        return
    for index, card in ctx.slots_in_reach(player, "dark_area"):
        if count <= 0:
            return
        if face_up is None or ctx.face_up(player, index) == face_up:
            ctx.move_card(player, card, "dark_area")
            count -= 1


def discard_slots_for_points(
    ctx: EffectContext, side: Side, filters: tuple[str, ...], deltas: tuple[int, ...]
) -> None:
    """Bx-171: `side`'s slot cards, face-down ones included, are checked, then go to the Dark Area;
    for each of `filters` that one of them passed, `side`'s points change by its entry of `deltas`."""
    player = ctx.target(side)
    if player is None:
        return
    # "Check all of the cards": what was there is read before any of them leaves (a card protected
    # from the Dark Area, RULES 7.8, is checked and stays).
    found = [ctx.count_cards(side, "slots", card_filter) > 0 for card_filter in filters]
    # All of them: a sheet has three option slots (RULES 1.1).
    _discard_slots(ctx, side, 3, face_up=None)
    for passed, delta in zip(found, deltas, strict=True):
        if passed:
            ctx.change_points(side, delta)


def discard_active_options(ctx: EffectContext, side: Side, card_filter: str, count: int) -> None:
    """Up to `count` of `side`'s active (face-up) option cards that pass `card_filter` (the filter
    words of `Cost`) go to the Dark Area (O-L4)."""
    player = ctx.target(side)
    if player is None:
        return
    for index, card in ctx.slots_in_reach(player, "dark_area"):
        if count <= 0 or not (ctx.face_up(player, index) and ctx.slot_active(player, index)):
            continue
        if ctx.matches(player, card, card_filter):
            ctx.move_card(player, card, "dark_area")
            count -= 1


def stack_active_options(ctx: EffectContext, side: Side, card_filter: str, count: int) -> None:
    """Bx-30: up to `count` of `side`'s active (face-up) option cards that pass `card_filter` leave
    their slot and are stacked onto `side`'s point gauge (as a printed "stack this card onto your
    point gauge" limit does, engine.moves.slot_expires); a protection from being sent to the Dark
    Area (RULES 7.8) does not cover it."""
    player = ctx.target(side)
    if player is None:
        return
    for index, card in ctx.slots_in_reach(player, "point_gauge"):
        if count <= 0 or not (ctx.face_up(player, index) and ctx.slot_active(player, index)):
            continue
        if ctx.matches(player, card, card_filter):
            ctx.move_card(player, card, "dark_area")
            ctx.move_card(player, card, "point_gauge")
            count -= 1


def return_face_down_slots(ctx: EffectContext, side: Side) -> None:
    """ "Send any face-down cards in … slots back to your/their hand": every face-down card of `side`."""
    player = ctx.target(side)
    if player is None:
        return
    # A face-down card was never used, so it has no modifiers to drop (O-L2); protections against
    # "sent to the Dark Area" do not cover going back to the hand.
    for index, card in ctx.slots_in_reach(player, "hand"):
        if not ctx.face_up(player, index):
            ctx.move_card(player, card, "hand")


def swap_hand_option_into_slot(ctx: EffectContext, side: Side, slot: int) -> None:
    """Re-77 / CD-7: an Option card of `side`'s hand (the one named, else the newest) is set face down
    in slot `slot` (1-3), whose face-down card goes back to the hand; nothing when the slot holds no
    face-down card or the hand no Option card."""
    player = ctx.target(side)
    if player is None or not swap_possible(ctx, player, slot):
        return
    hand = ctx.cards(player, "hand")
    named = [card for card in ctx.named_cards(player) if card in hand and ctx.matches(player, card, "option")]
    pick = named[0] if named else [card for card in hand if ctx.matches(player, card, "option")][-1]
    ctx.move_card(player, pick, "hand", into_slot=slot - 1)


def swap_possible(ctx: EffectQueries, player: int, slot: int) -> bool:
    """Whether slot `slot` (1-3) of `player` holds a face-down card and the hand an Option card."""
    held = dict(ctx.slots_in_reach(player, "hand"))
    return (
        slot - 1 in held
        and not ctx.face_up(player, slot - 1)
        and any(ctx.matches(player, card, "option") for card in ctx.cards(player, "hand"))
    )


def forbid_supports(ctx: EffectContext, side: Side) -> None:
    """ "The opponent cannot use or place support Digimon into their support box": `side` places no
    support Digimon (B-10) while the effect lasts."""
    # A modifier, so it ends with its source or is withdrawn with its condition (O-N2);
    # battle.support_actions reads it (B-10).
    ctx.modify(ctx.target(side), NoSupport)


def first_attacker_opens_battle(ctx: EffectContext) -> None:
    """ "Change the order of the usage of Option cards during the battle phase to 'First Attacker >
    Second Attacker > First Attacker'": while the effect lasts, the first player has the Battle
    Phase's first use window (B-4; battle.confirm reads the mark)."""
    ctx.modify(ctx.target("self"), FirstAttackerOpens)


def forbid_face_down_use(ctx: EffectContext, side: Side) -> None:
    """ "… become unable to use any face-down cards in their slots": `side` turns no face-down slot
    card face-up and pays none into the Power Box while the effect lasts (options.why_not_usable and
    preparation.prepare_actions read the mark); its face-up cards stay usable."""
    ctx.modify(ctx.target(side), NoFaceDownUse)


def forbid_setting(ctx: EffectContext, side: Side) -> None:
    """ "The opponent cannot set any Option cards": `side` sets none while the effect lasts, except a
    card protected from the source by name (options.setting_banned reads the mark)."""
    ctx.modify(ctx.target(side), NoSetting)


def leave_after_loss(ctx: EffectContext, side: Side, amount: int) -> None:
    """ "Once your opponent has lost 30 or more points since … activated, immediately send this card to
    the Dark Area": a watch on `side`'s points from now (moves.change_points reads it)."""
    player = ctx.target(side)
    if player is not None and ctx.source_slot() is not None:
        ctx.modify(player, LossWatch, start=ctx.points(side), amount=amount)


def leave_with_option(ctx: EffectContext, side: Side, card_filter: str) -> None:
    """ "This card remains in its slot and continues its effects until the opponent's card with
    'Particle Worm' in its name loses its effect" (Sx-27): a watch on each of `side`'s options in use
    that pass `card_filter` (moves.slot_to_dark_area reads them); with none in use, the source option
    leaves its slot for the Dark Area now."""
    if ctx.source_slot() is None:
        return
    player = ctx.owner if side == "self" else 1 - ctx.owner
    watched = [
        card
        for index, card in ctx.slots_in_reach(player, "watch")
        if ctx.slot_active(player, index) and ctx.matches(player, card, card_filter)
    ]
    for card in watched:
        ctx.modify(player, OptionWatch, watched=card)
    if not watched:
        ctx.move_card(ctx.owner, ctx.source, "dark_area")


def restrict_to_slot_one(ctx: EffectContext, side: Side) -> None:
    """ "… become unable to use any cards placed outside of their slot 1 or power box": `side` uses no
    card of its slots 2 and 3 while the effect lasts (options.why_not_usable and
    preparation.prepare_actions read the mark)."""
    ctx.modify(ctx.target(side), SlotOneOnly)


def stack_slot_cards_on_point_gauge(ctx: EffectContext, side: Side, card_filter: str) -> None:
    """ "Stack all of the opponent's cards with 'Particle Worm' in their names onto their point gauge":
    every reached slot card of `side` that passes `card_filter` goes onto its owner's point gauge."""
    player = ctx.target(side)
    if player is None:
        return
    for _, card in ctx.slots_in_reach(player, "point_gauge"):
        if ctx.matches(player, card, card_filter):
            ctx.move_card(player, card, "point_gauge")


def penalize_field_removal(ctx: EffectContext, side: Side, amount: int) -> None:
    """ "When the opponent removes a Field Option card from their slot, immediately reduce the
    opponent's points by 20" (St-744): while the effect lasts, `side` loses `amount` points each time
    it discards an active Field from its slots (T-P1; spirit_text.field_removed)."""
    ctx.modify(ctx.target(side), FieldPenalty, points=amount)


def place_beside_digimon(ctx: EffectContext, until_attribute_changed: bool) -> None:
    """ "After use, place this card next to your Digimon": the source option leaves its slot for the
    space next to the battling Digimon keeping its effects (engine.beside). A card used from the
    hand into the Support Box ("This card remains in the support box until the Digimon that appeared
    with the use of this card gets sent to the Dark Area", St-755) is already there: it is tied to
    the battling Digimon in the same way."""
    ctx.place_source(until_attribute_changed=until_attribute_changed)


def stack_source_on_point_gauge(ctx: EffectContext) -> None:
    """ "Stack this card onto your point gauge immediately after use, and it will continue its effects
    until the end of the game" (Bo-749): the source option leaves its slot for its owner's point gauge
    keeping its effects (O-L2 ends them when a card leaves its slot unless the card says otherwise);
    the only effect that takes cards from a point gauge takes Digimon cards, so they last the game."""
    if ctx.source_slot() is not None:
        ctx.place_source(to_point_gauge=True)


def stack_on_card(ctx: EffectContext, names: tuple[str, ...], option_type: str) -> None:
    """ "You may stack this card on top of a 'Tag' Item card placed in your slot" (engine.beside)."""
    if ctx.source_slot() is not None:
        ctx.place_source(names, option_type)


def rewrite_option_number(ctx: EffectContext, name: str, old: int, new: int) -> None:
    """ "Change the part of the effects of your 'Small Spear' card that states 'add 150' to 'add 500'":
    while the ability lasts, the owner's Option cards named `name` act with `new` for the printed
    `old` (engine.option_rewrites reads the mark when the card's effects run)."""
    ctx.modify(ctx.target("self"), OptionRewrite, name=name, old=old, new=new)
