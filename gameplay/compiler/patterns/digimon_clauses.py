"""Digimon ability clauses that act on a described opponent: "send one of the opponent's Level IV
Digimon to the Dark Area", "halve the final attack power of the opponent's Hybrid level Digimon,
after taking into account effects and abilities".

The described Digimon is the opponent's battling Digimon (the top of its Digimon Box): support
Digimon are named as such ("support Digimon") and have their own clauses.
"""

from __future__ import annotations

import re

from gameplay.compiler.patterns import COUNT, QUOTED, count
from gameplay.compiler.patterns.clauses import Clause, clause, parse_clause
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.subjects import (
    GROUP,
    LEVELS,
    keyword_condition,
    keywords_in,
    level_condition,
    parse_subject,
)
from gameplay.engine.effects import immunity as imm
from gameplay.engine.effects.add_attack import AddAttack
from gameplay.engine.effects.add_attack_per_card import AddAttackPerCard
from gameplay.engine.effects.add_trait import AddTrait
from gameplay.engine.effects.attack_last import AttackLast
from gameplay.engine.effects.base import Condition, Side
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.any_of import AnyOf
from gameplay.engine.effects.conditions.base_attack_within import BaseAttackWithin
from gameplay.engine.effects.conditions.battle_type_is import BattleTypeIs
from gameplay.engine.effects.conditions.card_count import CardCount
from gameplay.engine.effects.conditions.frame_is import FrameIs
from gameplay.engine.effects.conditions.in_group import InGroup
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.name_is import NameIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.discard_cards import DiscardCards
from gameplay.engine.effects.discard_face_down_slots import DiscardFaceDownSlots
from gameplay.engine.effects.discard_from_net_ocean import DiscardFromNetOcean
from gameplay.engine.effects.discard_support import DiscardSupport
from gameplay.engine.effects.draw_cards import DrawCards
from gameplay.engine.effects.fields import FIELD_CODES
from gameplay.engine.effects.forbid_supports import ForbidSupports
from gameplay.engine.effects.grant_keyword import GrantKeyword
from gameplay.engine.effects.halve_attack import HalveAttack
from gameplay.engine.effects.immunity import GrantImmunity
from gameplay.engine.effects.invalidate_active_option import InvalidateActiveOption
from gameplay.engine.effects.invalidate_named_option import InvalidateNamedOption
from gameplay.engine.effects.leave_at_end_of_turn import LeaveAtEndOfTurn
from gameplay.engine.effects.lost_points_add import AddLostPoints
from gameplay.engine.effects.negate_options import NegateOptions
from gameplay.engine.effects.negate_specials import NegateSpecials
from gameplay.engine.effects.send_to_dark_area import SendDigimonToDarkArea
from gameplay.engine.effects.zero_column import ZeroColumn

_EXCLUDING = re.compile(r"(.+?)\s*\(excluding (.+?)\)$", re.I)
_GROUP_LIST = re.compile(rf"Digimon belonging to ((?:(?:{GROUP})(?:, or |, | or ))+(?:{GROUP}))$", re.I)
_BATTLE_TYPE_TAIL = re.compile(r"(.+?) with a battle type of ([ABC])$", re.I)
# Bo-586: "… Digimon with a basic A attack of 600 or more written on its card": the printed attack.
_PRINTED_ATTACK_TAIL = re.compile(
    r"(.+?) with a basic ([ABC]) attack(?: power)? of (\d+) (or more|and above|or less|and below)"
    r"(?: written on (?:its|the) card)?$",
    re.I,
)
# Card names are capitalised: "Agnimon, Vritramon, Wolfmon, or Garummon cards".
_NAME = r"(?-i:[A-Z][\w-]*(?: [A-Z][\w-]*)*)"
_NAMES = re.compile(rf"({_NAME}(?:(?:,? or |, ){_NAME})*)(?: cards?)?$", re.I)
_QUOTED_NAMES = re.compile(rf"((?:{QUOTED}(?:,? or |, )?)+)(?: cards?)?$", re.I)
_HEAD_LIST = re.compile(r"((?:[^,]+, )+(?:or |and )?[^,]+?) Digimon$", re.I)


