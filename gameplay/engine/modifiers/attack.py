"""The attack modifiers (B-3, B-8): what engine.attack reads to compute the battle types, the attack
column and the attack value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.modifiers.tagged import Tagged


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackAdd(Tagged):
    """B-8 step 5: attack +N / -N."""

    kind: ClassVar[str] = "add"
    amount: int

    def row_values(self) -> tuple[int, int, str]:
        return self.amount, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class BaseAttackAdd(Tagged):
    """B-8 step 2: an addition to the printed attack, before multiplications."""

    kind: ClassVar[str] = "base_add"
    amount: int

    def row_values(self) -> tuple[int, int, str]:
        return self.amount, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class BaseMultiply(Tagged):
    """ "Double the basic A, B, and C attack of your Digimon" (Bo-595): B-8 step 2's printed value is
    `factor` times the card's; the most recent one applies."""

    kind: ClassVar[str] = "base_mul"
    factor: int

    def row_values(self) -> tuple[int, int, str]:
        return self.factor, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackMultiply(Tagged):
    """B-8 step 3: attack ×numerator/denominator; the most recent multiplier applies (B-8.4)."""

    kind: ClassVar[str] = "mul"
    numerator: int
    denominator: int

    def row_values(self) -> tuple[int, int, str]:
        return self.numerator, self.denominator, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackSet(Tagged):
    """ "The attack becomes N": the base attack is `value` (the most recent one applies)."""

    kind: ClassVar[str] = "set"
    value: int

    def row_values(self) -> tuple[int, int, str]:
        return self.value, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackCopy(Tagged):
    """ "Your attack power becomes the same as the opponent's (including any attack power adjustments
    that has been affected by Option cards)" (St-211): the base attack is the opponent's B-8 value;
    the player's own multipliers and additions then apply to it. The most recent "becomes" wins, as
    for `AttackSet`."""

    kind: ClassVar[str] = "copy"


@dataclass(frozen=True, slots=True, kw_only=True)
class ZeroColumn(Tagged):
    """B-8.3: the attack of `column` goes to zero."""

    kind: ClassVar[str] = "zero"
    column: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.column


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackHalve(Tagged):
    """B-8.7: the attack is halved after the other effects."""

    kind: ClassVar[str] = "halve"


@dataclass(frozen=True, slots=True, kw_only=True)
class BaseColumn(Tagged):
    """ "Your attack power becomes the same as your attack A" (Bo-445): the printed column the base
    reads."""

    kind: ClassVar[str] = "base_column"
    column: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.column


@dataclass(frozen=True, slots=True, kw_only=True)
class AddColumn(Tagged):
    """ "Add your A attack power to your total attack power" (Bo-863): the printed column added
    (B-8 step 5)."""

    kind: ClassVar[str] = "add_column"
    column: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.column


@dataclass(frozen=True, slots=True, kw_only=True)
class AddLostColumn(Tagged):
    """ "Add the amount stated in the Level III part of your Lost Points box, multiplied by 10, to your
    attack power" (St-436): `factor` times the battling Digimon's printed lost points in `column`
    (RULES 1.6), added at B-8 step 5."""

    kind: ClassVar[str] = "add_lost_column"
    column: str
    factor: int

    def row_values(self) -> tuple[int, int, str]:
        return self.factor, 1, self.column


@dataclass(frozen=True, slots=True, kw_only=True)
class NoAttackIncrease(Tagged):
    """The player's own effects and abilities cannot raise its attack (Bo-793)."""

    kind: ClassVar[str] = "no_increase"


@dataclass(frozen=True, slots=True, kw_only=True)
class NoZeroing(Tagged):
    """The player's C attack no longer zeroes the opponent's A ("you lose your A>0 ability", St-380)."""

    kind: ClassVar[str] = "no_zeroing"


@dataclass(frozen=True, slots=True, kw_only=True)
class BattleTypeChange(Tagged):
    """B-3: the battle type becomes `battle_type`; the most recent change wins."""

    kind: ClassVar[str] = "type"
    battle_type: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.battle_type


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackColumnSet(Tagged):
    """B-8.1: "your attack becomes A": the player attacks with `column`; the most recent one wins."""

    kind: ClassVar[str] = "column"
    column: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.column
