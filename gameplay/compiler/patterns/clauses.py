"""Effect clauses: the part of a sentence after its condition ("add 100 to your attack power").

Each pattern is matched against the whole clause (case-insensitive) and builds a `Clause`: the
effects it stands for and, for wording such as "your A attack power", a condition it implies.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from gameplay.compiler.patterns import (
    COUNT,
    OPPONENT_WORDS,
    QUOTED,
    SELF_WORDS,
    SIDE_WORDS,
    compile_re,
    count,
    side_of,
)
from gameplay.compiler.patterns.subjects import keywords_in, parse_levels, parse_subject
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_base_attack import AddBaseAttack
from gameplay.engine.effects.base import Column, Condition, Effect, Side
from gameplay.engine.effects.change_battle_type import ChangeBattleType
from gameplay.engine.effects.change_points import ChangePoints
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.discard_hand import DiscardHand
from gameplay.engine.effects.discard_option_slots import DiscardOptionSlots
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.evolve_ignoring_conditions import EvolveIgnoringConditions
from gameplay.engine.effects.evolve_with_requirement import EvolveWithRequirement
from gameplay.engine.effects.forbid_cards import ForbidCards
from gameplay.engine.effects.force_draw import ForceDraw
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.halve_attack import HalveAttack
from gameplay.engine.effects.invalidate_option import InvalidateOption
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.lost_points_multiply import MultiplyLostPoints
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.negate_specials import NegateSpecials
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from gameplay.engine.effects.set_attack_column import SetAttackColumn
from gameplay.engine.effects.zero_column import ZeroColumn


@dataclass(frozen=True)
class Clause:
    effects: tuple[Effect, ...]
    condition: Condition | None = None


Builder = Callable[[re.Match[str]], Clause | None]
# Every clause pattern, as registered; `clause_table.CLAUSE_TABLE` is the order they are tried in.
CLAUSES: list[tuple[re.Pattern[str], Builder]] = []


def clause(pattern: str) -> Callable[[Builder], Builder]:
    """Register a builder for clauses that match `pattern` in full (tried in the order of
    patterns/clause_table.py)."""

    def register(builder: Builder) -> Builder:
        CLAUSES.append((compile_re(pattern), builder))
        return builder

    return register


# The order `parse_clause` tries the patterns in: patterns/clause_table.py sets it. The table imports
# every clause module, this one included, so the order exists once they all do (the compiler
# imports the table before it reads any text).
CLAUSE_ORDER: list[tuple[re.Pattern[str], Builder]] = []
# While clause_table.recorded_clauses runs: the clause texts parse_clause is given.
CLAUSE_RECORDINGS: list[list[str]] = []


def parse_clause(text: str) -> Clause | None:
    """The clause for `text`, trying "X, and Y" / "X and Y" splits when no pattern matches whole."""
    text = text.strip().rstrip(".").strip()
    if CLAUSE_RECORDINGS:
        CLAUSE_RECORDINGS[-1].append(text)
    for pattern, builder in CLAUSE_ORDER:
        if m := pattern.fullmatch(text):
            found = builder(m)
            # A subject that describes nothing in particular ("your Digimon") adds no condition.
            if found is not None and found.condition == AllOf(()):
                return Clause(found.effects)
            return found
    for joiner in (", and then ", ", and ", ". After that, ", ", after that, ", " and then ", " and "):
        start = 0
        while (at := text.find(joiner, start)) > 0:
            first, second = parse_clause(text[:at]), parse_clause(text[at + len(joiner) :])
            if first and second and first.condition is None and second.condition is None:
                return Clause(first.effects + second.effects)
            start = at + 1
    return None


ATTACK = r"(?:attack power|attack)"


def _column_condition(column: str | None) -> Condition | None:
    # "Your A attack" counts only while this side attacks with column A (B-8 step 1).
    if not column:
        return None
    return AttackColumnIs("self", (column.upper(),))  # type: ignore[arg-type]


@clause(rf"add (\d+) to {SIDE_WORDS} (?:([ABC]) )?(base |basic )?{ATTACK}")
def _add(m: re.Match[str]) -> Clause:
    side, amount = side_of(m.group(2)), int(m.group(1))
    effect: Effect = AddBaseAttack(side, amount) if m.group(4) else AddAttack(side, amount)
    return Clause((effect,), _column_condition(m.group(3)))


@clause(rf"add (\d+) to (?:the {ATTACK} of|its {ATTACK}) the supported (?:Hybrid level|Digimon)(?: Digimon)?")
def _add_supported(m: re.Match[str]) -> Clause:
    # B-10: a support always supports the battling Digimon.
    return Clause((AddAttack("self", int(m.group(1))),))


@clause(rf"add (\d+) to the {ATTACK} of (?:one of |all )?(your|the opponent's|(?=Digimon))(.+?)")
def _add_to_described(m: re.Match[str]) -> Clause | None:
    side = side_of(m.group(2) or "your")
    subject = parse_subject(side, m.group(3))
    if subject is None:
        return None
    return Clause((AddAttack(side, int(m.group(1))),), subject)


@clause(rf"(?:reduce|decrease|lower) {SIDE_WORDS} (?:([ABC]) )?{ATTACK} by (\d+)")
def _reduce(m: re.Match[str]) -> Clause:
    return Clause((AddAttack(side_of(m.group(1)), -int(m.group(3))),), _column_condition(m.group(2)))


@clause(rf"(?:reduce|lower) the {ATTACK} of (your|the opponent's) (.+?) by (\d+)")
def _reduce_described(m: re.Match[str]) -> Clause | None:
    side = side_of(m.group(1))
    subject = parse_subject(side, m.group(2))
    if subject is None:
        return None
    return Clause((AddAttack(side, -int(m.group(3))),), subject)


@clause(r"(double|triple) the lost points of (your|the opponent's) (.+?)")
def _multiply_described_lost(m: re.Match[str]) -> Clause | None:
    side = side_of(m.group(2))
    subject = parse_subject(side, m.group(3))
    if subject is None:
        return None
    return Clause((MultiplyLostPoints(side, FACTORS[m.group(1).lower()]),), subject)


@clause(rf"{SIDE_WORDS} {ATTACK} is (?:reduced|decreased) by (\d+)")
def _reduced(m: re.Match[str]) -> Clause:
    return Clause((AddAttack(side_of(m.group(1)), -int(m.group(2))),))


FACTORS = {"double": 2, "triple": 3, "quadruple": 4, "quintuple": 5}


@clause(rf"(double|triple|quadruple|quintuple) {SIDE_WORDS} (?:([ABC]) )?{ATTACK}")
def _multiply(m: re.Match[str]) -> Clause:
    factor = FACTORS[m.group(1).lower()]
    return Clause((MultiplyAttack(side_of(m.group(2)), factor),), _column_condition(m.group(3)))


@clause(
    rf"halve (?:{SIDE_WORDS} {ATTACK}|the {ATTACK} of"
    r" (the opponent Digimon|the opponent's Digimon|your Digimon))"
)
def _halve(m: re.Match[str]) -> Clause:
    return Clause((MultiplyAttack(side_of(m.group(1) or m.group(2)), 1, 2),))


@clause(
    rf"halve {SIDE_WORDS} (?:final )?{ATTACK},? after (?:taking into account|calculating|the calculation of)"
    r" (?:all )?(?:the )?effects and (?:special )?abilities(?: (?:have been|are) (?:calculated|applied))?"
)
def _halve_final(m: re.Match[str]) -> Clause:
    # B-8 step 7: a post-calculation halving, not a step-4 multiplier.
    return Clause((HalveAttack(side_of(m.group(1))),))


def columns_in(text: str) -> tuple[Column, ...]:
    """The attack columns a phrase names: "A, B, and C" -> ("A", "B", "C")."""
    found: list[Column] = [c for c in ("A", "B", "C") if re.search(rf"\b{c}\b", text)]
    return tuple(found)


@clause(
    rf"(?:make )?{SIDE_WORDS} ((?:[ABC])(?:(?:,|,? and|,? or) [ABC])*) (?:{ATTACK} )?"
    r"(?:becomes?|goes|go|turns?)? ?(?:to )?(?:0|zero)"
)
def _zero(m: re.Match[str]) -> Clause:
    side = side_of(m.group(1))
    return Clause(tuple(ZeroColumn(side, c) for c in columns_in(m.group(2))))


@clause(
    rf"(?:the opponent|{OPPONENT_WORDS} Digimon|the opponent Digimon|the opponent's Digimon)"
    r" (?:loses|lose) (?:its|their|all of its|all its) special abilities"
)
def _negate(m: re.Match[str]) -> Clause:
    return Clause((NegateSpecials("opponent"),))


@clause(
    # "The opponent's Digimon loses …" names no one in particular: `_negate` reads it.
    rf"(?:the opponent's|the opponent|{OPPONENT_WORDS}) (?!Digimon (?:loses|lose) )(.+?) (?:loses|lose)"
    r" (?:its|their) special abilities"
)
def _negate_described(m: re.Match[str]) -> Clause | None:
    subject = parse_subject("opponent", m.group(1))
    if subject is None:
        return None
    return Clause((NegateSpecials("opponent"),), subject)


@clause(
    r"(?:make (?:your attack|the attack you use) ([ABC])|make ([ABC]) your attack"
    r"|your attack becomes ([ABC]))"
    r" regardless of (?:the|your) opponent's battle type"
)
def _attack_column(m: re.Match[str]) -> Clause:
    column = next(g for g in m.groups() if g).upper()
    return Clause((SetAttackColumn("self", column),))  # type: ignore[arg-type]


_REQUIREMENT_ITEM = r"(?:Winning Percentage: ?\d+%!?|[\"'](?:[^\"']+)[\"'])"


@clause(
    r"evolve your Digimon into a Digimon of the next level with"
    rf" ((?:{_REQUIREMENT_ITEM}(?:,? or |, )?)+) in (?:its|their) evolution requirements"
)
def _win_rate(m: re.Match[str]) -> Clause:
    # EC-2: a win-rate card pays a "Winning Percentage: N%!" (or a quoted ●/× "O"/"X") condition
    # of the next-level card.
    items = re.findall(_REQUIREMENT_ITEM, m.group(1))
    requirements = tuple(item.strip("\"'") for item in items)
    return Clause((EvolveWithRequirement("self", requirements),))


@clause(rf"allows your Digimon to fuse into a Digimon that has {QUOTED} stated in its Fusion Requirements")
def _digimental(m: re.Match[str]) -> Clause:
    return Clause((EvolveWithRequirement("self", (m.group(1),)),))


@clause(
    r"(?:invalidate|send) (?:one of )?(the opponent's|your opponent's)"
    r" (?:((?:Item|Program|Field)(?: or (?:Item|Program|Field))?) )?"
    r"Option cards?"
    r"(?:,? and send it to the Dark Area)?(?: to the Dark Area)?(?: before (?:it|they) takes? effect)?"
    r"(?:,? and send it to the Dark Area)?"
)
def _invalidate(m: re.Match[str]) -> Clause:
    # "Before it takes effect" is the B-6 interrupt timing, when the engine offers the use. No type
    # named is the engine's lower-case "any" (a title-cased "Any" would match no option at all).
    # "Program or Item Option cards" (Bo-612) is either type, "|"-joined as the families read it.
    kinds = "|".join(sorted(t.title() for t in m.group(2).split(" or "))) if m.group(2) else "any"
    return Clause((InvalidateOption("opponent", kinds),))


@clause(
    r"(?:(the opponent|the opponent Digimon|the opponent's Digimon|you|this Digimon) )?"
    r"(?:cannot|can not) use"
    rf" (?:the cards? )?((?:{QUOTED}(?:,? and |,? or |, )?)+)"
)
def _forbid(m: re.Match[str]) -> Clause:
    side: Side = "opponent" if "opponent" in (m.group(1) or "").lower() else "self"
    return Clause((ForbidCards(side, tuple(re.findall(QUOTED, m.group(2)))),))


@clause(
    r"send all (?:of )?(?:the )?cards (?:placed )?in (?:the opponent's|your opponent's) (?:Option )?slots"
    r" to the Dark Area"
)
def _clear_slots(m: re.Match[str]) -> Clause:
    # There are three option slots (RULES 1.1), so "all" is three.
    return Clause((DiscardOptionSlots("opponent", 3),))


@clause(
    rf"send (?:the top {COUNT}|{COUNT}) cards? (?:of|from) (?:the top of )?"
    r"(your|the opponent's|your opponent's) Net Ocean to the Dark Area"
)
def _mill(m: re.Match[str]) -> Clause:
    return Clause((DiscardFromNetOcean(side_of(m.group(3)), count(m.group(1) or m.group(2))),))


@clause(rf"add (\d+) to {SIDE_WORDS} lost points")
def _add_lost(m: re.Match[str]) -> Clause:
    return Clause((AddLostPoints(side_of(m.group(2)), int(m.group(1))),))


@clause(r"check the top card of your Net Ocean \(afterwards,? send it to the Dark Area\)")
def _check_top(m: re.Match[str]) -> Clause:
    # Looking at the card changes nothing in play; the card then goes to the Dark Area.
    return Clause((DiscardFromNetOcean("self", 1),))


# "Immediately" (Bo-1171) says no more than that it acts when the trigger does.
@clause(r"(?:immediately )?send (your|the opponent's) (?:whole|entire) hand to the Dark Area")
def _discard_hand(m: re.Match[str]) -> Clause:
    return Clause((DiscardHand(side_of(m.group(1))),))


@clause(rf"add (\d+) to the {ATTACK} of the (?:Digimon that (?:evolved|fused|appeared)|evolved Digimon)")
def _add_to_evolved(m: re.Match[str]) -> Clause:
    # The Digimon an evolution option evolved is this side's battling Digimon.
    return Clause((AddAttack("self", int(m.group(1))),))


@clause(r"(?:regain|recover|gain) (\d+) (?:of your )?points")
def _regain(m: re.Match[str]) -> Clause:
    return Clause((ChangePoints("self", int(m.group(1))),))


@clause(
    rf"(?:immediately |directly )*(?:reduce|decrease|lower) {SIDE_WORDS} points by (\d+)(?: immediately)?"
)
def _reduce_points(m: re.Match[str]) -> Clause:
    return Clause((ChangePoints(side_of(m.group(1)), -int(m.group(2))),))


@clause(rf"(?:further|additionally) reduce {SIDE_WORDS} points by (\d+)")
def _further_reduce(m: re.Match[str]) -> Clause:
    # P-3: "reduce again" comes after the normal calculation and is not a direct attack.
    return Clause((AddLostPoints(side_of(m.group(1)), int(m.group(2))),))


@clause(
    r"(?:the opponent|your opponent) loses"
    r" (?:an (?:additional|extra) (\d+)|(\d+) (?:additional|extra)) points"
)
def _additional_loss(m: re.Match[str]) -> Clause:
    return Clause((AddLostPoints("opponent", int(m.group(1) or m.group(2))),))


@clause(rf"(double|triple) {SIDE_WORDS} lost points")
def _multiply_lost(m: re.Match[str]) -> Clause:
    return Clause((MultiplyLostPoints(side_of(m.group(2)), FACTORS[m.group(1).lower()]),))


@clause(
    rf"(?:draw|take) {COUNT} cards?(?: from (?:the top of )?your Net Ocean)?"
    r"(?: and add (?:it|them) to your hand)?"
)
def _draw(m: re.Match[str]) -> Clause:
    return Clause((DrawCards("self", count(m.group(1))),))


@clause(r"(?:the|this) battle (?:ends|will end) in a draw|make the battle a draw")
def _force_draw(m: re.Match[str]) -> Clause:
    return Clause((ForceDraw(),))


@clause(rf"send {OPPONENT_WORDS} (non-Level III )?Digimon to the Dark Area")
def _send(m: re.Match[str]) -> Clause:
    # "non-Level III": a Level III on top (nothing evolved) is left alone.
    condition = Not(LevelIs("opponent", ("III",))) if m.group(1) else None
    return Clause((SendDigimonToDarkArea("opponent"),), condition)


@clause(rf"(you|your Digimon) (?:gains?|acquires?) the abilit(?:y|ies) ((?:{QUOTED}(?:,? and |, )?)+)")
def _gain_keyword(m: re.Match[str]) -> Clause | None:
    keywords = keywords_in(m.group(2))
    if keywords is None:
        return None
    return Clause(tuple(GrantKeyword("self", k) for k in keywords))


@clause(
    rf"(?:discard {COUNT} cards? from your hand|send {COUNT} cards? from your hand to the Dark Area"
    rf"|choose {COUNT} cards? from your hand and send (?:it|them) to the Dark Area)"
)
def _discard(m: re.Match[str]) -> Clause:
    word = next(g for g in m.groups() if g)
    return Clause((DiscardCards("self", count(word)),))


@clause(
    rf"(?:choose|draw|pick|take) {COUNT} cards? (?:from|of) (?:the|your) opponent's hand"
    r"(?: without (?:checking|looking at) (?:its|their) contents)?,? and send (?:it|them) to the Dark Area"
    r"(?: without (?:checking|looking at) (?:its|their) contents)?"
)
def _discard_opponent(m: re.Match[str]) -> Clause:
    return Clause((DiscardCards("opponent", count(m.group(1))),))


@clause(rf"(?:change )?{SIDE_WORDS} battle type (?:becomes|to|changes to) ([ABC])")
def _battle_type(m: re.Match[str]) -> Clause:
    return Clause((ChangeBattleType(side_of(m.group(1)), m.group(2).upper()),))  # type: ignore[arg-type]


_NEXT_LEVEL = {"III": "IV", "IV": "Perfect", "Perfect": "Ultimate"}


@clause(
    r"ignore the evolution requirements and evolve your (?:Digimon|(Level III|Level IV|Perfect level)"
    r" Digimon) into (?:a |an )?(Level IV|Perfect level|Ultimate level|Digimon of the next level)"
    r"(?: Digimon)?(?: in your evolution box)?"
)
def _evolve_ignoring(m: re.Match[str]) -> Clause | None:
    # The effect evolves one step, to the next level; wording that names a jump of more than
    # one level is a warp (E-6) and stays manual.
    target = parse_levels(m.group(2))
    if not m.group(1):
        # "Evolve your Digimon into a Level IV Digimon": only a Level III can make that one step.
        before = [level for level, after in _NEXT_LEVEL.items() if target and after == target[0]]
        condition = LevelIs("self", (before[0],)) if before else None
        return Clause((EvolveIgnoringConditions("self"),), condition)
    source = parse_levels(m.group(1))
    if target and _NEXT_LEVEL.get(source[0]) != target[0]:
        return None
    return Clause((EvolveIgnoringConditions("self"),), LevelIs("self", source))


__all__ = ["CLAUSES", "SELF_WORDS", "Clause", "clause", "parse_clause"]
