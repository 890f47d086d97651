"""Option slots: using a card at its timing (O-1..O-4), level limits (O-N1), "only one" (O-U2),
one active Field (O-F1), and limits (O-L1..O-L3) when phases and turns end."""

from __future__ import annotations

from gameplay.engine import moves, reactions
from gameplay.engine.actions import USES, Action, Use
from gameplay.engine.cards import CardRecord, per_record
from gameplay.engine.costs import can_pay, card_matches, pay_costs
from gameplay.engine.effect_context import DIGIMON, LOST_WITH_SPECIALS, OPTION, EngineContext
from gameplay.engine.effect_firing import fire, reads_hand, recounted
from gameplay.engine.effect_reach import line_acts
from gameplay.engine.effects.base import AT_FLIP_ONLY, PAID_PER_USE, TO_SUPPORT_BOX, CompiledText
from gameplay.engine.effects.conditions.chosen import choice_open, passed_over
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_option import InvalidateOption
from gameplay.engine.invalidation import invalidated_on_use
from gameplay.engine.modifiers.marks import (
    ForbidOptions,
    Held,
    LeaveAtEndOfTurn,
    NoFaceDownUse,
    NoSetting,
    Situation,
    SlotLeavesAtEndOfTurn,
    SlotOneOnly,
)
from gameplay.engine.option_rewrites import option_text
from gameplay.engine.power_grants import LASTING_GRANTS, is_power_card, restore_power_grants
from gameplay.engine.state import BATTLE, DRAW, NONE, POINT_CALCULATION, GameState


def why_not_usable(state: GameState, player: int, index: int, timing: str) -> str | None:
    me = state.players[player]
    card_id = me.slots[index]
    if card_id == NONE:
        return f"slot {index + 1} is empty"
    card = me.deck[card_id]
    if me.active[index]:
        return f"{card.name} in slot {index + 1} is already in use"
    if card.timing != timing or is_power_card(card):
        return f"{card.name} is not used in the {timing.replace('_', ' ')} phase"
    return _why_not_usable_now(state, player, index, card, card_id)


def why_not_flipped_now(state: GameState, player: int, index: int) -> str | None:
    """Why the face-down card in slot `index` cannot be turned face-up now, whatever its timing
    (O-4, O-N1, O-U2, O-F1, the bans on using it), or None: a menu effect used on its own turns its
    card face-up (engine.option_menus)."""
    me = state.players[player]
    return _why_not_usable_now(state, player, index, me.deck[me.slots[index]], me.slots[index])


def why_not_used_from_hand(state: GameState, player: int, card_id: int) -> str | None:
    """Why the option `card_id` in `player`'s hand cannot be used from there now (a card whose text
    sends it from the hand to the Support Box, engine.hand_support): the tests of a slot card but
    those of its slot (O-N1, O-U2, O-C1, the bans on using it); a card outside slot 1 is outside
    it, so Bo-1057's "slot 1 only" keeps it back."""
    return _why_not_usable_now(state, player, None, state.players[player].deck[card_id], card_id)


