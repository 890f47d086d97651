"""The other modifiers: hand limits (T-P1, T-P2), supports (B-10), the traits of the battling Digimon
(RULES 1.8), evolution marks, and the markers of options and tied cards (O-N2, A-2, O-L2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gameplay.engine.modifiers.tagged import Tagged


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
class FirstAttackerOpens(Tagged):
    """The Battle Phase's use windows start with the first player, not the second (B-4): "change the
    order of the usage of Option cards during the battle phase to 'First Attacker > Second Attacker >
    First Attacker'" (St-374, St-381)."""

    kind: ClassVar[str] = "first_attacker_opens"


@dataclass(frozen=True, slots=True, kw_only=True)
class NoFaceDownUse(Tagged):
    """The player may not use a face-down card of its option slots (turn it face-up, or pay it into
    the Power Box from its slot); its face-up cards it may still use: "Both you and your opponent
    become unable to use any face-down cards in their slots" (CD-12)."""

    kind: ClassVar[str] = "no_face_down_use"


@dataclass(frozen=True, slots=True, kw_only=True)
class SlotOneOnly(Tagged):
    """The player may use no card of its option slots 2 and 3 (turn it face-up, or pay it into the
    Power Box from there); slot 1 and the Power Box it still uses: "your opponent's Nightmare Soldiers
    Digimon become unable to use any cards placed outside of their slot 1 or power box" (Bo-1057)."""

    kind: ClassVar[str] = "slot_one_only"


@dataclass(frozen=True, slots=True, kw_only=True)
class NoSetting(Tagged):
    """The player sets no Option card (T-P6, nor from the hand in battle), except a card protected from
    the source card by name ("This card can be set even when Particle Worm No. 2 is in effect"):
    "While this card is activated, the opponent cannot set any Option cards" (Bo-980)."""

    kind: ClassVar[str] = "no_setting"


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionWatch(Tagged):
    """The source option stays in its slot only until the option `watched` of the player loses its
    effect: once none of the cards its watches name is in use, it leaves for the Dark Area
    (moves.slot_to_dark_area): "This card remains in its slot and continues its effects until the
    opponent's card with 'Particle Worm' in its name loses its effect" (Sx-27)."""

    kind: ClassVar[str] = "option_watch"
    watched: int

    def row_values(self) -> tuple[int, int, str]:
        return self.watched, 1, ""


@dataclass(frozen=True, slots=True, kw_only=True)
class LossWatch(Tagged):
    """The source option leaves its slot for the Dark Area once the player has `amount` points fewer
    than the `start` it had when the effect took place (moves.change_points): "Once your opponent has
    lost 30 or more points since the point when this card's effects were activated, immediately send
    this card to the Dark Area" (Bo-980)."""

    kind: ClassVar[str] = "loss_watch"
    start: int
    amount: int

    def row_values(self) -> tuple[int, int, str]:
        return self.start, self.amount, ""


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


@dataclass(frozen=True, slots=True, kw_only=True)
class SlotLeavesAtEndOfTurn(Tagged):
    """The option card `source` leaves its slot at the end of this turn (options.end_turn): "at the
    end of the turn during which the opponent loses points due to the effects of this card" (Bo-304)."""

    kind: ClassVar[str] = "slot_leaves"


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
class SpeciesChange(Tagged):
    """The type of the Digimon `digimon` becomes `species` (RULES 1.9, "Change the type of one of the
    Digimon on your or your opponent's sheet to Insect type", Bo-688) while it battles."""

    kind: ClassVar[str] = "species"
    digimon: int
    species: str

    def row_values(self) -> tuple[int, int, str]:
        return self.digimon, 1, self.species


@dataclass(frozen=True, slots=True, kw_only=True)
class LostKeyword(Tagged):
    """ "All Digimon lose the ability 'sky'" (Bo-548): the keyword lost while the source lasts."""

    kind: ClassVar[str] = "lost_keyword"
    keyword: str

    def row_values(self) -> tuple[int, int, str]:
        return 0, 1, self.keyword


@dataclass(frozen=True, slots=True, kw_only=True)
class NoIgnoreEvolution(Tagged):
    """The player cannot evolve ignoring the evolution conditions."""

    kind: ClassVar[str] = "no_ignore_evolution"


@dataclass(frozen=True, slots=True, kw_only=True)
class EvolutionCost(Tagged):
    """EC-4: every evolution, fusion and appearance of the player asks `count` more hand cards that
    pass the card test `card_filter`, sent to the Dark Area: "For this turn, add 'Send two additional
    Digimon cards from your hand to the Dark Area' to the opponent's evolution requirements field"
    (Bo-646). Ignoring a step's evolution conditions ignores it too (RULES 4.2)."""

    kind: ClassVar[str] = "evolution_cost"
    count: int
    card_filter: str

    def row_values(self) -> tuple[int, int, str]:
        return self.count, 1, self.card_filter


@dataclass(frozen=True, slots=True, kw_only=True)
class MarksEitherWay(Tagged):
    """EC-1: the player's ●/× Power Box cards meet the marks of an evolution requirement whichever
    way they face (CD-10)."""

    kind: ClassVar[str] = "marks_either_way"


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


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionRewrite(Tagged):
    """ "Change the part of the effects of your 'Organic Fertilizer' card that states 'add 20' to
    'add 200'": while it lasts, the player's Option cards whose name key (RULES 2.1) is `name` run
    with the printed number `old` read as `new` (engine.option_rewrites)."""

    kind: ClassVar[str] = "option_rewrite"
    name: str
    old: int
    new: int

    def row_values(self) -> tuple[int, int, str]:
        return self.old, self.new, self.name


@dataclass(frozen=True, slots=True, kw_only=True)
class SupportGainsMirror(Tagged):
    """ "When the opponent's attack power is increased or multiplied due to their support abilities,
    you gain the same modifications to your attack power" (Bo-119t): while it lasts, the player gets
    a copy of each attack gain the opponent's support abilities give (engine.support_mirrors)."""

    kind: ClassVar[str] = "support_gains_mirror"
