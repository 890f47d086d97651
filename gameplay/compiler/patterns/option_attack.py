"""Conditional attack changes printed on Option cards: leading conditions on the words of a Digimon's
type or name ("When the opponent has the words 'Oni', 'Wicked/Evil', or 'Fallen' in its type"),
cards used together ("When you use this card at the same time as 'Steel Drill'"), counts of named
cards on both sheets, a comparison of the attack values when the card is used, and sentences that
state one addition for each side.

They register into the shared head readers (patterns/prefixes.py), clause list (patterns/clauses.py),
statements (patterns/statements.py) and splitters (patterns/option_rewrites.py); the compiler
imports this module through patterns/option_lines.py.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import QUOTED, compile_re
from gameplay.compiler.patterns.clauses import FACTORS, Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.option_rewrites import SPLITTERS
from gameplay.compiler.patterns.prefixes import HEAD_READERS, Frame, read_prefixes
from gameplay.compiler.patterns.subjects import keyword_condition, parse_subject
from gameplay.engine.effects.base import Condition, Side
from gameplay.engine.effects.conditions.all_of import AllOf
from gameplay.engine.effects.conditions.any_of import AnyOf, any_of
from gameplay.engine.effects.conditions.attack_column_is import AttackColumnIs
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.conditions.on_sheet import OnSheet
from gameplay.engine.effects.conditions.printed_attack_below import PrintedAttackBelow
from gameplay.engine.effects.conditions.species_contains import SpeciesContains
from gameplay.engine.effects.conditions.species_has_word import SpeciesHasWord
from gameplay.engine.effects.multiply_attack import MultiplyAttack
from gameplay.engine.effects.set_lost_points import SetLostPoints

_QUOTED_LIST = rf"((?:{QUOTED}(?:,? or |,? and |, )?)+)"
_WHO = r"(the opponent|the opponent's Digimon|the opponent Digimon|your Digimon|they|it)"


def _side(who: str) -> Side:
    return "opponent" if "opponent" in who.lower() else "self"


def _type_words(quoted_list: str) -> list[str]:
    """ "'Oni', 'Wicked/Evil', or 'Fallen'" -> Oni, Wicked, Evil, Fallen; "'dragon (Ankylosaur/…
    included)'" -> dragon, Ankylosaur, …: a "/" gives words that each count."""
    words: list[str] = []
    for item in re.findall(QUOTED, quoted_list):
        item = item.strip()
        if m := re.fullmatch(r"(.+?) \(([^()]+) included\)", item):
            words += [m.group(1), *m.group(2).split("/")]
        else:
            words += item.split("/")
    return [word.strip() for word in words if word.strip()]


_TYPE_WORDS = compile_re(rf"(?:when|if) {_WHO} ha(?:s|ve) the words? {_QUOTED_LIST} in (?:its|their) type")
# Bo-920: "When your Digimon has the word 'dragon (…)' in its type, or has 'dramon' in its name".
_TYPE_OR_NAME_WORDS = compile_re(
    rf"when your Digimon has the words? {_QUOTED_LIST} in its type, or has {QUOTED} in its name"
)
# Bo-920: "When your Digimon has 'Greymon' in its name and has the ability "flame"".
_NAME_AND_ABILITY = compile_re(
    rf"when your Digimon has {QUOTED} in its name and has the abilit(?:y|ies)"
    rf" ((?:{QUOTED}(?:,? or |,? and )?)+)"
)
_NAME_WORDS = compile_re(
    rf"(?:when|if) {_WHO} ha(?:s|ve) (?:the words? )?{_QUOTED_LIST} in (?:its|their) (?:card )?names?"
)
_NAME_OR_TYPE_LACKS = compile_re(
    r"when the opponent(?: Digimon's|'s Digimon's|'s) name or type does not contain the words?"
    rf" {_QUOTED_LIST}(?: \(excluding ([A-Z][\w-]*(?: [A-Z][\w-]*)*)\))?"
)
_LACKS_ABILITY = compile_re(
    rf"when your Digimon (?:does not|doesn't) have the abilit(?:y|ies) ((?:{QUOTED}(?:,? or |,? and )?)+)"
)
# St-591 Golden Drill: "When you use this card at the same time as 'Steel Drill'": the other card is
# in use (face-up) in the same player's slots.
_USED_WITH = compile_re(rf"when you use this card at the same time as {QUOTED}")
# Bo-915 Strike Phantom: "if you already have a 'Sniper Phantom' in your slots": that card already
# used, i.e. face-up in a slot (a face-down card is not yet in effect, and hidden, RULES 1.1).
_ALREADY_IN_SLOTS = compile_re(rf"when you (?:already )?have (?:a |an )?{QUOTED}(?: card)? in your slots")
_OWN_COLUMN = compile_re(r"(?:when|if) your Digimon's attack is ([ABC](?:,? or [ABC])*)")
# Bo-916: "if your Digimon is a Demon Dragon type, or is a Fusion Form": either description.
_IS_EITHER = compile_re(r"(?:when|if) your Digimon is (.+?),? or is (.+)")


