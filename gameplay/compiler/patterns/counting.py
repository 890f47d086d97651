"""Counting clauses: "for every blue frame Digimon on the opponent's sheet, add 150 to your attack
power", "for every face-down card in your slots, add 200 to your attack power"."""

from __future__ import annotations

import re

from gameplay.compiler.patterns import count
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.base import Side


def _whose(words: str) -> tuple[Side, ...]:
    lowered = words.lower()
    # "both your and your opponent's sheets", "your and your opponent's sheet": both players' cards.
    if "both" in lowered or "your and" in lowered:
        return ("self", "opponent")
    return ("opponent",) if "opponent" in lowered else ("self",)


def _per_card(
    m: re.Match[str], counted: tuple[Side, ...], zone: str, card_filter: str | None
) -> Clause | None:
    if card_filter is None:
        return None
    cap = count(m.group("cap")) if m.group("cap") else None
    return Clause((AddAttackPerCard("self", int(m.group("amount")), counted, zone, card_filter, cap),))


_TAIL = (
    r",? add (?P<amount>\d+) to your attack power(?: \((?P<cap>\d+|one|two|three|four|five) cards? max\))?"
)


@clause(
    r"for (?:every|each) (?P<noun>.+?) on (?P<whose>your|the opponent's|your opponent's|(?:both )?your and"
    r" (?:your|the) opponent's) sheets?"
    # "for every Digimon on your sheet with 'Mamemon' in its name" / "… with the ability "flame"": the
    # noun's qualifier printed after the place.
    r"(?P<qualifier> (?:(?:with|that has|containing) \S.*? in (?:its|their) (?:card )?names?"
    r"|with the abilit(?:y|ies) \S.*?))?" + _TAIL
)
def _on_sheet(m: re.Match[str]) -> Clause | None:
    noun = m.group("noun") + (m.group("qualifier") or "")
    return _per_card(m, _whose(m.group("whose")), "sheet", noun_filter(noun))


@clause(
    r"for (?:every|each) (?:support Digimon that the opponent has|Digimon in (?P<whose>the opponent's"
    r" support box|both players['\"] support boxes))" + _TAIL
)
def _supports(m: re.Match[str]) -> Clause | None:
    # "For every Digimon in both players' support boxes" (Bo-121t) counts each side's supports.
    return _per_card(m, _whose(m.group("whose") or "opponent"), "support_box", "digimon")


@clause(r"for (?:every|each) card placed in the opponent's Option slots and support box" + _TAIL)
def _opponent_slots_and_support(m: re.Match[str]) -> Clause | None:
    return _per_card(m, ("opponent",), "slots+support_box", "any")


@clause(r"for (?:every|each) (?:(face-down|face-up) card in your slots|card (face-up) in your slots)" + _TAIL)
def _own_slots(m: re.Match[str]) -> Clause | None:
    face = (m.group(1) or m.group(2)).replace("-", "_")
    return _per_card(m, ("self",), f"slots_{face}", "any")


@clause(r"for (?:every|each) (?P<noun>.+?) (?:card )?you have in your hand" + _TAIL)
def _in_hand(m: re.Match[str]) -> Clause | None:
    return _per_card(m, ("self",), "hand", noun_filter(m.group("noun")))
