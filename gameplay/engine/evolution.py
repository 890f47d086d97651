"""Evolution Phase, E-1..E-11 (RULES 4.3): reveal, swaps, FP's then SP's evolution, cleanup."""

from __future__ import annotations

from dataclasses import replace

from gameplay.engine import flow, moves, spirit_text, spirits
from gameplay.engine.abilities import phase_ability_actions, spirit_ability_actions, use_ability
from gameplay.engine.actions import CANCEL, PASS, PROCEED, Action, Cancel, Pass, Proceed, Use, UseAbility
from gameplay.engine.appearance import appear_actions
from gameplay.engine.beside import pay_for_appearance, place_beside, place_paid_beside
from gameplay.engine.cards import per_record
from gameplay.engine.conditions import (
    allowed_routes,
    conditions_ignorable,
    extra_cost,
    pays,
    spirit_keys,
)
from gameplay.engine.costs import can_pay_costs, costs_of, evolution_costs, pay_cost_list
from gameplay.engine.effect_context import DIGIMON, POWER, EngineContext
from gameplay.engine.effect_firing import fire, held
from gameplay.engine.effect_queries import has_mark
from gameplay.engine.effects.base import CompiledText, Cost
from gameplay.engine.hand_evolution import EVOLVING_KINDS
from gameplay.engine.ignoring import ignore_reaches, paid_ignore_card
from gameplay.engine.modifiers.marks import MarksEitherWay
from gameplay.engine.option_menus import MENU_STEP, menu_actions, menu_evolution, spend_evolution
from gameplay.engine.options import (
    answer_interrupt,
    end_phase,
    fire_active_options,
    interrupt_actions,
    option_actions,
    use_option,
)
from gameplay.engine.state import EMPTY_SLOTS, EVOLUTION, NONE, GameState, PlayerState

_UNTIL_LEAVES = "until_digimon_leaves"


def start(state: GameState) -> None:
    # O-L1: Preparation-timing options without a printed limit leave as that phase ends.
    end_phase(state)
    state.phase = EVOLUTION
    # E-1 / A-4: every face-down Digimon Box card turns face-up.
    for player, me in enumerate(state.players):
        me.face_down = False
        if state.modifiers:
            # E-10: what a Spirit gives the Digimon that appeared with it holds in this phase too (a
            # Spirit is tied through a modifier).
            spirit_text.fire_tied(state, player, ("on_use", "continuous"))
    # E-2 / A-5: FP's prepared swap is carried out; SP decides after seeing it. A T-P3
    # re-placement into an empty box is not a swap: it is carried out, never cancelled.
    do_swap(state, state.fp)
    sp = state.players[state.sp]
    if not sp.digimon:
        do_swap(state, state.sp)
    if sp.pending_swap != NONE:
        state.step = "swap"
        state.actor = state.sp
    else:
        start_evolution_step(state, state.fp)


def do_swap(state: GameState, player: int) -> None:
    """E-2: the new Level III becomes the bottom card; the old one goes to the Dark Area."""
    me = state.players[player]
    if me.pending_swap == NONE:
        return
    for card in me.digimon:
        me.dark_area.append(card)
        moves.drop_modifiers_of(state, player, card)
    me.digimon = [me.pending_swap]
    me.pending_swap = NONE
    me.supported = False
    # "For the turn during which this card was swapped in for another Level III": like "upon
    # evolving" (E-6.5), its effects last the turn.
    card = me.digimon[0]
    fire(state, player, card, me.deck[card].text, ("on_swap",), DIGIMON, "turn")


def cancel_swap(state: GameState, player: int) -> None:
    me = state.players[player]
    # a cancelled swap card goes to the Dark Area.
    me.dark_area.append(me.pending_swap)
    me.pending_swap = NONE


def start_evolution_step(state: GameState, player: int) -> None:
    """E-3 (FP) / E-4 (SP): decide on the prepared evolution, then (d) flip Evolution options."""
    state.step = "evolve"
    state.actor = player
    me = state.players[player]
    me.decided = not me.evo_box


def end_evolution_step(state: GameState, player: int) -> None:
    # "After their evolution phase, they have to send the top card of their Net Ocean to the Dark
    # Area" (Bo-258): the other player's active options act once this player's step is over.
    if True in state.players[1 - player].active:
        fire_active_options(state, 1 - player, ("opponent_evolved",))
    if state.result is not None:
        return
    if player == state.fp:
        start_evolution_step(state, state.sp)
        return
    cleanup(state)
    end_phase(state)
    flow.starts().battle(state)