def opponent_subject(phrase: str) -> Condition | None:
    """The condition the opponent's Digimon described by `phrase` must meet, None if unread.

    Beyond `parse_subject`: "(excluding Level III and Hybrid level)" and lists of groups or
    kinds ("Demon God Type, Seven Great Demon Lords, or Three Great Angels Digimon").
    """
    parts: list[Condition] = []
    phrase = phrase.strip()
    if m := _EXCLUDING.fullmatch(phrase):
        phrase, excluded = m.group(1), m.group(2)
        if re.fullmatch(LEVELS + r"s?", excluded, re.I):
            parts.append(Not(level_condition("opponent", excluded)))
        elif (other := opponent_subject(re.sub(r"s$", "", excluded) + " Digimon")) is not None:
            parts.append(Not(other))
        else:
            return None
    if m := _BATTLE_TYPE_TAIL.fullmatch(phrase):
        phrase = m.group(1)
        parts.append(BattleTypeIs("opponent", m.group(2).upper()))  # type: ignore[arg-type]
    if m := _PRINTED_ATTACK_TAIL.fullmatch(phrase):
        phrase, column, bound = m.group(1), m.group(2).upper(), int(m.group(3))
        if m.group(4).lower() in {"or more", "and above"}:
            parts.append(BaseAttackWithin("opponent", column, at_least=bound))  # type: ignore[arg-type]
        else:
            parts.append(BaseAttackWithin("opponent", column, at_most=bound))  # type: ignore[arg-type]
    subject = parse_subject("opponent", phrase)
    if subject is None and (m := _GROUP_LIST.fullmatch(phrase)):
        groups = re.split(r", or |, | or ", m.group(1))
        subject = AnyOf(tuple(parse_subject("opponent", f"{g} Digimon") or AllOf(()) for g in groups))
    elif subject is None and (m := _HEAD_LIST.fullmatch(phrase)):
        heads = [h for h in re.split(r", or |, and |, ", m.group(1)) if h]
        options = [parse_subject("opponent", f"{h} Digimon") for h in heads]
        if any(o is None or o == AllOf(()) for o in options):
            return None
        subject = AnyOf(tuple(o for o in options if o is not None))
    if subject is None and (m := _NAMES.fullmatch(phrase)) and not re.search(r"\b(?:Digimon|Type)\b", phrase):
        subject = NameIs("opponent", tuple(re.split(r",? or |, ", m.group(1))))
    if subject is None and (m := _QUOTED_NAMES.fullmatch(phrase)):
        subject = NameIs("opponent", tuple(re.findall(QUOTED, m.group(1))))
    if subject is None:
        return None
    if subject != AllOf(()):
        parts.insert(0, subject)
    if not parts:
        return AllOf(())
    return all_of(parts)


@clause(
    # The opponent's whole hand and the opponent's Digimon itself are `_discard_hand`'s and `_send`'s.
    r"send (?!the opponent's (?:(?:whole|entire) hand|(?:non-Level III )?Digimon) to the Dark Area$)"
    r"(?:one of the opponent's|the opponent's|one Digimon in the opponent's Digimon box)"
    r" ((?!support\b|Support\b|['\"][^'\"]+['\"] cards?\b).*?) to the Dark Area"
)
def _send_described(m: re.Match[str]) -> Clause | None:
    # The battling Digimon goes to the Dark Area; an evolved one leaves its Level III (P-5 (a)).
    phrase = m.group(1)
    if m.group(0).lower().startswith("send one digimon in"):
        # "one Digimon in the opponent's Digimon box without the ability 'flame'": the battling one.
        phrase = "Digimon " + phrase
    subject = opponent_subject(phrase)
    if subject is None:
        return None
    return Clause((SendDigimonToDarkArea("opponent"),), None if subject == AllOf(()) else subject)


@clause(
    r"halve the (?:final )?attack power of the opponent's (.+?),? after (?:taking into account|calculating)"
    r" (?:all )?(?:the )?effects and (?:special )?abilities"
)
def _halve_described(m: re.Match[str]) -> Clause | None:
    # B-8 step 7: the post-calculation halving, when the opponent is the described Digimon.
    subject = opponent_subject(m.group(1))
    if subject is None:
        return None
    return Clause((HalveAttack("opponent"),), None if subject == AllOf(()) else subject)


