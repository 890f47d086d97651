"""A recording test double of `EffectContext`: queries answer from fixed values, actions are logged."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

import pytest

from gameplay.engine.effects.base import Column, Side
from gameplay.engine.effects.families import attack, cards, evolution, options, points, traits
from gameplay.engine.modifiers import Modifier
from gameplay.engine.state import NONE


@dataclass
class SideView:
    level: str = "IV"
    battle_type: str = "A"
    attributes: frozenset[str] = frozenset({"Vaccine"})
    species: str = "Dragon"
    fields: frozenset[str] = frozenset({"NSp"})
    keywords: frozenset[str] = frozenset()
    points: int = 100
    hand_size: int = 6
    name: str = "Greymon"
    frame: str = "blue"
    sheet: frozenset[str] = frozenset()
    groups: frozenset[str] = frozenset()
    # count_cards answers: (zone, card filter) -> how many.
    counts: dict[tuple[str, str], int] = field(default_factory=dict)
    attack_column: str = "A"
    # What `battle_won` answers for this side.
    won: bool = False
    # What the battling Digimon card prints (RULES 7.3 requirements).
    card_number: str = "EXAMPLE-01"
    evolution_text: str = ""
    lost_points: tuple[int, int, int, int] = (30, 20, 10, 10)
    # Whether the battling Digimon has appearance requirements (E-9).
    appears: bool = False
    # What `evolution_names` answers (Bo-799).
    evolution_names: frozenset[str] = frozenset()
    # attack_value / base_attack answers (the B-8 value now, and the printed A, B, C attacks).
    attack_value: int = 0
    attacks: tuple[int, int, int] = (0, 0, 0)
    # top_of_net_ocean_is answers (Bo-150: the drawn card passes the filter).
    top_of_net_ocean_is: bool = True
    # What `evolved_by` answers: why the battling Digimon was last put on top (E-6.5).
    evolved_by: str = ""
    # What `evolved_through` answers: the (how, match) pairs that hold for this side.
    evolved_through: frozenset[tuple[str, str]] = frozenset()
    # What `attacks_last` answers: whether this side is the second player of the turn (RULES 0.3).
    attacks_last: bool = False


@dataclass
class RecordingContext:
    me: SideView = field(default_factory=SideView)
    opponent: SideView = field(default_factory=SideView)
    calls: list[tuple[Any, ...]] = field(default_factory=list)
    # The game phase `phase()` answers.
    game_phase: str = "battle"
    # What `used_this_turn()` answers: whether the source option was used in this turn.
    used_now: bool = True
    # What `stacked()` answers: whether the source lies on another card in the slots.
    is_stacked: bool = False
    # What `source_name()` answers: the printed name of the card whose text this is.
    source_card_name: str = ""
    # What `choice()` answers: the player's choice when the source option was used (O-3).
    chosen: str = ""

    def _view(self, side: Side) -> SideView:
        return self.me if side == "self" else self.opponent

    def level(self, side: Side) -> str:
        return self._view(side).level

    def battle_type(self, side: Side) -> str:
        return self._view(side).battle_type

    def attributes(self, side: Side) -> frozenset[str]:
        return self._view(side).attributes

    def species(self, side: Side) -> str:
        return self._view(side).species

    def fields(self, side: Side) -> frozenset[str]:
        return self._view(side).fields

    def keywords(self, side: Side) -> frozenset[str]:
        return self._view(side).keywords

    def points(self, side: Side) -> int:
        return self._view(side).points

    def hand_size(self, side: Side) -> int:
        return self._view(side).hand_size

    def name(self, side: Side) -> str:
        return self._view(side).name

    def frame(self, side: Side) -> str:
        return self._view(side).frame

    def on_sheet(self, side: Side, name: str) -> bool:
        return name in self._view(side).sheet

    def count_cards(self, side: Side, zone: str, card_filter: str) -> int:
        return self._view(side).counts.get((zone, card_filter), 0)

    def groups(self, side: Side) -> frozenset[str]:
        return self._view(side).groups

    def attack_column(self, side: Side) -> str:
        return self._view(side).attack_column

    def card_number(self, side: Side) -> str:
        return self._view(side).card_number

    def evolution_text(self, side: Side) -> str:
        return self._view(side).evolution_text

    def evolved_by(self, side: Side) -> str:
        return self._view(side).evolved_by

    def evolved_through(self, side: Side, how: str, match: str) -> bool:
        return (how, match) in self._view(side).evolved_through

    def attacks_last(self, side: Side) -> bool:
        return self._view(side).attacks_last

    def printed_lost_points(self, side: Side, column: str) -> int:
        return self._view(side).lost_points[("III", "IV", "Perfect", "Ultimate").index(column)]

    def attack_value(self, side: Side) -> int:
        return self._view(side).attack_value

    def base_attack(self, side: Side, column: Column) -> int:
        return self._view(side).attacks["ABC".index(column)]

    # The state primitives (EffectContext): "self" is player 0; a modifier is recorded as
    # ("modify", player, kind, a, b, column, lifetime).
    owner: int = 0

    def target(self, side: Side) -> int | None:
        return 0 if side == "self" else 1

    def attack_target(self, side: Side) -> int | None:
        return self.target(side)

    def has_modifier(self, player: int, kind: type[Modifier]) -> bool:
        return False

    def modify(
        self,
        player: int | None,
        kind: type[Modifier],
        /,
        *,
        on: int | None | Literal["source"] = "source",
        lifetime: str = "",
        **fields: Any,
    ) -> None:
        # Recorded in the modifier's serialised terms (modifiers.Tagged.row_values).
        made = kind(player=player or 0, seq=0, source=NONE, source_player=0, lifetime=lifetime, **fields)
        a, b, column = made.row_values()
        self._record("modify", player, kind.kind, a, b, column, lifetime)

    def _record(self, *call: Any) -> None:
        self.calls.append(call)

    def refuses_added_loss(self, player: int | None) -> bool:
        return False

    def draw_penalty(self) -> int:
        return 10

    def refuses_forced_draw(self) -> bool:
        return False

    def set_flag(self, flag: str, player: int) -> None:
        self._record("set_flag", flag, player)

    def battling(self, player: int) -> int:
        return 0

    def granted(self, player: int, what: str) -> tuple[str, ...]:
        return ()

    def grant(self, player: int, what: str, value: str, *, withdraw: bool = False) -> None:
        self._record("withdraw" if withdraw else "grant", player, what, value)

    def shield_from_options(self, player: int, immunity: str) -> None:
        self._record("shield_from_options", player, immunity)

    def blank_ability_box(self, player: int) -> bool:
        self._record("blank_ability_box", player)
        return True

    def lost_with_specials(self, player: int) -> tuple[int, ...]:
        return ()

    def card_effects(self, player: int, card: int) -> tuple[Any, ...]:
        return ()

    def drop_modifiers_of(self, player: int, card: int) -> None:
        self._record("drop_modifiers_of", player, card)

    def update_own_modifiers(self, player: int | None, kind: type[Modifier], /, **fields: Any) -> None:
        self._record("update_own_modifiers", player, kind.kind, fields)

    def support_digimon(self, player: int) -> int | None:
        return None

    def support_box(self, player: int) -> tuple[int, ...]:
        return ()

    def printed_attack(self, player: int, card: int, column: Column) -> int:
        return 0

    def source_slot(self) -> int | None:
        return 0

    def place_source(
        self,
        onto: tuple[str, ...] = (),
        option_type: str = "",
        *,
        until_attribute_changed: bool = False,
        to_point_gauge: bool = False,
    ) -> None:
        self._record("place_source", onto, option_type, until_attribute_changed, to_point_gauge)

    def put_on_top_from_hand(
        self, player: int, how: str, target_filter: str, requirements: tuple[str, ...], cause: str
    ) -> None:
        self._record("put_on_top_from_hand", player, how, target_filter, requirements, cause)

    def appears_by_requirements(self, side: Side) -> bool:
        return self._view(side).appears

    def evolution_names(self, side: Side) -> frozenset[str]:
        return self._view(side).evolution_names

    def change_points(self, side: Side, delta: int = 0, *, to: int | None = None, check: bool = True) -> None:
        if to is None:
            self._record("change_points", side, delta)
        else:
            self._record("set_points", side, to)

    def draw(self, side: Side, count: int) -> None:
        self._record("draw", side, count)

    def used_this_turn(self) -> bool:
        return self.used_now

    def battle_won(self, side: Side) -> bool:
        return self._view(side).won

    def hand_fits(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> bool:
        return self._view(side).hand_size > 0

    def source_name(self) -> str:
        return self.source_card_name

    def phase(self) -> str:
        return self.game_phase

    def stacked(self) -> bool:
        return self.is_stacked

    def top_of_net_ocean_is(self, side: Side, card_filter: str) -> bool:
        return self._view(side).top_of_net_ocean_is

    def choice(self) -> str:
        return self.chosen

    def attributes_apart_from(self, side: Side, names: tuple[str, ...]) -> frozenset[str]:
        # The double has no attribute changes to leave out.
        return self._view(side).attributes


# The family modules whose functions an effect calls with its context (effects.families); the attack
# family and the points family's lost-point and outcome modifiers act through `modify`, which the
# context records itself, and the points family's other functions are recorded by name.
RECORDED_FAMILIES = (cards, evolution, options, traits)
RECORDED_ATTACK = ("add_paid_attack", "add_attack_for_shared_attribute")
RECORDED_POINTS = (
    "add_lost_points",
    "set_draw_loss",
    "force_draw",
    "swap_points",
    "return_to_battle",
    "attack_last",
    "stack_user_at_end_of_turn",
    "leave_at_end_of_turn",
)


def record_family_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each public function of RECORDED_FAMILIES, given a RecordingContext, records its call there as
    ("name", *arguments) instead of acting; given the engine's context it acts. The functions
    themselves are tested on a real state (tests/engine)."""
    for module in RECORDED_FAMILIES:
        for name, function in list(vars(module).items()):
            if inspect.isfunction(function) and function.__module__ == module.__name__ and name[0] != "_":
                monkeypatch.setattr(module, name, functools.partial(_recorded, name, function))
    for module, names in ((attack, RECORDED_ATTACK), (points, RECORDED_POINTS)):
        for name in names:
            monkeypatch.setattr(module, name, functools.partial(_recorded, name, getattr(module, name)))


def _recorded(name: str, function: Callable[..., None], ctx: Any, *args: Any) -> None:
    if isinstance(ctx, RecordingContext):
        ctx._record(name, *args)
    else:
        function(ctx, *args)
