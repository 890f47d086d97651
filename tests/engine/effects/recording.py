"""A recording test double of `EffectContext`: queries answer from fixed values, actions are logged."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from gameplay.engine.effects.base import Column, Side
from gameplay.engine.effects.families import cards, evolution, options
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
    # attack_value / base_attack answers (the B-8 value now, and the printed A, B, C attacks).
    attack_value: int = 0
    attacks: tuple[int, int, int] = (0, 0, 0)
    # top_of_net_ocean_is answers (Bo-150: the drawn card passes the filter).
    top_of_net_ocean_is: bool = True
    # What `evolved_by` answers: why the battling Digimon was last put on top (E-6.5).
    evolved_by: str = ""
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
        self, player: int | None, kind: type[Modifier], /, *, lifetime: str = "", **fields: Any
    ) -> None:
        # Recorded in the modifier's serialised terms (modifiers.Tagged.row_values).
        made = kind(player=player or 0, seq=0, source=NONE, source_player=0, lifetime=lifetime, **fields)
        a, b, column = made.row_values()
        self._record("modify", player, kind.kind, a, b, column, lifetime)

    def _record(self, *call: Any) -> None:
        self.calls.append(call)

    def add_lost_points(self, side: Side, amount: int) -> None:
        self._record("add_lost_points", side, amount)

    def set_draw_loss(self, side: Side, amount: int) -> None:
        self._record("set_draw_loss", side, amount)

    def discard_for_battle_type(self, side: Side) -> None:
        self._record("discard_for_battle_type", side)

    def appears_by_requirements(self, side: Side) -> bool:
        return self._view(side).appears

    def change_points(self, side: Side, delta: int) -> None:
        self._record("change_points", side, delta)

    def draw(self, side: Side, count: int) -> None:
        self._record("draw", side, count)

    def send_digimon_to_dark_area(self, side: Side) -> None:
        self._record("send_digimon_to_dark_area", side)

    def grant_keyword(self, side: Side, keyword: str) -> None:
        self._record("grant_keyword", side, keyword)

    def negate_specials(self, side: Side) -> None:
        self._record("negate_specials", side)

    def grant_immunity(self, side: Side, immunity: str) -> None:
        self._record("grant_immunity", side, immunity)

    def force_draw(self) -> None:
        self._record("force_draw")

    def used_this_turn(self) -> bool:
        return self.used_now

    def battle_won(self, side: Side) -> bool:
        return self._view(side).won

    def swap_points(self) -> None:
        self._record("swap_points")

    def return_to_battle(self) -> None:
        self._record("return_to_battle")

    def lose_keyword(self, side: Side, keyword: str) -> None:
        self._record("lose_keyword", side, keyword)

    def put_from_hand(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> None:
        self._record("put_from_hand", side, how, target_filter, requirements)

    def hand_fits(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> bool:
        return self._view(side).hand_size > 0

    def forbid_cards(self, side: Side, names: tuple[str, ...]) -> None:
        self._record("forbid_cards", side, names)

    def send_support_to_dark_area(self, side: Side, card_filter: str) -> None:
        self._record("send_support_to_dark_area", side, card_filter)

    def attack_last(self, side: Side) -> None:
        self._record("attack_last", side)

    def add_trait(self, side: Side, trait: str, value: str) -> None:
        self._record("add_trait", side, trait, value)

    def stack_user_at_end_of_turn(self) -> None:
        self._record("stack_user_at_end_of_turn")

    def add_paid_attack(self, column: Column) -> None:
        self._record("add_paid_attack", column)

    def change_attribute(self, side: Side, attributes: frozenset[str], kept_after_evolution: bool) -> None:
        self._record("change_attribute", side, attributes, kept_after_evolution)

    def restrict_fields(self, side: Side, fields: tuple[str, ...]) -> None:
        self._record("restrict_fields", side, fields)

    def keep_attribute_change(self, side: Side) -> None:
        self._record("keep_attribute_change", side)

    def source_name(self) -> str:
        return self.source_card_name

    def phase(self) -> str:
        return self.game_phase

    def leave_at_end_of_turn(self) -> None:
        self._record("leave_at_end_of_turn")

    def place_beside_digimon(self, until_attribute_changed: bool) -> None:
        self._record("place_beside_digimon", until_attribute_changed)

    def stack_on_card(self, names: tuple[str, ...], option_type: str) -> None:
        self._record("stack_on_card", names, option_type)

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
# and points families act through `modify`, which the context records itself.
RECORDED_FAMILIES = (cards, evolution, options)


def record_family_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each public function of RECORDED_FAMILIES, given a RecordingContext, records its call there as
    ("name", *arguments) instead of acting; given the engine's context it acts. The functions
    themselves are tested on a real state (tests/engine)."""
    for module in RECORDED_FAMILIES:
        for name, function in list(vars(module).items()):
            if inspect.isfunction(function) and function.__module__ == module.__name__ and name[0] != "_":
                monkeypatch.setattr(module, name, functools.partial(_recorded, name, function))


def _recorded(name: str, function: Callable[..., None], ctx: Any, *args: Any) -> None:
    if isinstance(ctx, RecordingContext):
        ctx._record(name, *args)
    else:
        function(ctx, *args)
