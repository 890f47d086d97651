"""The attack family (B-8): each effect adds one modifier of `side`'s battling Digimon, which the
attack value (engine.attack) reads in the B-8 step order."""

from __future__ import annotations

from typing import Any, cast

from gameplay.engine.effects.base import Column, Effect, EffectContext, LostColumn, Side
from gameplay.engine.modifiers.attack import (
    AddColumn,
    AddLostColumn,
    AttackAdd,
    AttackColumnSet,
    AttackCopy,
    AttackHalve,
    AttackMultiply,
    AttackSet,
    BaseAttackAdd,
    BaseColumn,
    BaseMultiply,
    BattleTypeChange,
    NoAttackIncrease,
    NoZeroing,
    ZeroColumn,
)
from gameplay.engine.modifiers.marks import SupportGainsMirror


def _increase_blocked(ctx: EffectContext, player: int | None) -> bool:
    """Bo-793 Hit Lock: `player`'s own effects and abilities cannot add to or multiply its attack
    while the card that blocks them is in play (its NoAttackIncrease modifier ends with it, O-L2)."""
    return player is not None and player == ctx.owner and ctx.has_modifier(player, NoAttackIncrease)


def add_attack(ctx: EffectContext, side: Side, amount: int) -> None:
    """B-8 step 5: attack +N / -N."""
    player = ctx.attack_target(side)
    if amount > 0 and _increase_blocked(ctx, player):
        return
    ctx.modify(player, AttackAdd, amount=amount)


def add_base_attack(ctx: EffectContext, side: Side, amount: int) -> None:
    """B-8 step 2: an addition to the printed attack, before multiplications."""
    player = ctx.attack_target(side)
    if amount > 0 and _increase_blocked(ctx, player):
        return
    ctx.modify(player, BaseAttackAdd, amount=amount)


def multiply_base_attack(ctx: EffectContext, side: Side, factor: int) -> None:
    """B-8 step 2: `side`'s printed attack values count `factor` times (Bo-595)."""
    player = ctx.attack_target(side)
    if factor > 1 and _increase_blocked(ctx, player):
        return
    ctx.modify(player, BaseMultiply, factor=factor)


def multiply_attack(ctx: EffectContext, side: Side, numerator: int, denominator: int = 1) -> None:
    """B-8 step 3: attack ×N (or ×N/D)."""
    player = ctx.attack_target(side)
    if numerator > denominator and _increase_blocked(ctx, player):
        return
    ctx.modify(player, AttackMultiply, numerator=numerator, denominator=denominator)


def block_attack_increases(ctx: EffectContext, side: Side) -> None:
    """ "The opponent cannot use any effects or abilities that multiply or add to their attack power"
    (Bo-793): while the source stays in play, `side`'s own effects and abilities add nothing to its
    attack and multiply it by nothing over 1."""
    ctx.modify(ctx.target(side), NoAttackIncrease)


class _PastTheBlock:
    """The context as an effect "not affected by the effects of the card 'Hit Lock'" sees it: the
    owner's NoAttackIncrease modifier is not there for it; everything else is the context itself."""

    def __init__(self, ctx: EffectContext) -> None:
        self._ctx = ctx

    def __getattr__(self, name: str) -> Any:
        return getattr(self._ctx, name)

    def has_modifier(self, player: int, kind: type) -> bool:
        return kind is not NoAttackIncrease and self._ctx.has_modifier(player, kind)


def past_attack_block(ctx: EffectContext, effects: tuple[Effect, ...]) -> None:
    """Bo-132t, Bo-138t …: `effects` add to or multiply the attack even while Hit Lock (Bo-793)
    blocks the owner's increases (B-8 steps 3 and 5); an effect that Hit Lock does not touch acts as
    it always does."""
    unblocked = cast(EffectContext, _PastTheBlock(ctx))
    for effect in effects:
        effect.apply(unblocked)


def set_attack(ctx: EffectContext, side: Side, value: int) -> None:
    ctx.modify(ctx.attack_target(side), AttackSet, value=value)


def copy_opponent_attack(ctx: EffectContext, side: Side) -> None:
    """St-211: `side`'s base attack is the other Digimon's attack value (B-8), read at each
    calculation; `side`'s own multipliers and additions still apply after it."""
    ctx.modify(ctx.attack_target(side), AttackCopy)