def _why_not_usable_now(
    state: GameState, player: int, index: int | None, card: CardRecord, card_id: int
) -> str | None:
    """The rest of `why_not_usable`, for a face-down card of this timing in slot `index` (None: in
    the hand): `option_actions` has made the first tests itself while choosing which slots to ask
    about."""
    me = state.players[player]
    if index is not None and TO_SUPPORT_BOX in card.limits:
        # "Send this card from your hand to your support box": used from the hand only (hand_support).
        return f"{card.name} is used from your hand, into your support box"
    if card.key in me.forbidden:
        return f"{card.name} may not be used this turn"
    if state.modifiers and any(
        type(m) is ForbidOptions and m.player == player and not _escapes_ban(card, m, player)
        for m in state.modifiers
    ):
        # "The opponent's red frame Digimon cannot use blue frame Item Option cards" (forbid_option_cards).
        return f"{card.name} may not be used now: an ability forbids such Option cards"
    face_down = index is not None and not me.face_up[index]
    if state.modifiers and face_down and face_down_use_banned(state, player):
        # CD-12: "… unable to use any face-down cards in their slots" (forbid_face_down_use).
        return f"{card.name} may not be used now: face-down cards in slots cannot be used"
    if state.modifiers and index != 0 and slot_one_only(state, player):
        # Bo-1057: "… unable to use any cards placed outside of their slot 1 or power box".
        return f"{card.name} may not be used now: only the card in slot 1 can be used"
    if card_id in me.flipped:
        return f"{card.name} was already turned face-up this phase (O-4)"
    if card.interrupt and state.pending[0] == 1 - player:
        answered = state.players[1 - player].deck[state.pending[2]]
        types = answered_types(card)
        if types and answered.option_type not in types:
            named = " or ".join(sorted(types))
            used = f"the {answered.option_type} {answered.name}"
            return f"{card.name} answers only {named} Option cards, not {used} (B-6)"
    if "after_evolution_step" in card.limits and not me.decided:
        # "This card is activated at the end of your Evolution Phase, and cannot be used at any other
        # timing": only in the E-3 (d) / E-4 (d) window, once the player's evolution is decided.
        return f"{card.name} is used only at the end of your Evolution Phase"
    if card.allowed_levels and (
        not me.digimon or me.deck[me.digimon[-1]].level_order not in card.allowed_levels
    ):
        return f"{card.name} cannot be used at your Digimon's level (O-N1)"
    requirement = card.text.requirement
    if requirement is not None and not requirement.holds(
        EngineContext(state, player, card_id, OPTION, "source")
    ):
        return f"{card.name} cannot be used now: its use condition does not hold (O-N1)"
    # A hand card does not pay for itself (`card_id` is in no hand while it is in a slot).
    if not can_pay(state, player, card.text, card_id):
        return f"you cannot pay the cost of {card.name} (O-C1)"
    if True in me.active:
        # O-U2 and O-F1 compare with the cards in use, and most windows have none.
        for other in range(3):
            if other == index or not me.active[other]:
                continue
            other_card = me.deck[me.slots[other]]
            if card.only_one and other_card.key == card.key and not _hybrid_exception(card, me.top_card()):
                return f"another {card.name} is already in use (O-U2)"
            if card.option_type == "Field" and other_card.option_type == "Field":
                return "you already have an active Field (O-F1)"
    return None


# RULES 7.8: "Cannot receive the effects of the opponent's 'The opponent cannot use any Option cards'"
# (Sp-12): the opponent's ban on all Option cards does not keep this card from being used.
OPTION_BAN = "option_ban"


def _escapes_ban(card: CardRecord, ban: ForbidOptions, player: int) -> bool:
    """Whether `card` of `player` may be used despite `ban`: it is not a card the ban names, or the
    ban is the opponent's on all Option cards and the card is protected from that (OPTION_BAN)."""
    if not card_matches(card, ban.card_filter):
        return True
    return ban.card_filter == "option" and ban.source_player != player and OPTION_BAN in card.text.protections


def face_down_use_banned(state: GameState, player: int) -> bool:
    """CD-12: whether `player` may use no face-down card of its slots now (forbid_face_down_use)."""
    return any(type(m) is NoFaceDownUse and m.player == player for m in state.modifiers)


def setting_banned(state: GameState, player: int, card: CardRecord) -> bool:
    """Bo-980: whether a "cannot set any Option cards" effect keeps `player` from setting `card`; a
    card protected from that source by name ("This card can be set even when Particle Worm No. 2 is
    in effect", RULES 7.8) is set all the same (effects.forbid_setting)."""
    for m in state.modifiers:
        if type(m) is NoSetting and m.player == player:
            source = state.players[m.source_player].deck[m.source]
            if f"card:{source.name}" not in card.text.protections:
                return True
    return False


def slot_one_only(state: GameState, player: int) -> bool:
    """Bo-1057: whether `player` may use no card of its slots 2 and 3 now (restrict_to_slot_one)."""
    return any(type(m) is SlotOneOnly and m.player == player for m in state.modifiers)


def usable_slots(state: GameState, player: int) -> tuple[bool, bool, bool] | None:
    """Which of `player`'s slot cards it may use now (pay into the Power Box, EC-2), or None when no
    ban holds (nearly always): CD-12's face-down ban and Bo-1057's slot 1 only."""
    if not state.modifiers:
        return None
    face_down_banned = face_down_use_banned(state, player)
    only_one = slot_one_only(state, player)
    if not face_down_banned and not only_one:
        return None
    me = state.players[player]
    usable = [(me.face_up[i] or not face_down_banned) and (i == 0 or not only_one) for i in range(3)]
    return usable[0], usable[1], usable[2]


