"""The contract between card effects and the engine (DESIGN rule 6).

An effect is data: a small frozen dataclass whose class has a `kind` string, registered in
`EFFECT_KINDS`, one class per kind in its own module of this package. The engine applies an
effect by calling `effect.apply(ctx)` with an `EffectContext`: the engine's narrow, side-relative
interface to the game state. It reads the state through the read-only `EffectQueries` (all that a
`Condition` may use) and changes it only through the state primitives of `EffectContext`. "self"
is the owner of the card whose text produced the effect.

The compiler (`gameplay.compiler.text`) turns a card text into `CompiledText`: abilities, each a trigger,
an optional condition and a tuple of effects. Text it cannot read stays `manual`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Protocol

from gameplay.engine.modifiers import Modifier

Side = Literal["self", "opponent"]
Column = Literal["A", "B", "C"]
# A player's card zones that card effects move cards between (effects.families.cards).
Zone = Literal["hand", "dark_area", "net_ocean", "point_gauge"]
# Where `EffectContext.move_card` may also put a card: face-down into a free option slot (Re-80).
Destination = Zone | Literal["slot"]
# What a player holds as a list (effects.families.traits): granted keywords and immunities, and the
# names of the cards they may not use.
Granted = Literal["keywords", "immunities", "forbidden"]
LostColumn = Literal["III", "IV", "Perfect", "Ultimate"]
# What `EffectContext.set_flag` sets: this battle made a draw (P-1, the player is ignored), the
# player made this turn's second player (RULES 0.3), the player's next evolution may ignore the
# evolution conditions.
Flag = Literal["forced_draw", "second_player", "ignore_conditions"]

# What an effect's text is printed on (EffectQueries.source_kind): a Digimon's ability, a support's
# text, an option's text or a Power Box card's text.
DIGIMON = "digimon"
SUPPORT = "support"
OPTION = "option"
POWER = "power"

# When an ability or option effect acts.
Trigger = Literal[
    "continuous",  # while the source is active (in the Digimon Box / face-up in its slot)
    "on_use",  # when the option is flipped or activated, or the ◎/■ ability is used
    "on_evolve",  # "when you evolve into this Digimon" (E-6.5)
    "battle_start",  # "at the start of battle" (B-2)
    "on_win",  # "when this Digimon wins the battle"
    "on_lose",  # "when this Digimon loses the battle"
    "point_calc",  # Point Calculation Phase ② / ④ windows
    "on_draw",  # "when the battle ends in a draw" (P-1, P-3), added for the compiler
    "on_swap",  # "for the turn during which this card was swapped in" (E-2), added for the compiler
    "battle_end",  # "at the end of the battle phase, regardless of whether you won or lost" (B-9)
    "after_points",  # "after point calculation, regardless of whether you won or lost" (after P-3)
    "sent_away",  # an option's "when this card is sent to the Dark Area" (moves.slot_to_dark_area)
    "calc_start",  # "at the start of the Point Calculation Phase" (P-1, once the Battle Phase has ended)
    "opponent_evolved",  # "after their evolution phase": the end of the opponent's E-3/E-4 step
    "opponent_evolves",  # "when your opponent's Digimon evolves": each evolution, as it arrives (E-6.5)
    "self_flips",  # "for every Option card they turn face-up": the owner turns another option face-up
    "opponent_flips",  # … the opponent turns an option face-up (options.use_option)
    # An option card sent from its slot to the Dark Area by the effect of the opponent's Option card
    # or Digimon ability, face-up or face-down, invalidation included (Bo-651): options.removed.
    "sent_away_by_opponent",
    # … removed from its slot while face-down by the effect of an Option card or Digimon ability,
    # wherever it goes (Bo-490): options.removed.
    "removed_face_down",
    # "At the end of the turn, stack this card onto your point gauge, and directly reduce your points
    # by 30" (St-919): P-5 (d), as a card used into the Support Box leaves (engine.hand_support).
    "turn_end",
]

Status = Literal["compiled", "partial", "manual"]


class EffectQueries(Protocol):
    """What an effect's condition and its family may read of the game, without changing it: the
    engine's read-only, side-relative view of its state. "self" is the source's owner."""

    # The battling Digimon and the players, as conditions read them.
    def level(self, side: Side) -> str: ...
    def battle_type(self, side: Side) -> str: ...
    def attributes(self, side: Side) -> frozenset[str]: ...
    def species(self, side: Side) -> str: ...
    def fields(self, side: Side) -> frozenset[str]: ...
    def keywords(self, side: Side) -> frozenset[str]: ...
    def points(self, side: Side) -> int: ...
    def hand_size(self, side: Side) -> int: ...
    def name(self, side: Side) -> str: ...
    # "blue frame" / "red frame" conditions read the card frame colour, lower-case as the catalog
    # prints it ("blue", "red", "gold").
    def frame(self, side: Side) -> str: ...
    # "when there is a Wolfmon on your sheet": a card of this name (without a disambiguator such as
    # "(3)") is in `side`'s Digimon Box or Support Box (B-10.10).
    def on_sheet(self, side: Side, name: str) -> bool: ...
    # The battling Digimon's groups, as the catalog's Group column prints them ("Royal Knights",
    # "Warrior Ten", "Partner"; usually none).
    def groups(self, side: Side) -> frozenset[str]: ...
    # The column `side` attacks with now (B-8 step 1), "A", "B" or "C".
    def attack_column(self, side: Side) -> str: ...
    # How many of `side`'s cards in `zone` pass `card_filter` (the filter words of `Cost`). Zones:
    # "sheet" (Digimon Box and Support Box, B-10.10), "support_box", "slots", "slots_face_down",
    # "slots_face_up", "hand"; "+" joins zones ("slots+support_box"); "special_lines" counts the ◎
    # lines of `side`'s battling Digimon instead of cards (RULES 1.7, Sp-12).
    def count_cards(self, side: Side, zone: str, card_filter: str) -> int: ...
    # The phase the game is in, "preparation", "evolution", "battle" or "point_calculation"
    # ("during your Preparation Phase, you may …").
    def phase(self) -> str: ...
    # What `side`'s battling Digimon card prints (requirements, RULES 7.3): its card number
    # ("Bo-142t") and its evolution (fusion) requirements field as printed ("Gargomon (Armor
    # Evolution) + Winning Percentage: 60%!"); "" with an empty Digimon Box.
    def card_number(self, side: Side) -> str: ...
    def evolution_text(self, side: Side) -> str: ...
    # "when facing a Digimon who has an effect or ability that states "Cannot lose its special
    # abilities"" (Bo-53t): what the compiled ◎ and information lines of `side`'s battling Digimon
    # do, as "<kind>", "<kind>:<side>" and "immunity:<immunity>" names (conditions.prints_effect).
    def printed_effects(self, side: Side) -> frozenset[str]: ...
    # The lost points printed on `side`'s battling Digimon in `column` (RULES 1.6), before any P-3
    # change; 0 with an empty Digimon Box.
    def printed_lost_points(self, side: Side, column: LostColumn) -> int: ...
    # "when you evolve into this Digimon due to the effects of the opponent's Option cards" (E-6.5):
    # why `side`'s battling Digimon was last put on top, "" for its own Evolution steps (or an
    # appearance), else "<own|opponent>_<option|ability>" of the effect that evolved it.
    def evolved_by(self, side: Side) -> str: ...
    # "If you Jogress evolved from two Digimon" (St-256), "when you evolve using the card '…'"
    # (Bo-1037), "the turn during which you evolved from a red frame Digimon" (Bx-86): whether
    # `side`'s battling Digimon was last put on top that way (conditions.evolved_through: `how` is
    # "jogress", "card" (`match` the card's name), "from" (`match` the covered Digimon's test) or
    # "began_from" (`match` the test of the Digimon a warp evolution began from, E-6)).
    def evolved_through(self, side: Side, how: str, match: str) -> bool: ...
    # "A Level IV Digimon that has been evolved to before" (Bo-269): whether `side`'s battling
    # Digimon bears the name (RULES 2.1) of a Digimon of `level` that `side` evolved into earlier in
    # the game (not its latest evolution while it is being carried out: `PlayerState.evolved_log`
    # records a step once it is done).
    def evolved_name_before(self, side: Side, level: str) -> bool: ...
    # "when your Digimon is last to attack" (Bx-9): whether `side` is the second player (後攻) of
    # this turn, the one that attacks last (RULES 0.3, 4.0).
    def attacks_last(self, side: Side) -> bool: ...
    # `side`'s B-8 attack value now ("if your attack power is lower than the opponent's at the point
    # of time when this card is used"), and the attack its battling Digimon prints in `column` ("a
    # basic A attack of 600 or more written on its card"); 0 with an empty Digimon Box.
    def attack_value(self, side: Side) -> int: ...
    def base_attack(self, side: Side, column: Column) -> int: ...
    # Whether `side`'s battling Digimon has appearance requirements (E-9) among its evolution
    # requirements ("Digimon that evolve through appearance requirements").
    def appears_by_requirements(self, side: Side) -> bool: ...
    # Bo-799: the Digimon names the battling Digimon's evolution requirements name ("from" and
    # Jogress requirements, RULES 4.2), as RULES 2.1 name keys.
    def evolution_names(self, side: Side) -> frozenset[str]: ...
    # Bo-698: whether the source option was used (flipped) in this turn; whether this battle's
    # result (P-1) is a win for `side`.
    def used_this_turn(self) -> bool: ...
    def battle_won(self, side: Side) -> bool: ...
    # Whether `side`'s hand holds a Digimon that `EffectContext.put_on_top_from_hand` could put on
    # top `how` ("evolve" or "switch"), passing `target_filter` and paying `requirements`.
    def hand_fits(self, side: Side, how: str, target_filter: str, requirements: tuple[str, ...]) -> bool: ...
    # The printed name of the card whose text this is ("the same background as this card": a Field
    # named after a field, St-167 'Wind Guardians').
    def source_name(self) -> str: ...
    # Whether the source option lies on a card in its owner's slots (engine.beside).
    def stacked(self) -> bool: ...
    # "If the card you drew was a Digimon card, …" (Bo-150): whether the top card of `side`'s Net
    # Ocean passes `card_filter` (False when it is empty).
    def top_of_net_ocean_is(self, side: Side, card_filter: str) -> bool: ...
    # What the player chose when using the source option (O-3: "A", "self", "both", "3", the `Use`
    # action's `choice`); "" when nothing was chosen.
    def choice(self) -> str: ...
    # `side`'s attributes without the changes that cards of these names made ("When your Digimon's
    # attribute is Virus, add 200 (excluding changes made by a Dark Seventh card)", Bo-856).
    def attributes_apart_from(self, side: Side, names: tuple[str, ...]) -> frozenset[str]: ...

    # What the effect families (effects.families) read, by player index. `owner` is "self";
    # `source_kind` the kind of the card whose text this is ("digimon", "option", "power", "support"),
    # `source` that card (its index in the owner's deck).
    owner: int
    source_kind: str
    source: int

    # The player `side` names, or None when this effect cannot reach them (O-K2 immunity); as
    # `target`, and None too when that player is "unaffected by all attack modification" (B-8.8).
    def target(self, side: Side) -> int | None: ...
    def attack_target(self, side: Side) -> int | None: ...
    # Whether a modifier of `kind` (a class of engine.modifiers) applies to `player`.
    def has_modifier(self, player: int, kind: type[Modifier]) -> bool: ...
    # The points family's battle reads: whether `player` is immune to this effect's added lost
    # points (the opponent's "further reduce", of any battle or of this battle's result, P-1), what
    # a draw costs each player (P-3, A-1), whether either battling Digimon is immune to forced draws.
    def refuses_added_loss(self, player: int | None) -> bool: ...
    def draw_penalty(self) -> int: ...
    def refuses_forced_draw(self) -> bool: ...
    # The traits family's reads: the card index of `player`'s battling Digimon; what `player` holds
    # of `what` (in order); the cards in `player`'s slots whose gifts go with the Digimon's special
    # abilities (B-11.5); what a card's compiled text does.
    def battling(self, player: int) -> int: ...
    def granted(self, player: int, what: Granted) -> tuple[str, ...]: ...
    def lost_with_specials(self, player: int) -> tuple[int, ...]: ...
    def card_effects(self, player: int, card: int) -> tuple[Effect, ...]: ...
    # The zones of a player (bottom first: the top of the Net Ocean, Dark Area and point gauge is
    # the last card); `matches` applies the filter words of `Cost`; `named_cards` are the cards the
    # player named for this use (the Use action's `pay`, the owner's only), taken first where the
    # player picks; `hand_limit` is the upper limit of the player's hand in force (T-P1).
    def cards(self, player: int, zone: Zone) -> tuple[int, ...]: ...
    def matches(self, player: int, card: int, card_filter: str) -> bool: ...
    def named_cards(self, player: int) -> tuple[int, ...]: ...
    def hand_limit(self, player: int) -> int: ...
    # The option slots (index 0..2): `slots_in_reach` yields (index, card) of `player`'s occupied
    # slots, in `order`, that this effect may reach `how` ("invalidation", "dark_area", "hand":
    # never its own source, nor a card its timing column protects, RULES 7.8), reading them as it
    # goes; `pending_use` is the slot of `player`'s option use awaiting an interrupt (B-6), if any;
    # `immune_to_opponent` whether `player` holds `immunity` against this effect, which comes from
    # the opponent; `source_slot` the slot of the source option (None when the source is no option
    # in its owner's slots).
    def slots_in_reach(
        self, player: int, how: str, order: Iterable[int] = range(3)
    ) -> Iterator[tuple[int, int]]: ...
    def face_up(self, player: int, index: int) -> bool: ...
    def slot_active(self, player: int, index: int) -> bool: ...
    def pending_use(self, player: int) -> int | None: ...
    def immune_to_opponent(self, player: int | None, immunity: str) -> bool: ...
    def source_slot(self) -> int | None: ...
    # `player`'s Power Box as (card, step, "up" | "side" | "card") (T-P4).
    def power_box(self, player: int) -> tuple[tuple[int, int, str], ...]: ...
    # The support box (B-10): `player`'s support Digimon (B-10.5: placed by a ■ ability), None when
    # there is none; the other cards put in the Support Box (last put last) and the attack a card of
    # `player`'s prints in `column`.
    def support_digimon(self, player: int) -> int | None: ...
    def support_box(self, player: int) -> tuple[int, ...]: ...
    # The Spirits in `player`'s Support Box that the battling Digimon appeared with (E-10, Bo-924).
    def tied_spirits(self, player: int) -> tuple[int, ...]: ...
    def printed_attack(self, player: int, card: int, column: Column) -> int: ...


class EffectContext(EffectQueries, Protocol):
    """What an effect may do to the game: the state primitives the effect families
    (effects.families) build on, beside the read-only `EffectQueries`. Implemented by the engine over
    its state (engine.effect_context)."""

    # Modifiers (engine.modifiers). `modify` adds one of `kind` (its own fields as keywords) to
    # `player`, nothing for None, tied to the card `on`: this effect's source by default, else a
    # card of the owner's (None: to no card). `lifetime` "" is the effect's own: its option's limit,
    # the phase or the turn. `drop_modifiers_of` ends the modifiers of `player`'s `card`;
    # `update_own_modifiers` sets `fields` on this source's modifiers of `kind` on `player`.
    def modify(
        self,
        player: int | None,
        kind: type[Modifier],
        /,
        *,
        on: int | None | Literal["source"] = "source",
        lifetime: str = "",
        **fields: Any,
    ) -> None: ...
    def drop_modifiers_of(self, player: int, card: int) -> None: ...
    def update_own_modifiers(self, player: int | None, kind: type[Modifier], /, **fields: Any) -> None: ...

    # Points and draws of the side this effect reaches: `delta` points (P-7 clamps, P-8 checks at
    # once), or, with `to`, the points of `side` set as they are (P-8 checked unless `check` is
    # False; no immunity applies, the family has checked the reach).
    def change_points(
        self, side: Side, delta: int = 0, *, to: int | None = None, check: bool = True
    ) -> None: ...
    def draw(self, side: Side, count: int) -> None: ...
    # A flag of the game or of `player` (see `Flag`).
    def set_flag(self, flag: Flag, player: int) -> None: ...

    # The traits primitives (effects.families.traits): one more of what `player` holds of `what`,
    # or, with `withdraw`, one less; `shield_from_options` ends what options did to `player` when
    # `immunity` keeps all (Field) options off them; `blank_ability_box` negates the battling
    # Digimon's special abilities and what they added, False when it cannot lose them (B-11.5).
    def grant(self, player: int, what: Granted, value: str, *, withdraw: bool = False) -> None: ...
    def shield_from_options(self, player: int, immunity: str) -> None: ...
    def blank_ability_box(self, player: int) -> bool: ...

    # Cards (effects.families.cards, options): `card` of `player` moves from wherever it is onto
    # the top of `to`: from a zone; from an option slot to the Dark Area (O-L2 ends what it gave) or
    # back to the hand; the support Digimon (B-10) or the battling Digimon to the Dark Area only (the
    # latter's modifiers and grants end, B-11.3); from a zone, "slot" sets it face-down in the first
    # free option slot it may be set in (T-P6), the hand when there is none (Re-80, which asked for
    # it). With `into_slot` (0..2) a hand card goes face down into that slot instead, and the slot's
    # card goes to `to` ("swap an Option card from your hand with a card already set in your slot",
    # Re-77). `shuffle` uses the state's PRNG (S-3); `spend_named` takes one of `named_cards`.
    def move_card(self, player: int, card: int, to: Destination, *, into_slot: int = -1) -> None: ...
    def shuffle(self, player: int, zone: Zone) -> None: ...
    def spend_named(self, card: int) -> None: ...
    # The source option leaves its slot keeping its effects (engine.beside): with no `onto`, "Stack
    # this card onto your Digimon" / "After use, place this card next to your Digimon", for the
    # space next to the battling Digimon (the Support Box), until that Digimon leaves the box (or,
    # with `until_attribute_changed`, its attribute is changed again), nothing with an empty Digimon
    # Box; with `onto`, "You may stack this card on top of a 'Tag' Item card placed in your slot":
    # onto the first card of those names and `option_type` in its owner's slots with nothing on it
    # yet, leaving with it; with `to_point_gauge`, "Stack this card onto your point gauge …, and it
    # will continue its effects until the end of the game" (Bo-749, Re-151): onto its owner's point
    # gauge, keeping its effects there.
    def place_source(
        self,
        onto: tuple[str, ...] = (),
        option_type: str = "",
        *,
        until_attribute_changed: bool = False,
        to_point_gauge: bool = False,
    ) -> None: ...

    # The evolution primitives (effects.families.evolution): one Power Box card placed anew (`tag`
    # "up", "side" or "card", T-P4). E-6.7, put a Digimon of `player`'s hand on top now, by
    # evolution (`how` "evolve": paying `requirements`, or ignoring the requirements when there are
    # none) or by a switch ("switch"); `target_filter` holds the filter words of
    # `EvolveInto.target_filter`; `cause` is what `evolved_by` answers then.
    def place_power_card(self, player: int, index: int, tag: str) -> None: ...
    def put_on_top_from_hand(
        self, player: int, how: str, target_filter: str, requirements: tuple[str, ...], cause: str
    ) -> None: ...


# The metadata of a field added after the engine version scheme (engine.version) to a card record
# or an effect kind: at its default value it is left out of the version's hash, so adding it moves
# only the cards that use it.
NEW_FIELD = {"version": "omitted at its default"}


class Effect:
    """Base of every effect kind. Subclasses are frozen dataclasses with a class-level `kind`."""

    kind: ClassVar[str]

    def apply(self, ctx: EffectContext) -> None:
        raise NotImplementedError

    def describe(self) -> str:
        """One line of plain English, for the log and the coverage report."""
        raise NotImplementedError


class Condition:
    """Base of conditions ("when facing an opponent with the ability 'sky'", "Level III only")."""

    kind: ClassVar[str]

    def holds(self, ctx: EffectQueries) -> bool:
        raise NotImplementedError


def owner_word(side: Side) -> str:
    """ "your" or "the opponent's": how effect descriptions name a side."""
    return "your" if side == "self" else "the opponent's"


EFFECT_KINDS: dict[str, type[Effect]] = {}
CONDITION_KINDS: dict[str, type[Condition]] = {}


def effect_kind(cls: type[Effect]) -> type[Effect]:
    """Class decorator: register an effect class under its `kind`."""
    EFFECT_KINDS[cls.kind] = cls
    return cls


def condition_kind(cls: type[Condition]) -> type[Condition]:
    """Class decorator: register a condition class under its `kind`."""
    CONDITION_KINDS[cls.kind] = cls
    return cls


@dataclass(frozen=True)
class Cost:
    """A price the player pays to use an ability, chosen by the player, not applied by an effect.

    `source` is where the cards come from ("hand", "net_ocean" or "hand_or_slots"); `card_filter`
    narrows which cards qualify ("any", "digimon", "option", "level:III", "frame:red", "name:Guilmon", ...).
    `count` is the number of cards per use; `hand_all` costs say "discard your whole hand" (then
    `count` is 0).
    """

    count: int
    # "hand_or_slots": the hand or the option slots ("Show the opponent 3 of your cards in your hand or
    # slot belonging to the category 'Elemental Body', and send them to your support box", Bo-970).
    source: Literal["hand", "net_ocean", "hand_or_slots"] = "hand"
    # ";"-joined tests a card must all pass: "digimon", "option", "type:Item" (option type),
    # "level:III|Perfect", "frame:red", "field:NSp", "attribute:Virus", "not_attribute:Virus",
    # "species:Puppet",
    # "group:D-Reaper", "name:Sakuyamon|Gigadramon" (any of the names, without "(3)"),
    # "name_contains:Mame|Giro" (the name contains one of the words), "route:appearance" (the card
    # has appearance requirements, E-9).
    card_filter: str = "any"
    hand_all: bool = False
    # Where the paid cards go: the Dark Area, or the Support Box ("send one Sandiramon card from
    # your hand to your support box, and add 500": not a support Digimon, B-10.5), or the point
    # gauge's effect-placed cards ("stack one 'We're Honor Students' card from your hand onto your
    # point gauge and add 300", St-743).
    to: Literal["dark_area", "support_box", "point_gauge"] = "dark_area"


# Option limits (RULES 7.4, O-L1..O-L3) and ability durations (B-10.7, B-11.2): when the card or
# its effect ends. Values: "immediately", "end_of_phase", "end_of_preparation_phase",
# "end_of_evolution_phase", "end_of_battle_phase", "end_of_turn", "end_of_next_turn",
# "after_turns:N", "until_removed" (stays until discarded or negated), "until_digimon_leaves"
# (also ends when the Digimon leaves the box, evolution and lifespan included),
# "until_digimon_loses" (also ends when the Digimon loses a battle), "until_lifespan"
# (P-5(c), A-28), "until_field_replaced" (O-F1), "to_point_gauge" (the card is stacked on the
# point gauge instead of the Dark Area when it ends), "cannot_be_discarded", "paid_into_power_box"
# (EC-2: paid as an evolution condition instead of set in a slot), "use_when_set" (may be activated
# right after it is set in T-P6, an exception to O-1: engine.preparation.usable_when_set),
# "use_when_set:second" (the same, only when its owner is the second player of the turn),
# "slot:N" (the card must be set in option slot N),
# "set_face_up" (T-P6: set face-up), "set_in:battle" (may also be set from the hand in a B-4 window,
# engine.hand_setting), "set_pays_net_ocean:N" / "set_pays_hand:N" (setting it face-up
# costs the top N Net Ocean cards, Bo-593, or N hand cards, Sp-1), "lost_with_specials" (what the
# card gives ends when the Digimon loses its special abilities, B-11.5), "until_opponent_lifespan" (the
# opponent's P-5 (c) ends it), "until_any_lifespan" (either
# player's P-5 (c) ends it), "after_evolution_step" (used only once its owner's evolution step is
# over), "only_one_but_hybrid" (7.5, a Hybrid may use a second copy): patterns/option_lines.py.
# Spirit cards (EC-7): "spirit", "spirit_place:…", "spirit_blocks:…", "lost_column:…",
# "ignores_spirit", "needs_spirit", "leaves_with:NAME", "one_choice": patterns/option_spirit.py.
# Cards placed next to the Digimon: "beside_when_paid:NAME": patterns/option_stacking.py.
# "paid_per_use": PAID_PER_USE. "menu:N": MENU_ITEM. "at_flip_only": AT_FLIP_ONLY.
Limit = str
# An option ability whose price is paid each time it is used while the card stays in its slot ("For
# every Digimon card you discard from your hand, add 50 to your attack power", O-C2), not once when the
# card is flipped (O-C1): engine.abilities offers it as a `UseAbility`.
PAID_PER_USE: Limit = "paid_per_use"
# "You may only use each of the following effects once until you hit the limit. 1) … 2) …": the
# ability is numbered effect N of the card's menu ("menu:N"), used once while the card stays in its
# slot (engine.option_menus); several abilities may share one number (a choice of outcomes).
MENU_ITEM: Limit = "menu:"
# An option effect whose condition is read only when the card turns face-up ("When this card turns
# face-up, send all of the opponent's Digimon with an attack power of 400 and below to the Dark
# Area", St-604): one that does not hold then does not wait for it (an exception to O-N2).
AT_FLIP_ONLY: Limit = "at_flip_only"
# "Send this card from your hand to your support box": used from the hand in a battle window into the
# Support Box (engine.hand_support); "support_box_one": "(1 card max)", one of its name there.
TO_SUPPORT_BOX: Limit = "to_support_box"
SUPPORT_BOX_ONE: Limit = "support_box_one"


@dataclass(frozen=True)
class CompiledAbility:
    """One ability line (or one option effect sentence) as the engine will run it."""

    text: str
    trigger: Trigger
    effects: tuple[Effect, ...]
    condition: Condition | None = None
    # Paid by the player when the ability is used (O-C2, "you may discard ... and ...").
    cost: tuple[Cost, ...] = ()
    # How many times it may be used per battle ("only once during battle", "(2 cards max)");
    # None means no printed cap.
    uses: int | None = None
    # When the option card (or the ability's effect) ends, see `Limit`.
    limits: tuple[Limit, ...] = ()
    # The printed line it comes from: "special" (◎), "support" (■), "info" (an information
    # line, which effects that negate special abilities do not touch, RULES 1.7) or "option".
    line: Literal["special", "support", "info", "option"] = "special"

    @property
    def menu_item(self) -> int:
        """The number N of a menu effect ("menu:N", MENU_ITEM), 0 for an ability outside a menu."""
        for limit in self.limits:
            if limit.startswith(MENU_ITEM):
                return int(limit[len(MENU_ITEM) :])
        return 0


@dataclass(frozen=True)
class CompiledText:
    """What the compiler made of one card's text: `manual` parts are played by hand."""

    status: Status
    abilities: tuple[CompiledAbility, ...]
    manual: tuple[str, ...] = ()
    # Options: a level-limit condition (O-N1) that must hold to flip the card; the card goes
    # to the Dark Area as soon as it stops holding.
    requirement: Condition | None = None
    # Options: "you may only place / use one of this card" (O-U1, O-U2).
    only_one: bool = False
    # Options: what cannot touch this card itself, from its timing column: "invalidation",
    # "dark_area" (cannot be sent there by effects), "frame:blue" (effects of blue frame cards),
    # "card:Infinity Tower" (effects of the named card).
    protections: tuple[str, ...] = ()
    # Digimon ■ lines: the condition printed before the placement ("When your points are 60 and
    # below, you may send this card … to the support box of a Hybrid level Digimon"), which must
    # hold for the card to be placed (B-10.3); the target ("a Hybrid level Digimon") only decides
    # whether the effect acts (B-10.4) and stays in the abilities' conditions. None: no condition.
    placement: Condition | None = None
    # Digimon: "Perfect Class." on a level-less card (Hybrid, D-Reaper) says which column of the
    # loser's lost-point table its wins read (RULES 1.3, 6.1 `lostPointColumnAs`): "IV",
    # "Perfect" or "Ultimate"; "" when the card does not say.
    lost_column_as: str = ""


