"""Battle Phase, B-1..B-11 (RULES 5): battle start, attack confirmation, alternating windows."""

from __future__ import annotations

from gameplay.engine import flow, hand_support, spirit_text, spirits
from gameplay.engine.abilities import (
    ability_actions,
    option_ability_actions,
    spirit_ability_actions,
    use_ability,
)
from gameplay.engine.actions import PASS, SUPPORTS, Action, Pass, SetOption, Support, Use, UseAbility
from gameplay.engine.appearance import appear_actions
from gameplay.engine.attack import attack_values
from gameplay.engine.costs import can_pay, pay_costs
from gameplay.engine.effect_context import DIGIMON, SUPPORT, EngineContext, has_mark
from gameplay.engine.effect_firing import fire
from gameplay.engine.hand_setting import battle_set_actions, set_from_hand
from gameplay.engine.modifiers.marks import FirstAttackerOpens, NoSupport
from gameplay.engine.modifiers.points import SkipBattle, WinOnDraw
from gameplay.engine.option_menus import menu_actions
from gameplay.engine.options import (
    answer_interrupt,
    end_phase,
    fire_active_options,
    fire_leaving_results,
    interrupt_actions,
    option_actions,
    refresh_situations,
    use_option,
    wait_for_situations,
)
from gameplay.engine.state import BATTLE, DRAW, EMPTY_SLOTS, NONE, GameState
from gameplay.engine.support_mirrors import copy_support_gains


def start(state: GameState) -> None:
    """B-1, then B-2.1/B-2.2: SP, then FP, may make "appear at battle start" Digimon appear
    (E-9: in the Battle Phase SP appears first); each passes when done. With nothing to appear on
    either side, straight on to B-2.3."""
    if state.modifiers and any(type(m) is SkipBattle for m in state.modifiers):
        # "Skip the Battle Phase …, and move straight to the Point Calculation Phase" (Re-04t): no
        # battle, so no result (P-1) and no point calculation (points.resolve).
        state.battle_result = NONE
        flow.starts().point_calculation(state)
        return
    state.phase = BATTLE
    state.step = "battle_start"
    for player in (state.sp, state.fp):
        if appear_actions(state, player):
            state.actor = player
            return
    confirm(state)


def confirm(state: GameState) -> None:
    """B-2.3..B-3, then SP's first window (B-4)."""
    # B-2.3: "at battle start" effects and abilities, all of SP's then all of FP's.
    # The battling Digimon's text is fired only when it has such abilities (DeckFacts.triggers):
    # most have none.
    for player in (state.sp, state.fp):
        me = state.players[player]
        if me.digimon and "battle_start" in me.facts.triggers[me.digimon[-1]]:
            top = me.digimon[-1]
            fire(state, player, top, me.deck[top].text, ("battle_start",), DIGIMON, "phase")
        if True in me.active:
            fire_active_options(state, player, ("battle_start",))
        if state.modifiers:
            # A Spirit is tied through a modifier (spirit_text.fire_tied).
            spirit_text.fire_tied(state, player, ("battle_start",))
    # B-3: attack confirmation, SP first: continuous abilities of the battling Digimon apply;
    # those whose condition does not hold yet wait for it.
    for player in (state.sp, state.fp):
        me = state.players[player]
        if me.digimon and "continuous" in me.facts.triggers[me.digimon[-1]]:
            top = me.digimon[-1]
            fire(state, player, top, me.deck[top].text, ("continuous",), DIGIMON, "phase")
            wait_for_situations(state, player, top, DIGIMON, ("continuous",), "phase")
        if state.modifiers:
            # E-10: the text of the Spirit it appeared with is the battling Digimon's (engine.spirits).
            spirit_text.fire_tied(state, player, ("on_use", "continuous"))
    # O-N2: battle start and attack confirmation may have made a waiting condition true.
    refresh_situations(state)
    if state.result is not None:
        return
    state.step = "battle"
    # B-4: SP opens the windows, unless an effect changed the order to "First Attacker > Second
    # Attacker > First Attacker" (St-374, St-381: effects.first_attacker_opens_battle).
    opens = state.modifiers and any(type(m) is FirstAttackerOpens for m in state.modifiers)
    state.actor = state.fp if opens else state.sp
    state.empty_windows = 0
    state.window_used = False


def support_actions(state: GameState, player: int) -> list[Action]:
    """B-10: a ■ card from hand, when the box is free and this Digimon was not supported yet."""
    me = state.players[player]
    if me.support != NONE or me.supported or not me.digimon or not me.facts.supports:
        return []
    if me.support_other and spirits.blocks_support(me, me.deck[me.digimon[-1]]):
        # "Excluding this card, you cannot place any other (Digimon) cards in your support box".
        return []
    if state.modifiers and has_mark(state, player, NoSupport):
        # "The opponent cannot use or place support Digimon into their support box" (forbid_supports).
        return []
    on_sheet = {me.deck[card].number for card in me.digimon}
    result: list[Action] = []
    for card in me.hand:
        record = me.deck[card]
        # B-10.9: no duplicate card numbers on the sheet.
        if (
            record.has_support
            and record.number not in on_sheet
            and can_pay(state, player, record.support_text, card)
            and placement_holds(state, player, card)
        ):
            result.append(SUPPORTS[card])
    return result


