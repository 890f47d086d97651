"""Preparation Phase, T-P1..T-P6: FP does every step, then SP (RULES 4.1).

A player's Preparation is a small stage machine (`prep_stage`): stage 1 is T-P1 (discards);
`pass` ends it and runs the T-P2 refill. From stage 3 on, the player may take any action of the
current or a later stage (swap, prepare, use, set); taking one moves the stage forward, so the
order T-P3 -> T-P6 is kept. `pass` from stage 3 on ends the player's Preparation.
"""

from __future__ import annotations

from collections.abc import Sequence

from gameplay.engine import flow, moves, spirit_text
from gameplay.engine.abilities import phase_ability_actions, use_ability
from gameplay.engine.actions import (
    DISCARDS,
    PASS,
    SET_OPTIONS,
    SWAPS,
    Action,
    Discard,
    Pass,
    Prepare,
    SetOption,
    Swap,
    Use,
    UseAbility,
)
from gameplay.engine.cards import CardRecord, DeckFacts
from gameplay.engine.conditions import (
    Route,
    allowed_routes,
    card_needs,
    conditions_ignorable,
    marks_of,
    pays,
    route_allowed,
    spirit_keys,
)
from gameplay.engine.effect_context import POWER, EngineContext
from gameplay.engine.hands import HAND_LIMIT, hand_limit, take_extra_adjustment
from gameplay.engine.ignoring import ignore_reaches
from gameplay.engine.option_menus import MENU_STEP, is_menu
from gameplay.engine.options import option_actions, setting_banned, slot_uses, usable_slots, use_option
from gameplay.engine.spirits import blocks_slot, placement_allows
from gameplay.engine.state import (
    EMPTY_SLOTS,
    NONE,
    PREPARATION,
    GameState,
    Outcome,
    PlayerState,
    Termination,
)
from gameplay.engine.turn_start import start_player


def end_player(state: GameState, player: int) -> None:
    me = state.players[player]
    if not me.refilled:
        # T-P2 once a turn: most players refilled when they ended T-P1.
        refill(state, player)
    # P-10 / A-26: an empty Digimon Box at the end of one's own Preparation Phase loses.
    if not me.digimon and me.pending_swap == NONE:
        moves.end_game(state, Outcome(Termination.CANNOT_CONTINUE, 1 - player))
        return
    if player == state.fp:
        start_player(state, state.sp)
    else:
        flow.starts().evolution(state)


def refill(state: GameState, player: int) -> None:
    """T-P2: draw up to 6 once per turn; an empty Net Ocean means no refill and no loss (A-12)."""
    me = state.players[player]
    if me.refilled:
        return
    me.refilled = True
    # An option may have changed the limit ("the upper limit of your hand becomes 8", Bo-452), by a
    # modifier: without any the printed limit holds.
    limit = hand_limit(state, player) if state.modifiers else HAND_LIMIT
    if len(me.hand) < limit:
        moves.draw(state, player, limit - len(me.hand))


# -- T-P3 swap ------------------------------------------------------------------------------------
def can_swap(me: PlayerState) -> bool:
    """T-P3 / A-23: only onto an unevolved Level III, or into an empty box. A lone evolved
    Digimon whose Level III was removed (A-26) is neither."""
    if me.pending_swap != NONE:
        return False
    return not me.digimon or (len(me.digimon) == 1 and me.deck[me.digimon[0]].level_order == 3)


def swap_actions(me: PlayerState) -> list[Action]:
    if not can_swap(me):
        return []
    # The Level IIIs of the hand, by `filter` and `map` rather than a comprehension (asked at nearly
    # every Preparation decision of a player with an unevolved Digimon).
    return list(map(SWAPS.__getitem__, filter(me.facts.level_threes.__contains__, me.hand)))


# -- T-P4 evolution preparation ---------------------------------------------------------------------
def expected_top(me: PlayerState) -> CardRecord | None:
    """The Digimon the next prepared step evolves from (A-22: after the pending swap)."""
    card = expected_top_card(me)
    return None if card == NONE else me.deck[card]


def expected_top_card(me: PlayerState) -> int:
    """`expected_top` as a card id of the player's deck, NONE when there is none."""
    if me.evo_box:
        return me.evo_box[-1]
    if me.pending_swap != NONE:
        return me.pending_swap
    return me.digimon[-1] if me.digimon else NONE


