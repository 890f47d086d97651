"""The points family (P-3 and the battle result): lost-point changes for this turn's P-3, which
engine.attack.lost_points reads, and the outcome marks engine.battle and engine.points read.

Lost-point changes are for this turn's P-3, even when their option leaves its slot at the end of
the Battle Phase (O-L1) before the points are calculated (engine.moves.LOST_KINDS)."""

from __future__ import annotations

from gameplay.engine.effects.base import EffectContext, Side
from gameplay.engine.modifiers.points import (
    DefeatedToPointGauge,
    KeepAtLifespan,
    LostCut,
    LostMultiply,
    LostTable,
    MirrorLoss,
    NoRegain,
    RegainReversed,
    SkipBattle,
    WinOnDraw,
)


def set_lost_points(ctx: EffectContext, side: Side, table: tuple[int, int, int, int]) -> None:
    """ "Change your lost points to 'III10 IV10 P10 U10'" (Bo-795): `side`'s Digimon reads this table
    (III, IV, Perfect, Ultimate) in this turn's P-3."""
    # For this turn's P-3, like the other lost-point changes (attack.lost_points reads it).
    ctx.modify(ctx.target(side), LostTable, table=table, lifetime="turn")


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


def keep_at_lifespan(ctx: EffectContext, side: Side) -> None:
    """The death check leaves `side`'s Digimon Box as it is (P-5 (c))."""
    ctx.modify(ctx.target(side), KeepAtLifespan)


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