@clause(
    r"send (?:one of |all (?:of )?|any number of )?the opponent's ((?:[\w-]+ )*?)support Digimon"
    r"(?: (belonging to .+?))? to the Dark Area"
)
def _send_support(m: re.Match[str]) -> Clause | None:
    # B-10.5: the Support Box holds one support Digimon at a time, so "one of" and "all" are the
    # same card.
    card_filter = noun_filter(" ".join(w for w in (m.group(1).strip(), "Digimon", m.group(2) or "") if w))
    if card_filter is None:
        return None
    return Clause((DiscardSupport("opponent", card_filter),))


# A Digimental is sent face-down from hand or slot into the Power Box as its owner evolves (RULES 4.2,
# E-8): invalidating it as it is used is an interrupt of the Evolution Phase the engine does not
# offer, so such a sentence stays manual (St-615, St-618).
_OPTION_NAME = rf"(?:(?![\"'“‘]Digimental){QUOTED}|(Dark Tower|Infinity Tower))"


@clause(
    rf"(?:invalidate (?:one of )?the opponent's {_OPTION_NAME} cards?,? and send it to the Dark Area"
    rf"|send the opponent's {_OPTION_NAME} cards? to the Dark Area"
    rf"|the opponent's {_OPTION_NAME} cards? (?:is|are) sent to the Dark Area)"
)
def _invalidate_named(m: re.Match[str]) -> Clause:
    name = next(g for g in m.groups() if g)
    # "… cards are sent": every copy of the card in the three option slots (RULES 1.1).
    copies = 3 if re.search(r"cards are sent", m.group(0), re.I) else 1
    return Clause((InvalidateNamedOption("opponent", (name,)),) * copies)


@clause(r"this Digimon will always attack last,? regardless of (?:the )?original turn order")
def _attack_last(m: re.Match[str]) -> Clause:
    # RULES 0.3: attacking last is playing as the second player (後攻), whose order matters in
    # HCB (B-4 windows start with SP; P-2, P-4 and P-5 start with FP).
    return Clause((AttackLast("self"),))


@clause(
    r"(?:(the opponent)(?:'s (Digimon .+?))? )?cannot (?:place|use)(?: or (?:place|use))? (?:any |a )?support"
    r" Digimon(?: (?:in|into) (?:their|its|your) support box(?:es)?)?"
)
def _no_supports(m: re.Match[str]) -> Clause | None:
    # B-10: a support Digimon is used by placing it, so "cannot use" and "cannot place" forbid the
    # same move; with no subject ("Cannot use any support Digimon") it is this Digimon's own box.
    if not m.group(1):
        return Clause((ForbidSupports("self"),))
    subject = opponent_subject(m.group(2)) if m.group(2) else AllOf(())
    if subject is None:
        return None
    return Clause((ForbidSupports("opponent"),), None if subject == AllOf(()) else subject)


@clause(
    rf"(?:choose {COUNT} face-down cards? (?:in|from) (?:your |the )?opponent's slots,? and send (?:it|them)"
    rf"|send {COUNT} face-down cards? in (?:your |the )?opponent's slots) to the Dark Area"
)
def _discard_face_down(m: re.Match[str]) -> Clause:
    return Clause((DiscardFaceDownSlots("opponent", count(m.group(1) or m.group(2))),))


@clause(r"revert the opponent's Level IV Digimon to Level III")
def _revert(m: re.Match[str]) -> Clause:
    # A Level IV leaves the box and the Level III under it stays (E-6.2, P-5 (a)).
    return Clause((SendDigimonToDarkArea("opponent"),), LevelIs("opponent", ("IV",)))


@clause(r"send all currently active (?:Option )?cards in the opponent's slots to the Dark Area")
def _clear_active_slots(m: re.Match[str]) -> Clause:
    # The engine's option negation sends every face-up (active) card to the Dark Area (O-L4).
    return Clause((NegateOptions("opponent"),))