# Bx-132: "During the turn, add 800 to your Digimon's attack power": it lasts the turn, even when the
# card leaves its slot before (O-L2), as "… for the turn" reads.
_DURING_THE_TURN = compile_re(r"During the turn, (add \d+ to .+? attack power)\.?")
# St-920: "When there are no empty slots on the opponent's sheet" (worded "when all of the opponent's
# slots hold a card" by `_split`, as the card-count reader takes "when there are no …"): all three
# option slots (RULES 1.1) hold a card.
_NO_EMPTY_SLOTS = compile_re(r"when all of the opponent's slots hold a card")
_NO_EMPTY_SLOTS_PRINTED = compile_re(r"When there are no empty slots on the opponent's sheet, (.+)")
# Bx-7s: "When the opponent's sheet contains either a red frame Digimon (excluding Digimon belonging to
# the Royal Knights), or a card belonging to the 'X-Antibody' category".
_SHEET_CONTAINS_EITHER = compile_re(
    r"when the opponent's sheet contains either (?:a |an )?(.+?)"
    r" \(excluding Digimon belonging to (?:the )?(.+?)\),?"
    rf" or a card belonging to the {QUOTED} category"
)


# St-221: the printed attack against the opponent's B-8 value; adding to the attack changes only the
# latter side of the comparison, so the condition is checked again as the battle goes (O-N2).
_PRINTED_BELOW = compile_re(
    r"(?:during battle, )?when your attack power without modification by effects or abilities"
    r"(?: \(in other words, the attack power stated on the card itself\))? is lower than the opponent's"
    r" attack power after taking into account effects and abilities"
)
# St-611: "if you have Qinglongmon, Holydramon, Megidramon and Goddramon all gathered".
_ALL_GATHERED = compile_re(r"when you have ([A-Z][\w-]*(?:, [A-Z][\w-]*)*,? and [A-Z][\w-]*) all gathered")


def _read(head: str, frame: Frame) -> bool:
    if _PRINTED_BELOW.fullmatch(head):
        frame.conditions.append(PrintedAttackBelow("self"))
        return True
    if m := _ALL_GATHERED.fullmatch(head):
        # On the sheet: the Digimon Box and Support Box (B-10.10).
        gathered = re.split(r",? and |, ", m.group(1))
        frame.conditions.append(AllOf(tuple(OnSheet("self", (name,)) for name in gathered)))
        return True
    if m := _TYPE_WORDS.fullmatch(head):
        # Whole words of the type (型): 'Evil' is in "Evil Dragon", not in "Small Devil".
        side = _side(m.group(1))
        return frame.add_condition(any_of([SpeciesHasWord(side, w) for w in _type_words(m.group(2))]))
    if _NO_EMPTY_SLOTS.fullmatch(head):
        frame.conditions.append(CardCount(("opponent",), "slots", "any", at_least=3))
        return True
    if m := _SHEET_CONTAINS_EITHER.fullmatch(head):
        return frame.add_condition(_sheet_contains_either(m.group(1), m.group(2), m.group(3)))
    if m := _TYPE_OR_NAME_WORDS.fullmatch(head):
        words = [SpeciesHasWord("self", w) for w in _type_words(m.group(1))]
        return frame.add_condition(AnyOf((*words, NameIs("self", (m.group(3),), partial=True))))
    if m := _NAME_AND_ABILITY.fullmatch(head):
        ability = keyword_condition("self", m.group(2), True)
        if ability is None:
            return False
        return frame.add_condition(AllOf((NameIs("self", (m.group(1),), partial=True), ability)))
    if m := _NAME_WORDS.fullmatch(head):
        names = tuple(re.findall(QUOTED, m.group(2)))
        return frame.add_condition(NameIs(_side(m.group(1)), names, partial=True))
    if m := _NAME_OR_TYPE_LACKS.fullmatch(head):
        return frame.add_condition(_lacks_words(m.group(1), m.group(3)))
    if m := _LACKS_ABILITY.fullmatch(head):
        return frame.add_condition(keyword_condition("self", m.group(1), False))
    if m := _USED_WITH.fullmatch(head):
        frame.conditions.append(CardCount(("self",), "slots_face_up", "name:" + m.group(1)))
        return True
    if m := _ALREADY_IN_SLOTS.fullmatch(head):
        frame.conditions.append(CardCount(("self",), "slots_face_up", "name:" + m.group(1)))
        return True
    if (m := _IS_EITHER.fullmatch(head)) and "," in head:
        options = [parse_subject("self", m.group(1)), parse_subject("self", m.group(2))]
        if any(option is None or option == AllOf(()) for option in options):
            return False
        return frame.add_condition(AnyOf(tuple(option for option in options if option is not None)))
    if m := _OWN_COLUMN.fullmatch(head):
        frame.conditions.append(AttackColumnIs("self", tuple(re.findall(r"[ABC]", m.group(1)))))
        return True
    return False


