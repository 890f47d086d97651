"""Option use requirements beyond "your Digimon is …" (RULES 7.3): points against the opponent's,
hand sizes, support Digimon, the opponent's level, and "A, or B" / "A, and B" combinations.

`situation(what)` reads the part after "You can use this card when …" into one condition, or
None when any piece of it is not understood (then the whole sentence stays manual).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gameplay.compiler.patterns import COUNT, QUOTED, compile_re, count
from gameplay.compiler.patterns.subjects import keyword_condition, parse_subject
from gameplay.engine.effects.base import Column, Condition, Side
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.any_of import AnyOf, any_of
from gameplay.engine.effects.conditions.attack_value_within import AttackValueWithin
from gameplay.engine.effects.conditions.base_attack_within import BaseAttackWithin
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.card_number_ends import CardNumberEnds
from gameplay.engine.effects.conditions.evolution_text_has import EvolutionTextHas
from gameplay.engine.effects.conditions.hand_size_within import HandSizeWithin
from gameplay.engine.effects.conditions.level_above import LevelAbove
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.points_compare import PointsCompare
from gameplay.engine.effects.conditions.points_within import PointsWithin
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.conditions.species_is import SpeciesIs

# "A, or if B" / "A, or is B": a disjunction of whole conditions (a bare "Perfect or Ultimate"
# inside one description is not split here).
_OR = compile_re(r",? or (?:if |when )|, or (?=(?:is|has|belongs|your|you)\b)")
# "A, and B" / "A and your points …": a conjunction; a new subject or verb starts each part.
_AND = compile_re(
    r",? and (?:when |if )?"
    r"(?=(?:your|you|the opponent|there|is|has|have|belongs?|not|its type|the basic|it)\b)"
    r"|, (?=(?:your|you|the opponent|is|has|not|belongs)\b)"
)
_OPPONENT_OWNER = r"(?:your|the) opponent's"

Atom = Callable[[re.Match[str]], Condition | None]
_ATOMS: list[tuple[re.Pattern[str], Atom]] = []


def _atom(pattern: str) -> Callable[[Atom], Atom]:
    def register(builder: Atom) -> Atom:
        _ATOMS.append((compile_re(pattern), builder))
        return builder

    return register


@_atom(rf"your points are (?:lower|less) than {_OPPONENT_OWNER}")
def _points_lower(m: re.Match[str]) -> Condition:
    return PointsCompare("self", "lower")


@_atom(
    r"your points are (?:equal to or (?:lower|less)|the same as or (?:lower|less)|lower than or equal to)"
    rf" than {_OPPONENT_OWNER}"
)
def _points_at_most(m: re.Match[str]) -> Condition:
    return PointsCompare("self", "at_most")


@_atom(r"your points are (\d+) and (below|under|less|above|over|more)")
def _points_bound(m: re.Match[str]) -> Condition:
    value = int(m.group(1))
    if m.group(2).lower() in {"below", "under", "less"}:
        return PointsWithin("self", at_most=value)
    return PointsWithin("self", at_least=value)


@_atom(r"you have no cards(?: left)? in your hand")
def _empty_hand(m: re.Match[str]) -> Condition:
    return HandSizeWithin("self", 0, 0)


@_atom(rf"(?:there are|you have) {COUNT} cards in your hand(?: when this card is activated)?")
def _hand_exactly(m: re.Match[str]) -> Condition:
    size = count(m.group(1))
    return HandSizeWithin("self", size, size)


@_atom(r"you have (?:a|any) support Digimon")
def _has_support(m: re.Match[str]) -> Condition:
    # B-10: a support Digimon is a Digimon card in the Support Box.
    return CardCount(("self",), "support_box", "digimon")


@_atom(
    r"(?:the opponent Digimon's|the opponent's|your opponent's) level is lower than (?:yours|your Digimon's)"
)
def _opponent_lower(m: re.Match[str]) -> Condition:
    return LevelAbove("self")


@_atom(r"both your and (?:your|the) opponent's Digimon are (.+)")
def _both_are(m: re.Match[str]) -> Condition | None:
    mine, theirs = parse_subject("self", m.group(1)), parse_subject("opponent", m.group(1))
    if mine is None or theirs is None:
        return None
    return AllOf((mine, theirs))


@_atom(r'your card number has an? "?([A-Za-z]+)"? at the end')
def _number_suffix(m: re.Match[str]) -> Condition:
    # Bo-142t: the card number printed on your battling Digimon ("Bo-91t" ends with "t").
    return CardNumberEnds("self", m.group(1))


# "'Armor Evolution' in its fusion requirements", "Digimental of Miracles/Fate in its fusion
# requirements": words printed in the evolution (fusion) requirements field.
_IN_REQUIREMENTS = r"'?([^']+?)'? in (?:its|their|your) (?:fusion|evolution) requirements(?: field)?"


def requirement_words(side: Side, text: str) -> Condition:
    """ "Digimental of Miracles/Fate" -> any of "Digimental of Miracles", "Digimental of Fate"."""
    if m := re.fullmatch(r"(.*?)(\w+(?:/\w+)+)", text):
        return EvolutionTextHas(side, tuple(m.group(1) + word for word in m.group(2).split("/")))
    return EvolutionTextHas(side, (text,))


@_atom(rf"you have {_IN_REQUIREMENTS}")
def _you_have_in_requirements(m: re.Match[str]) -> Condition:
    return requirement_words("self", m.group(1))


# "a basic A attack power of 560 and below", "a basic attack A of 600 and above", "a basic A attack
# power of 570-590": the attack printed on the card (RULES 1.5), before any B-8 change.
_BASIC_ATTACK = (
    r"(?:a )?basic (?:([ABC]) attack(?: power)?|attack ([ABC]))(?: written on (?:its|the) card)?"
    r"(?: of| is) (\d+)(?: ?- ?(\d+)| (and below|or less|and under|and above|or more|and over))"
)


_COLUMNS: dict[str, Column] = {"A": "A", "B": "B", "C": "C"}


def basic_attack(side: Side, m: re.Match[str], at: int = 1) -> Condition:
    """The `BaseAttackWithin` of a `_BASIC_ATTACK` match whose groups start at `at`."""
    printed, other, low, high, bound = m.group(at, at + 1, at + 2, at + 3, at + 4)
    column = _COLUMNS[(printed or other).upper()]
    value = int(low)
    if high:
        return BaseAttackWithin(side, column, at_least=value, at_most=int(high))
    if bound in {"and below", "or less", "and under"}:
        return BaseAttackWithin(side, column, at_most=value)
    return BaseAttackWithin(side, column, at_least=value)


@_atom(r"your Digimon's name contains '([^']+)'")
def _name_contains(m: re.Match[str]) -> Condition:
    # St-928: "your Digimon's name contains 'Volca'".
    return NameIs("self", (m.group(1),), partial=True)


@_atom(
    r"Digimon that have the word '(\w+)' in their type \(including ([^;]+); excluding ([^)]+?) type\),?"
    r" and that belong to (.+)"
)
def _word_type_with_ranks(m: re.Match[str]) -> Condition | None:
    # St-486: "… the word 'angel' in their type (including Cherub, Dominion, Ophan, Power, Seraph,
    # Virtue; excluding Fallen Angel type), and that belong to Virus Busters". The listed types count
    # as they are printed ("Power", not "Power Synthesis").
    ranks = tuple(rank.strip() for rank in m.group(2).split(",") if rank.strip())
    field = parse_subject("self", "Digimon belonging to " + m.group(4))
    if field is None:
        return None
    word = AnyOf((SpeciesContains("self", m.group(1)), SpeciesIs("self", ranks)))
    return AllOf((word, Not(SpeciesContains("self", m.group(3))), field))


@_atom(r"its type has the words? '([^']+)' in it")
def _its_type_has(m: re.Match[str]) -> Condition:
    # St-592: "… Ultimate level and its type has the words 'dragon man' in it".
    return SpeciesContains("self", m.group(1))


@_atom(rf"(?:when )?the {_BASIC_ATTACK}")
def _the_basic_attack(m: re.Match[str]) -> Condition:
    # St-592: "… and when the basic attack A written on its card is 590 and below".
    return basic_attack("self", m)


# "an attack power of 500 and below at the point when this card turned face-up" (St-608), "your attack
# power is 590 and below at the time when this card turns face-up" (Bo-650): the B-8 value then.
_AT_THE_FLIP_WORDS = (
    r"(\d+) (and below|or less|and under|and above|or more|and over) at the (?:point|time|moment)"
    r" (?:of time )?when this card (?:turned|turns|was turned) face-up"
)
# Conditions checked when the card is turned face-up and never afterwards: they join the O-N1 limit
# (option_lines.parse_requirement), since the card's own effect may change them (Bo-650 adds 500).
AT_THE_FLIP: tuple[type[Condition], ...] = (AttackValueWithin,)


def _attack_at_the_flip(side: Side, m: re.Match[str]) -> Condition:
    value, bound = int(m.group(1)), m.group(2)
    if bound in {"and below", "or less", "and under"}:
        return AttackValueWithin(side, at_most=value)
    return AttackValueWithin(side, at_least=value)


@_atom(rf"your attack power is {_AT_THE_FLIP_WORDS}")
def _own_attack_at_the_flip(m: re.Match[str]) -> Condition:
    return _attack_at_the_flip("self", m)


def describe(side: Side, text: str) -> Condition | None:
    """One description of `side`'s Digimon: "not Level III", "has the ability "sky"", a name list."""
    text = re.sub(r"^(?:is |are |a |an )+", "", text.strip())
    # Only a list of quoted abilities: "has the ability "freezing", and is not Level III" is two parts.
    if m := re.fullmatch(
        rf"(?:has|have|possesses|possess) the abilit(?:y|ies) ((?:{QUOTED}(?:,? or |,? and |, )?)+)", text
    ):
        return keyword_condition(side, m.group(1), True)
    if m := re.fullmatch(r"(?:has|have) (?:a )?(?:level )?higher (?:level )?than (?:yours|you)", text):
        return LevelAbove(side) if side == "opponent" else None
    if m := re.fullmatch(rf"(?:has|have) an attack power of {_AT_THE_FLIP_WORDS}", text):
        return _attack_at_the_flip(side, m)
    # "the opponent has zero face-down cards in their slots" (St-608).
    if m := re.fullmatch(r"(?:has|have) (?:zero|no) face-down cards in (?:their|its|your) slots", text):
        return CardCount((side,), "slots_face_down", "any", at_least=0, at_most=0)
    # "Ultimate level with a basic A attack power of 560 and below" (Bo-642, Bo-693, Bo-697, Da-5).
    if m := re.fullmatch(rf"(.+?),? with {_BASIC_ATTACK}", text):
        described = describe(side, m.group(1))
        return AllOf((described, basic_attack(side, m, 2))) if described is not None else None
    if m := re.fullmatch(rf"(?:has|have) {_IN_REQUIREMENTS}", text):
        return requirement_words(side, m.group(1))
    # "a Level IV with Digimental of Miracles/Fate in its fusion requirements" (Bo-590).
    if m := re.fullmatch(rf"(.+?) with {_IN_REQUIREMENTS}", text):
        described = describe(side, m.group(1))
        return AllOf((described, requirement_words(side, m.group(2)))) if described is not None else None
    # "'Holy Beast', 'Holy Dragon' or 'Holy Bird' type" (Bo-592): one of the quoted type words.
    if m := re.fullmatch(r"((?:'[^']+'(?:,? or |, ))*'[^']+') type", text):
        words = tuple(SpeciesContains(side, word) for word in re.findall(r"'([^']+)'", m.group(1)))
        return any_of(words)
    if m := re.fullmatch(r"not (?:a |an )?(.+)", text):
        inner = describe(side, m.group(1))
        return Not(inner) if inner is not None else None
    if m := re.fullmatch(r"belongs? to (.+)", text):
        return parse_subject(side, "Digimon belonging to " + m.group(1))
    # "has the word 'aquatic' in its type"; after "Digimon with …, and" the verb is "have" (St-583).
    if m := re.fullmatch(r"(?:has|have) ((?:the word )?\S.+ in (?:its|their) (?:name|type))", text):
        return parse_subject(side, "Digimon with " + m.group(1))
    if (found := parse_subject(side, text)) is not None:
        return found
    # "Duskmon, Mercuremon, Ranamon, or Arbormon": one of the listed names.
    # "an Ultimate level, Holy Knight type, and Vaccine attribute": all of the listed traits.
    either = " or " in text
    items = [item for item in re.split(r",? or |, " if either else r",? and |, ", text) if item]
    if len(items) < 2:
        return None
    options = [parse_subject(side, item) for item in items]
    if any(option is None or option == AllOf(()) for option in options):
        return None
    listed = tuple(option for option in options if option is not None)
    return AnyOf(listed) if either else AllOf(listed)