@dataclass(frozen=True)
class OptionFields:
    """The `CardRecord` fields of an Option card that its printed text decides (RULES 7): read once
    by the compiler (patterns/option_record.py) and stored with the card's compiled effects, so that
    a record is built from stored data. Each field is the `CardRecord` field of the same name."""

    timing: str = ""
    allowed_levels: frozenset[int] = frozenset()
    limit: str = "phase"
    only_one: bool = False
    set_face_up: bool = False
    fixed_slot: int = 0
    pays_win_rates: frozenset[int] = frozenset()
    ignores_conditions: bool = False
    power_card: bool = False
    interrupt: bool = False


@dataclass(frozen=True)
class RequirementNote:
    """What a printed evolution or appearance condition note asks (RULES 4.2, E-8, EC-4, E-9), as
    the compiler read it (patterns/requirement_notes.py): the attribute the Digimon below must have
    or must not have (lower-case, "" for none), the level ordinal it must be (0: any), and `count`
    hand cards: a note's additional cards (EC-4), or those an appearance pays (E-9 / EC-6), whose
    card test `pays` names in the filter words of `Cost` ("" when the engine pays none)."""

    only_attribute: str = ""
    not_attribute: str = ""
    only_level: int = 0
    count: int = 0
    pays: str = ""


@dataclass(frozen=True)
class DigimonFields:
    """The `CardRecord` fields of a Digimon card that its printed condition texts decide: each
    printed note with what it asks (by its text, only those that ask something), and whether the
    evolution requirements field is a Spirit Evolution (EC-7), whose named card is its Spirit."""

    notes: tuple[tuple[str, RequirementNote], ...] = ()
    spirit_evolution: bool = False

    def note(self, text: str) -> RequirementNote:
        """What the note printed as `text` asks (nothing, for a note the compiler found empty)."""
        return next((note for printed, note in self.notes if printed == text), RequirementNote())