def _lacks_words(quoted_list: str, excluded: str | None) -> Condition:
    """St-927: "When the opponent Digimon's name or type does not contain the words 'Ancient', 'Mode',
    or 'Knight' (excluding Knightmon)": neither the name nor the type holds one of the words; the
    excluded Digimon counts as not holding them (its name contains 'Knight')."""
    words = tuple(re.findall(QUOTED, quoted_list))
    in_name: Condition = NameIs("opponent", words, partial=True)
    if excluded:
        in_name = AllOf((in_name, Not(NameIs("opponent", (excluded,)))))
    holds_one = AnyOf((in_name, *(SpeciesContains("opponent", word) for word in words)))
    return Not(holds_one)


def _sheet_contains_either(noun: str, group: str, category: str) -> Condition | None:
    """A Digimon of the opponent's Digimon or Support Box (B-10.10) outside the group, or a card of the
    category in effect in their slots: a category is an option card's (RULES 7.7), printed on its face."""
    digimon = noun_filter(noun)
    if digimon is None or "digimon" not in digimon:
        return None
    return AnyOf(
        (
            CardCount(("opponent",), "sheet", f"{digimon};not_group:{group}"),
            CardCount(("opponent",), "slots_face_up", "category_contains:" + category),
        )
    )


HEAD_READERS.append(_read)


def _listed(kinds: str) -> str:
    """ "Chick type, Bird type, and Giant Bird type" / "Plant and Insect" -> "X type or Y type …"."""
    words = [w.strip() for w in re.split(r",? and |, ", kinds) if w.strip()]
    words = [w if re.search(r" type$", w) else f"{w} type" for w in words]
    return " or ".join(words)


_BOTH_SIDES_HUNGRY = compile_re(
    r"Add (\d+) to the attack power of both your and the opponent's (.+?) Digimon"
    r" \(however, if you used this card on a Digimon with the ability (\"\w+\"|'\w+'),"
    r" the attack power addition only applies to your side\)\.?"
)
_YOURS_AND_THEIRS = compile_re(r"Add (\d+) to the attack power of your and the opponent's (.+?) Digimon\.?")


# St-933: "… Level III or a D-Reaper. )": a stray closing parenthesis after the sentence.
_STRAY_PARENTHESIS = compile_re(r"(This card [^()]+?\.) \)")


# St-611 Dragon's Nest: a count of dragon-type Digimon, then a further addition when four named ones are
# gathered; both go to the same Digimon.
_DRAGONS_NEST = compile_re(
    r"For every Digimon on your sheet with the word '(\w+) \(([\w/]+) included\)' in their type, add (\d+) to"
    r" the attack power of your Digimon with ('\w+') in their name \(excluding Level III Digimon; if you have"
    r" (.+?) all gathered, further add (\d+) to their attack power\)\.?"
)


def _dragons_nest(m: re.Match[str]) -> list[str]:
    word, included, amount, named, gathered, further = m.groups()
    subject = f"your non-Level III Digimon with {named} in their name"
    return [
        f"For every Digimon with the word '{word}' in their type (including {included}) on your sheet, add"
        f" {amount} to the attack power of {subject}.",
        f"When you have {gathered} all gathered, add {further} to the attack power of {subject}.",
    ]