@per_record
def answered_types(card: CardRecord) -> frozenset[str]:
    """B-6: the Option types a "before it takes effect" card invalidates ("one of the opponent's
    Program Option cards", Bo-50; "… Program or Field Option cards", Re-15t), empty when it names
    none: it is offered only against a declared use of those types, never spent on another."""
    types = {
        kind
        for ability in card.text.abilities
        for effect in ability.effects
        if isinstance(effect, InvalidateOption)
        for kind in effect.card_type.split("|")
    }
    return frozenset() if "any" in types else frozenset(types)


def _hybrid_exception(card: CardRecord, top: CardRecord | None) -> bool:
    """ "You may only place one of this card in your slots (excluding Hybrid levels)" (Bo-792): a
    Hybrid level Digimon may use more than one (O-U1, O-U2)."""
    return top is not None and top.level == "Hybrid" and card.has_limit("only_one_but_hybrid")


def option_actions(state: GameState, player: int, timing: str) -> list[Action]:
    me = state.players[player]
    slots = me.slots
    timed = me.facts.timed.get(timing)
    if timed is None or timed.isdisjoint(slots):
        # Asked at nearly every decision of both players; most hold no option of this timing at
        # all (an empty slot holds NONE, which is no card id).
        return []
    active, deck = me.active, me.deck
    result: list[Action] = []
    for index, card in enumerate(slots):
        # `timed` holds the cards of this timing that are not "before it takes effect" answers,
        # which only ever answer the opponent's use (B-6).
        if card not in timed or active[index]:
            continue
        record = deck[card]
        # Win-rate and other Power Box cards wait in slots for T-P4 and are never used (the first
        # tests of why_not_usable, made here without building their reasons).
        if not is_power_card(record) and _why_not_usable_now(state, player, index, record, card) is None:
            result += _uses(state, player, index)
    return result


def slot_uses(state: GameState, player: int, index: int, timing: str) -> list[Use]:
    """The uses of the card in slot `index` at `timing` open now (`why_not_usable`), [] when none."""
    return _uses(state, player, index) if why_not_usable(state, player, index, timing) is None else []


def _uses(state: GameState, player: int, index: int) -> list[Use]:
    """O-3: one `Use` per choice the card's text declares and leaves open now (conditions.chosen),
    else one plain use."""
    me = state.players[player]
    card = me.deck[me.slots[index]]
    if not card.choices:
        return [USES[index]]
    ctx = EngineContext(state, player, me.slots[index], OPTION, "source")
    return [Use(index + 1, choice=choice) for choice in card.choices if choice_open(card.text, choice, ctx)]


def why_bad_choice(state: GameState, player: int, action: Use) -> str | None:
    """O-3: a `Use` names one of the choices its card declares, and a card that declares choices
    needs one."""
    me = state.players[player]
    if not 1 <= action.slot <= 3 or me.slots[action.slot - 1] == NONE:
        return None
    card = me.deck[me.slots[action.slot - 1]]
    if not card.choices and action.choice:
        return f"{card.name} offers no choice, so 'choose {action.choice}' cannot be used"
    if card.choices and action.choice not in card.choices:
        asked = f"the choice {action.choice!r} is not one of" if action.choice else "choose one of"
        return f"{card.name}: {asked} {', '.join(card.choices)} (O-3)"
    ctx = EngineContext(state, player, me.slots[action.slot - 1], OPTION, "source")
    if action.choice and not choice_open(card.text, action.choice, ctx):
        return f"{card.name}: the choice {action.choice!r} is not open now (O-3)"
    return None