def payment_sources(me: PlayerState, usable: tuple[bool, bool, bool] | None = None) -> list[int]:
    """EC-2: condition cards come from the hand or from an option slot (a new list); from the slots
    `usable` names only, when a ban holds (CD-12, Bo-1057: options.usable_slots)."""
    if me.slots == EMPTY_SLOTS:
        return me.hand.copy()
    if usable is None:
        return me.hand + [card for card in me.slots if card != NONE]
    return me.hand + [card for index, card in enumerate(me.slots) if card != NONE and usable[index]]


def find_payment(
    me: PlayerState,
    needs: Sequence[tuple[str, object]],
    exclude: int,
    target: CardRecord | None = None,
    top: CardRecord | None = None,
    usable: tuple[bool, bool, bool] | None = None,
    sources: Sequence[int] | None = None,
) -> tuple[int, ...] | None:
    """The first cards (hand, then slots) that pay every need of a step into `target`, or None;
    `sources`, when given, is `payment_sources(me)` already worked out by the caller."""
    chosen: list[int] = []
    if sources is None:
        sources = payment_sources(me, usable)
    for need in needs:
        for card in sources:
            if card != exclude and card not in chosen and pays(me.deck[card], need, target, top):
                chosen.append(card)
                break
        else:
            return None
    return tuple(chosen)


def check_prepare(state: GameState, player: int, action: Prepare) -> str | None:
    """Why `action` cannot be prepared now (T-P4, EC-1..EC-8), or None when it can."""
    me = state.players[player]
    if action.card not in me.hand:
        return f"card {action.card} is not in your hand"
    target = me.deck[action.card]
    if not target.is_digimon:
        return f"{target.name} is not a Digimon"
    top = expected_top(me)
    if top is None:
        return "there is no Digimon to evolve from"
    sources = payment_sources(me, usable_slots(state, player))
    if len(set(action.pay)) != len(action.pay) or action.card in action.pay:
        return "a card cannot pay twice"
    for card in action.pay:
        if card not in sources:
            return f"card {action.card} is neither in your hand nor in a slot"
    if action.alt == -1:
        # "Ignore evolution conditions" cards: the next level only, never fusion/appearance (E-11).
        if len(action.pay) != 1 or not me.deck[action.pay[0]].ignores_conditions:
            return "alt -1 needs exactly one 'ignore evolution conditions' card"
        if is_menu(me.deck[action.pay[0]]) and action.pay[0] in me.hand:
            # O-1: a Tamer card's menu is used from its slot (engine.option_menus).
            return f"{me.deck[action.pay[0]].name} is used from its slot, not from your hand (O-1)"
        if not ignore_card_fits(state, player, action.pay[0]):
            return f"{me.deck[action.pay[0]].name} does not evolve {top.name}"
        if not ignore_reaches(me.deck[action.pay[0]], target, top):
            if ignore_reaches(me.deck[action.pay[0]], target, top, e11=False):
                return f"{target.name} is reached only by fusion or appearance, never ignored (E-11)"
            return f"{target.name} is not the next level after {top.name}, nor a level its card names"
        if not conditions_ignorable(target):
            return f"{target.name}'s evolution conditions cannot be ignored"
        return None
    if not 0 <= action.alt < len(target.evolution):
        return f"{target.name} has no evolution condition number {action.alt}"
    alternative = target.evolution[action.alt]
    if not route_allowed(alternative, top, target):
        return f"{target.name} cannot evolve from {top.name} by condition {action.alt}"
    upright, sideways = marks_of(alternative)
    if upright + sideways > len(me.net_ocean):
        # a ●/× step that cannot be fully paid cannot be prepared.
        return f"the Net Ocean has {len(me.net_ocean)} cards, fewer than the {upright + sideways} marks"
    needs = card_needs(alternative, top)
    if len(needs) != len(action.pay):
        return f"condition {action.alt} of {target.name} needs {len(needs)} condition cards"
    remaining = list(action.pay)
    for need in needs:
        match = next((card for card in remaining if pays(me.deck[card], need, target, top)), None)
        if match is None:
            return f"no card in 'pay' meets the requirement {need[1]}"
        remaining.remove(match)
    if not placement_allows(me, alternative, action.pay):
        return "a Spirit goes into the Support Box only when it and slots 2 and 3 are empty (EC-7)"
    return None


def may_prepare(me: PlayerState) -> bool:
    """Whether T-P4 may offer anything at all: False only when `prepare_actions` is sure to be empty
    (no Digimon in hand evolves from the expected top by any route, and the deck holds no "ignore
    evolution conditions" card), which most Preparation decisions are. A look-up and a set test."""
    top = expected_top_card(me)
    if top == NONE:
        return False
    return me.facts.ignoring or not routes_from(me, top).keys().isdisjoint(me.hand)