# Bo-920: "When your Digimon has …, add 200 to its attack power.": "its" is your Digimon's.
_ITS_ATTACK = compile_re(r"(When your Digimon has [^.]+?), add (\d+) to its attack power\.?")
# Bo-920: "… reduce your lost points by 20 (it cannot become zero however)." in the wording of Bx-34.
_ZERO_HOWEVER = compile_re(r"(.+ reduce your lost points by \d+) \(it cannot become zero however\)\.?")


def _split(text: str) -> list[str] | None:
    if m := _STRAY_PARENTHESIS.fullmatch(text):
        return [m.group(1)]
    if m := _DRAGONS_NEST.fullmatch(text):
        return _dragons_nest(m)
    if m := _DURING_THE_TURN.fullmatch(text):
        return [f"{m.group(1)[0].upper()}{m.group(1)[1:]} for the turn."]
    if m := _ITS_ATTACK.fullmatch(text):
        return [f"{m.group(1)}, add {m.group(2)} to your attack power."]
    if m := _ZERO_HOWEVER.fullmatch(text):
        return [f"{m.group(1)} (however, it cannot become zero)."]
    if m := _NO_EMPTY_SLOTS_PRINTED.fullmatch(text):
        return [f"When all of the opponent's slots hold a card, {m.group(1)}"]
    if m := _BOTH_SIDES_HUNGRY.fullmatch(text):
        # Bo-11L Chicken Combo: one addition a side (B-8 per side); the opponent's only while the
        # Digimon the card was used on lacks the ability.
        amount, kinds, ability = m.group(1), _listed(m.group(2)), m.group(3)
        return [
            f"Add {amount} to the attack power of your {kinds} Digimon.",
            f"When your Digimon does not have the ability {ability}, add {amount} to the attack power of"
            f" the opponent's {kinds} Digimon.",
        ]
    if m := _YOURS_AND_THEIRS.fullmatch(text):
        # Bo-48 Organic Fertilizer: "your and the opponent's Plant and Insect Digimon".
        amount, kinds = m.group(1), _listed(m.group(2))
        return [
            f"Add {amount} to the attack power of {side} {kinds} Digimon."
            for side in ("your", "the opponent's")
        ]
    return None


SPLITTERS.append(_split)


_EXCEPT_WHEN = compile_re(r"(?:However,? )?this effect does not (?:activate|apply|take effect) (when .+?)\.?")


def exception_condition(sentence: str) -> Condition | None:
    """ "This effect does not activate when facing red frame Digimon." (Bo-1087): the negation of the
    condition it names, for the effect of the sentence before it; None when the sentence is not one."""
    m = _EXCEPT_WHEN.fullmatch(sentence.strip())
    if m is None:
        return None
    read = read_prefixes(f"{m.group(1)}, x")
    if read is None or read[1] != "x" or read[0].trigger is not None:
        return None
    condition = read[0].condition()
    return Not(condition) if condition is not None else None


@clause(r"change your lost points to ['\"]III(\d+) IV(\d+) P(\d+) U(\d+)['\"]")
def _lost_table_clause(m: re.Match[str]) -> Clause:
    # Bo-795 Protector: the catalog's own LostPoint notation (RULES 1.6).
    iii, iv, perfect, ultimate = (int(value) for value in m.groups())
    return Clause((SetLostPoints("self", (iii, iv, perfect, ultimate)),))


@clause(
    r"after raising their attack power, if you have all (?:two|three|four) Digimon: (.+) in your Digimon box,"
    r" (double|triple|quadruple|quintuple) each of their attack powers"
)
def _gathered_in_the_box(m: re.Match[str]) -> Clause | None:
    """St-424, Tv-3: "… if you have all three Digimon: Megalo Growmon, Taomon, and Rapidmon (Perfect) in
    your Digimon box, quintuple each of their attack powers": the Digimon Box holds one battling
    Digimon (RULES 1.1), which would have to be each of them at once."""
    named = parse_subject("self", m.group(1))
    if not isinstance(named, AnyOf):
        return None
    return Clause((MultiplyAttack("self", FACTORS[m.group(2).lower()]),), AllOf(named.parts))
