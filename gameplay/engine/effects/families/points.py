"""The points family (P-3 and the battle result): lost-point changes for this turn's P-3, which
engine.attack.lost_points reads, and the outcome marks engine.battle and engine.points read.

Lost-point changes are for this turn's P-3, even when their option leaves its slot at the end of
the Battle Phase (O-L1) before the points are calculated (engine.moves.LOST_KINDS)."""

from __future__ import annotations

from gameplay.engine.effects.base import OPTION, POWER, EffectContext, Side
from gameplay.engine.modifiers.marks import LeaveAtEndOfTurn
from gameplay.engine.modifiers.points import (
    DefeatedToPointGauge,
    KeepAtLifespan,
    LevelIIIGoesOnLoss,
    LostAdd,
    LostColumn,
    LostCut,
    LostMultiply,
    LostTable,
    MirrorLoss,
    NamesakesToPointGauge,
    NoRegain,
    PointsFloor,
    PointsKeptOnLoss,
    RegainReversed,
    ReturnToBattle,
    SkipBattle,
    StaysOnLoss,
    WinOnDraw,
)


def add_lost_points(ctx: EffectContext, side: Side, amount: int) -> None:
    """P-3: `side`'s lost points +N (-N) in this turn's calculation, unless the player is immune to
    the opponent's "further reduce"."""
    player = ctx.target(side)
    if amount > 0 and ctx.refuses_added_loss(player):
        return
    ctx.modify(player, LostAdd, amount=amount, lifetime="turn")


def set_draw_loss(ctx: EffectContext, side: Side, amount: int) -> None:
    """ "You lose 10 points while the opponent loses 20": what this battle's draw costs `side`."""
    # P-3 / A-1: a draw costs each player `draw_penalty` plus the lost-point changes made while
    # "when the battle ends in a draw" text acts (points.py); the difference makes it `amount`.
    add_lost_points(ctx, side, amount - ctx.draw_penalty())


def force_draw(ctx: EffectContext) -> None:
    """P-1: this battle ends in a draw, unless either battling Digimon is immune to forced draws."""
    if not ctx.refuses_forced_draw():
        ctx.set_flag("forced_draw", ctx.owner)


def swap_points(ctx: EffectContext) -> None:
    """Bo-698: both players' points exchanged (P-8 checked after both are set)."""
    if ctx.target("opponent") is None:
        return
    mine, theirs = ctx.points("self"), ctx.points("opponent")
    ctx.change_points("self", to=theirs, check=False)
    ctx.change_points("opponent", to=mine)


def return_to_battle(ctx: EffectContext) -> None:
    """St-104: once the use that says so has resolved, play goes back to the start of this turn's
    Battle Phase (P-2), before any P-3 point change."""
    # A mark read by points.apply once the use has resolved (its "after that" parts included);
    # tied to no card, as Return Match! leaves its slot at once ("immediately after use").
    ctx.modify(ctx.owner, ReturnToBattle, on=None, lifetime="phase")


def attack_last(ctx: EffectContext, side: Side) -> None:
    """ "This Digimon will always attack last": `side` plays as the second player of this turn."""
    # RULES 0.3 / 4.0: the owner becomes the second player for the rest of this turn; P-6 sets
    # the next turn's first player from the battle as usual.
    ctx.set_flag("second_player", ctx.owner if side == "self" else 1 - ctx.owner)


def stack_user_at_end_of_turn(ctx: EffectContext) -> None:
    """St-752: the battling Digimon that used this card is stacked onto the point gauge at P-5 (d)."""
    # The marker of `leave_at_end_of_turn`, tied to the battling Digimon, which goes on to the
    # point gauge (options.end_turn).
    _leave_marker(ctx, to_point_gauge=True)


def leave_at_end_of_turn(ctx: EffectContext) -> None:
    """ "Send this card to the Dark Area at the end of the turn": the source Digimon leaves for the
    Dark Area at P-5 (d) if it is still the battling Digimon."""
    # Kept as a "turn" modifier of the source: `options.end_turn` reads it before P-5 (d) clears
    # the turn's modifiers, and it ends early if the source leaves the box.
    if ctx.source_kind in (POWER, OPTION):
        # "The Digimon that was fused through the use of this card will be sent to the Dark Area
        # at the end of the turn" (Bo-7j): a Power Box card's text marks the Digimon it evolved;
        # "the Digimon that used this card is sent to the Dark Area" (Bo-120t): an option's, the
        # Digimon that used it.
        _leave_marker(ctx, to_point_gauge=False)
        return
    ctx.modify(ctx.owner, LeaveAtEndOfTurn, to_point_gauge=False, lifetime="turn")


def _leave_marker(ctx: EffectContext, *, to_point_gauge: bool) -> None:
    """A "turn" LeaveAtEndOfTurn whose source is the owner's battling Digimon."""
    ctx.modify(
        ctx.owner,
        LeaveAtEndOfTurn,
        on=ctx.battling(ctx.owner),
        lifetime="turn",
        to_point_gauge=to_point_gauge,
    )