def prepare_actions(state: GameState, player: int) -> list[Action]:
    me = state.players[player]
    top_card = expected_top_card(me)
    if top_card == NONE:
        return []
    top = me.deck[top_card]
    routes_of = routes_from(me, top_card)
    result: list[Action] = []
    ignore_card = NONE
    # The same for every route (hand, then slots: EC-2), from the slots a ban leaves (CD-12, Bo-1057).
    sources = payment_sources(me, usable_slots(state, player))
    if me.facts.ignoring:
        for c in sources:
            # The first "ignore evolution conditions" card that may be paid now (E-11).
            if (
                me.deck[c].ignores_conditions
                and not (c in me.hand and is_menu(me.deck[c]))
                and ignore_card_fits(state, player, c)
            ):
                ignore_card = c
                break
    # Without an ignore card, only the Digimon with a route from the top add anything.
    candidates = me.facts.evolving if ignore_card != NONE else routes_of.keys()
    for card in me.hand:
        if card not in candidates:
            continue
        target = me.deck[card]
        for alt, net_cards, needs in routes_of.get(card, ()):
            if net_cards > len(me.net_ocean):
                continue
            pay = find_payment(me, needs, card, target, top, sources=sources)
            if pay is not None and placement_allows(me, target.evolution[alt], pay):
                result.append(Prepare(card, alt, pay))
        if (
            ignore_card != NONE
            and ignore_reaches(me.deck[ignore_card], target, top)
            and target.evolution
            and conditions_ignorable(target)
        ):
            result.append(Prepare(card, -1, (ignore_card,)))
    return result


# prepare_actions and may_prepare ask, for the expected top, which cards of the deck have any
# allowed route from it: per deck (its DeckFacts, shared by every game of the same records, stand
# for it) and top card id, the Digimon with routes from that top and their routes. An entry holds
# its facts, so an id is not reused while it is cached.
_FROM_TOP: dict[tuple[int, int], tuple[DeckFacts, dict[int, tuple[Route, ...]]]] = {}
_FROM_TOP_LIMIT = 20_000


def routes_from(me: PlayerState, top: int) -> dict[int, tuple[Route, ...]]:
    """Card id -> `allowed_routes` from the deck's card `top`, for the player's Digimon that have
    any (a Digimon without one is absent)."""
    key = (id(me.facts), top)
    cached = _FROM_TOP.get(key)
    if cached is not None:
        return cached[1]
    base = me.deck[top]
    table: dict[int, tuple[Route, ...]] = {}
    for card in sorted(me.facts.evolving):
        routes = allowed_routes(me.deck[card], base)
        if routes:
            table[card] = routes
    if len(_FROM_TOP) >= _FROM_TOP_LIMIT:
        _FROM_TOP.clear()  # a bound for long-lived processes that play many decks
    _FROM_TOP[key] = (me.facts, table)
    return table


def ignore_card_fits(state: GameState, player: int, card: int) -> bool:
    """E-11: an "ignore evolution conditions" card whose evolving sentence names the Digimon it
    evolves ("evolve your Level III Digimon into a Level IV") is paid only while that holds."""
    ctx = EngineContext(state, player, card, POWER, "phase")
    text = state.players[player].deck[card].text
    if text.requirement is not None and not text.requirement.holds(ctx):
        # O-N1: "You can use this card when your Digimon is Level IV or Hybrid level" (Bo-1216).
        return False
    return all(
        ability.condition is None or ability.condition.holds(ctx)
        for ability in text.abilities
        if any(effect.kind == "evolve_ignoring_conditions" for effect in ability.effects)
    )


def _take_from_sources(me: PlayerState, card: int) -> None:
    if card in me.hand:
        me.hand.remove(card)
        return
    index = me.slots.index(card)
    me.slots[index] = NONE
    me.face_up[index] = False
    me.active[index] = False
    me.choices[index] = ""


