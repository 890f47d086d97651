"""Costs written into an ability's sentence: "you may discard one Sakuyamon card from your hand and
…", "for every Digimon card you discard from your hand, …", "discard your whole hand and …".

A cost is paid by the player when the ability is used (O-C2); its card filter says which cards
qualify (see `effects.base.Cost`).
"""

from __future__ import annotations

import re
from typing import Literal

from gameplay.compiler.patterns import COUNT, QUOTED, compile_re, count
from gameplay.compiler.patterns.subjects import FIELD, GROUP, LEVELS, parse_levels
from gameplay.engine.effects.base import Cost
from gameplay.engine.effects.fields import FIELD_CODES

_DISCARD_COST = compile_re(
    rf"discard {COUNT} (.+?)(?: from your (hand|Net Ocean))?,?"
    r" (?:and|to(?= (?:double|triple|quadruple|add|make|gain)))(?: you can)? (.+)"
)
_FOR_EVERY = compile_re(
    r"for (?:every|each) (.+?) (?:that )?you discard(?: from your (hand|Net Ocean))?"
    r"(?: that has nothing written in its abilities field)?,? (.+)"
)
_WHOLE_HAND = compile_re(r"discard (?:your|the) (?:whole|entire) hand,? (?:and|to) (.+)")
_TO_SUPPORT_BOX = compile_re(
    rf"send {COUNT} (.*?)cards? from your hand to your support box,? (?:and|to) (.+)"
)
# "stack one 'We're Honor Students' card from your hand onto your point gauge and add 300" (St-743).
_TO_POINT_GAUGE = compile_re(rf"stack {COUNT} (.*?)cards? from your hand onto your point gauge,? and (.+)")
_TIMES_MAX = compile_re(rf"(.+?),? ?\({COUNT} times? max\.?\)\.?")
_MAX = compile_re(rf"(.+?),? ?\({COUNT} cards? max\.?\)?\.?")
# "Lucemon: Satan Mode" (Bo-1001): a form after a colon is part of the name.
_NAME = r"[A-Z][\w.-]*(?::? (?:of |the )?[A-Z][\w.-]*)*(?: \(\w+-\d+\))?"
_FILTER_WORDS: list[tuple[re.Pattern[str], str]] = [
    (compile_re(r"(red|blue|gold) frame "), "frame"),
    (compile_re(rf"({LEVELS}) "), "level"),
    (compile_re(r"(Vaccine|Data|Virus|Unknown) attribute "), "attribute"),
    (compile_re(r"(Item|Program|Field) Option "), "type"),
    (compile_re(rf"({FIELD}) "), "field"),
    (re.compile(r"([A-Z][\w-]* [Tt]ype(?: or [A-Z][\w-]* [Tt]ype)+) "), "species_list"),
    (re.compile(r"([A-Z][\w-]*(?: [A-Z][\w-]*)?) [Tt]ype "), "species"),
    (compile_re(r"Digimon "), "digimon"),
    (compile_re(r"Option "), "option"),
    (compile_re(rf"{QUOTED} "), "name"),
    # Card names are capitalised: matched case-sensitively so "or" is never a name.
    (re.compile(rf"({_NAME}(?:(?:,? or |, ){_NAME})*) "), "names"),
]


def _filter_test(test: str, m: re.Match[str]) -> str:
    if test in {"digimon", "option"}:
        return test
    if test == "names":
        return "name:" + "|".join(n.split(" (")[0] for n in re.split(r",? or |, ", m.group(1)))
    if test == "level":
        return "level:" + "|".join(parse_levels(m.group(1)))
    if test == "frame":
        return "frame:" + m.group(1).lower()
    if test == "type":
        return "option;type:" + m.group(1).title()
    if test == "species_list":
        return "species:" + "|".join(re.findall(r"([A-Z][\w-]*) [Tt]ype", m.group(1)))
    if test == "field":
        return "field:" + FIELD_CODES[m.group(1).lower()]
    return f"{test}:{m.group(1)}"


_NOUN_FIELD = compile_re(rf"(.*?) ?(?:belonging|that belongs) to ((?:{FIELD})(?:,? or (?:{FIELD}))*)")
_NOUN_GROUP = compile_re(rf"(.*?) ?(?:belonging|that belongs) to (?:the )?['\"]?({GROUP})['\"]?(?: group)?")
_NOUN_NAME_PART = compile_re(
    r"(.*?) ?(?:with|that has|containing) (?:either )?(?:the words? |the characters )?"
    rf"((?:{QUOTED}(?:,? or |, )?)+) in (?:its|their)"
    r" (?:card )?names?"
)
# "Digimon card with the word 'Angel' in its type (including Cherub, Dominion, …)": the word, and
# the types the parenthesis names as well.
_NOUN_TYPE_PART = compile_re(
    rf"(.*?) ?with (?:the word )?{QUOTED} in (?:its|their) type(?: \(including ([^)]*)\))?"
)