def placement_holds(state: GameState, player: int, card: int) -> bool:
    """B-10.3: only a card whose ■ condition is met at that moment may be placed ("When your points
    are 60 and below, …"); its target (B-10.4) is no condition of placing it."""
    support = state.players[player].deck[card].support_text
    if support is None or support.placement is None:
        return True
    return support.placement.holds(EngineContext(state, player, card, SUPPORT, "phase"))


def legal(state: GameState, player: int) -> list[Action]:
    if state.step == "interrupt":
        return [PASS, *interrupt_actions(state, player)]
    if state.step == "battle_start":
        return [PASS, *appear_actions(state, player)]

    # Every window asks all five; the cheap tests of what the player has at all come first, so
    # most windows call none of them.
    me = state.players[player]
    result: list[Action] = [PASS]
    if me.slots != EMPTY_SLOTS:
        result += option_actions(state, player, "battle")
        result += option_ability_actions(state, player)
        result += menu_actions(state, player, "battle")
    if me.digimon and "on_use" in me.facts.triggers[me.digimon[-1]]:
        result += ability_actions(state, player)
    if state.modifiers:
        result += spirit_ability_actions(state, player)
    if me.facts.supports:
        result += support_actions(state, player)
    if me.facts.appearing:
        result += appear_actions(state, player)
    if me.facts.options:
        # O-1 by card text: "you may also directly send this card from your hand to an empty slot
        # during battle phase" (engine.hand_setting).
        result += battle_set_actions(state, player)
        # "Send this card from your hand to your support box" (engine.hand_support).
        result += hand_support.support_option_actions(state, player)
    return result


def place_support(state: GameState, player: int, card: int) -> None:
    me = state.players[player]
    me.hand.remove(card)
    me.support = card
    me.supported = True
    record = me.deck[card]
    pay_costs(state, player, record.support_text, ())
    if record.support_text is not None:
        # B-10.7: the effect lasts until the end of this phase; B-10.6: not a special ability,
        # so negating specials does not stop it.
        after_seq = state.seq
        fire(state, player, card, record.support_text, ("on_use", "continuous"), SUPPORT, "phase")
        if state.modifiers:
            # Bo-119t: the other side may copy the attack gains this support gave (engine.support_mirrors).
            copy_support_gains(state, player, card, after_seq)
        if any("to_point_gauge" in ability.limits for ability in record.support_text.abilities):
            # "… and recover 20 of your points. After that, stack this card onto your point gauge"
            # (Re-13): it leaves the Support Box for the gauge, not the Dark Area at P-5 (b).
            me.support = NONE
            me.gauge_cards.append(card)


def apply(state: GameState, player: int, action: Action) -> None:
    if state.step == "interrupt":
        answer_interrupt(state, player, action)
        return
    if state.step == "battle_start":
        # B-2.1/B-2.2: SP's appearances, then FP's; B-2.4: none once B-2.3 has begun.
        if player == state.sp:
            state.actor = state.fp
        else:
            confirm(state)
        return
    if isinstance(action, Pass):
        # B-7: the phase ends when two windows in a row are empty.
        state.empty_windows = 0 if state.window_used else state.empty_windows + 1
        if state.empty_windows >= 2:
            end(state)
            return
        state.actor = 1 - player
        state.window_used = False
        return
    state.window_used = True
    if isinstance(action, Use):
        use_option(state, player, action)
    elif isinstance(action, Support) and state.players[player].deck[action.card].is_digimon:
        place_support(state, player, action.card)
    elif isinstance(action, Support):
        hand_support.place(state, player, action.card)
    elif isinstance(action, UseAbility):
        use_ability(state, player, action)
    elif isinstance(action, SetOption):
        set_from_hand(state, player, action)


def decide(state: GameState) -> None:
    """P-1 / B-9: higher final value wins; equal values or a forced draw give a battle draw."""
    first, second = attack_values(state)
    state.last_battle = (first, second)
    if state.forced_draw or first == second:
        state.battle_result = DRAW
    else:
        state.battle_result = 0 if first > second else 1
    if state.battle_result == DRAW:
        # "Considered to have won the battle if the battle ends in a draw" (Vj-1): one such side
        # wins; when both sides have it, neither does.
        winners = [player for player in (0, 1) if has_mark(state, player, WinOnDraw)]
        if len(winners) == 1:
            state.battle_result = winners[0]


def end(state: GameState) -> None:
    # P-1 is decided on the values at B-7, before phase-long effects end.
    refresh_situations(state)
    if state.result is not None:
        return
    decide(state)
    fire_leaving_results(state)
    # "At the end of the battle phase, regardless of whether you won or lost, …" (Bo-354), FP first.
    for player in (state.fp, state.sp):
        if True in state.players[player].active:
            fire_active_options(state, player, ("battle_end",))
    if state.result is not None:
        return
    hand_support.end_battle_phase(state)
    end_phase(state)
    flow.starts().point_calculation(state)


def values(state: GameState) -> tuple[int, int]:
    return attack_values(state)
