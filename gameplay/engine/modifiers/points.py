"""The points modifiers (P-1, P-3, P-5): lost-point changes, and the outcome marks engine.battle and
engine.points read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.modifiers.tagged import Tagged


@dataclass(frozen=True, slots=True, kw_only=True)
class LostTable(Tagged):
    """ "Change your lost points to 'III10 IV10 P10 U10'" (Bo-795): (III, IV, Perfect, Ultimate)."""

    kind: ClassVar[str] = "lost_table"
    table: tuple[int, int, int, int]

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, ",".join(str(value) for value in self.table)


@dataclass(frozen=True, slots=True, kw_only=True)
class LostColumn(Tagged):
    """ "When the Hybrid level that appeared wins a battle, your opponent takes the lost points of an
    Ultimate" (St-754): while the Digimon `source` wins, the loser's table is read in `column`
    ("III", "IV", "Perfect", "Ultimate") instead of the winner's level column (RULES 6.1)."""

    kind: ClassVar[str] = "lost_column"
    column: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.column


@dataclass(frozen=True, slots=True, kw_only=True)
class LostMultiply(Tagged):
    """P-3: lost points ×factor; the most recent one applies."""

    kind: ClassVar[str] = "lost_mul"
    factor: int

    def row_values(self) -> tuple[int, int, str]:
        return self.factor, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class LostAdd(Tagged):
    """P-3: lost points +N; additions stack."""

    kind: ClassVar[str] = "lost_add"
    amount: int

    def row_values(self) -> tuple[int, int, str]:
        return self.amount, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class LostCut(Tagged):
    """ "You may reduce your lost points by 10 (however, it cannot become zero)" (Bx-34)."""

    kind: ClassVar[str] = "lost_cut"
    amount: int

    def row_values(self) -> tuple[int, int, str]:
        return self.amount, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class MirrorLoss(Tagged):
    """ "Reduce the opponent's points by the same amount that your points were reduced by" (CD-13)."""

    kind: ClassVar[str] = "lost_mirror"


@dataclass(frozen=True, slots=True, kw_only=True)
class WinOnDraw(Tagged):
    """A battle draw counts as the player's win (P-1)."""

    kind: ClassVar[str] = "win_draw"


@dataclass(frozen=True, slots=True, kw_only=True)
class DefeatedToPointGauge(Tagged):
    """The player's defeated Digimon goes onto its point gauge (P-5 (a))."""

    kind: ClassVar[str] = "to_gauge"


@dataclass(frozen=True, slots=True, kw_only=True)
class NamesakesToPointGauge(Tagged):
    """The player's defeated Digimon goes onto its point gauge with every Digimon card of its name in
    the Dark Area (P-5 (a), Sp-27)."""

    kind: ClassVar[str] = "to_gauge_names"


@dataclass(frozen=True, slots=True, kw_only=True)
class StaysOnLoss(Tagged):
    """The player's defeated Digimon stays in its Digimon Box (P-5 (a) does not send it away)."""

    kind: ClassVar[str] = "stays_on_loss"


@dataclass(frozen=True, slots=True, kw_only=True)
class LevelIIIGoesOnLoss(Tagged):
    """The player's defeated Digimon goes to the Dark Area with the Level III under it, a defeated
    Level III too (P-5 (a), St-919)."""

    kind: ClassVar[str] = "level_iii_on_loss"


@dataclass(frozen=True, slots=True, kw_only=True)
class PointsKeptOnLoss(Tagged):
    """The player loses no points at P-3 when its Digimon loses the battle (St-607)."""

    kind: ClassVar[str] = "points_kept_on_loss"


@dataclass(frozen=True, slots=True, kw_only=True)
class KeepAtLifespan(Tagged):
    """The death check leaves the player's Digimon Box as it is (P-5 (c))."""

    kind: ClassVar[str] = "keep_lifespan"


@dataclass(frozen=True, slots=True, kw_only=True)
class NoRegain(Tagged):
    """Card effects cannot raise the player's points (St-103)."""

    kind: ClassVar[str] = "no_regain"


@dataclass(frozen=True, slots=True, kw_only=True)
class RegainReversed(Tagged):
    """ "'Regain' is changed to 'reduce'" (Bo-1023)."""

    kind: ClassVar[str] = "regain_reversed"


@dataclass(frozen=True, slots=True, kw_only=True)
class PointsFloor(Tagged):
    """A reduction that would bring the player to `floor` points or fewer stops at `floor`, the
    player regains `regain` points, and the source's effects end (moves.change_points): "Once your
    gauge reaches 10, stop any further reduction of points and regain 10 points" (Re-151)."""

    kind: ClassVar[str] = "points_floor"
    floor: int
    regain: int

    def row_values(self) -> tuple[int, int, str]:
        return self.floor, self.regain, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class SkipBattle(Tagged):
    """This turn has no Battle Phase (Re-04t, St-220)."""

    kind: ClassVar[str] = "skip_battle"


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnToBattle(Tagged):
    """The battle is fought again after the Point Calculation Phase (engine.points)."""

    kind: ClassVar[str] = "return_to_battle"


@dataclass(frozen=True, slots=True, kw_only=True)
class FieldPenalty(Tagged):
    """The player loses `points` when it discards a Field (spirits.field_removed)."""

    kind: ClassVar[str] = "field_penalty"
    points: int

    def row_values(self) -> tuple[int, int, str]:
        return self.points, 1, ""
