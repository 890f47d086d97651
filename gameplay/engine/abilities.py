"""The abilities a player may use (UseAbility, B-4 / B-11): the battling Digimon's ◎ abilities with a
use timing, those of a Spirit tied to it (engine.spirits), and an active option's abilities paid at
each use (O-C2); offered in battle windows, and in the use step of the phase an ability names (T-P5,
E-3)."""

from __future__ import annotations

from gameplay.engine import spirits
from gameplay.engine.actions import Action, UseAbility
from gameplay.engine.costs import can_pay_costs, pay_cost_list
from gameplay.engine.effect_context import DIGIMON, OPTION, EngineContext
from gameplay.engine.effect_reach import LOST_WITH_SPECIALS, line_acts
from gameplay.engine.effects.base import PAID_PER_USE, CompiledAbility, Condition
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.phase_is import PhaseIs
from gameplay.engine.option_menus import OPTION_ABILITY, menu_source, use_menu_effect
from gameplay.engine.options import slot_one_only
from gameplay.engine.state import NONE, GameState

__all__ = ["OPTION_ABILITY"]


def ability_actions(state: GameState, player: int) -> list[Action]:
    """B-4 / B-11: ◎ abilities with a use timing of the battling Digimon, within their uses."""
    me = state.players[player]
    if not me.digimon:
        return []
    abilities = me.deck[me.digimon[-1]].text.abilities
    if not abilities:
        # Asked in every battle window; most battling Digimon have no text.
        return []
    result: list[Action] = []
    for index, ability in enumerate(abilities):
        if ability.trigger == "on_use" and _ability_usable(state, player, index, ability):
            result.append(UseAbility(index))
    return result


def phase_ability_actions(state: GameState, player: int, phase: str) -> list[Action]:
    """◎ abilities that name the phase ("during your Preparation Phase, you may …"), offered in
    that phase's use step (T-P5, E-3); other abilities with a use timing wait for B-4."""
    me = state.players[player]
    if not me.digimon:
        return []
    abilities = me.deck[me.digimon[-1]].text.abilities
    if not abilities:
        return []
    # Asked at every Preparation and Evolution decision: the cheap test of the phase comes first.
    return [
        UseAbility(index)
        for index, ability in enumerate(abilities)
        if ability.trigger == "on_use"
        and _names_phase(ability.condition, phase)
        and _ability_usable(state, player, index, ability)
    ]


def _names_phase(condition: Condition | None, phase: str) -> bool:
    if isinstance(condition, PhaseIs):
        return phase in condition.phases
    if isinstance(condition, AllOf):
        return any(_names_phase(part, phase) for part in condition.parts)
    return False


def _ability_usable(state: GameState, player: int, index: int, ability: CompiledAbility) -> bool:
    me = state.players[player]
    if not line_acts(me, ability):
        return False
    # A printed cap ("only once during battle") holds; with no cap, a free ability is used once
    # a turn (repeating it would change nothing), a priced one while it can be paid.
    cap = ability.uses if ability.uses is not None else (None if ability.cost else 1)
    if cap is not None and me.ability_uses.count(index) >= cap:
        return False
    if not can_pay_costs(state, player, ability.cost):
        return False
    ctx = EngineContext(state, player, me.digimon[-1], DIGIMON, "phase")
    return ability.condition is None or ability.condition.holds(ctx)


def spirit_ability_actions(state: GameState, player: int, phase: str = "") -> list[Action]:
    """B-4: the priced abilities and choices of a Spirit tied to the battling Digimon (engine.spirits);
    with `phase`, only those whose condition names that phase ("during your evolution phase", E-3)."""
    if not state.modifiers:
        # A tied Spirit has a marker modifier; asked in every battle window.
        return []
    me = state.players[player]
    result: list[Action] = []
    for index, ability in spirits.ability_actions(state, player):
        cap = ability.uses
        if cap is not None and me.ability_uses.count(index) >= cap:
            continue
        if phase and not _names_phase(ability.condition, phase):
            continue
        source = spirits.ability_source(state, player, index)
        if source is None or not can_pay_costs(state, player, ability.cost):
            continue
        ctx = EngineContext(state, player, source[0], OPTION, "phase")
        if ability.condition is None or ability.condition.holds(ctx):
            result.append(UseAbility(index))
    return result


