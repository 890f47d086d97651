"""Point Calculation Phase, P-1..P-6 (RULES 6), and the start of the next turn."""

from __future__ import annotations

from gameplay.engine import flow, hand_support, moves, spirit_text
from gameplay.engine.abilities import use_ability
from gameplay.engine.actions import PASS, Action, Use, UseAbility
from gameplay.engine.attack import lost_points
from gameplay.engine.cards import CardRecord, per_record
from gameplay.engine.costs import can_pay_costs
from gameplay.engine.effect_context import DIGIMON, EngineContext, has_mark
from gameplay.engine.effect_firing import fire
from gameplay.engine.effect_reach import line_acts
from gameplay.engine.effects.base import CompiledText
from gameplay.engine.modifiers.points import (
    DefeatedToPointGauge,
    KeepAtLifespan,
    LevelIIIGoesOnLoss,
    LostAdd,
    MirrorLoss,
    NamesakesToPointGauge,
    PointsKeptOnLoss,
    ReturnToBattle,
    StaysOnLoss,
)
from gameplay.engine.options import (
    end_phase,
    end_turn,
    fire_active_options,
    option_actions,
    use_option,
)
from gameplay.engine.state import DRAW, EMPTY_SLOTS, NONE, POINT_CALCULATION, GameState, Termination
from gameplay.engine.turn_start import start_turn


def start(state: GameState) -> None:
    """P-2: FP's one window for Point Calculation options, then SP's; no return to FP."""
    state.phase = POINT_CALCULATION
    state.step = "points"
    state.actor = state.fp
    # "At the start of the Point Calculation Phase, shuffle the cards in your Dark Area back into your
    # Net Ocean" (Re-52t): after the Battle Phase's cards have left (O-L1), FP first.
    for player in (state.fp, state.sp):
        if True in state.players[player].active:
            fire_active_options(state, player, ("calc_start",))
    if state.modifiers:
        # E-10 / B-11.2: a tied Spirit's free text applies anew in every phase, for that phase, as
        # at the start of the turn, at E-1 and at B-3 (St-745's 'Deep Savers' icon, read at P-2..P-4);
        # a Spirit is tied through a modifier.
        for player in (state.fp, state.sp):
            spirit_text.fire_tied(state, player, ("on_use", "continuous"))


def legal(state: GameState, player: int) -> list[Action]:
    me = state.players[player]
    result: list[Action] = [PASS]
    if me.slots != EMPTY_SLOTS:
        result += option_actions(state, player, "point_calc")
    if me.digimon and not me.facts.triggers[me.digimon[-1]].isdisjoint(RESULT_TRIGGERS):
        # Only a Digimon with a "when you win / lose the battle" or "ends in a draw" ability.
        result += result_ability_actions(state, player)
    return result


# The triggers of the battle's result (P-1), one of which result_ability_actions offers.
RESULT_TRIGGERS = frozenset({"on_win", "on_lose", "on_draw"})


def result_ability_actions(state: GameState, player: int) -> list[Action]:
    """A priced "when you lose the battle, you may discard your whole hand and …" is its owner's
    choice, which `fire` never makes: it is offered once, in the owner's P-2 window. The result is
    known since P-1, and the ability acts before the points of P-3, as unpriced ones do."""
    me = state.players[player]
    if not me.digimon or state.battle_result == NONE:
        return []
    top = me.digimon[-1]
    text = me.deck[top].text
    result = state.battle_result
    trigger = "on_draw" if result == DRAW else ("on_win" if result == player else "on_lose")
    if trigger not in _priced_triggers(text):
        # Asked in both windows of every Point Calculation Phase; most Digimon have no such ability.
        return []
    abilities = text.abilities
    priced = [
        (index, ability)
        for index, ability in enumerate(abilities)
        if ability.trigger == trigger and ability.cost and line_acts(me, ability)
    ]
    if not priced:
        return []
    ctx = EngineContext(state, player, top, DIGIMON, "turn")
    return [
        UseAbility(index)
        for index, ability in priced
        # The battle ends once: its ability is used at most once (or as printed).
        if me.ability_uses.count(index) < (ability.uses or 1)
        and can_pay_costs(state, player, ability.cost)
        and (ability.condition is None or ability.condition.holds(ctx))
    ]


