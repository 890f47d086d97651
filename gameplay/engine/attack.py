"""B-8 attack computation, B-3 battle types and P-3 lost points, read from the state's modifiers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, TypeVar

from gameplay.engine import spirits
from gameplay.engine.cards import CardRecord
from gameplay.engine.effects.immunity import ATTACK_MODIFICATION, ZERO_BY_ATTACK, ZERO_COLUMN
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
    NoZeroing,
    ZeroColumn,
)
from gameplay.engine.modifiers.points import LostAdd, LostColumn, LostCut, LostMultiply, LostTable
from gameplay.engine.state import GameState, PlayerState

# These loops run on every attack value. Each tests the class first: type() is one call whatever the
# class, and the fields read after it are then read on one class only (an attribute read on a mix
# of classes is several times slower in CPython).

# B-8.8: what "unaffected by all attack modification" ignores (zeroing is not among them).
MODIFICATION_KINDS = frozenset(
    {
        AttackAdd,
        BaseAttackAdd,
        BaseMultiply,
        AttackMultiply,
        AttackHalve,
        AttackSet,
        AttackCopy,
        BaseColumn,
        AddColumn,
        AddLostColumn,
    }
)
# The "becomes" changes whose most recent one wins (B-3, B-8.1).
Latest = TypeVar("Latest", BattleTypeChange, AttackColumnSet)
# What B-8's steps read.
ATTACK_KINDS = MODIFICATION_KINDS | {ZeroColumn}


class _AttackModifiers:
    """What B-3 and B-8 read from the state's modifiers, gathered for both players in one pass:
    each player's latest battle type change and attack column fix (the most recently activated one
    wins), whether it has lost its "A>0" ability, and its B-8 modifiers in activation order."""

    __slots__ = ("type_changes", "column_sets", "no_zeroing", "attack")

    def __init__(self, state: GameState) -> None:
        self.type_changes: list[BattleTypeChange | None] = [None, None]
        self.column_sets: list[AttackColumnSet | None] = [None, None]
        self.no_zeroing = [False, False]
        self.attack: tuple[list[Any], list[Any]] = ([], [])
        # Read only in the branch of its class, as in `_modified_value`.
        modifier: Any
        for modifier in state.modifiers:
            kind = type(modifier)
            if kind in ATTACK_KINDS:
                self.attack[modifier.player].append(modifier)
            elif kind is BattleTypeChange:
                self.type_changes[modifier.player] = _later(self.type_changes[modifier.player], modifier)
            elif kind is AttackColumnSet:
                self.column_sets[modifier.player] = _later(self.column_sets[modifier.player], modifier)
            elif kind is NoZeroing:
                self.no_zeroing[modifier.player] = True

    def battle_type(self, state: GameState, player: int) -> str:
        """B-3: the printed type, unless a type change is active; the most recent one wins."""
        changed = self.type_changes[player]
        if changed is not None and changed.battle_type:
            return changed.battle_type
        me = state.players[player]
        # The top Digimon read from the box directly (asked for both players at every attack value).
        return me.deck[me.digimon[-1]].battle_type if me.digimon else ""

    def attack_column(self, state: GameState, player: int) -> str:
        """B-8.1: the column of the opponent's current battle type, unless an effect fixes the
        column ("your attack becomes A"); the most recent such effect wins."""
        fixed = self.column_sets[player]
        return fixed.column if fixed is not None and fixed.column else self.battle_type(state, 1 - player)


def _later(latest: Latest | None, modifier: Latest) -> Latest:
    """`modifier` when it was activated after `latest` (or there is none yet), else `latest`."""
    return modifier if latest is None or modifier.seq > latest.seq else latest


def battle_type(state: GameState, player: int) -> str:
    """B-3: the printed type, unless a type change is active; the most recent one wins."""
    return _AttackModifiers(state).battle_type(state, player)


def attack_column(state: GameState, player: int) -> str:
    """B-8.1: a player attacks with the column of the opponent's current battle type, unless an
    effect fixes the column ("your attack becomes A"); the most recent such effect wins."""
    return _AttackModifiers(state).attack_column(state, player)


def attack_value(state: GameState, player: int) -> int:
    """B-8 steps 1-7 for `player`'s top Digimon; 0 when the box is empty."""
    me = state.players[player]
    if not me.digimon:
        return 0
    if not state.modifiers:
        return _printed_value(me, me.deck[me.digimon[-1]], state.players[1 - player])
    return _modified_value(state, player, _AttackModifiers(state))