def set_lost_points(ctx: EffectContext, side: Side, table: tuple[int, int, int, int]) -> None:
    """ "Change your lost points to 'III10 IV10 P10 U10'" (Bo-795): `side`'s Digimon reads this table
    (III, IV, Perfect, Ultimate) in this turn's P-3."""
    # For this turn's P-3, like the other lost-point changes (attack.lost_points reads it).
    ctx.modify(ctx.target(side), LostTable, table=table, lifetime="turn")


def lost_column_as(ctx: EffectContext, side: Side, column: str) -> None:
    """St-754: while `side`'s battling Digimon (the one there now) stays and wins, the loser's lost
    points are read in `column` (RULES 6.1); the mark leaves with that Digimon (B-11.3)."""
    player = ctx.target(side)
    if player is not None:
        ctx.modify(player, LostColumn, on=ctx.battling(player), lifetime="source", column=column)


def multiply_lost_points(ctx: EffectContext, side: Side, factor: int) -> None:
    ctx.modify(ctx.target(side), LostMultiply, factor=factor, lifetime="turn")


def cut_lost_points(ctx: EffectContext, side: Side, amount: int) -> None:
    """ "You may reduce your lost points by 10 (however, it cannot become zero)": P-3's lost points of
    `side` cut by `amount` while the source stays, unless the cut would leave none."""
    # A "source" modifier (an option's lifetime): it lasts while the card stays (O-L2).
    ctx.modify(ctx.target(side), LostCut, amount=amount)


def mirror_loss(ctx: EffectContext, side: Side) -> None:
    """CD-13: when `side` loses this turn's battle, the other player loses as many points as `side`
    lost at P-3."""
    # A P-3 change: it stays for this turn's P-3 when its option leaves at the end of the Battle
    # Phase (as lost-point changes do, moves.LOST_KINDS).
    ctx.modify(ctx.target(side), MirrorLoss, lifetime="turn")


def win_on_draw(ctx: EffectContext, side: Side) -> None:
    """A battle draw counts as `side`'s win (P-1)."""
    ctx.modify(ctx.target(side), WinOnDraw)


def defeated_to_point_gauge(ctx: EffectContext, side: Side) -> None:
    """`side`'s defeated Digimon goes onto its point gauge instead of the Dark Area (P-5 (a))."""
    ctx.modify(ctx.target(side), DefeatedToPointGauge)


def namesakes_to_point_gauge(ctx: EffectContext, side: Side) -> None:
    """ "Stack the opponent's Digimon along with any Digimon in their Dark Area with the same name onto
    their Point Gauge" (Sp-27): at P-5 (a) `side`'s defeated Digimon goes onto its point gauge, and so
    does every Digimon card of its name (RULES 2.1) in its Dark Area. Held for the turn: the card
    that gives it may leave with the Battle Phase (O-L1) before P-5."""
    ctx.modify(ctx.target(side), NamesakesToPointGauge, lifetime="turn")


def stay_on_loss(ctx: EffectContext, side: Side) -> None:
    """ "Even if you lose the battle, … not be sent to the Dark Area" (Bo-1033): `side`'s defeated
    Digimon stays in its Digimon Box at P-5 (a)."""
    ctx.modify(ctx.target(side), StaysOnLoss)


def level_iii_on_loss(ctx: EffectContext, side: Side) -> None:
    """St-919: when `side` loses this turn's battle, its Level III goes to the Dark Area with its
    defeated Digimon at P-5 (a); the mark ends with the card that gives it (O-L2)."""
    ctx.modify(ctx.target(side), LevelIIIGoesOnLoss)


def keep_points_on_loss(ctx: EffectContext, side: Side) -> None:
    """ "Even if you lose the battle, … your points do not get reduced" (St-607): P-3 takes no
    points from `side` when it loses this turn's battle."""
    ctx.modify(ctx.target(side), PointsKeptOnLoss)


def keep_at_lifespan(ctx: EffectContext, side: Side) -> None:
    """The death check leaves `side`'s Digimon Box as it is (P-5 (c))."""
    ctx.modify(ctx.target(side), KeepAtLifespan)


def hold_points_at(ctx: EffectContext, side: Side, floor: int, regain: int) -> None:
    """Re-151: a floor on `side`'s points while the source lasts; the reduction that reaches it
    stops there, `regain` points come back and the source's effects end (moves.change_points)."""
    ctx.modify(ctx.target(side), PointsFloor, floor=floor, regain=regain)


def block_regain(ctx: EffectContext, side: Side) -> None:
    """Card effects cannot raise `side`'s points (St-103)."""
    ctx.modify(ctx.target(side), NoRegain)


def reverse_regain(ctx: EffectContext, side: Side) -> None:
    """ "'Regain' is changed to 'reduce'" (Bo-1023): card effects lower `side`'s points instead."""
    ctx.modify(ctx.target(side), RegainReversed)


def skip_battle(ctx: EffectContext) -> None:
    """Re-04t / St-220: this turn has no Battle Phase; the Point Calculation Phase follows the
    Evolution Phase with no battle result (no P-1..P-3)."""
    ctx.modify(ctx.owner, SkipBattle, lifetime="turn")
