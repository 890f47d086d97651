"""Digimon counting clauses that name the counted cards as a list of alternatives, or remark that the
support Digimon count: "For every Digimon belonging to Deep Savers, or Hybrid level on your sheet,
add 300 to your attack power (including Support Digimon)" (St-914), "For every Digimon on both
sides' sheets with the ability "underwater", add 200 …" (St-909).

A card that fits two alternatives is counted once (engine.costs.card_matches, "||"). Cards in the
Support Box are on the sheet (B-10.10), so "(including Support Digimon)" changes nothing in the count.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import compile_re
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.base import Side

_BOTH = r"both (?:your and (?:your|the) opponent's|sides'|side's|players'|your and your opponent's)|both"
_WHOSE = rf"(?P<whose>your|the opponent's|{_BOTH})"
# What follows the place: the noun's qualifier ("that belongs to Nature Spirits", "with the ability
# "underwater"", "that has the word Dragon (… included) in its type, or is a Hybrid level").
_QUALIFIER = r"(?: (?P<qualifier>(?:that|with) .+?))?"
_TAIL = (
    r", add (?P<amount>\d+) to your attack power"
    r"(?P<remark> \((?:including (?:support Digimon|this (?:card|Digimon))|max \+(?P<max>\d+))\))?"
)
# "card … that has the word Dragon (Ankylosaur/… included) in its type": the printed inclusions.
_DRAGON_INCLUDED = compile_re(
    r"(?:card|Digimon)(?: that has| with) the word (\w+) \(([\w/]+) included\) in its type"
)
# How an alternative after the first is printed, and how `noun_filter` reads it.
_ALTERNATIVE_LEADS = (
    (compile_re(r"(?:is )?an? (.+)"), r"\1"),
    (compile_re(r"has (the abilit(?:y|ies) .+)"), r"Digimon with \1"),
    (compile_re(r"that belongs to (.+)"), r"Digimon belonging to \1"),
)


def _alternative(words: str) -> str | None:
    words = words.strip()
    if m := _DRAGON_INCLUDED.fullmatch(words):
        words = f"Digimon with the word '{m.group(1)}' in its type (including {m.group(2)})"
    for pattern, replacement in _ALTERNATIVE_LEADS:
        if m := pattern.fullmatch(words):
            words = m.expand(replacement)
            break
    return noun_filter(words)


def counted_filter(noun: str) -> str | None:
    """The card filter of a counted noun, its ", or" alternatives joined by "||" ("Digimon
    belonging to Deep Savers, or Hybrid level" -> "digimon;field:DS||level:Hybrid")."""
    if (whole := _alternative(noun)) is not None:
        return whole
    # "…, has the ability "underwater", or is a Hybrid level": every comma starts an alternative.
    parts = [p for p in re.split(r",? or |, ", noun) if p]
    filters = [_alternative(part) for part in parts]
    if len(filters) < 2 or any(f is None for f in filters):
        return None
    return "||".join(f for f in filters if f is not None)


def _whose(words: str) -> tuple[Side, ...]:
    lowered = words.lower()
    if lowered.startswith("both"):
        return ("self", "opponent")
    return ("opponent",) if "opponent" in lowered else ("self",)


@clause(
    # The plain "for every X on your sheet, add N" is counting._on_sheet's: this one reads a clause
    # with a printed remark, or a "that belongs to" after the place, which that one does not.
    r"(?=.*(?:\((?:including|max \+)| sheets? that belongs to ))"
    rf"for (?:every|each) (?P<noun>.+?) on {_WHOSE} sheets?{_QUALIFIER}{_TAIL}"
)
def _alternatives_on_sheet(m: re.Match[str]) -> Clause | None:
    noun = m.group("noun")
    if m.group("qualifier"):
        noun = f"{noun} {m.group('qualifier')}"
    card_filter = counted_filter(noun)
    if card_filter is None:
        return None
    amount = int(m.group("amount"))
    # "(max +450)" at 150 a card: three cards at most.
    cap = int(m.group("max")) // amount if m.group("max") else None
    return Clause((AddAttackPerCard("self", amount, _whose(m.group("whose")), "sheet", card_filter, cap),))