# Who a conjunct speaks of, and the rest of it: "your Digimon is …", "you are …", "your opponent is …".
_SUBJECT = compile_re(
    r"(your Digimon|you|it|(?:your |the )opponent(?:'s)?(?: Digimon)?) (?=is |are |has |have |possess|belong)"
)


def _conjunct(text: str, side: Side) -> tuple[Condition | None, Side]:
    for pattern, builder in _ATOMS:
        if m := pattern.fullmatch(text):
            return builder(m), side
    if m := _SUBJECT.match(text):
        side = "opponent" if "opponent" in m.group(1).lower() else "self"
        text = text[m.end() :]
    return describe(side, text), side


def situation(what: str) -> Condition | None:
    """ "your points are lower than the opponent's, or if your points are 40 and below" -> AnyOf(...)."""
    options: list[Condition] = []
    # "your opponent is Hybrid level, or has a level higher than yours": a part without a
    # subject speaks of the last one named.
    side: Side = "self"
    for disjunct in _OR.split(what.strip()):
        whole, named = _conjunct(disjunct.strip(), side)
        if whole is not None and whole != AllOf(()):
            options.append(whole)
            side = named
            continue
        parts: list[Condition] = []
        for piece in _AND.split(disjunct):
            part, side = _conjunct(piece.strip(), side)
            if part is None or part == AllOf(()):
                return None
            parts.append(part)
        options.append(all_of(parts))
    return any_of(options)


