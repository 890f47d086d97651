"""Effect clauses printed on Option cards: making the opponent draw, invalidating the opponent's
option cards "before it takes effect" (B-6), and sending their active option cards away.

They register into the shared clause list (patterns/clauses.py); the compiler imports this module
through patterns/option_lines.py.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import COUNT, count, side_of
from gameplay.compiler.patterns.clauses import Clause, clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.subjects import parse_subject
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.discard_active_options import DiscardActiveOptions
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_option import InvalidateOption
from gameplay.engine.effects.set_attack_column import SetAttackColumn

_THEIR_OCEAN = r"(?: from (?:the top of )?their Net Ocean)?"


# The lower pattern is registered (and tried) first.
@clause(rf"the opponent draws {COUNT} cards?{_THEIR_OCEAN}")
@clause(rf"(?:make|have) the opponent draw {COUNT} cards?{_THEIR_OCEAN}")
def _make_draw(m: re.Match[str]) -> Clause:
    return Clause((DrawCards("opponent", count(m.group(1))),))


_TYPES = r"((?:Item|Program|Field)(?:(?:,? or |, )(?:Item|Program|Field))*)"


def _types(text: str) -> str:
    """ "Program or Field" -> "Program|Field"; all three kinds are "any"."""
    found = sorted({t.title() for t in re.findall(r"Item|Program|Field", text, re.I)})
    return "any" if len(found) == 3 else "|".join(found)


@clause(
    rf"(?:invalidate and send|send) one of the opponent's {_TYPES} Option cards to the Dark Area"
    r" before it takes effect"
    rf"|(?:invalidate|send) one of the {_TYPES} Option cards used by the opponent"
    r"(?: to the Dark Area)? before it takes effect(?:,? and send it to the Dark Area)?"
    rf"|invalidate one of the opponent's {_TYPES} Option cards before it takes effect"
    r",? and send it to the Dark Area"
)
def _invalidate_before(m: re.Match[str]) -> Clause:
    # B-6: "before it takes effect" is the interrupt timing, when the engine offers the use; the
    # card is negated and goes to the Dark Area (O-L4).
    kinds = next(g for g in m.groups() if g)
    return Clause((InvalidateOption("opponent", _types(kinds)),))


@clause(
    rf"(?:you can )?send (all|one|up to {COUNT}) (?:of the )?currently (?:active|activated) (.+?)"
    r" (?:in the opponent's slots|on the opponent's sheet)( with .+? in its names?)? to the Dark Area"
    rf"|choose (one|{COUNT}) currently (?:active|activated) (.+?) in the opponent's slots()"
    r" and send (?:it|them) to the Dark Area"
)
def _discard_active(m: re.Match[str]) -> Clause | None:
    # "blue frame Field cards" are Field Option cards (RULES 1.2); "Red Frame Item option cards".
    how_many, number, noun, named = m.groups()[:4] if m.group(1) else m.groups()[4:]
    # "Item/Program/Field Option card" names all three option types (RULES 1.2): any option card.
    noun = re.sub(r"\bItem/Program/Field (?=Option cards?)", "", noun, flags=re.I)
    noun = re.sub(r"\b(Item|Program|Field)(?: Option)? (cards?)", r"\1 Option \2", noun, flags=re.I)
    card_filter = noun_filter(noun + (named or ""))
    if card_filter is None:
        return None
    how_many = how_many.lower()
    # "All" is every slot (RULES 1.1).
    limit = 3 if how_many == "all" else 1 if how_many == "one" else count(number or how_many)
    return Clause((DiscardActiveOptions("opponent", card_filter, limit),))


# What "you cannot receive the effects of the opponent's '…'" names, as immunities the engine
# checks (effect_context.change_points, add_lost_points, force_draw).
_NAMED_EFFECTS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(r"(?:directly|immediately) reduce (?:the|your) opponent's points|direct attack", re.I),
        imm.DIRECT_POINT_REDUCTION,
    ),
    (re.compile(r"further reduce (?:the|your) opponent's points", re.I), imm.FURTHER_POINT_REDUCTION),
    (re.compile(r"the battle ends in a draw", re.I), imm.FORCED_DRAW),
    # RULES 1.5: "A→0" (printed "A>0" / "A?0" by the fan translation) is the zeroing of A by the
    # opponent's C attack, not an effect that zeroes A.
    (re.compile(r"A ?(?:>|→|\?) ?0", re.I), imm.ZERO_BY_ATTACK + "A"),
    (
        re.compile(r"send (?:all of )?the cards in (?:the|your) opponent's slots to the Dark Area", re.I),
        imm.SLOT_DISCARD,
    ),
]


@clause(
    r"(?:you|your Digimon) (?:cannot|can not|become unable to|becomes unable to) receive (?:the |any )?"
    r"(?:abilities and )?effects of the opponent's '(.+)'"
    r"|your points will not decrease as a result of the opponent's '(.+)'"
)
def _immune_to_named_effects(m: re.Match[str]) -> Clause | None:
    found: list[str] = []
    for item in re.split(r"'(?:,? or |, |,? and )'", m.group(1) or m.group(2)):
        immunity = next((name for pattern, name in _NAMED_EFFECTS if pattern.fullmatch(item.strip())), None)
        if immunity is None:
            return None
        found.append(immunity)
    return Clause(tuple(GrantImmunity("self", immunity) for immunity in dict.fromkeys(found)))


@clause(r"the opponent's attack becomes ([ABC]) regardless of (?:your|the opponent's|their) battle type")
def _opponent_column(m: re.Match[str]) -> Clause:
    # B-8 step 1 for the opponent's side: the column they attack with.
    return Clause((SetAttackColumn("opponent", m.group(1).upper()),))  # type: ignore[arg-type]


@clause(r"the attack power of (your|the opponent's) (.+?) is (?:lowered|reduced|decreased) by (\d+)")
def _described_lowered(m: re.Match[str]) -> Clause | None:
    side = side_of(m.group(1))
    subject = parse_subject(side, m.group(2))
    if subject is None:
        return None
    return Clause((AddAttack(side, -int(m.group(3))),), subject)