@per_record
def _priced_triggers(text: CompiledText) -> frozenset[str]:
    """The triggers of the abilities of `text` that have a price (UseAbility offers only those)."""
    return frozenset(ability.trigger for ability in text.abilities if ability.cost)


def apply(state: GameState, player: int, action: Action) -> None:
    if isinstance(action, Use):
        use_option(state, player, action)
        if any(type(m) is ReturnToBattle for m in state.modifiers) and state.result is None:
            return_to_battle(state)
        return
    if isinstance(action, UseAbility):
        use_ability(state, player, action)
        return
    if player == state.fp:
        state.actor = state.sp
        return
    resolve(state)


def return_to_battle(state: GameState) -> None:
    """P-2 (Return Match!, St-104): play goes back to the start of this turn's Battle Phase, before
    P-3, so this battle's points and P-5 (a) are never counted; the new battle is decided again.
    The Point Calculation Phase ends as any phase does (O-L1), supports stay (P-5 (b) is not
    reached) and the battling Digimon, supported once this turn, is not supported again (A-7)."""
    # The phase-long ReturnToBattle mark ends with the phase too.
    end_phase(state)
    state.battle_result = NONE
    flow.starts().battle(state)


def resolve(state: GameState) -> None:
    """P-3..P-6 and the move to the next turn."""
    result = state.battle_result
    fp, sp = state.fp, state.sp
    # "Since there is no battle, point calculation will not occur" (Re-04t): no P-1..P-3.
    if result == DRAW:
        _draw_points(state)
    elif result != NONE:
        _won_points(state, result)
    if state.result is not None:
        return
    if result != NONE:
        # "After point calculation, regardless of whether you won or lost, …" (Bo-544): after P-3.
        for player in (fp, sp):
            if True in state.players[player].active:
                fire_active_options(state, player, ("after_points",))
        if state.result is not None:
            return
    # P-4: abilities that work in this phase, FP then SP.
    for player in (fp, sp):
        me = state.players[player]
        if me.digimon and "point_calc" in me.facts.triggers[me.digimon[-1]]:
            top = me.digimon[-1]
            fire(state, player, top, me.deck[top].text, ("point_calc",), DIGIMON, "turn")
    if state.result is not None:
        return
    if result not in (DRAW, NONE):
        _defeated_leaves(state, 1 - result)
    # P-5 (b): all supports go to the Dark Area (most turns' Support Boxes are empty).
    for player in (fp, sp):
        if state.players[player].support != NONE:
            moves.support_to_dark_area(state, player)
    # P-5 (c): death check, FP then SP, for a player whose Net Ocean is empty.
    for player in (fp, sp):
        if not state.players[player].net_ocean:
            death_check(state, player)
    # P-5 (d): end-of-turn limits and effects expire.
    hand_support.end_turn(state)
    if state.result is not None:
        return
    end_turn(state)
    # P-6: the battle winner is the next first player; unchanged on a draw.
    if result not in (DRAW, NONE):
        state.fp = result
    state.battle_result = NONE
    state.turn += 1
    if state.turn > state.max_turns:
        # P-9: the time limit is decided by the tiebreakers.
        moves.end_game(state, moves.decide_by_tiebreak(state, Termination.TIME_LIMIT))
        return
    start_turn(state)


def _fire_result(state: GameState, player: int, trigger: str) -> None:
    """ "When you win / lose the battle" or "when the battle ends in a draw" text of the battling
    Digimon, then of the active options; it acts before the points (it changes them)."""
    me = state.players[player]
    if me.digimon and trigger in me.facts.triggers[me.digimon[-1]]:
        # Only a Digimon with such an ability (DeckFacts.triggers): most have none.
        top = me.digimon[-1]
        fire(state, player, top, me.deck[top].text, (trigger,), DIGIMON, "turn")
    if True in me.active:
        fire_active_options(state, player, (trigger,))