def use_option(state: GameState, player: int, action: Use) -> None:
    """O-3: turn the card face-up, pay its cost (O-C1) and run its effect. In a battle window
    the opponent may first answer with a "before it takes effect" card (B-6)."""
    me = state.players[player]
    index = action.slot - 1
    card_id = me.slots[index]
    card = me.deck[card_id]
    if not me.face_up[index]:
        fire_flip_watchers(state, player, index, card_id)
    me.face_up[index] = True
    me.active[index] = True
    me.used_turn[index] = state.turn
    # O-3: the choice lasts as long as the card (EngineContext.choice); a trusted replay without one
    # takes the card's first choice.
    me.choices[index] = action.choice or (card.choices[0] if card.choices else "")
    me.flipped.append(card_id)
    hand = list(me.hand) if action.pay else []
    pay_costs(state, player, card.text, action.pay)
    # The cards the costs took are not the effect's own choices ("choose one Digimon card from your
    # Dark Area", where the paid cards now are: effect_context.take_from_dark_area).
    pay = tuple(card for card in action.pay if card not in hand or card in me.hand)
    if state.players[1 - player].immunities and invalidated_on_use(state, player, index):
        # B-6: the opponent's Digimon invalidates it before it takes effect (grant_invalidation).
        return
    if state.step in ("battle", "evolve", "interrupt"):
        # B-6: the declared use waits for an answer the opponent may give to it (why_not_usable
        # reads `pending`: a card naming the types it invalidates answers only those). A-21: an
        # answer is itself a declared use, which the other player may answer in turn (LIFO).
        answering = state.step == "interrupt"
        if answering:
            state.answered.append(state.pending)
        state.pending = (player, index, card_id)
        if interrupt_actions(state, 1 - player):
            state.step = "interrupt"
            state.actor = 1 - player
            return
        state.pending = state.answered.pop() if answering else (NONE, NONE, NONE)
    resolve_option(state, player, index, pay)


def resolve_option(state: GameState, player: int, index: int, pay: tuple[int, ...] = ()) -> None:
    me = state.players[player]
    card_id = me.slots[index]
    card = me.deck[card_id]
    text = option_text(state, player, card_id)
    fire(state, player, card_id, text, ("on_use", "continuous", "point_calc"), OPTION, "source", pay)
    wait_for_situations(state, player, card_id)
    if state.modifiers:
        # "… until that Digimon's attribute is changed": a card next to a Digimon whose attribute this
        # use changed leaves (engine.beside).
        moves.release_beside(state, 0)
        moves.release_beside(state, 1)
    if card.limit == "immediate" and me.slots[index] == card_id:
        moves.slot_expires(state, player, index)


# O-N2: the triggers of a used card's effects that wait for a situation condition.
SITUATION_TRIGGERS = ("on_use", "continuous")


def wait_for_situations(
    state: GameState,
    player: int,
    card_id: int,
    source_kind: str = OPTION,
    triggers: tuple[str, ...] = SITUATION_TRIGGERS,
    lifetime: str = "source",
) -> None:
    """O-N2 (and A-2 for a battling Digimon's continuous abilities): a situation condition that
    does not hold yet only delays its effect. The waiting ability is a "situation" modifier
    (a = ability index, column = the source kind) tied to the card, so it ends when the card
    leaves its slot (O-L2) or the Digimon Box (B-11.3), or with the phase (`lifetime`)."""
    me = state.players[player]
    abilities = option_text(state, player, card_id).abilities
    if not abilities:
        # Asked for both battling Digimon at every attack confirmation; most have no text.
        return
    # Made for the first ability with a condition: most texts read at attack confirmation have none.
    ctx: EngineContext | None = None
    for index, ability in enumerate(abilities):
        if (
            ability.trigger not in triggers
            or ability.condition is None
            or (source_kind == DIGIMON and not line_acts(me, ability))
            # A priced Digimon ability is the player's choice (UseAbility), never automatic; so is an
            # option's price paid at each use.
            or (ability.cost and source_kind == DIGIMON)
            or PAID_PER_USE in ability.limits
            or ability.menu_item
            # "When this card turns face-up, …" (St-604) is read then, once.
            or AT_FLIP_ONLY in ability.limits
            # An option checks a hand when it is used ("Check the opponent's hand, and if …").
            or (source_kind == OPTION and reads_hand(ability.condition))
        ):
            continue
        if ctx is None:
            ctx = EngineContext(state, player, card_id, source_kind, lifetime)
        # A choice not taken (O-3) never comes true later.
        if not passed_over(ability.condition, ctx) and not ability.condition.holds(ctx):
            moves.add_situation(state, player, card_id, index, lifetime, source_kind)