def cleanup(state: GameState) -> None:
    """E-5: unused, failed and used condition cards, and unused Spirits, go to the Dark Area."""
    for me in state.players:
        if not me.evo_box and not me.power:
            # Nothing was prepared, or every step was carried out: nothing is left to clear.
            continue
        # Only the Spirits of steps not carried out; other Support Box cards, put there by
        # effects or costs, are not part of the evolution (RULES 1.1, B-10.5) and stay.
        spirits: set[str] = set()
        for card, alt in zip(me.evo_box, me.evo_alts, strict=True):
            if alt >= 0:
                spirits |= spirit_keys(me.deck[card].evolution[alt])
        unused = [card for card in me.support_other if me.deck[card].key in spirits]
        me.dark_area.extend(me.evo_box)
        me.dark_area.extend(card for card, _, _ in me.power)
        me.dark_area.extend(unused)
        me.evo_box.clear()
        me.evo_alts.clear()
        me.power.clear()
        me.support_other = [card for card in me.support_other if card not in unused]


def legal(state: GameState, player: int) -> list[Action]:
    me = state.players[player]
    if state.step == "swap":
        return [PROCEED, CANCEL]
    if state.step == "interrupt":
        return [PASS, *interrupt_actions(state, player)]
    # E-3 (a): options that alter evolution may be used before deciding.
    result: list[Action] = [PASS] if me.decided else [PROCEED, CANCEL]
    # The cheap tests of what the player has at all first: most steps call none of these.
    if me.slots != EMPTY_SLOTS:
        result += option_actions(state, player, "evolution")
        result += menu_actions(state, player, "evolution")
    if me.facts.appearing:
        result += appear_actions(state, player)
    if me.digimon and "on_use" in me.facts.triggers[me.digimon[-1]]:
        # E-3: "during your Evolution Phase" abilities (◎ abilities with a use timing).
        result += phase_ability_actions(state, player, EVOLUTION)
    if state.modifiers:
        result += spirit_ability_actions(state, player, EVOLUTION)
    return result


def apply(state: GameState, player: int, action: Action) -> None:
    me = state.players[player]
    if state.step == "interrupt":
        answer_interrupt(state, player, action)
        return
    if state.step == "swap":
        if isinstance(action, Proceed):
            do_swap(state, player)
        else:
            cancel_swap(state, player)
        start_evolution_step(state, state.fp)
        return
    if isinstance(action, Pass):
        # First: most Evolution steps end with a pass (the actions are of distinct classes).
        end_evolution_step(state, player)
    elif isinstance(action, Proceed):
        me.decided = True
        carry_out(state, player)
    elif isinstance(action, Cancel):
        # E-3/E-4: not evolving; the prepared cards go to the Dark Area in E-5. A-30: FP may
        # decline too, deciding before anything of SP's evolution happens (SP's step comes after).
        me.decided = True
    elif isinstance(action, Use):
        use_option(state, player, action)
    elif isinstance(action, UseAbility):
        use_ability(state, player, action)


def step_condition_met(me: PlayerState, step: int, either_way: bool = False) -> bool:
    """E-6.2: the step's condition against the Power Box cards for it and the current top; with
    `either_way` (CD-10, MarksEitherWay) the ●/× cards meet the marks whichever way they face."""
    top = me.top_card()
    target = me.deck[me.evo_box[0]]
    alt = me.evo_alts[0]
    if top is None:
        return False
    if alt == MENU_STEP:
        # A Tamer card's evolving menu effect, used from its slot (engine.option_menus): the step
        # fails if the card has left its slot or no unspent effect of it reaches the target.
        return menu_evolution(me, target, top) is not None
    if alt == -1 and (card := paid_ignore_card(me, step)) is not None:
        # The levels the paid card names, else the next level (engine.ignoring).
        return ignore_reaches(card, target, top)
    if alt == -1 or (me.ignore_conditions and conditions_ignorable(target)):
        # E-11: ignoring conditions reaches the next level only, and never a target whose
        # conditions cannot be ignored (RULES 4.2).
        return top.level_order > 0 and target.level_order == top.level_order + 1
    # E-6.1 and the step's condition cards, as T-P4 worked them out for the same two records.
    route = next((route for route in allowed_routes(target, top) if route[0] == alt), None)
    if route is None:
        return False
    alternative = target.evolution[alt]
    paid: list[int] = []
    upright = sideways = 0
    for entry, s, tag in me.power:
        if s == step:
            paid.append(entry)
            if tag == "up":
                upright += 1
            elif tag == "side":
                sideways += 1
    for req in alternative:
        if req.kind != "marks":
            continue
        if either_way:
            if upright + sideways < req.upright + req.sideways:
                return False
        elif upright < req.upright or sideways < req.sideways:
            return False
    names = spirit_keys(alternative)
    available = paid + [card for card in me.support_other if me.deck[card].key in names] if names else paid
    for need in route[2]:
        match = next((card for card in available if pays(me.deck[card], need, target, top)), None)
        if match is None:
            return False
        available.remove(match)
    return True


