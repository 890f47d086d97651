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

One module per family: engine.modifiers.attack, .points, .marks; Tagged is engine.modifiers.tagged.
"""

from __future__ import annotations

from typing import TypeAlias

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
from gameplay.engine.modifiers.marks import (
    AddedField,
    AddedGroup,
    AttributeChange,
    Beside,
    EvolutionCost,
    ExtraHandAdjustment,
    FieldOnly,
    FirstAttackerOpens,
    ForbidOptions,
    HandLimit,
    Held,
    LeaveAtEndOfTurn,
    LossWatch,
    LostKeyword,
    MarksEitherWay,
    NoFaceDownUse,
    NoIgnoreEvolution,
    NoSetting,
    NoSupport,
    OptionRewrite,
    OptionWatch,
    Situation,
    SlotLeavesAtEndOfTurn,
    SlotOneOnly,
    SpeciesChange,
    SpiritTie,
    Stacked,
    SupportGainsMirror,
)
from gameplay.engine.modifiers.points import (
    DefeatedToPointGauge,
    FieldPenalty,
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

Modifier: TypeAlias = (
    AttackAdd
    | BaseAttackAdd
    | BaseMultiply
    | AttackMultiply
    | AttackSet
    | AttackCopy
    | ZeroColumn
    | AttackHalve
    | BaseColumn
    | AddColumn
    | AddLostColumn
    | NoAttackIncrease
    | NoZeroing
    | BattleTypeChange
    | AttackColumnSet
    | LostTable
    | LostColumn
    | LostMultiply
    | LostAdd
    | LostCut
    | MirrorLoss
    | WinOnDraw
    | DefeatedToPointGauge
    | NamesakesToPointGauge
    | KeepAtLifespan
    | NoRegain
    | RegainReversed
    | PointsFloor
    | SkipBattle
    | ReturnToBattle
    | FieldPenalty
    | HandLimit
    | ExtraHandAdjustment
    | NoSupport
    | ForbidOptions
    | FirstAttackerOpens
    | NoFaceDownUse
    | SlotOneOnly
    | NoSetting
    | LossWatch
    | OptionWatch
    | LeaveAtEndOfTurn
    | AddedField
    | AddedGroup
    | FieldOnly
    | AttributeChange
    | SpeciesChange
    | LostKeyword
    | NoIgnoreEvolution
    | MarksEitherWay
    | EvolutionCost
    | Situation
    | Held
    | Beside
    | Stacked
    | SpiritTie
    | OptionRewrite
    | SupportGainsMirror
    | StaysOnLoss
    | PointsKeptOnLoss
    | LevelIIIGoesOnLoss
    | SlotLeavesAtEndOfTurn
)