def refresh_situations(state: GameState) -> None:
    """O-N2: effects whose condition stopped holding are withdrawn and wait again; waiting effects
    whose situation condition now holds take effect."""
    if not state.modifiers:
        # Nothing holds and nothing waits.
        return
    if state.phase != POINT_CALCULATION:
        # The battle's result and its lost-point changes are settled at B-7 (P-1): what held then
        # is not withdrawn by the point changes of P-3.
        withdraw_lapsed(state)
    waiting = [m for m in state.modifiers if type(m) is Situation]
    for modifier in waiting:
        if state.result is not None:
            return
        player, card_id = modifier.source_player, modifier.source
        text = option_text(state, player, card_id)
        ability = text.abilities[modifier.ability]
        kind, index = modifier.source_kind, modifier.ability
        ctx = EngineContext(state, player, card_id, kind, modifier.lifetime)
        if modifier in state.modifiers and ability.condition is not None and ability.condition.holds(ctx):
            state.modifiers.remove(modifier)
            fire(state, player, card_id, text, (ability.trigger,), kind, modifier.lifetime, only=index)


def withdraw_lapsed(state: GameState) -> None:
    """O-N2 ([FAQ-C] Aegis: "its effect works only while the threshold is met") and A-2: a held
    ability (a Held marker) whose condition no longer holds loses the modifiers it added and
    waits for its condition again; one that counts cards is counted again."""
    for marker in [m for m in state.modifiers if type(m) is Held]:
        player, card_id = marker.source_player, marker.source
        text = option_text(state, player, card_id)
        ability = text.abilities[marker.ability]
        ctx = EngineContext(state, player, card_id, marker.source_kind, marker.lifetime)
        holds = ability.condition is None or ability.condition.holds(ctx)
        if marker not in state.modifiers or (holds and not recounted(ability)):
            continue
        state.modifiers = [
            m
            for m in state.modifiers
            if m is not marker
            and not (
                m.source == card_id and m.source_player == player and marker.after_seq < m.seq < marker.seq
            )
        ]
        if holds:
            fire(
                state,
                player,
                card_id,
                text,
                (ability.trigger,),
                marker.source_kind,
                marker.lifetime,
                only=marker.ability,
            )
            continue
        moves.add_situation(state, player, card_id, marker.ability, marker.lifetime, marker.source_kind)


def interrupt_actions(state: GameState, player: int) -> list[Action]:
    """B-6: the player's face-down "before it takes effect" cards it may use now (in a battle
    window, or in an Evolution step for Evolution-timing cards such as "No Items Allowed!")."""
    me = state.players[player]
    deck = me.deck
    result: list[Action] = []
    # Asked at every declared use in a battle or Evolution step; most slots hold no such card.
    for index, card_id in enumerate(me.slots):
        if (
            card_id != NONE
            and deck[card_id].interrupt
            and why_not_usable(state, player, index, "battle" if state.phase == BATTLE else "evolution")
            is None
        ):
            result += _uses(state, player, index)
    return result


def answer_interrupt(state: GameState, player: int, action: Action) -> None:
    """B-6: one answer (a `Use`, or none), then the interrupted use resolves; an answer the other
    player may answer in turn waits for that first (A-21)."""
    if isinstance(action, Use):
        depth = len(state.answered)
        use_option(state, player, action)
        if len(state.answered) > depth:
            return
    finish_interrupt(state)


def finish_interrupt(state: GameState) -> None:
    """B-6: after the answer, the interrupted use resolves unless its card was negated (O-C4:
    its cost stays paid), and play returns to the interrupted player's window. A-21: with answers
    to answers, the last declared resolves first, each while the use it answers is `pending`."""
    state.step = "battle" if state.phase == BATTLE else "evolve"
    state.actor = state.answered[0][0] if state.answered else state.pending[0]
    while state.pending[0] != NONE and state.result is None:
        player, index, card_id = state.pending
        state.pending = state.answered.pop() if state.answered else (NONE, NONE, NONE)
        if state.players[player].slots[index] == card_id:
            resolve_option(state, player, index)
    state.pending = (NONE, NONE, NONE)
    state.answered.clear()


