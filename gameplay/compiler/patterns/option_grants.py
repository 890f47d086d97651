"""Option cards that change what a Digimon is or has: its attribute, its field icons, its abilities
("sky", "A cannot go to zero"), and what it cannot receive.

Clauses register into the shared clause list (patterns/clauses.py), leading conditions into the
prefix readers (patterns/prefixes.py) and sentence splits into the option rewrites
(patterns/option_rewrites.py); the compiler imports this module through patterns/option_lines.py.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause, columns_in
from gameplay.compiler.patterns.option_rewrites import SPLITTERS
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame
from gameplay.compiler.patterns.subjects import FIELD, parse_subject
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.base import Condition
from gameplay.engine.effects.change_attribute import ChangeAttribute
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.any_of import any_of
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.same_attribute import SameAttribute
from gameplay.engine.effects.conditions.same_background import SameBackground
from gameplay.engine.effects.fields import FIELD_CODES
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.keep_attribute_change import KeepAttributeChange
from gameplay.engine.effects.lose_zeroing import LoseZeroing
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.negate_specials import NegateSpecials

_ATTRIBUTE = r"(Vaccine|Data|Virus)"
_COLUMNS = r"([ABC](?:(?:,|,? and|,? or) [ABC])*)"
# "A→0", the zeroing of A by a C attack (RULES 1.5), as the fan translation prints it.
_A_TO_ZERO = r"(?:'A ?[>?→] ?0'|A ?[>?→] ?0|\(A goes to 0\))"
_UNABLE = r"(?:cannot|can not|become unable to|becomes unable to)"


# -- attributes -----------------------------------------------------------------------------------


@clause(
    rf"change the attribute of one of the Digimon in the opponent's Digimon box to {_ATTRIBUTE}"
    r"( \(they remain as \w+ attribute even after evolution\))?"
)
def _opponent_attribute(m: re.Match[str]) -> Clause:
    # St-489: the battling Digimon is the one in the box (B-8); the remark keeps the change on the
    # Digimon it evolves into.
    return Clause((ChangeAttribute("opponent", m.group(1).title(), kept_after_evolution=bool(m.group(2))),))


@clause(rf"change your Digimon's attribute to {_ATTRIBUTE}(?: attribute)?")
def _own_attribute(m: re.Match[str]) -> Clause:
    return Clause((ChangeAttribute("self", m.group(1).title()),))


@clause(r"change your Digimon's attribute to (?:become )?the same as the opponent's")
def _copied_attribute(m: re.Match[str]) -> Clause:
    # Re-32t: the opponent's attribute when the card is used.
    return Clause((ChangeAttribute("self", ""),))


@clause(r"your Digimon keeps its changed attribute after evolution, fusion or appearance")
def _attribute_inherited(m: re.Match[str]) -> Clause:
    # Re-32t's second sentence, as the splitter below words it.
    return Clause((KeepAttributeChange("self"),))


# -- field icons ----------------------------------------------------------------------------------


@clause(
    rf"(?:your Digimon gains the ({FIELD}) field icon|you gain the field icon '({FIELD})'"
    rf"|your Digimon gains the field icon '({FIELD})')"
)
def _gain_field(m: re.Match[str]) -> Clause:
    # RULES 1.8: conditions that read the Digimon's fields see the added one (EffectContext.fields).
    name = next(g for g in m.groups() if g)
    return Clause((AddTrait("self", "field", FIELD_CODES[name.lower()]),))


# -- "cannot go to zero" and A→0 --------------------------------------------------------------------


@clause(
    rf"(?:you|your Digimon|they|it) {_UNABLE} receive (?:the )?effects of (?:the opponent's )?{_A_TO_ZERO}"
)
def _immune_to_a_zero(m: re.Match[str]) -> Clause:
    # "During battle, you cannot receive the effects of A→0" (Bo-23t): "A→0" is the zeroing of A by
    # the opponent's C attack (RULES 1.5); an effect that zeroes A is not it (B-8 step 3).
    return Clause((GrantImmunity("self", imm.ZERO_BY_ATTACK + "A"),))


@clause(
    rf"(?:your|your Digimon's) {_COLUMNS} (?:attacks? )?(?:cannot|can not|will not) (?:go|become)"
    r" (?:to )?(?:zero|0)"
)
def _columns_kept(m: re.Match[str]) -> Clause:
    # Re-19: "your Digimon's A, B, and C attack cannot go to zero" (B-8 step 3).
    return Clause(tuple(GrantImmunity("self", imm.ZERO_COLUMN + c) for c in columns_in(m.group(1))))


@clause(r"you lose your '?A ?[>?→] ?0'? ability")
def _lose_zeroing(m: re.Match[str]) -> Clause:
    # St-380: this side's C attack no longer zeroes the opponent's A (RULES 1.5).
    return Clause((LoseZeroing("self"),))


_FACTORS = {"doubles": 2, "triples": 3}


@clause(r"your Digimon's ([ABC]) attack power (doubles|triples)")
def _column_multiplied(m: re.Match[str]) -> Clause:
    # "Your Digimon's B attack power doubles": while it attacks with B (B-8 step 1).
    return Clause(
        (MultiplyAttack("self", _FACTORS[m.group(2).lower()]),),
        AttackColumnIs("self", (m.group(1).upper(),)),  # type: ignore[arg-type]
    )


# -- what the Digimon cannot receive ----------------------------------------------------------------


@clause(r"(?:this Digimon )?cannot receive (?:the )?effects of (?:the |your )?opponent's Option cards")
def _option_immunity(m: re.Match[str]) -> Clause:
    # O-K2, after a leading part ("As a special ability of your Digimon, …", Bo-590 below).
    return Clause((GrantImmunity("self", imm.OPPONENT_OPTIONS),))


@clause(
    r"change all of the opponent Digimon's special abilities to 'cannot receive the effects of your own"
    r" Option cards'"
)
def _specials_to_own_option_immunity(m: re.Match[str]) -> Clause:
    # Bo-403: the opponent's ability box is blanked (B-11.5) and holds only that ability.
    return Clause((NegateSpecials("opponent"), GrantImmunity("opponent", imm.OWN_OPTIONS)))


# -- leading conditions -----------------------------------------------------------------------------

_QUOTED_LIST = compile_re(r"when your Digimon is ('[^']+'(?:(?:,|,? or) '[^']+')*)")
_SAME_ATTRIBUTE = compile_re(r"when the opponent Digimon's attribute is the same as yours")
_IF_OPPONENT_ATTACKS = compile_re(r"if the opponent's attack is ([ABC])")
_SAME_BACKGROUND = compile_re(
    r"for your Digimon (?:with|that have|that has) the same background as this card"
)
_AS_SPECIAL_ABILITY = compile_re(r"as a special ability of your (.+)")
_TURN_OF_USE = compile_re(r"for the turn during which this card (?:is|was) used")


def _quoted_description(text: str) -> Condition | None:
    """ "Cyborg type, Vaccine attribute and Perfect level": all of the listed traits."""
    items = [item for item in re.split(r",? and |, ", text) if item]
    parts = [parse_subject("self", item + " Digimon") for item in items]
    if any(part is None or part == AllOf(()) for part in parts):
        return None
    found = tuple(part for part in parts if part is not None)
    return all_of(found)


def _read(head: str, frame: Frame) -> bool:
    if m := _QUOTED_LIST.fullmatch(head):
        # St-589: "… is 'Cyborg type, Vaccine attribute and Perfect level', … or '…'": one of them.
        descriptions = [_quoted_description(d) for d in re.findall(r"'([^']+)'", m.group(1))]
        if any(d is None for d in descriptions):
            return False
        found = tuple(d for d in descriptions if d is not None)
        frame.conditions.append(any_of(found))
        return True
    if _SAME_ATTRIBUTE.fullmatch(head):
        frame.conditions.append(SameAttribute())
        return True
    if m := _IF_OPPONENT_ATTACKS.fullmatch(head):
        # St-106: "If the opponent's attack is C" (B-8 step 1).
        frame.conditions.append(AttackColumnIs("opponent", (m.group(1).upper(),)))  # type: ignore[arg-type]
        return True
    if _SAME_BACKGROUND.fullmatch(head):
        # St-167: a Field named after a field (RULES 1.8).
        frame.conditions.append(SameBackground("self"))
        return True
    if m := _AS_SPECIAL_ABILITY.fullmatch(head):
        # Bo-590, St-225 (as the splitter below words them): a special ability of the Digimon is lost
        # with the others when the opponent takes them away (B-11.5); only the Digimon described
        # has it.
        subject = parse_subject("self", m.group(1))
        if subject is None:
            return False
        frame.limits.append("lost_with_specials")
        return frame.add_condition(subject)
    if _TURN_OF_USE.fullmatch(head):
        # St-489: the change lasts the turn the card is used in (O-L1).
        frame.limits.append("end_of_turn")
        return True
    return False


HEAD_READERS.append(_read)


# -- one printed sentence, several abilities ---------------------------------------------------------

_ALSO_GAINS = compile_re(
    r"(Your Digimon gains the abilit(?:y|ies) .+?) \(if (your Digimon has .+?), it also gains the"
    r" (abilit(?:y|ies) .+?) and has (\d+) added to its attack power\)\.?"
)
_KEEP_A_AND_ADD = compile_re(
    r"(The [ABC] attack of your .+? will not go to zero as a result of the opponent's attack C),"
    r" and (add \d+ to your attack power)\.?"
)
_ADD_AND_KEEP = compile_re(
    r"(Add \d+ to the attack power of your (.+?)), and its ([ABC]) cannot go to zero\.?"
)
_COLUMN_AND_LOSE = compile_re(
    r"(Your Digimon's [ABC] attack power (?:doubles|triples)), but at the same time"
    r" (you lose your .+? ability)\.?"
)
_DAR_AREA = compile_re(r"(.*)\bDar Area\b(.*)")
_GAINS_SPECIALS = compile_re(
    r"Your (?P<who>.+?) gains the (?:special )?abilit(?:y|ies) (?P<abilities>['\"] ?\(O\).+['\"])\.?"
)
_ADD_SPECIALS = compile_re(
    r"Add the (?:special )?abilit(?:y|ies) (?P<abilities>['\"] ?\(O\).+['\"]) to the abilities field of"
    r" your (?P<who>.+?)\.?"
)
_TO_ABILITIES = compile_re(r"Add '(.+)' to your (?:Digimon's )?abilities (?:field|box)\.?")
_INHERITS = compile_re(
    r"If the Digimon whose attribute was changed undergoes evolution, fusion, or appearance, the Digimon"
    r" resulting from that evolution, fusion, or appearance inherits the changed attribute\.?"
)
_BACKGROUND_MULTIPLIED = compile_re(
    r"(For your Digimon with the same background as this card), their ([ABC]) attack power (doubles|triples),"
    r" but lose their '?A ?[>?→] ?0'? ability\.?"
)


def _quoted_abilities(text: str) -> list[str] | None:
    """ "'(O)A' and ' (O)B'" -> ["A", "B"]; None unless every item is an "(O)" ability."""
    items = re.split(r"['\"],? (?:and )?['\"] ?", text[1:-1].strip())
    if not all(item.startswith("(O)") for item in items):
        return None
    return [item[3:].strip().rstrip(".") for item in items]


def _lower_first(text: str) -> str:
    return text[0].lower() + text[1:]


def _split(text: str) -> list[str] | None:
    if m := _ALSO_GAINS.fullmatch(text):
        # Bo-543: the keyword for every Digimon; the extra keyword and the addition when the
        # condition holds, each its own ability so the addition follows the condition (O-N2).
        when = "When " + m.group(2)
        return [
            m.group(1) + ".",
            f"{when}, your Digimon gains the {m.group(3)}.",
            f"{when}, add {m.group(4)} to your attack power.",
        ]
    if m := _KEEP_A_AND_ADD.fullmatch(text):
        # Bo-860: the addition is for any Digimon the card is used on; the protection names one.
        return [m.group(1) + ".", m.group(2)[0].upper() + m.group(2)[1:] + "."]
    if m := _ADD_AND_KEEP.fullmatch(text):
        # Bo-449: both for the Digimon the first part describes.
        return [m.group(1) + ".", f"Your {m.group(2)}'s {m.group(3)} cannot go to zero."]
    if m := _COLUMN_AND_LOSE.fullmatch(text):
        # St-380: the doubling counts while attacking with B; the ability is lost either way.
        return [m.group(1) + ".", m.group(2)[0].upper() + m.group(2)[1:] + "."]
    if (m := _GAINS_SPECIALS.fullmatch(text)) or (m := _ADD_SPECIALS.fullmatch(text)):
        # St-224, St-225, St-819, Bo-597: each quoted "(O)…" ability is a sentence of its own, a
        # special ability of the described Digimon.
        found = _quoted_abilities(m.group("abilities"))
        if found is None:
            return None
        return [f"As a special ability of your {m.group('who')}, {_lower_first(a)}." for a in found]
    if m := _TO_ABILITIES.fullmatch(text):
        # Bo-590: "Add 'cannot receive …' to your Digimon's abilities field": what is added is read
        # as a sentence of its own, as one of the Digimon's special abilities.
        return [f"As a special ability of your Digimon, {m.group(1)[0].lower()}{m.group(1)[1:]}."]
    if _INHERITS.fullmatch(text):
        return ["Your Digimon keeps its changed attribute after evolution, fusion or appearance."]
    if m := _BACKGROUND_MULTIPLIED.fullmatch(text):
        # St-168: both for the Digimon of the card's field; "their" is the own Digimon here.
        return [
            f"{m.group(1)}, your Digimon's {m.group(2)} attack power {m.group(3)}.",
            f"{m.group(1)}, you lose your A>0 ability.",
        ]
    if m := _DAR_AREA.fullmatch(text):
        # Re-19's typing of "Dark Area".
        return [f"{m.group(1)}Dark Area{m.group(2)}"]
    return None


SPLITTERS.append(_split)