@clause(rf"send {COUNT} cards? from the opponent's hand to the Dark Area")
def _opponent_hand(m: re.Match[str]) -> Clause:
    return Clause((DiscardCards("opponent", count(m.group(1))),))


@clause(rf"draw the top {COUNT} cards? of your Net Ocean and add (?:it|them) to your hand")
def _draw_top(m: re.Match[str]) -> Clause:
    return Clause((DrawCards("self", count(m.group(1))),))


@clause(
    # "…, and you may invalidate …" after a triggered effect: used when the trigger fires.
    r"(?:you may )?invalidate one (?:currently active (Field|Item|Program) Option card"
    r"|(Field|Item|Program) Option card that is currently (?:active|in effect))"
)
def _invalidate_active(m: re.Match[str]) -> Clause:
    # Either player's active card may be chosen; the opponent's is the one worth invalidating.
    return Clause((InvalidateActiveOption("opponent", (m.group(1) or m.group(2)).title()),))


@clause(r"further lower the opponent's points by (\d+)")
def _further_lower(m: re.Match[str]) -> Clause:
    # P-3: "reduce again" after the normal calculation, as the "further reduce" wording.
    return Clause((AddLostPoints("opponent", int(m.group(1))),))


@clause(rf"add the top {COUNT} cards? of your Net Ocean to your hand")
def _take_top(m: re.Match[str]) -> Clause:
    return Clause((DrawCards("self", count(m.group(1))),))


@clause(r"send the top card of the opponent's Net Ocean to the Dark Area")
def _mill_one(m: re.Match[str]) -> Clause:
    return Clause((DiscardFromNetOcean("opponent", 1),))


@clause(
    r"for (?:every|each) card in (your|the opponent's|your opponent's) slots"
    r"(?: at the beginning of the Battle Phase)?,? add (\d+) to your attack power"
    r"(?: \((\d+|one|two|three|four|five) cards? max\))?"
)
def _per_slot_card(m: re.Match[str]) -> Clause:
    # Face-up and face-down cards alike; counted when the effect applies (battle start, B-3).
    whose: Side = "self" if m.group(1).lower() == "your" else "opponent"
    cap = count(m.group(3)) if m.group(3) else None
    return Clause((AddAttackPerCard("self", int(m.group(2)), (whose,), "slots", "any", cap),))


@clause(r"all red frame Digimon on the opponent's sheet lose their special abilities")
def _negate_red(m: re.Match[str]) -> Clause:
    # Only the battling Digimon has a working ability box (B-11.1, B-10.10).
    return Clause((NegateSpecials("opponent"),), FrameIs("opponent", "red"))


@clause(r"send all face-(up|down) (?:Option )?cards in (?:the|your) opponent's slots to the Dark Area")
def _clear_face(m: re.Match[str]) -> Clause:
    if m.group(1).lower() == "up":
        # Face-up cards are the active ones, which option negation sends away (O-L4).
        return Clause((NegateOptions("opponent"),))
    return Clause((DiscardFaceDownSlots("opponent", 3),))


# Showing cards to the opponent: the engine keeps no hidden-information state, so the shown card is
# a condition on the hand ("show one blue frame Digimon card in your hand …: add 200").
@clause(r"show (?:the opponent )?one (.+?) (?:in|from) your hand(?: to (?:your|the) opponent)?,? and (.+)")
def _show_one(m: re.Match[str]) -> Clause | None:
    return _shown(m.group(1), m.group(2))


@clause(r"show (?:it|them) to (?:the|your) opponent,? and (.+)")
def _show_it(m: re.Match[str]) -> Clause | None:
    # "When there is an Agnimon card on your sheet or in your hand, show it …": the condition is
    # the sentence's own prefix.
    return parse_clause(m.group(1))


def _shown(noun: str, rest: str) -> Clause | None:
    card_filter = noun_filter(noun)
    then = parse_clause(rest)
    if card_filter is None or then is None or then.condition is not None:
        return None
    return Clause(then.effects, CardCount(("self",), "hand", card_filter))