def fire_flip_watchers(state: GameState, player: int, index: int, card_id: int) -> None:
    """Everything that watches `player` turn the card `card_id` in slot `index` face-up, before it
    takes effect: both players' active options ("for every Option card they turn face-up, send the
    top two cards of their Net Ocean to the Dark Area", Bo-549; this card not yet among them) and,
    during battle, the opponent's battling Digimon ("during battle, for every Option card that the
    opponent uses, add 100 to your attack power", Bo-286: B-3 abilities; an answer's flip as well,
    "for every 'Emergency Program Halt!' … that the opponent uses", Bo-1091: B-6 answers are used in
    the "interrupt" step), and both players' Spirits tied to their battling Digimon, whose text is
    that Digimon's (E-10: "During battle, … for every Option card that you or the opponent uses that
    belongs to the Food category, add 150 to your attack power", St-748). The watchers see the flip as
    the pending use (Bo-1133: conditions.opponent_flipped, conditions.self_flipped); an answer already
    waiting is kept."""
    waiting, state.pending = state.pending, (player, index, card_id)
    fire_active_options(state, player, ("self_flips",))
    fire_active_options(state, 1 - player, ("opponent_flips",))
    watcher = state.players[1 - player]
    in_battle = state.phase == BATTLE and state.step in ("battle", "interrupt")
    if in_battle and watcher.digimon and "opponent_flips" in watcher.facts.triggers[watcher.digimon[-1]]:
        top = watcher.digimon[-1]
        fire(state, 1 - player, top, watcher.deck[top].text, ("opponent_flips",), DIGIMON, "phase")
    if in_battle and state.modifiers:
        for side, trigger in ((player, "self_flips"), (1 - player, "opponent_flips")):
            for spirit in moves.tied(state, side):
                fire(state, side, spirit, state.players[side].deck[spirit].text, (trigger,), OPTION, "phase")
    state.pending = waiting


def fire_active_options(state: GameState, player: int, triggers: tuple[str, ...]) -> None:
    """The text with one of `triggers` of `player`'s active options, slot 1 to 3. The phase moments
    call it only for a player with an active option (`True in me.active`): most have none."""
    me = state.players[player]
    if True not in me.active:
        return
    for index in range(3):
        card_id = me.slots[index]
        if card_id != NONE and me.active[index]:
            fire(state, player, card_id, option_text(state, player, card_id), triggers, OPTION, "source")


def fire_leaving_results(state: GameState) -> None:
    """The battle's result is known at B-7 (P-1); an option that leaves with the Battle Phase
    (O-L1) applies its "when you win / lose the battle" or "ends in a draw" text now, before it
    goes, as its lost-point changes already last the turn. Options still in their slots act at
    P-3 as usual, so nothing acts twice."""
    result = state.battle_result
    for player, me in enumerate(state.players):
        if True not in me.active:
            # Asked at every battle's end; most players have no active option then.
            continue
        trigger = "on_draw" if result == DRAW else ("on_win" if result == player else "on_lose")
        for index in range(3):
            card_id = me.slots[index]
            if card_id != NONE and me.active[index] and me.deck[card_id].limit == "phase":
                text = option_text(state, player, card_id)
                fire(state, player, card_id, text, (trigger,), OPTION, "source")


def end_phase(state: GameState) -> None:
    """O-L1: options without a printed limit leave at the end of the phase they were used in;
    B-8/B-10.7/B-11.2: phase-long modifiers end."""
    for player, me in enumerate(state.players):
        if True in me.active:
            for index in range(3):
                if me.active[index] and me.deck[me.slots[index]].limit == "phase":
                    moves.slot_expires(state, player, index)
        if me.flipped:
            me.flipped.clear()
    if state.modifiers:
        # A loop, not any(): no generator built at every phase's end.
        for modifier in state.modifiers:
            if modifier.lifetime == "phase":
                state.modifiers = [m for m in state.modifiers if m.lifetime != "phase"]
                break