def _won_points(state: GameState, winner: int) -> None:
    """P-3 after a won battle: the loser's table in the column of the winner's level (6.1)."""
    loser = 1 - winner
    _fire_result(state, winner, "on_win")
    _fire_result(state, loser, "on_lose")
    if state.result is not None:
        return
    if has_mark(state, loser, PointsKeptOnLoss):
        # "Even if you lose the battle, … your points do not get reduced" (St-607).
        return
    before = state.players[loser].points
    moves.change_points(state, loser, -lost_points(state, loser))
    if state.result is None and has_mark(state, loser, MirrorLoss):
        # CD-13: the winner loses as many points as the loser has just lost.
        moves.change_points(state, winner, state.players[loser].points - before)


def _draw_points(state: GameState) -> None:
    """P-3 / A-1 after a drawn battle, FP's text first: a draw costs each player `draw_penalty`, at
    the same moment (P-9), and what that text added ("When the battle ends in a draw, further reduce
    the opponent's points by 10", Bo-1138) on top; lost-point changes made for a loser do not apply."""
    before = state.seq
    for player in (state.fp, state.sp):
        _fire_result(state, player, "on_draw")
    if state.result is not None:
        return
    for player in (0, 1):
        further = sum(
            m.amount for m in state.modifiers if type(m) is LostAdd and m.player == player and m.seq > before
        )
        moves.change_points(state, player, -(state.draw_penalty + further), check=False)
    moves.check_points(state)


def _defeated_leaves(state: GameState, loser: int) -> None:
    """P-5 (a): a defeated Digimon that is not Level III goes to the Dark Area (even with no Level
    III under it, A-26); a Level III stays, and so does one whose text keeps it ("even if you lose
    the battle, … not be sent to the Dark Area", effects.stay_on_loss). "Until your Digimon loses"
    options go with the defeat."""
    beaten = state.players[loser]
    beaten_top, beaten_id = beaten.top_card(), beaten.top
    if beaten_top is not None and beaten_top.level_order != 3 and not has_mark(state, loser, StaysOnLoss):
        moves.top_to_dark_area(state, loser)
        namesakes = has_mark(state, loser, NamesakesToPointGauge)
        if namesakes or has_mark(state, loser, DefeatedToPointGauge):
            # "Instead of being sent to the Dark Area, the opponent Digimon gets stacked onto the
            # point gauge" (Bo-791): out of the Dark Area that becomes the next Net Ocean.
            beaten.dark_area.remove(beaten_id)
            beaten.gauge_cards.append(beaten_id)
        if namesakes:
            # "… along with any Digimon in their Dark Area with the same name" (Sp-27, RULES 2.1).
            for card in [c for c in beaten.dark_area if _namesake(beaten.deck[c], beaten_top)]:
                beaten.dark_area.remove(card)
                beaten.gauge_cards.append(card)
    if state.modifiers and has_mark(state, loser, LevelIIIGoesOnLoss):
        # "… send the opponent's Digimon to the Dark Area, including their Level III Digimon" (St-919):
        # the box is empty; P-10 asks for a new Level III by the end of the next T-P3.
        while beaten.digimon:
            moves.top_to_dark_area(state, loser)
    moves.expire_lasting(state, loser, ("until_digimon_loses",))


def _namesake(card: CardRecord, beaten: CardRecord) -> bool:
    return card.is_digimon and not card.keys.isdisjoint(beaten.keys)


def death_check(state: GameState, player: int) -> None:
    """P-5 (c): an empty Net Ocean sends the box (except the Level III) and lifespan options to
    the Dark Area, then the whole Dark Area is shuffled into a new Net Ocean (P-11: no loss)."""
    me = state.players[player]
    if me.net_ocean:
        return
    # "Does not get sent to the Dark Area even if it has reached the end of its lifespan" (St-814):
    # the rest of the death check goes on as normal.
    while len(me.digimon) > 1 and not has_mark(state, player, KeepAtLifespan):
        moves.top_to_dark_area(state, player)
    moves.expire_lasting(state, player, ("until_lifespan",))
    # "… when your or your opponent's Digimon reaches the end of its lifespan" (Bo-1087), "… when the
    # opponent's Digimon reaches the end of its lifespan" (Bo-269).
    moves.expire_lasting(state, 1 - player, ("until_any_lifespan", "until_opponent_lifespan"))
    me.net_ocean = me.dark_area
    me.dark_area = []
    moves.shuffle(state.rng, me.net_ocean)
