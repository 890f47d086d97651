"""The modifiers of the state (B-8, P-3, O-L2): one frozen class per kind with named fields, and
`Modifier`, their union. Readers match on the class (`type(m) is AttackAdd`, which is one call
whatever the class, where an attribute read on a mix of classes is slower); `kind` names the class
in the serialised form.

Every modifier is tagged with its source so it can end with it: `lifetime` "source" ends when the
source card leaves its slot or the Digimon Box, "phase" at the end of the phase, "turn" at the end
of the turn; `seq` orders them ("the most recent one wins", B-3, B-8.4). `player` is the player the
modifier acts on.

The serialised form (`GameState.to_json`, which the digest hashes) is the row `[player, kind, a, b,
seq, source, source_player, lifetime, column]`; `row_values` gives each kind's `a`, `b` and `column`
so that the rows, and every digest, stay those of the older single `Modifier(kind, a, b, column)`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias


@dataclass(frozen=True, slots=True, kw_only=True)
class Tagged:
    """What every modifier carries: whom it acts on, when it was made, its source and lifetime."""

    kind: ClassVar[str]
    player: int
    seq: int
    source: int
    source_player: int
    lifetime: str

    def row_values(self) -> tuple[int, int, str]:
        """`a`, `b` and `column` of the serialised row; a mark with no fields of its own is 0, 1, ""."""
        return 0, 1, ""


# -- attack (B-3, B-8) ---------------------------------------------------------------------------
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


# -- points (P-1, P-3, P-5) ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class LostTable(Tagged):
    """ "Change your lost points to 'III10 IV10 P10 U10'" (Bo-795): (III, IV, Perfect, Ultimate)."""

    kind: ClassVar[str] = "lost_table"
    table: tuple[int, int, int, int]

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, ",".join(str(value) for value in self.table)


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


# -- cards and hands (T-P1, T-P2, B-10) ----------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class HandLimit(Tagged):
    """ "The upper limit of your hand becomes 8": the latest change wins."""

    kind: ClassVar[str] = "hand_limit"
    limit: int

    def row_values(self) -> tuple[int, int, str]:
        return self.limit, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class ExtraHandAdjustment(Tagged):
    """Re-28t: "you may adjust your hand one additional time", used up by the next T-P2 refill."""

    kind: ClassVar[str] = "extra_hand_adjustment"


@dataclass(frozen=True, slots=True, kw_only=True)
class NoSupport(Tagged):
    """The player places no support Digimon (B-10)."""

    kind: ClassVar[str] = "no_support"


@dataclass(frozen=True, slots=True, kw_only=True)
class ForbidOptions(Tagged):
    """The player may not turn face-up an Option card that matches `card_filter` (the filter words of
    `Cost`): "the opponent's red frame Digimon cannot use blue frame Item Option cards" (Bo-1029)."""

    kind: ClassVar[str] = "forbid_options"
    card_filter: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.card_filter


@dataclass(frozen=True, slots=True, kw_only=True)
class LeaveAtEndOfTurn(Tagged):
    """The Digimon `source` goes to the Dark Area at the end of the turn, and on to the point gauge
    when `to_point_gauge` (options.end_turn)."""

    kind: ClassVar[str] = "leave"
    to_point_gauge: bool

    def row_values(self) -> tuple[int, int, str]:
        return int(self.to_point_gauge), 1, ""


# -- traits of the battling Digimon (RULES 1.8) --------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class AddedField(Tagged):
    """A field added to the player's Digimon ("Add 'Dark Area' to the opponent Digimon's fields")."""

    kind: ClassVar[str] = "field"
    field: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.field


@dataclass(frozen=True, slots=True, kw_only=True)
class AddedGroup(Tagged):
    """A group added to the player's Digimon ("Add 'Royal Knights' to … groups")."""

    kind: ClassVar[str] = "group"
    group: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.group


@dataclass(frozen=True, slots=True, kw_only=True)
class FieldOnly(Tagged):
    """ "Loses all of its field icons other than Metal Empire" (St-811): a field the Digimon keeps."""

    kind: ClassVar[str] = "field_only"
    field: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.field