def end_turn(state: GameState) -> None:
    """P-5(d): end-of-turn limits expire; special-ability effects return to normal (B-11.6)."""
    for m in [m for m in state.modifiers if type(m) is LeaveAtEndOfTurn] if state.modifiers else ():
        # "Send this card to the Dark Area at the end of the turn" (effects.leave_at_end_of_turn).
        if state.players[m.player].top == m.source:
            moves.top_to_dark_area(state, m.player)
            leaver = state.players[m.player]
            if m.to_point_gauge and m.source in leaver.dark_area:
                # "… is stacked onto the point gauge" (effects.stack_user_at_end_of_turn).
                leaver.dark_area.remove(m.source)
                leaver.gauge_cards.append(m.source)
    for player, me in enumerate(state.players):
        if True in me.active:
            for index in range(3):
                if not me.active[index]:
                    continue
                if _expires_this_turn(me.deck[me.slots[index]].limit, me.used_turn[index], state) or (
                    state.modifiers and _marked_to_leave(state, player, me.slots[index])
                ):
                    moves.slot_expires(state, player, index)
        me.flipped.clear()
        me.immunities.clear()
        me.keywords.clear()
        me.specials_negated = False
        me.ignore_conditions = False
        me.forbidden.clear()
        me.ability_uses.clear()
    if state.modifiers:
        state.modifiers = [m for m in state.modifiers if m.lifetime == "source"]
    state.forced_draw = False
    if True in state.players[0].active or True in state.players[1].active:
        # Only options in use give anything back (most turns end with none).
        _restore_lasting_grants(state)
    if state.modifiers:
        # Sx-72 / Bo-977: what a Power Box card kept with its Digimon gives, likewise (O-L2).
        restore_power_grants(state)


# Effects whose result is kept on the player, not as a modifier, and cleared at P-5 (d); a lasting
# Field's "(O)The opponent loses its special abilities" (St-224) blanks them again the next turn.


def _restore_lasting_grants(state: GameState, kinds: tuple[str, ...] = LASTING_GRANTS) -> None:
    """O-L2: an option still in its slot after the turn (a lasting or "after N turns" limit) keeps
    giving the abilities, immunities and bans it gave, which P-5 (d) has just cleared."""
    for player, me in enumerate(state.players):
        if True not in me.active:
            continue
        for index in range(3):
            card_id = me.slots[index]
            if card_id == NONE or not me.active[index]:
                continue
            ctx = EngineContext(state, player, card_id, OPTION, "source")
            for ability in me.deck[card_id].text.abilities:
                # An option used in the Point Calculation Phase fires its "point_calc" text when
                # used (use_option), as others fire "on_use".
                if (
                    ability.trigger not in ("on_use", "continuous", "point_calc")
                    or PAID_PER_USE in ability.limits
                    or ability.menu_item
                ):
                    continue
                if ability.condition is not None and not ability.condition.holds(ctx):
                    continue
                if LOST_WITH_SPECIALS in ability.limits and me.specials_negated:
                    # B-11.5: what it gives is a special ability of the Digimon, lost with them.
                    continue
                for effect in ability.effects:
                    if effect.kind in kinds:
                        effect.apply(ctx)


def regrant_after_leaving(state: GameState) -> None:
    """B-11.3: the abilities and immunities active options give stay when the Digimon that
    received them leaves the box (what its own abilities gave has just been cleared)."""
    _restore_lasting_grants(state, ("grant_keyword", "immunity"))


def _withdrawn(state: GameState, player: int, card: int) -> None:
    """O-L2: what the option gave as keywords and immunities goes, unless another source gives it
    too: the active options still in their slots and the battling Digimon's continuous abilities
    give theirs again."""
    for ability in state.players[player].deck[card].text.abilities:
        for effect in ability.effects:
            if isinstance(effect, GrantImmunity | GrantKeyword):
                given = state.players[player if effect.side == "self" else 1 - player]
                granted = given.immunities if isinstance(effect, GrantImmunity) else given.keywords
                value = effect.immunity if isinstance(effect, GrantImmunity) else effect.keyword
                if value in granted:
                    granted.remove(value)
    _restore_lasting_grants(state, moves.GRANT_KINDS)
    for owner, me in enumerate(state.players):
        top = me.top
        if top == NONE:
            continue
        ctx = EngineContext(state, owner, top, DIGIMON, "phase")
        for ability in me.deck[top].text.abilities:
            if ability.trigger != "continuous" or not line_acts(me, ability):
                continue
            if ability.condition and not ability.condition.holds(ctx):
                continue
            for effect in ability.effects:
                if effect.kind in moves.GRANT_KINDS:
                    effect.apply(ctx)


def _expires_this_turn(limit: str, used_turn: int, state: GameState) -> bool:
    """O-L1 (phase / turn limits) and O-L3: "after N turns" counts the turn of use as turn 1."""
    if limit in ("phase", "turn"):
        return True
    if limit.startswith("turns:"):
        return state.turn >= used_turn + int(limit[6:]) - 1
    return False