# Use permissions and restrictions that say what the engine already does for every card of their
# kind, so they add no condition; each names the rule that makes it so. Tested in a game in
# tests/engine/test_option_requirements_enforced.py.
_ENGINE_PERMISSIONS = [
    # E-3 (d) / E-4 (d): each player flips Evolution-timing cards in its own step, FP or SP; an
    # answer card ("before it takes effect", B-6) is offered in the opponent's step, FP or SP (Bo-351).
    compile_re(
        r"This card may be used during (?:the )?evolution phase,? regardless of whether you are first or"
        r" second to attack"
    ),
    # B-4 / B-6: HCB has no active player (RULES 1); "your turn" is your own window. A card without
    # "before it takes effect" is never offered in the opponent's window (Bo-539, Bo-402).
    compile_re(r"(?:You may only use this card|This card can only be used) during your turn"),
    compile_re(r"this card cannot invalidate (?:the|your) opponent's Option cards before they take effect"),
    # B-5 / P-8: a use resolves and play goes on in the window; a point change that leaves the player
    # points ends nothing, so the battle resumes (Bo-108, once "if they still have points left" is
    # read by option_rewrites).
    compile_re(r"After that,? resume the battle"),
]


def engine_permission(sentence: str) -> bool:
    """Whether the sentence is a use permission or restriction the engine applies to every card."""
    text = sentence.strip().rstrip(".")
    return any(pattern.fullmatch(text) for pattern in _ENGINE_PERMISSIONS)