@dataclass(frozen=True, slots=True, kw_only=True)
class AttributeChange(Tagged):
    """The attributes of the Digimon `digimon` become `attributes`; the Digimon it evolves into keeps
    the change when `kept_after_evolution`."""

    kind: ClassVar[str] = "attribute"
    digimon: int
    kept_after_evolution: bool
    attributes: frozenset[str]

    def row_values(self) -> tuple[int, int, str]:
        return self.digimon, int(self.kept_after_evolution), "|".join(sorted(self.attributes))


@dataclass(frozen=True, slots=True, kw_only=True)
class LostKeyword(Tagged):
    """ "All Digimon lose the ability 'sky'" (Bo-548): the keyword lost while the source lasts."""

    kind: ClassVar[str] = "lost_keyword"
    keyword: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.keyword


# -- evolution -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class NoIgnoreEvolution(Tagged):
    """The player cannot evolve ignoring the evolution conditions."""

    kind: ClassVar[str] = "no_ignore_evolution"


# -- options and the cards tied to a Digimon (O-N2, A-2, O-L2) -----------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class Situation(Tagged):
    """O-N2: the ability `ability` of the source waits for its condition; `source_kind` is the kind of
    its card (option, power, …)."""

    kind: ClassVar[str] = "situation"
    ability: int
    source_kind: str

    def row_values(self) -> tuple[int, int, str]:
        return self.ability, 0, self.source_kind


@dataclass(frozen=True, slots=True, kw_only=True)
class Held(Tagged):
    """O-N2 / A-2: the ability `ability` applies while its condition holds; the modifiers of its source
    made after `after_seq` and before this marker are what it gave."""

    kind: ClassVar[str] = "held"
    ability: int
    after_seq: int
    source_kind: str

    def row_values(self) -> tuple[int, int, str]:
        return self.ability, self.after_seq, self.source_kind


@dataclass(frozen=True, slots=True, kw_only=True)
class Beside(Tagged):
    """The card `source` next to the Digimon `digimon` is tied to it, and also until that Digimon's
    attribute is changed by another card when `until_attribute_changed` (engine.beside)."""

    kind: ClassVar[str] = "beside"
    digimon: int
    until_attribute_changed: bool

    def row_values(self) -> tuple[int, int, str]:
        return self.digimon, int(self.until_attribute_changed), ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Stacked(Tagged):
    """The card `source` is stacked on the card `host` in the slots (engine.beside.stack_on)."""

    kind: ClassVar[str] = "stacked"
    host: int

    def row_values(self) -> tuple[int, int, str]:
        return self.host, 0, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class SpiritTie(Tagged):
    """The Spirit `source` is tied to the Digimon `digimon` that appeared with it (engine.spirits)."""

    kind: ClassVar[str] = "spirit"
    digimon: int

    def row_values(self) -> tuple[int, int, str]:
        return self.digimon, 0, ""


Modifier: TypeAlias = (
    AttackAdd
    | BaseAttackAdd
    | AttackMultiply
    | AttackSet
    | ZeroColumn
    | AttackHalve
    | BaseColumn
    | AddColumn
    | NoAttackIncrease
    | NoZeroing
    | BattleTypeChange
    | AttackColumnSet
    | LostTable
    | LostMultiply
    | LostAdd
    | LostCut
    | MirrorLoss
    | WinOnDraw
    | DefeatedToPointGauge
    | KeepAtLifespan
    | NoRegain
    | RegainReversed
    | SkipBattle
    | ReturnToBattle
    | FieldPenalty
    | HandLimit
    | ExtraHandAdjustment
    | NoSupport
    | ForbidOptions
    | LeaveAtEndOfTurn
    | AddedField
    | AddedGroup
    | FieldOnly
    | AttributeChange
    | LostKeyword
    | NoIgnoreEvolution
    | Situation
    | Held
    | Beside
    | Stacked
    | SpiritTie
)