def carry_out(state: GameState, player: int) -> None:
    """E-6: every prepared step in order; no voluntary stop (E-6.3), forced stop on failure (E-6.4)."""
    me = state.players[player]
    step = 0
    # A warp evolution (RULES 1.10): every step evolves the Digimon the first step covered.
    began_from = me.top
    while me.evo_box and state.result is None:
        extra = _extra_cost(me)
        printed = _printed_costs(me, step)
        either_way = bool(state.modifiers) and has_mark(state, player, MarksEitherWay)
        # EC-4: an effect's addition to the requirements field (Bo-646), ignored with the step's
        # conditions (RULES 4.2) like its printed extra cost.
        added = evolution_costs(state, player) if state.modifiers and not _ignored(me) else []
        # EC-4: most steps have no extra cost, and a cost of no cards asks nothing of the hand.
        costs = [*printed, *added, Cost(extra)] if extra else [*printed, *added] if added else printed
        if not step_condition_met(me, step, either_way) or not can_pay_costs(state, player, costs):
            # E-6.4: a condition, an extra cost (EC-4) or a condition card's printed cost (EC-2)
            # that cannot be met stops the evolution; the failed and remaining steps' cards go to
            # the Dark Area in E-5.
            return
        target_id = me.evo_box.pop(0)
        alt = me.evo_alts.pop(0)
        target = me.deck[target_id]
        top = me.top_card()
        menu = menu_evolution(me, target, top) if alt == MENU_STEP and top is not None else None
        # E-6.2: regular condition cards first, then extra costs (EC-4).
        used = [entry for entry in me.power if entry[1] == step]
        for entry in used:
            me.power.remove(entry)
            me.dark_area.append(entry[0])
        alternative = target.evolution[alt] if alt >= 0 else ()
        spirit_names = spirit_keys(alternative)
        staying = [c for c in me.support_other if me.deck[c].key in spirit_names]
        if not spirits.remains(alternative):
            # E-10: without "the spirit remains in the support box …" the Spirit was only paid.
            for card in staying:
                me.support_other.remove(card)
                me.dark_area.append(card)
            staying = []
        # EC-2: "Send 1 card from your hand to the Dark Area" printed on a condition card is paid
        # when the card is used, here (the newest matching hand cards, as for options).
        pay_cost_list(state, player, printed, ())
        # A Power Box card's evolving sentence (with its "after that" part) acts on the Digimon it
        # evolves; its other sentences act on the evolved Digimon ("if the Level IV Digimon that
        # evolved with the use of this card …", "add 50 to the Digimon that evolved").
        _fire_power_cards(state, player, used, evolving=True)
        for _ in range(extra):
            me.dark_area.append(me.hand.pop())
        pay_cost_list(state, player, added, ())
        moves.put_on_top(state, player, target_id, alternative=alt, began_from=began_from)
        if menu is not None:
            # O-3: the Tamer card turns face-up and this effect of its menu is spent.
            spend_evolution(state, player, *menu)
        spirit_text.tie(state, player, staying)
        _fire_power_cards(state, player, used, evolving=False)
        me.evolved_log.append(target.number)
        step += 1


# The effects of a Power Box card that pay for the evolution (E-6.2); its other effects act after it.