# "In order to use this card, the ability "underwater" is needed." (St-110), "The ability "sky" is
# needed to be able to use this card." (Sp-1), "The ability "grappling" is needed to use this card."
# (St-221): an ability of your Digimon, a situation (O-N2).
_NEEDED_ABILITY = compile_re(
    rf"In order to use this card, the abilit(?:y|ies) (?P<before>{QUOTED}) (?:is|are) needed"
    rf"|The abilit(?:y|ies) (?P<after>{QUOTED}) (?:is|are) needed to (?:be able to )?use this card"
)


# "You can use this card when an Aqua Orb card turns face-up in your slot." (Bx-76): a moment, so it
# is checked when this card is turned face-up (the O-N1 place) and not afterwards: the card's effect
# stays after the Aqua Orb leaves. An Aqua Orb turned face-up in an earlier phase and still face-up
# is taken as meeting it too (the engine keeps no record of when a slot card was turned face-up).
_TURNS_FACE_UP = compile_re(r"You can use this card when an? (.+?) card turns face-up in your slots?")


def read_other(sentence: str) -> tuple[Condition | None, Condition | None] | None:
    """A use requirement in other words than "This card can only be used when …": (O-N1 level limit,
    O-N2 situation), or None when the sentence is not one."""
    text = sentence.strip().rstrip(".")
    if engine_permission(text):
        return (None, None)
    if m := _TURNS_FACE_UP.fullmatch(text):
        return (CardCount(("self",), "slots_face_up", "name:" + m.group(1)), None)
    if m := _NEEDED_ABILITY.fullmatch(text):
        needed = keyword_condition("self", m.group("before") or m.group("after"), True)
        return (None, needed) if needed is not None else None
    return None