def zero_column(ctx: EffectContext, side: Side, column: Column) -> None:
    # B-8.8: zeroing is not an attack modification, so that immunity does not block it.
    ctx.modify(ctx.target(side), ZeroColumn, column=column)


def halve_after_effects(ctx: EffectContext, side: Side) -> None:
    ctx.modify(ctx.attack_target(side), AttackHalve)


def use_column_value(ctx: EffectContext, side: Side, column: Column) -> None:
    """ "Your attack power becomes the same as your attack A": `side`'s basic attack power (B-8 step 2)
    is its printed `column` attack."""
    ctx.modify(ctx.attack_target(side), BaseColumn, column=column)


def add_column_value(ctx: EffectContext, side: Side, column: Column) -> None:
    """Bo-863: `side`'s printed `column` attack is added to its attack power (B-8 step 5), read from
    the battling Digimon at each calculation."""
    ctx.modify(ctx.attack_target(side), AddColumn, column=column)


def add_lost_column_attack(ctx: EffectContext, side: Side, column: LostColumn, factor: int) -> None:
    """St-436: `factor` times the `column` lost points printed on `side`'s battling Digimon are added
    to its attack power (B-8 step 5), read from the battling Digimon at each calculation."""
    player = ctx.attack_target(side)
    if _increase_blocked(ctx, player):
        return
    ctx.modify(player, AddLostColumn, column=column, factor=factor)


def lose_zeroing(ctx: EffectContext, side: Side) -> None:
    """ "You lose your A>0 ability": `side`'s C attack no longer zeroes the opponent's A attack
    (RULES 1.5, B-8 step 3) while the effect lasts."""
    ctx.modify(ctx.target(side), NoZeroing)


def change_battle_type(ctx: EffectContext, side: Side, battle_type: Column) -> None:
    """B-3: `side`'s battle type becomes `battle_type` (the most recent change wins)."""
    ctx.modify(ctx.target(side), BattleTypeChange, battle_type=battle_type)


def set_attack_column(ctx: EffectContext, side: Side, column: Column) -> None:
    """ "You can make your attack B regardless of the opponent's battle type" (B-8.1): `side` attacks
    with `column` (B-8 step 1)."""
    ctx.modify(ctx.target(side), AttackColumnSet, column=column)


def add_discarded_attack(ctx: EffectContext, column: Column) -> None:
    """St-717: the printed `column` attack of the card this use discarded from the hand (the last card
    put in the Dark Area) is added to this side's attack."""
    # costs.pay_cost_list appends the discarded card to the Dark Area, so it is the last one there.
    discarded = ctx.cards(ctx.owner, "dark_area")
    if discarded:
        add_attack(ctx, "self", ctx.printed_attack(ctx.owner, discarded[-1], column))


def add_attack_for_shared_attribute(ctx: EffectContext, amount: int) -> None:
    """Bo-1086: `amount` is added to this side's attack when the card this use paid into the Support
    Box (the last card put there) has one of the battling Digimon's attributes."""
    paid = ctx.support_box(ctx.owner)
    if paid and any(ctx.matches(ctx.owner, paid[-1], f"attribute:{a}") for a in ctx.attributes("self")):
        add_attack(ctx, "self", amount)


def add_paid_attack(ctx: EffectContext, column: Column) -> None:
    """St-759: the printed `column` attack of the card this use paid into the Support Box (the last
    card put there) is added to this side's attack."""
    # costs.pay_cost_list appends the paid card to the Support Box, so it is the last one there.
    paid = ctx.support_box(ctx.owner)
    if paid:
        add_attack(ctx, "self", ctx.printed_attack(ctx.owner, paid[-1], column))


def mirror_support_gains(ctx: EffectContext, side: Side) -> None:
    """ "When the opponent's attack power is increased or multiplied due to their support abilities,
    you gain the same modifications to your attack power" (Bo-119t): while the ability lasts, each
    attack gain a support ability of the other side gives it is copied to `side`, and the copy stays
    for the phase when that support leaves (engine.support_mirrors)."""
    ctx.modify(ctx.target(side), SupportGainsMirror)