def _fire_power_cards(
    state: GameState, player: int, used: list[tuple[int, int, str]], *, evolving: bool
) -> None:
    me = state.players[player]
    for card, _, tag in used:
        if tag != "card" or me.deck[card].is_digimon:
            continue
        text = me.deck[card].text
        # Its printed cost is paid already (carry_out), so the abilities that carry it fire too.
        evolving_text, other_text = _power_parts(text)
        part = evolving_text if evolving else other_text
        if part is None:
            continue
        lifetime = "phase"
        if not evolving and any(_UNTIL_LEAVES in a.limits for a in text.abilities) and card in me.dark_area:
            # "This card remains in the Power box until your Digimon gets sent to the Dark Area"
            # (Sx-72): it stays with the Digimon it evolved, and what it gives lasts as long (engine.
            # beside: the card leaves, and its modifiers end, when that Digimon stops battling).
            me.dark_area.remove(card)
            place_beside(state, player, card)
            lifetime = "source"
        if evolving:
            fire(state, player, card, part, ("on_use",), POWER, lifetime)
            continue
        for index, ability in enumerate(text.abilities):
            if any(e.kind in EVOLVING_KINDS for e in ability.effects):
                continue
            if ability.cost:
                alone = replace(text, abilities=(replace(ability, cost=()),))
                fire(state, player, card, alone, ("on_use",), POWER, lifetime)
                continue
            # Fired by its index in the card's text, so that a conditioned bonus is held (O-N2): "when
            # facing non-Virus attribute Digimon" (Bo-1083) reads the opponent as it is in the battle,
            # which evolves after this one (E-4), not only as it was now.
            fire(state, player, card, text, ("on_use",), POWER, lifetime, only=index)
            _wait_if_unmet(state, player, card, index, lifetime)


@per_record
def _power_parts(text: CompiledText) -> tuple[CompiledText | None, CompiledText | None]:
    """A Power Box card's text as its evolving abilities and its other ones (each with its printed
    cost taken off), None for a part without abilities; asked of every condition card at E-6."""
    parts = tuple(
        tuple(
            replace(a, cost=())
            for a in text.abilities
            if any(e.kind in EVOLVING_KINDS for e in a.effects) == kind
        )
        for kind in (True, False)
    )
    return (
        replace(text, abilities=parts[0]) if parts[0] else None,
        replace(text, abilities=parts[1]) if parts[1] else None,
    )


def _wait_if_unmet(state: GameState, player: int, card: int, index: int, lifetime: str) -> None:
    """O-N2: a held bonus of a Power Box card whose condition does not hold yet waits for it."""
    ability = state.players[player].deck[card].text.abilities[index]
    if ability.condition is None or not held(ability, POWER):
        return
    if "end_of_turn" in ability.limits and lifetime == "phase":
        lifetime = "turn"
    if not ability.condition.holds(EngineContext(state, player, card, POWER, lifetime)):
        moves.add_situation(state, player, card, index, lifetime, POWER)


def _printed_costs(me: PlayerState, step: int) -> list[Cost]:
    """EC-2: what the condition cards of `step` print as their own cost (an option's flip cost)."""
    return [
        cost
        for card, s, tag in me.power
        if s == step
        and tag == "card"
        and not me.deck[card].is_digimon
        # A Spirit paid as a Digimental (St-677): its priced abilities are its battle choices
        # (engine.spirits), not a price of paying it.
        and not spirits.is_spirit(me.deck[card])
        for cost in costs_of(me.deck[card].text)
    ]


def _extra_cost(me: PlayerState) -> int:
    """EC-4: hand cards the next step's condition asks for besides its condition cards; an
    "ignore evolution conditions" effect ignores extra-cost lines too (RULES 4.2)."""
    if _ignored(me):
        return 0
    return extra_cost(me.deck[me.evo_box[0]].evolution[me.evo_alts[0]])


def _ignored(me: PlayerState) -> bool:
    """Whether the next step ignores its evolution conditions: paid with an "ignore evolution
    conditions" card or a Tamer's menu (alt < 0), or under such an effect (`_ignoring`)."""
    return me.evo_alts[0] < 0 or _ignoring(me)


def _ignoring(me: PlayerState) -> bool:
    """Whether the next step evolves through an "ignore evolution conditions" effect."""
    return me.ignore_conditions and conditions_ignorable(me.deck[me.evo_box[0]])


def appear(state: GameState, player: int, card_id: int, pay: tuple[int, ...] = ()) -> None:
    """E-9: from hand straight into the box; a non-III top goes to the DA. An appearance condition
    that asks for hand cards is paid first (`pay`, else the engine's pick; engine.beside)."""
    me = state.players[player]
    me.hand.remove(card_id)
    paid = pay_for_appearance(state, player, card_id, pay)
    # EC-4: what an effect added to the requirements field (Bo-646), after the condition's own cost.
    pay_cost_list(state, player, evolution_costs(state, player), ())
    moves.put_on_top(state, player, card_id)
    place_paid_beside(state, player, paid)
