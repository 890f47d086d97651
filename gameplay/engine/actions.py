"""Actions: small frozen dataclasses with a one-line text notation (DESIGN rule 2).

`repr(action)` is the constructor call; `str(action)` is the notation and `parse(text)` reads it
back. Card arguments are card ids, the index of the card in its owner's 30-card deck.
Manual actions (`AdjustAttack`, `AdjustPoints`, `MoveCard`, `Appear`) are how a player applies
ability text the engine cannot run (`manual`); `apply` accepts them, `legal_actions` does not
list them because their arguments are open-ended.
"""

from __future__ import annotations

from dataclasses import dataclass

from gameplay.engine.errors import BadNotation


def _ids(values: tuple[int, ...]) -> str:
    return ",".join(str(value) for value in values)


@dataclass(frozen=True, slots=True)
class Pass:
    """End the current step or window (T-P1..T-P6 stage, E-3/E-4 (d), B-4 window, P-2 window)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Discard:
    """T-P1: send a card from hand or an option slot to the Dark Area."""

    card: int

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Swap:
    """T-P3: put a Level III from hand face-down on the Level III (or into an empty box)."""

    card: int

    def __str__(self) -> str:
        return f"swap {self.card}"


@dataclass(frozen=True, slots=True)
class Prepare:
    """T-P4: put `card` in the Evolution Box as the next step, paying alternative `alt` of its
    condition with `pay` (win-rate, Digimental, jogress or spirit cards from hand or slots);
    ●/× marks are paid from the Net Ocean automatically. `alt` -1 pays with an
    "ignore evolution conditions" card."""

    card: int
    alt: int = 0
    pay: tuple[int, ...] = ()

    def __str__(self) -> str:
        text = f"prepare {self.card} alt {self.alt}"
        return f"{text} pay {_ids(self.pay)}" if self.pay else text


@dataclass(frozen=True, slots=True)
class SetOption:
    """T-P6: set an option card from hand into an empty slot (1..3)."""

    card: int
    slot: int

    def __str__(self) -> str:
        return f"set {self.card} slot {self.slot}"


@dataclass(frozen=True, slots=True)
class Use:
    """Flip (or activate) the option in `slot` at its timing (O-2); `pay` names hand cards for
    its discard costs, otherwise the engine takes them from the end of the hand. `choice` is what
    the player chooses as the card resolves (O-3: a column "A", a side "self" / "opponent" / "both",
    a number of cards "3"), for a card whose text declares a choice; "" otherwise."""

    slot: int
    pay: tuple[int, ...] = ()
    choice: str = ""

    def __str__(self) -> str:
        text = f"use slot {self.slot} pay {_ids(self.pay)}" if self.pay else f"use slot {self.slot}"
        return f"{text} choose {self.choice}" if self.choice else text


@dataclass(frozen=True, slots=True)
class UseAbility:
    """B-4: use ◎ special ability number `index` (0-based, in compiled order) of the battling
    Digimon; `pay` names hand cards for its cost."""

    index: int
    pay: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"ability {self.index} pay {_ids(self.pay)}" if self.pay else f"ability {self.index}"


@dataclass(frozen=True, slots=True)
class Support:
    """B-10: put a ■ Digimon from hand into the Support Box, or an option card whose text sends it
    there from the hand (engine.hand_support)."""

    card: int

    def __str__(self) -> str:
        return f"support {self.card}"


@dataclass(frozen=True, slots=True)
class Proceed:
    """E-2/E-3/E-4: carry out the prepared swap or evolution (all its steps: E-6.3)."""

    def __str__(self) -> str:
        return "proceed"


@dataclass(frozen=True, slots=True)
class Cancel:
    """E-2/E-3/E-4: do not carry out the prepared swap or evolution (A-6, A-13)."""

    def __str__(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class Concede:
    """The acting player gives up."""

    def __str__(self) -> str:
        return "concede"


@dataclass(frozen=True, slots=True)
class Appear:
    """E-9 (manual): the player states that the card's appearance condition is met. A condition
    that asks for hand cards is paid with `pay` (else the engine picks them, engine.beside)."""

    card: int
    pay: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"appear {self.card}" + (f" pay {_ids(self.pay)}" if self.pay else "")


@dataclass(frozen=True, slots=True)
class AdjustAttack:
    """Manual: change a player's attack by `delta` until the end of the phase."""

    player: int
    delta: int

    def __str__(self) -> str:
        return f"adjust attack p{self.player + 1} {self.delta:+d}"


@dataclass(frozen=True, slots=True)
class AdjustPoints:
    """Manual: change a player's points by `delta` (P-7 clamps, P-8 checks)."""

    player: int
    delta: int

    def __str__(self) -> str:
        return f"adjust points p{self.player + 1} {self.delta:+d}"


ZONES = ("hand", "dark_area", "net_ocean", "net_ocean_bottom", "gauge", "support")