@clause(rf"add {QUOTED} to the opponent Digimon's (fields|groups)")
def _add_trait(m: re.Match[str]) -> Clause | None:
    name = m.group(1)
    if m.group(2).lower() == "fields":
        code = FIELD_CODES.get(name.lower())
        return None if code is None else Clause((AddTrait("opponent", "field", code),))
    if not re.fullmatch(GROUP, name, re.I):
        return None
    return Clause((AddTrait("opponent", "group", name),))


@clause(rf"add (\d+) to the attack power of ({GROUP})(?: Digimon)?")
def _add_to_group(m: re.Match[str]) -> Clause:
    # "Add 390 to the attack power of Infected Digimon": the group is the whole noun.
    return Clause((AddAttack("self", int(m.group(1))),), InGroup("self", m.group(2)))


@clause(
    r"(?:the opponent's|make the opponent's) (?:attacks? )?([ABC]), ([ABC]),? and ([ABC])(?: attacks?)?"
    r" (?:all )?go to zero"
)
def _zero_all(m: re.Match[str]) -> Clause:
    return Clause(tuple(ZeroColumn("opponent", c.upper()) for c in m.groups()))  # type: ignore[arg-type]


@clause(r"for (?:every|each) card in (your|the opponent's) hand, add (\d+) to your attack power")
def _per_hand_card(m: re.Match[str]) -> Clause:
    whose: Side = "self" if m.group(1).lower() == "your" else "opponent"
    return Clause((AddAttackPerCard("self", int(m.group(2)), (whose,), "hand", "any"),))


@clause(r"choose to (.+)")
def _choose_to(m: re.Match[str]) -> Clause | None:
    # "You may choose to send …": the choice is the "you may" the prefix reader already took.
    return parse_clause(m.group(1))


@clause(rf"send all ({_NAME}) on the opponent's sheet to the Dark Area")
def _send_named_on_sheet(m: re.Match[str]) -> Clause:
    # Only the battling Digimon of that name can be sent by this effect (B-10.10 supports are
    # "support Digimon").
    return Clause((SendDigimonToDarkArea("opponent"),), NameIs("opponent", (m.group(1),)))


@clause(r"draw the top card of your Net Ocean and add it to your hand")
def _draw_one(m: re.Match[str]) -> Clause:
    return Clause((DrawCards("self", 1),))


@clause(r"all Digimon cannot receive the effects of (?:(Field|Item|Program) )?Option cards")
def _all_immune(m: re.Match[str]) -> Clause:
    # Both players' Digimon, against both players' options.
    immunity = imm.ALL_OPTIONS + (":" + m.group(1).title() if m.group(1) else "")
    return Clause((GrantImmunity("self", immunity), GrantImmunity("opponent", immunity)))


@clause(r"gain the abilit(?:y|ies) (.+)")
def _gain_after_cost(m: re.Match[str]) -> Clause | None:
    # "… discard 1 card from your hand and gain the ability "sky"": the subject is "you".
    return parse_clause(f"you gain the ability {m.group(1)}")


@clause(rf"add {QUOTED} to the opponent Digimon's abilities")
def _give_keyword(m: re.Match[str]) -> Clause | None:
    keywords = keywords_in(f'"{m.group(1)}"')
    if keywords is None:
        return None
    return Clause(tuple(GrantKeyword("opponent", k) for k in keywords))


# A wording the general clause of "the attack power of all Digimon …" would claim and refuse: the
# clause table (patterns/clause_table.py) says this one wins.
@clause(rf"add (\d+) to the attack power of all (?:the )?Digimon with the ability {QUOTED} on your sheet")
def _add_to_keyword_holders(m: re.Match[str]) -> Clause | None:
    # Only the battling Digimon's attack power counts (B-8); supports have none of their own.
    condition = keyword_condition("self", f'"{m.group(2)}"', True)
    if condition is None:
        return None
    return Clause((AddAttack("self", int(m.group(1))),), condition)


@clause(r"send (?:this card|this Digimon) to the Dark Area(?: at the end of the turn)?")
def _leave(m: re.Match[str]) -> Clause | None:
    # Only with a stated end of turn (here or in the sentence's "at the end of the turn during
    # which …" lead); sending the card at once is another effect.
    return Clause((LeaveAtEndOfTurn(),)) if m.group(0).lower().endswith("end of the turn") else None