# "Digimon card with a basic A attack power of 450 and below" (St-677): the printed attack (RULES 1.5).
_NOUN_BASE_ATTACK = compile_re(
    r"(.*?) ?with a basic ([ABC]) attack(?: power)? of (\d+) (and below|or less|and above|or more)"
)

# "Digimon with the ability "flame"" (Bo-917): the keywords the card itself prints.
_NOUN_ABILITY = compile_re(rf"(.*?) ?with the abilit(?:y|ies) ((?:{QUOTED}(?:,? or |, )?)+)")


def noun_filter(noun: str) -> str | None:
    """ "Digimon card belonging to Virus Busters" -> "digimon;field:VB"; "card" -> "any"."""
    noun = re.sub(r"(?:^| )cards?$", "", noun.strip())
    field = None
    extra: list[str] = []
    # "one Digimon card from your hand belonging to Deep Savers": the source is read elsewhere.
    noun = noun.replace(" from your hand", "")
    if m := _NOUN_FIELD.fullmatch(noun):
        noun = m.group(1)
        codes = [FIELD_CODES[f.lower()] for f in re.split(r",? or ", m.group(2))]
        extra.append("field:" + "|".join(codes))
    elif m := _NOUN_TYPE_PART.fullmatch(noun):
        noun = m.group(1)
        words = [m.group(2), *(w.strip() for w in re.split(r"/|,", m.group(3) or "") if w.strip())]
        extra.append("species:" + "|".join(words))
    elif m := _NOUN_GROUP.fullmatch(noun):
        noun = m.group(1)
        extra.append("group:" + m.group(2))
    elif m := _NOUN_BASE_ATTACK.fullmatch(noun):
        noun = m.group(1)
        bound = "attack_max" if m.group(4).lower() in ("and below", "or less") else "attack_min"
        extra.append(f"{bound}:{m.group(2).upper()}={m.group(3)}")
    elif m := _NOUN_ABILITY.fullmatch(noun):
        noun = m.group(1)
        extra.append("keyword:" + "|".join(k.lower() for k in re.findall(QUOTED, m.group(2))))
    elif m := _NOUN_NAME_PART.fullmatch(noun):
        noun = m.group(1)
        extra.append("name_contains:" + "|".join(re.findall(QUOTED, m.group(2))))
    noun = re.sub(r"(?:^| )cards?$", "", noun)
    found = _card_filter(noun + " " if noun else "", field)
    if found is None:
        return None
    return ";".join([t for t in found.split(";") if t != "any"] + extra) or "any"


def _card_filter(words: str, field: str | None = None) -> str | None:
    """ "Virus attribute Digimon " -> "attribute:Virus;digimon"; None when a word is not understood."""
    tests: list[str] = []
    rest = words
    while rest:
        for pattern, test in _FILTER_WORDS:
            if m := pattern.match(rest):
                tests.append(_filter_test(test, m))
                rest = rest[m.end() :]
                break
        else:
            return None
    if field:
        tests.append("field:" + FIELD_CODES[field.lower()])
    return ";".join(tests) or "any"


def _source(word: str) -> Literal["hand", "net_ocean"]:
    return "hand" if word.lower() == "hand" else "net_ocean"


def read_cost(rest: str) -> tuple[tuple[Cost, ...], int | None, str] | None:
    """Split a cost off a clause: (costs, uses, remaining clause); no cost gives ((), None, rest)."""
    cap: int | None = None
    if m := _MAX.fullmatch(rest):
        rest, cap = m.group(1), count(m.group(2))
    if m := _DISCARD_COST.fullmatch(rest):
        card_filter = noun_filter(m.group(2))
        if card_filter is None:
            return None
        per_use = count(m.group(1))
        source = _source(m.group(3) or "hand")
        uses = None if cap is None else max(1, cap // per_use)
        return (Cost(per_use, source, card_filter),), uses if uses is not None else 1, m.group(4)
    if m := _WHOLE_HAND.fullmatch(rest):
        return (Cost(0, "hand", "any", hand_all=True),), 1, m.group(1)
    if m := _TO_POINT_GAUGE.fullmatch(rest):
        card_filter = _card_filter(m.group(2))
        if card_filter is None:
            return None
        return (Cost(count(m.group(1)), "hand", card_filter, to="point_gauge"),), 1, m.group(3)
    if m := _TO_SUPPORT_BOX.fullmatch(rest):
        card_filter = _card_filter(m.group(2))
        if card_filter is None:
            return None
        return (Cost(count(m.group(1)), "hand", card_filter, to="support_box"),), 1, m.group(3)
    if m := _FOR_EVERY.fullmatch(rest):
        if "nothing written" in rest:
            return None
        card_filter = noun_filter(m.group(1))
        if card_filter is None:
            return None
        source = _source(m.group(2) or "hand")
        # One use per card paid; the printed cap (if any) caps the uses (B-8: additions stack).
        return (Cost(1, source, card_filter),), cap, m.group(3)
    if m := _TIMES_MAX.fullmatch(rest):
        # "(3 times max)": a cap on uses, not on cards.
        return (), count(m.group(2)), m.group(1)
    if cap is not None:
        return None
    return (), None, rest