@dataclass(frozen=True, slots=True)
class MoveCard:
    """Manual: move one of a player's cards to a zone (hand, dark_area, net_ocean (top),
    net_ocean_bottom, gauge, support)."""

    player: int
    card: int
    zone: str

    def __str__(self) -> str:
        return f"move p{self.player + 1} {self.card} {self.zone}"


Action = (
    Pass
    | Discard
    | Swap
    | Prepare
    | SetOption
    | Use
    | UseAbility
    | Support
    | Proceed
    | Cancel
    | Concede
    | Appear
    | AdjustAttack
    | AdjustPoints
    | MoveCard
)
MANUAL_ACTIONS = (Appear, AdjustAttack, AdjustPoints, MoveCard)


def _int(text: str, original: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise BadNotation(f"Expected a number, got {text!r} in {original!r}.") from None


def _player(text: str, original: str) -> int:
    if text not in ("p1", "p2"):
        raise BadNotation(f"Expected p1 or p2, got {text!r} in {original!r}.")
    return int(text[1]) - 1


def _id_list(text: str, original: str) -> tuple[int, ...]:
    return tuple(_int(part, original) for part in text.split(",") if part)


def parse(text: str) -> Action:
    """Read the notation written by `str(action)`."""
    words = text.split()
    if not words:
        raise BadNotation("An empty action text.")
    verb, rest = words[0], words[1:]
    simple: dict[str, Action] = {
        "pass": Pass(),
        "proceed": Proceed(),
        "cancel": Cancel(),
        "concede": Concede(),
    }
    if verb in simple and not rest:
        return simple[verb]
    if verb in ("discard", "swap", "support", "appear") and len(rest) == 1:
        card = _int(rest[0], text)
        if verb == "discard":
            return Discard(card)
        if verb == "swap":
            return Swap(card)
        return Support(card) if verb == "support" else Appear(card)
    if verb == "appear" and len(rest) == 3 and rest[1] == "pay":
        return Appear(_int(rest[0], text), _id_list(rest[2], text))
    if verb == "prepare" and len(rest) in (3, 5) and rest[1] == "alt":
        pay = _id_list(rest[4], text) if len(rest) == 5 and rest[3] == "pay" else ()
        if len(rest) == 5 and rest[3] != "pay":
            raise BadNotation(f"Expected 'pay' in {text!r}.")
        return Prepare(_int(rest[0], text), _int(rest[2], text), pay)
    if verb == "set" and len(rest) == 3 and rest[1] == "slot":
        return SetOption(_int(rest[0], text), _int(rest[2], text))
    if verb == "use" and len(rest) in (2, 4, 6) and rest[0] == "slot":
        # use slot N [pay IDS] [choose X]
        choice = rest[-1] if len(rest) > 2 and rest[-2] == "choose" else ""
        words = rest[:-2] if choice else rest
        if len(words) not in (2, 4) or (len(words) == 4 and words[2] != "pay"):
            raise BadNotation(f"Expected 'pay' or 'choose' in {text!r}.")
        pay = _id_list(words[3], text) if len(words) == 4 else ()
        return Use(_int(words[1], text), pay, choice)
    if verb == "ability" and len(rest) in (1, 3):
        pay = _id_list(rest[2], text) if len(rest) == 3 and rest[1] == "pay" else ()
        if len(rest) == 3 and rest[1] != "pay":
            raise BadNotation(f"Expected 'pay' in {text!r}.")
        return UseAbility(_int(rest[0], text), pay)
    if verb == "adjust" and len(rest) == 3 and rest[0] in ("attack", "points"):
        cls = AdjustAttack if rest[0] == "attack" else AdjustPoints
        return cls(_player(rest[1], text), _int(rest[2], text))
    if verb == "move" and len(rest) == 3:
        if rest[2] not in ZONES:
            raise BadNotation(f"Unknown zone {rest[2]!r} in {text!r}; zones are {', '.join(ZONES)}.")
        return MoveCard(_player(rest[0], text), _int(rest[1], text), rest[2])
    raise BadNotation(f"Cannot read the action {text!r}.")


# Legal-action lists are built at every decision, and making a frozen dataclass costs an
# object.__setattr__ per field: the plain actions and those of one card id (a position in the
# 30-card deck, S-1) or one option slot (1..3) are made once and shared, as actions are values.
PASS = Pass()
PROCEED = Proceed()
CANCEL = Cancel()
DISCARDS = tuple(Discard(card) for card in range(30))
SWAPS = tuple(Swap(card) for card in range(30))
SUPPORTS = tuple(Support(card) for card in range(30))
# USES[index] and SET_OPTIONS[card][index] name slot index + 1.
USES = tuple(Use(index + 1) for index in range(3))
SET_OPTIONS = tuple(tuple(SetOption(card, index + 1) for index in range(3)) for card in range(30))