def option_ability_actions(state: GameState, player: int) -> list[Action]:
    """O-C2: "For every Digimon card you discard from your hand, add 250 to your attack power" (St-492)
    on a face-up option in a slot is paid card by card, once per `UseAbility`, within its printed cap
    ("(3 cards max)") and while its condition holds (O-N2). A special ability a Field adds to the
    Digimon ("you can move one Warrior Ten … to your support box and add …", St-939) is offered the
    same way while the Digimon keeps its special abilities (B-11.5)."""
    me = state.players[player]
    if True not in me.active:
        # Asked in every battle window; most players have no active option.
        return []
    result: list[Action] = []
    for slot, card in enumerate(me.slots):
        if card == NONE or not me.active[slot] or PAID_PER_USE not in me.deck[card].limits:
            continue
        if slot != 0 and state.modifiers and slot_one_only(state, player):
            # Bo-1057: "… unable to use any cards placed outside of their slot 1 or power box".
            continue
        for index, ability in enumerate(me.deck[card].text.abilities):
            number = OPTION_ABILITY * (slot + 1) + index
            if PAID_PER_USE not in ability.limits:
                continue
            if LOST_WITH_SPECIALS in ability.limits and me.specials_negated:
                # A special ability the card adds to the Digimon (St-939) goes with its specials (B-11.5).
                continue
            if ability.uses is not None and me.ability_uses.count(number) >= ability.uses:
                continue
            if not can_pay_costs(state, player, ability.cost):
                continue
            ctx = EngineContext(state, player, card, OPTION, "source")
            if ability.condition is None or ability.condition.holds(ctx):
                result.append(UseAbility(number))
    return result


def option_ability_source(state: GameState, player: int, index: int) -> tuple[int, CompiledAbility] | None:
    """The active option and its paid-at-each-use ability a `UseAbility` index names, if any."""
    slot, own = divmod(index, OPTION_ABILITY)
    me = state.players[player]
    if not 1 <= slot <= len(me.slots) or me.slots[slot - 1] == NONE or not me.active[slot - 1]:
        return None
    abilities = me.deck[me.slots[slot - 1]].text.abilities
    if own >= len(abilities) or PAID_PER_USE not in abilities[own].limits:
        return None
    return me.slots[slot - 1], abilities[own]


def use_ability(state: GameState, player: int, action: UseAbility) -> None:
    me = state.players[player]
    if action.index >= OPTION_ABILITY and (menu := menu_source(state, player, action.index)) is not None:
        # A numbered effect of a Tamer card's menu, used once (engine.option_menus).
        use_menu_effect(state, player, *menu, action.pay)
        return
    if (paid := option_ability_source(state, player, action.index)) is not None:
        # O-L2: what an active option's ability adds lasts as long as the card stays in its slot.
        card, ability = paid
        # A special ability the card adds to the Digimon (St-939): what one use adds lasts the phase
        # (B-11.2), not as long as the card stays in its slot.
        kind, lifetime = OPTION, "phase" if LOST_WITH_SPECIALS in ability.limits else "source"
    elif (source := spirits.ability_source(state, player, action.index)) is not None:
        # A tied Spirit's ability: an Option card's effect, for this phase; its "… until the end of
        # the turn" (Bo-853) outlasts the phase it is chosen in.
        card, ability = source
        kind, lifetime = OPTION, "turn" if "end_of_turn" in source[1].limits else "phase"
    else:
        card = me.digimon[-1]
        ability = me.deck[card].text.abilities[action.index]
        kind, lifetime = DIGIMON, "phase"
    me.ability_uses.append(action.index)
    pay_cost_list(state, player, ability.cost, action.pay)
    ctx = EngineContext(state, player, card, kind, lifetime, action.pay)
    for effect in ability.effects:
        if state.result is not None:
            return
        effect.apply(ctx)