def do_prepare(state: GameState, player: int, action: Prepare) -> None:
    me = state.players[player]
    step = len(me.evo_box)
    target = me.deck[action.card]
    me.hand.remove(action.card)
    me.evo_box.append(action.card)
    menu = action.alt == -1 and any(is_menu(me.deck[card]) for card in action.pay)
    me.evo_alts.append(MENU_STEP if menu else action.alt)
    me.prepared_log.append(target.number)
    if action.alt >= 0:
        alternative = target.evolution[action.alt]
        upright, sideways = marks_of(alternative)
        # EC-1: the top Net Ocean cards, unseen; upright for ●, sideways for ×.
        for orientation, count in (("up", upright), ("side", sideways)):
            for _ in range(count):
                me.power.append((me.net_ocean.pop(), step, orientation))
        spirits = spirit_keys(alternative)
    else:
        spirits = frozenset()
    for card in action.pay:
        if menu:
            # A Tamer card's evolving menu effect: the card stays in its slot until the step is
            # carried out (E-6, engine.option_menus).
            continue
        moves.drop_modifiers_of(state, player, card)
        _take_from_sources(me, card)
        if me.deck[card].key in spirits:
            # EC-7 / E-10: Spirit cards wait in the Support Box, not the Power Box.
            me.support_other.append(card)
        else:
            me.power.append((card, step, "card"))


# -- T-P6 set options ------------------------------------------------------------------------------
def settable_cards(me: PlayerState) -> frozenset[int]:
    """The card ids of the player's deck that T-P6 may set: every card that is not a Digimon (read
    once per deck, DeckFacts.settable)."""
    return me.facts.settable


def set_actions(me: PlayerState, state: GameState | None = None, player: int = 0) -> list[Action]:
    """T-P6: each option card of the hand into each empty slot it may use; with `state`, a "cannot
    set any Option cards" effect on `player` (Bo-980) keeps back the cards it reaches."""
    settable = me.facts.settable
    # Most hands hold Digimon only, and a deck without option cards none at all: one set test
    # answers them.
    if settable.isdisjoint(me.hand):
        return []
    slots = me.slots
    free = [index for index in range(3) if slots[index] == NONE] if NONE in slots else []
    if not free:
        return []
    result: list[Action] = []
    for card in me.hand:
        if card not in settable:
            continue
        record = me.deck[card]
        if state is not None and state.modifiers and setting_banned(state, player, record):
            continue
        if record.set_face_up and not _can_pay_setting(me, card):
            # Bo-593: "after sending the top 3 cards of your Net Ocean to the Dark Area, play this
            # card face-up": a setting that cannot be paid is not made.
            continue
        if record.fixed_slot:
            # T-P6: a card that names a slot must go in that slot.
            if me.slots[record.fixed_slot - 1] == NONE and not blocks_slot(me, record.fixed_slot - 1, record):
                result.append(SET_OPTIONS[card][record.fixed_slot - 1])
        elif not me.support_other:
            # Any free slot: only a Spirit in the Support Box forbids one to a card that names none.
            row = SET_OPTIONS[card]
            result += [row[index] for index in free]
        else:
            # A Spirit in the Support Box may forbid slots 2 and 3 (engine.spirits).
            result.extend(SET_OPTIONS[card][index] for index in free if not blocks_slot(me, index, record))
    return result


def do_set(state: GameState, player: int, action: SetOption) -> None:
    me = state.players[player]
    me.hand.remove(action.card)
    me.slots[action.slot - 1] = action.card
    if me.deck[action.card].limits and usable_when_set(state, player, me.deck[action.card]):
        me.just_set = action.slot - 1
    me.face_up[action.slot - 1] = me.deck[action.card].set_face_up
    if me.deck[action.card].set_face_up:
        # The price of setting it face-up (Bo-593, Sp-1), paid now, in T-P6: the top Net Ocean cards,
        # or the newest hand cards (SetOption names none; the convention of costs.pay_cost_list).
        source, count = set_price(me.deck[action.card])
        zone = me.net_ocean if source == "net_ocean" else me.hand
        for _ in range(min(count, len(zone))):
            me.dark_area.append(zone.pop())


# The compiled limits of a card that may be activated immediately after it is set (effects.base.Limit):
# always ("You may activate this card immediately after playing it", St-220), or only when its owner
# is the second player of the turn ("… immediately after setting when you are second to attack",
# St-818; RULES 0.3: the second player, 後攻, attacks second).
USE_WHEN_SET = "use_when_set"
USE_WHEN_SET_SECOND = "use_when_set:second"


def usable_when_set(state: GameState, player: int, record: CardRecord) -> bool:
    """O-1's exception by card text: whether `record`, set now by `player` in T-P6, may be activated
    at once, before the player's next action, without waiting for a later T-P5."""
    if record.has_limit(USE_WHEN_SET):
        return True
    return record.has_limit(USE_WHEN_SET_SECOND) and player == state.sp


