"""Option cards that sit next to (or stack onto) the battling Digimon (engine.beside).

- "If this card was used to make War Greymon appear from your hand, you may place this card next to
  your War Greymon card until War Greymon is sent to the Dark Area (including when it evolves or
  reaches the end of its lifespan)." (the 'Chosen Children' tamers, Re-03t and 7 other cards): says
  where the card goes when it is paid from hand for the partner's appearance (E-9), so it is a limit
  of the card, `beside_when_paid:<name>`, which the engine reads when it pays the appearance.
- "After use, place this card next to your Digimon, where it will continue its effects until that
  Digimon's attribute is changed or it is sent to the Dark Area." (the Training Manuals, Bo-247..249):
  the card leaves its slot for the space next to the Digimon, keeping its effects (`PlaceBesideDigimon`).
- The Crests' "(1)Add 50 to your Digimon's attack power. (2)You may stack this card on top of a 'Tag'
  Item card placed in your slot. If you do, in addition to the first effect, …" with the timing
  column's "You may only stack up to one card on top of your 'Tag' card": both numbered effects
  apply; the second one stacks the card (`StackOnCard`, which keeps to the one-card rule) and what
  follows "If you do" holds only while it lies there (`Stacked`).
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.option_rewrites import SPLITTERS
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.engine.effects.base import Limit
from gameplay.engine.effects.conditions.stacked import Stacked
from gameplay.engine.effects.place_beside_digimon import PlaceBesideDigimon
from gameplay.engine.effects.stack_on_card import StackOnCard

# The limit engine.beside reads (its WHEN_PAID): the effects package does not import the engine core.
WHEN_PAID = "beside_when_paid:"
_PAID_FOR_PARTNER = compile_re(
    r"If this card was used to make (?P<name>[A-Z][\w .-]*?) appear from your hand, you may place this"
    r" card next to your (?P=name) card until (?P=name) is sent to the Dark Area"
    r" \(including when it evolves or reaches the end of its lifespan\)\.?"
)


def stacking_limit(sentence: str) -> tuple[Limit, ...] | None:
    """The limit a "place this card next to your X" sentence states, or None."""
    if m := _PAID_FOR_PARTNER.fullmatch(sentence.strip()):
        return (WHEN_PAID + m.group("name"),)
    return None


@clause(
    r"(?:after use, )?place this card next to your Digimon, where it will continue its effects until"
    r" that Digimon's attribute is changed or it is sent to the Dark Area"
)
def _place_next_to_digimon(m: re.Match[str]) -> Clause:
    return Clause((PlaceBesideDigimon(until_attribute_changed=True),))


# -- stacking on a card in the slots (the Crests) -----------------------------------------------------

_ONE_ON_TOP = compile_re(r"You may only stack up to one card on top of your '[^']+' card")


def stacking_rule(text: str) -> bool:
    """ "You may only stack up to one card on top of your 'Tag' card": `StackOnCard` keeps to it."""
    return bool(_ONE_ON_TOP.fullmatch(text.strip().rstrip(".")))


_FIRST = compile_re(r"\(1\) ?(Add \d+ to your Digimon's attack power\.?)")
_STACK = compile_re(
    r"\(2\) ?(You (?:may|can) stack this card on top of an? '[^']+' \w+ card placed in your slot\.?)"
)
_IF_YOU_DO = compile_re(r"If you do, in addition to the first effect, (.+?)\.?")
_WHEN_STACKED = "When this card is stacked on top of a 'Tag' card, "
# What follows "If you do", in the words the clause and prefix patterns read.
_FOLLOWING: list[tuple[re.Pattern[str], str]] = [
    # Bo-99: "you gain the ability "Sky", and you can further add 50 to your B attack power".
    (compile_re(r"^(you gain the abilit.+?), and you can further (add .+)$"), "\\1|\\2"),
    # Bo-149: "add 100 to the B attack power of your Digimon with the ability "sky"".
    (
        compile_re(r"^add (\d+) to the ([ABC]) attack power of your Digimon with the ability (\"[^\"]+\")$"),
        "when your Digimon has the ability \\3, add \\1 to your \\2 attack power",
    ),
]

# Bo-100: "add 50 to the attack power of your Aquatic, Aquatic Mammal, or Marine Animal Digimon";
# case-sensitive: the capitals mark the type names of the list.
_OF_TYPES = re.compile(
    r"add (\d+) to the attack power of your ((?:[A-Z][a-z]+ ?)+(?:, (?:or )?(?:[A-Z][a-z]+ ?)+)+) Digimon"
)


def _numbered(text: str) -> list[str] | None:
    """The Crests' numbered effects and what their second one adds "if you do"."""
    if m := _FIRST.fullmatch(text):
        return [m.group(1)]
    if m := _STACK.fullmatch(text):
        # "You may" stays: the stacking is the user's choice (patterns/option_choices.optional_outcomes).
        return [m.group(1)]
    if m := _IF_YOU_DO.fullmatch(text):
        following = m.group(1)
        for pattern, replacement in _FOLLOWING:
            following = pattern.sub(replacement, following)
        if m := _OF_TYPES.fullmatch(following):
            # The names of the list are types (RULES 1.9): "your Aquatic, … Digimon" is one of them.
            *names, last = [f"{name.strip()} type" for name in re.split(r", (?:or )?", m.group(2))]
            types = f"{', '.join(names)}, or {last}"
            following = f"when your Digimon is {types}, add {m.group(1)} to your attack power"
        return [f"{_WHEN_STACKED}{part}." for part in following.split("|")]
    return None


SPLITTERS.append(_numbered)

# Re-23t Kido Jo (1): "… both you and the opponent become unable to regain any points": "any" adds
# nothing to the wording option_outcome reads ("… become unable to regain points").
_ANY_POINTS = compile_re(r"(.*\bboth you and the opponent become unable to regain) any (points\.?)")


def _regain_any(text: str) -> list[str] | None:
    if m := _ANY_POINTS.fullmatch(text):
        return [f"{m.group(1)} {m.group(2)}"]
    return None


SPLITTERS.append(_regain_any)


@clause(r"stack this card on top of an? '([^']+)' (Item|Program|Field) card placed in your slot")
def _stack_on_card(m: re.Match[str]) -> Clause:
    return Clause((StackOnCard((m.group(1),), m.group(2).title()),))


_STACKED_HEAD = compile_re(r"When this card is stacked on top of an? '[^']+' card")


def _read_stacked(head: str, frame: Frame) -> bool:
    if _STACKED_HEAD.fullmatch(head):
        frame.conditions.append(Stacked())
        return True
    return False


HEAD_READERS.append(_read_stacked)