def attack_values(state: GameState) -> tuple[int, int]:
    """`attack_value` of both players (P-1 compares them; the greedy bot weighs them), reading the
    modifiers once for both."""
    first, second = state.players
    if not state.modifiers:
        # attack_value's printed path for both, without its two calls (the greedy bot asks at every
        # battle decision and trial).
        return (
            _printed_value(first, first.deck[first.digimon[-1]], second) if first.digimon else 0,
            _printed_value(second, second.deck[second.digimon[-1]], first) if second.digimon else 0,
        )
    modifiers = _AttackModifiers(state)
    return (
        _modified_value(state, 0, modifiers) if first.digimon else 0,
        _modified_value(state, 1, modifiers) if second.digimon else 0,
    )


def _modified_value(state: GameState, player: int, modifiers: _AttackModifiers, copying: bool = True) -> int:
    """`attack_value` of `player`, whose box is not empty, with the state's `modifiers` applied. An
    `AttackCopy` reads the opponent's value without the opponent's own copy (`copying` False), so two
    copies never read each other in a loop."""
    me = state.players[player]
    card = me.deck[me.digimon[-1]]
    column = modifiers.attack_column(state, player)
    base = card.attack(column)
    opponent = state.players[1 - player]
    opponent_card = opponent.deck[opponent.digimon[-1]] if opponent.digimon else None
    # B-8.3 / RULES 1.5: the opponent attacking with a zeroing C attack zeroes my A attack.
    zeroed = (
        column == "A"
        and opponent_card is not None
        and opponent_card.c_zeroes_a
        and modifiers.attack_column(state, 1 - player) == "C"
    )
    if zeroed and (ZERO_BY_ATTACK + column in me.immunities or modifiers.no_zeroing[1 - player]):
        # RULES 1.5: "A will not go to zero as a result of the opponent's attack C" (effects that
        # zero it, read below, still do), or the opponent has lost its "A>0" ability.
        zeroed = False
    numerator, denominator, multiplier_seq = 1, 1, -1
    additions = 0
    halvings = 0
    base_set: int | None = None
    set_seq = -1
    copied = False
    # Bo-595: the printed value read (BaseColumn may read another column) and its latest factor.
    printed, base_factor, base_factor_seq = base, 1, -1
    # B-8.8: the immunity is read here, so it also ignores modifiers made before it was granted
    # (a battle-start effect resolves before a continuous ability at attack confirmation).
    immune = ATTACK_MODIFICATION in me.immunities
    # `modifier` is read only in the branch of its class (mypy cannot narrow on `kind`, and an
    # isinstance per branch would cost more than the loop).
    modifier: Any
    for modifier in modifiers.attack[player]:
        kind = type(modifier)
        if immune and kind in MODIFICATION_KINDS:
            continue
        if kind is BaseAttackAdd:
            base += modifier.amount
        elif kind is BaseColumn:
            base += card.attack(modifier.column) - card.attack(column)
            printed = card.attack(modifier.column)
        elif kind is BaseMultiply:
            if modifier.seq > base_factor_seq:
                base_factor, base_factor_seq = modifier.factor, modifier.seq
        elif kind is ZeroColumn:
            if modifier.column == column:
                zeroed = True
        elif kind is AttackMultiply:
            # B-8.4: multipliers never stack; the most recently activated one applies.
            if modifier.seq > multiplier_seq:
                numerator, denominator, multiplier_seq = (
                    modifier.numerator,
                    modifier.denominator,
                    modifier.seq,
                )
        elif kind is AttackAdd:
            additions += modifier.amount
        elif kind is AddColumn:
            additions += card.attack(modifier.column)
        elif kind is AddLostColumn:
            additions += card.lost_points[_LOST_COLUMNS.index(modifier.column)] * modifier.factor
        elif kind is AttackHalve:
            halvings += 1
        elif kind is AttackSet and modifier.seq > set_seq:
            base_set, set_seq, copied = modifier.value, modifier.seq, False
        elif kind is AttackCopy and copying and modifier.seq > set_seq:
            # St-211: the opponent's value (B-8 steps 1-7 with its modifiers), read below.
            set_seq, copied = modifier.seq, True
    # B-8.2: "double the basic attack" doubles the printed value the base is made of.
    base += printed * (base_factor - 1)
    if zeroed and ZERO_COLUMN + column in me.immunities:
        # B-8.3: an ability (or an option) that keeps this column from going to zero.
        zeroed = False
    if zeroed and not (column == "A" and not card.a_can_be_zeroed):
        # B-8.3: zeroing also wipes out the "base attack +X" additions.
        base = 0
    if copied:
        opponent = state.players[1 - player]
        base_set = _modified_value(state, 1 - player, modifiers, copying=False) if opponent.digimon else 0
    if base_set is not None:
        base = base_set
    # B-8.4-6 in integers: v = base × n / d + additions, floored at 0; B-8.7 halving after,
    # rounding down once at the end.
    value = base * numerator + additions * denominator
    if value < 0:
        value = 0
    return int(value // (denominator * (2**halvings)))


# RULES 1.6: the order of a lost-point table's columns.
_LOST_COLUMNS = ("III", "IV", "Perfect", "Ultimate")

# The printed attack column a battle type attacks with (B-3, B-8.1); no type attacks with none.
_COLUMN_OF_TYPE = {"A": 0, "B": 1, "C": 2}
# The immunities that keep an A attack from B-8.3's zeroing by the opponent's C attack.
_A_ZEROING_IMMUNITIES = (ZERO_BY_ATTACK + "A", ZERO_COLUMN + "A")


def _printed_value(me: PlayerState, card: CardRecord, opponent: PlayerState) -> int:
    """`attack_value` of `me`'s top `card` with no modifier in play (most battles of vanilla decks):
    only B-3's printed column and B-8.3's zeroing by a C attack apply, so the modifier scans are
    skipped. Asked for both sides at every battle and at every trial of a bot."""
    if not opponent.digimon:
        return 0
    opponent_card = opponent.deck[opponent.digimon[-1]]
    column = _COLUMN_OF_TYPE.get(opponent_card.battle_type)
    if column is None:
        return 0
    if (
        column == 0
        and opponent_card.c_zeroes_a
        # The opponent attacks with the column of my printed type (B-3).
        and card.battle_type == "C"
        and card.a_can_be_zeroed
        and not (me.immunities and any(name in me.immunities for name in _A_ZEROING_IMMUNITIES))
    ):
        return 0
    return max(card.attacks[column], 0)


def _lost_table(state: GameState, loser: int) -> tuple[int, int, int, int] | None:
    """The latest lost-point table set for `loser` this turn (LOST_TABLE), or None."""
    latest: LostTable | None = None
    for modifier in state.modifiers:
        if (
            type(modifier) is LostTable
            and modifier.player == loser
            and (latest is None or modifier.seq > latest.seq)
        ):
            latest = modifier
    return latest.table if latest is not None else None


_LOST_COLUMNS = ("III", "IV", "Perfect", "Ultimate")


def _lost_column(state: GameState, winner: int, digimon: int) -> str:
    """The column the latest LostColumn on the winning Digimon `digimon` names, or ""."""
    latest: LostColumn | None = None
    for modifier in state.modifiers:
        if (
            type(modifier) is LostColumn
            and modifier.player == winner
            and modifier.source == digimon
            and (latest is None or modifier.seq > latest.seq)
        ):
            latest = modifier
    return latest.column if latest is not None else ""


def lost_points(state: GameState, loser: int) -> int:
    """P-3: the loser's table in the winner's level column, then lost-point modifiers."""
    beaten, beating = state.players[loser], state.players[1 - loser]
    if not beaten.digimon or not beating.digimon:
        return 0
    # The two top Digimon, read from the boxes without top_card calls (asked at every battle won).
    loser_card = beaten.deck[beaten.digimon[-1]]
    winner_card = beating.deck[beating.digimon[-1]]
    if state.modifiers and (table := _lost_table(state, loser)) is not None:
        # "Change your lost points to 'III10 IV10 P10 U10'" (Bo-795): that table instead of the card's.
        loser_card = replace(loser_card, lost_points=table)
    # RULES 6.1, or the column a Spirit tied to the winner names (engine.spirits), or the column an
    # effect names for the winning Digimon (LostColumn, the latest).
    amount = spirits.lost_against(state, 1 - loser, loser_card, winner_card)
    if state.modifiers and (column := _lost_column(state, 1 - loser, beating.digimon[-1])):
        amount = loser_card.lost_points[_LOST_COLUMNS.index(column)]
    factor, factor_seq, additions = 1, -1, 0
    for modifier in state.modifiers:
        if type(modifier) is LostMultiply:
            # P-3: lost-point multipliers follow B-8: the last one wins, additions stack.
            if modifier.player == loser and modifier.seq > factor_seq:
                factor, factor_seq = modifier.factor, modifier.seq
        elif type(modifier) is LostAdd and modifier.player == loser:
            additions += modifier.amount
    total = max(0, amount * factor + additions)
    # "You may reduce your lost points by 10 (however, it cannot become zero)" (Bx-34): each cut is
    # made only when it leaves some lost points.
    for modifier in state.modifiers:
        if type(modifier) is LostCut and modifier.player == loser and total - modifier.amount > 0:
            total -= modifier.amount
    return total