def immediate_uses(state: GameState, player: int) -> list[Action]:
    """The uses of the card the player's last action set, when its text lets it be activated
    immediately after setting (`usable_when_set`) and it may be used now (O-2: at its Preparation
    timing; O-N1 and the other tests of options.why_not_usable)."""
    me = state.players[player]
    return list(slot_uses(state, player, me.just_set, "preparation"))


# The compiled limits "set_pays_net_ocean:N" and "set_pays_hand:N" (effects.base.Limit).
SET_PRICES = (("set_pays_net_ocean:", "net_ocean"), ("set_pays_hand:", "hand"))


def set_price(record: CardRecord) -> tuple[str, int]:
    """Where from and how many cards setting this face-up card costs (none for most)."""
    for ability in record.text.abilities:
        for limit in ability.limits:
            for prefix, source in SET_PRICES:
                if limit.startswith(prefix):
                    return source, int(limit[len(prefix) :])
    return "net_ocean", 0


def _can_pay_setting(me: PlayerState, card: int) -> bool:
    source, count = set_price(me.deck[card])
    # The card itself is in the hand: it cannot pay for its own setting.
    return count <= (len(me.net_ocean) if source == "net_ocean" else len(me.hand) - 1)


# -- the stage machine -------------------------------------------------------------------------------
def legal(state: GameState, player: int) -> list[Action]:
    me = state.players[player]
    stage = me.prep_stage
    if stage == 1:
        # T-P1: over the limit, the player must discard before going on.
        limit = hand_limit(state, player) if state.modifiers else HAND_LIMIT
        # One Discard per hand card, by `map` rather than a comprehension (asked at every T-P1).
        discards: list[Action]
        if len(me.hand) <= limit:
            discards = [PASS, *map(DISCARDS.__getitem__, me.hand)]
        else:
            discards = list(map(DISCARDS.__getitem__, me.hand))
        if me.slots != EMPTY_SLOTS:
            # RULES 7.8: "This card cannot be discarded by you" keeps a card out of the T-P1 discard
            # (CardRecord.has_limit, read off its limits without the call).
            deck = me.deck
            discards += [
                DISCARDS[card]
                for card in me.slots
                if card != NONE and "cannot_be_discarded" not in deck[card].limits
            ]
        return discards
    result: list[Action] = [PASS]
    if stage <= 3:
        result += swap_actions(me)
    if stage <= 4 and may_prepare(me):
        result += prepare_actions(state, player)
    if stage <= 5:
        if me.slots != EMPTY_SLOTS:
            result += option_actions(state, player, "preparation")
        if me.digimon and "on_use" in me.facts.triggers[me.digimon[-1]]:
            # T-P5: "during your Preparation Phase" abilities (◎ abilities with a use timing) are
            # used with these options.
            result += phase_ability_actions(state, player, PREPARATION)
    if me.just_set != NONE:
        result += immediate_uses(state, player)
    if me.facts.options:
        result += set_actions(me, state, player)
    return result


STAGE_OF = {Swap: 3, Prepare: 4, Use: 5, UseAbility: 5, SetOption: 6}


def apply(state: GameState, player: int, action: Action) -> None:
    me = state.players[player]
    # "Immediately after setting" (usable_when_set): the chance lasts until the player's next action.
    me.just_set = NONE
    if isinstance(action, Pass):
        if me.prep_stage == 1:
            me.prep_stage = 3
            refill(state, player)
            if state.modifiers and take_extra_adjustment(state, player):
                # Re-28t: "after adjusting your hand as per normal, you may adjust your hand one
                # additional time": T-P1 and T-P2 once more (passing at once changes nothing).
                me.prep_stage = 1
                me.refilled = False
        else:
            end_player(state, player)
        return
    if isinstance(action, Discard):
        if action.card in me.hand:
            me.hand.remove(action.card)
            me.dark_area.append(action.card)
        else:
            # St-744: a Spirit may make removing an active Field cost points.
            spirit_text.field_removed(state, player, me.slots.index(action.card))
            moves.slot_to_dark_area(state, player, me.slots.index(action.card))
        return
    stage = STAGE_OF[type(action)]
    if me.prep_stage < stage:
        me.prep_stage = stage
    if isinstance(action, Swap):
        me.hand.remove(action.card)
        me.pending_swap = action.card
    elif isinstance(action, Prepare):
        do_prepare(state, player, action)
    elif isinstance(action, Use):
        use_option(state, player, action)
    elif isinstance(action, UseAbility):
        use_ability(state, player, action)
    elif isinstance(action, SetOption):
        do_set(state, player, action)