def _marked_to_leave(state: GameState, player: int, card: int) -> bool:
    """Whether the option `card` is to leave at this turn's end (effects.leave_slot_at_end_of_turn)."""
    return any(
        type(m) is SlotLeavesAtEndOfTurn and m.player == player and m.source == card for m in state.modifiers
    )


def _sent_away(state: GameState, player: int, card: int) -> None:
    """ "When this card is sent to the Dark Area, immediately reduce your points by 10" (Bo-863)."""
    fire(state, player, card, state.players[player].deck[card].text, (moves.SENT_AWAY,), OPTION, "turn")


# The triggers of a slot card removed by an effect (effects.base.Trigger; EngineContext._removed).
SENT_AWAY_BY_OPPONENT = "sent_away_by_opponent"
REMOVED_FACE_DOWN = "removed_face_down"


@per_record
def _removal_triggers(text: CompiledText) -> frozenset[str]:
    return frozenset(
        a.trigger for a in text.abilities if a.trigger in (SENT_AWAY_BY_OPPONENT, REMOVED_FACE_DOWN)
    )


def _removed(
    state: GameState, player: int, card: int, by_opponent: bool, face_down: bool, to_dark_area: bool
) -> None:
    """An effect of an Option card or a Digimon ability removed the option `card` from `player`'s
    slot. "When this card is sent to the Dark Area due to the opponent's Option cards or special
    abilities (including when this card is invalidated)" (Bo-651) acts when the opponent's effect sent
    it to the Dark Area, face-up or face-down; "when this card is removed from its slot by the effects
    of Option cards or special abilities while it is in the face-down state" (Bo-490) acts wherever it
    went, and "right after this card is removed from its slot, send it to the Dark Area" sends it on
    from the hand or the point gauge."""
    me = state.players[player]
    text = me.deck[card].text
    watched = _removal_triggers(text)
    if not watched:
        return
    triggers = tuple(
        trigger
        for trigger, fires in (
            (SENT_AWAY_BY_OPPONENT, by_opponent and to_dark_area),
            (REMOVED_FACE_DOWN, face_down),
        )
        if fires and trigger in watched
    )
    if REMOVED_FACE_DOWN in triggers:
        for zone in (me.hand, me.gauge_cards):
            if card in zone:
                zone.remove(card)
                me.dark_area.append(card)
    if triggers:
        fire(state, player, card, text, triggers, OPTION, "turn")


def _arrived(state: GameState, player: int, card: int, evolving: bool) -> None:
    # E-6.5: "upon evolving into this Digimon" fires at once, even mid-warp. Its effects last
    # the turn: ending them with the Evolution Phase (B-11.2) would void every attack change.
    if evolving:
        me = state.players[player]
        record = me.deck[card]
        if "on_evolve" in me.facts.triggers[card]:
            fire(state, player, card, record.text, ("on_evolve",), DIGIMON, "turn")
        if True in state.players[1 - player].active:
            # "When your opponent's Level III Digimon evolves into …" (Bo-269): the other player's
            # active options watch each evolution as it arrives.
            fire_active_options(state, 1 - player, ("opponent_evolves",))
        if record.support_text is not None:
            # Re-86 / Re-113 print "when you evolve into this Digimon" in their ■ text: a support is
            # never evolved into (B-10), so the sentence is the evolved Digimon's own (E-6.5).
            fire(state, player, card, record.support_text, ("on_evolve",), DIGIMON, "turn")
    if state.phase == BATTLE and state.step != "battle_start":
        # A-2 / B-3: continuous abilities need no window; a Digimon that arrives after attack
        # confirmation (E-9 "during battle", E-6.7) applies them at once, for this phase.
        _revealed(state, player, card)


def _revealed(state: GameState, player: int, top: int) -> None:
    """B-11.1 / A-2: the Level III on top again applies its continuous abilities at once."""
    fire(state, player, top, state.players[player].deck[top].text, ("continuous",), DIGIMON, "phase")
    wait_for_situations(state, player, top, DIGIMON, ("continuous",), "phase")


reactions.install(
    reactions.Reactions(
        arrived=_arrived,
        sent_away=_sent_away,
        revealed=_revealed,
        regrant=regrant_after_leaving,
        withdrawn=_withdrawn,
        removed=_removed,
    )
)
