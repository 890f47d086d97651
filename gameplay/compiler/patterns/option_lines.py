"""Option-card boilerplate: limits (RULES 7.4), use requirements (7.3) and "only one" (7.5).

These sentences do not act on the game themselves; they become `limits`, the card's
`requirement` or `only_one` on the compiled text, which the engine enforces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from gameplay.compiler.patterns import COUNT, compile_re, count
from gameplay.compiler.patterns import option_attack as _option_attack  # noqa: F401  registers
from gameplay.compiler.patterns import option_clauses as _option_clauses  # noqa: F401  registers
from gameplay.compiler.patterns import option_draw_loss as _option_draw_loss  # noqa: F401  registers
from gameplay.compiler.patterns import option_grants as _option_grants  # noqa: F401  registers
from gameplay.compiler.patterns import option_prefixes as _option_prefixes  # noqa: F401  registers
from gameplay.compiler.patterns import option_removal as _option_removal  # noqa: F401  registers
from gameplay.compiler.patterns.costs import noun_filter
from gameplay.compiler.patterns.option_draws import paid_face_up  # also registers its clauses
from gameplay.compiler.patterns.option_requirements import AT_THE_FLIP, describe, read_other, situation
from gameplay.compiler.patterns.option_spirit import spirit_limits
from gameplay.compiler.patterns.option_stacking import stacking_limit, stacking_rule
from gameplay.compiler.patterns.prefixes import read_prefixes
from gameplay.compiler.patterns.subjects import parse_subject
from gameplay.engine.effects.base import Condition, Cost, Limit
from gameplay.engine.effects.conditions.all_of import AllOf, all_of
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not

# A limit sentence says when this card leaves play and nothing else.
_LIMIT_SHAPE = compile_re(
    r"(?:(?:However|Also),? )?(?:"
    r"(?:at the end of|immediately after|when|while|after)[^.]*?,?"
    r" (?:send (?:this card|this|it) to the Dark Area"
    r"|stack (?:this card|it) onto your point gauge)"
    r"|(?:send|stack) this card (?:to the Dark Area|onto your point gauge)[^.]*"
    r"|this card (?:is sent|will be sent|is removed|remains|will remain|stays|will stay|continues"
    r"|is stacked)[^.]*"
    r"|(?:While )?this card remains in its slot[^.]*"
    r"|otherwise,? it stays in its slot[^.]*"
    r")"
)
# Words that would mean the sentence does more than end the card ("…, you may only use its effects
# on the turn that it was set" restricts its use: Bo-98).
_NOT_A_LIMIT = compile_re(
    r"\b(?:attack|points? by|reduce|add|regain|double|halve|draw|gain|evolve (?:your|into)|use its effects)\b"
)

_LIMIT_WORDS: list[tuple[re.Pattern[str], Limit]] = [
    (compile_re(r"immediately"), "immediately"),
    # St-424, Tv-3: "At the end of the turn after the turn during which all three cards were gathered
    # together, or when this card turned face-up": the three Digimon are never together in the one
    # Digimon Box of Hyper Colosseum Battle (RULES 1.1), so the card ends with the turn of its use.
    (
        compile_re(r"end of the turn after the turn(?! during which all \w+ cards were gathered)"),
        "end_of_next_turn",
    ),
    (compile_re(r"end of the next turn"), "end_of_next_turn"),
    (compile_re(r"cards were gathered together, or when this card turned face-up"), "end_of_turn"),
    (compile_re(r"end of the battle phase"), "end_of_battle_phase"),
    (compile_re(r"end of the evolution phase"), "end_of_evolution_phase"),
    (compile_re(r"end of the preparation phase"), "end_of_preparation_phase"),
    (compile_re(r"end of the phase"), "end_of_phase"),
    (compile_re(r"end of (?:the|your) turn(?! after)"), "end_of_turn"),
    (compile_re(r"point gauge"), "to_point_gauge"),
    (compile_re(r"another Field"), "until_field_replaced"),
    # "… when your Digimon loses a battle", "… until you lose a battle" (Bo-799).
    (compile_re(r"(?:loses|\byou lose) (?:a|the) battle"), "until_digimon_loses"),
    (compile_re(r"your Digimon (?:is|gets) sent to the Dark Area|when it evolves"), "until_digimon_leaves"),
    (compile_re(r"lifespan|dies"), "until_lifespan"),
    # "when your or your opponent's Digimon reaches the end of its lifespan" (Bo-1087): either
    # player's death check (P-5 (c)) ends the card.
    (
        compile_re(r"your or (?:your|the) opponent's Digimon reaches the end of its lifespan"),
        "until_any_lifespan",
    ),
    # "(this card cannot be discarded by you)" in a limit sentence: T-P1, not a duration.
    (compile_re(r"cannot be discarded by you"), "cannot_be_discarded"),
    (
        compile_re(
            r"until (?:you discard it|it is (?:discarded|invalidated|rendered))|remains in its slot"
            r"|(?<!cannot be )discarded by you|invalidates it|stays in its slot"
        ),
        "until_removed",
    ),
]
_AFTER_TURNS = compile_re(r"after (\d+|two|three|four) turns")


def parse_limit(sentence: str) -> tuple[Limit, ...] | None:
    """The limits a sentence states, or None when it is not a pure limit sentence."""
    if (placed := stacking_limit(sentence)) is not None:
        return placed
    text = sentence.strip().rstrip(".")
    if not _LIMIT_SHAPE.fullmatch(text) or _NOT_A_LIMIT.search(text):
        return None
    limits: list[Limit] = [limit for pattern, limit in _LIMIT_WORDS if pattern.search(text)]
    if m := _AFTER_TURNS.search(text):
        limits.append(f"after_turns:{count(m.group(1))}")
    return tuple(limits) or None


_REQUIREMENT = compile_re(
    r"(?:This card (can only be used|can be used only|cannot be used|can be used|can not be used)"
    r"|You can (?:only )?use this card|You can only use this card)"
    r" (?:when|if|while|by) (.+)"
)


_EXCLUDING_LEVELS = compile_re(r"(.+?) \(excluding Level III( or Armor evolved)? Digimon\)")


def parse_requirement(sentence: str) -> tuple[Condition | None, Condition | None] | None:
    """A use requirement: (level requirement O-N1, situation condition O-N2), or None.

    A level limit stops the card being flipped; any other condition only delays its effect
    (O-N2), so it is kept apart and joins the condition of every ability.
    """
    text = sentence.strip().rstrip(".")
    if m := _EXCLUDING_LEVELS.fullmatch(text):
        # "… has the ability "underground" (excluding Level III or Armor evolved Digimon)" (St-690):
        # the requirement, and a level the Digimon must not have (an O-N1 limit, A-14: the Armor
        # level is the armor-evolved Digimon's).
        read = parse_requirement(m.group(1))
        if read is None:
            return None
        excluded = Not(LevelIs("self", ("III", "Armor") if m.group(2) else ("III",)))
        return (all_of([c for c in (read[0], excluded) if c is not None]), read[1])
    if (other := read_other(text)) is not None:
        # A permission the engine already applies, or a requirement in other words.
        return other
    m = _REQUIREMENT.fullmatch(text)
    if not m:
        return None
    negative = bool(m.group(1)) and "not" in m.group(1).lower()
    what = m.group(2)
    parts = _described_parts(what)
    if parts is None:
        # Points, hand sizes, the opponent's level and "A, or B" combinations (O-N2).
        found = situation(what)
        if found is None:
            return None
        parts = list(found.parts) if isinstance(found, AllOf) else [found]
    # "a blue frame Ultimate level" is read as one AllOf: its level is still the O-N1 limit (Bo-1056).
    parts = [q for p in parts for q in (p.parts if isinstance(p, AllOf) else (p,))]
    levels = [p for p in parts if _is_level(p)]
    situations = [p for p in parts if not _is_level(p)]
    if negative:
        # "Cannot be used when A and B": the whole conjunction is what must not hold.
        whole = Not(all_of(parts))
        return (whole, None) if not situations else (None, whole)
    return (all_of(levels) if levels else None, all_of(situations) if situations else None)


def _described_parts(what: str) -> list[Condition] | None:
    """The conjuncts of "your Digimon is red frame, and not Level III", or None."""
    parts: list[Condition] = []
    if sub := re.fullmatch(r"(?:your Digimon|you) (?:is |are )?(.+?)", what):
        for piece in re.split(r",? and (?:is )?(?:also )?|, (?=is |not |has |belongs )", sub.group(1)):
            part = describe("self", piece)
            if part is None:
                return None
            parts.append(part)
    elif sub := re.fullmatch(r"(?:an? |your )(.+?) Digimon", what):
        part = parse_subject("self", sub.group(1))
        if part is None:
            return None
        parts.append(part)
    else:
        frame_and_rest = read_prefixes("When " + what + ", x")
        if frame_and_rest is None or frame_and_rest[1] != "x":
            return None
        condition = frame_and_rest[0].condition()
        if condition is None:
            return None
        parts.append(condition)
    return parts


def _is_level(condition: Condition) -> bool:
    if isinstance(condition, Not):
        condition = condition.part
    # O-N1 limits the level of your own Digimon; the opponent's level is a situation (O-N2).
    # A condition read "at the time when this card turns face-up" is checked then only (St-608).
    return (isinstance(condition, LevelIs) and condition.side == "self") or isinstance(condition, AT_THE_FLIP)


_ONLY_ONE_BUT_HYBRID = compile_re(
    r"You (?:may|can) only place one of this card in your slots \(excluding Hybrid levels?\)"
)
# The `Limit` of "you may only place one of this card in your slots (excluding Hybrid levels)".
ONLY_ONE_BUT_HYBRID = "only_one_but_hybrid"
_ONLY_ONE = compile_re(
    r"You (?:may|can) only (?:place|use) (?:only )?one of this card"
    r" (?:in your slots|on each of your Digimon|at a time)"
)
_PROTECTED = compile_re(
    r"(?:This card )?(?:cannot (?:receive|be affected by) (?:the |any )?effects? (?:of|caused by)"
    r"|cannot receive effects that(?: cause it to be| would)?"
    r"|cannot be) (.+?)"
    r"(?: by the effects of Option cards)?"
)
# What one protected-against item means: negation of this card, removal to the Dark Area,
# effects that ignore O-K2 immunity, a frame colour, or a named card.
_PROTECTION_ITEMS: list[tuple[re.Pattern[str], str]] = [
    # Matched against the item without its quotes, except card names, which need them.
    (
        compile_re(
            r"(?:(?:Items?|Item cards|Programs?|Program cards|Option cards) )?(?:being )?'?"
            r"(?:invalidated|rendered ineffective)|rendering items ineffective|invalidating Option cards"
            r"|invalidate (?:Program|Item|Option) cards"
        ),
        "invalidation",
    ),
    (
        compile_re(
            r"(?:(?:Items?|Programs?|Option cards) )?(?:being )?'?"
            r"(?:sent to the Dark Area|removed from its slot)"
        ),
        "dark_area",
    ),
    (compile_re(r"cannot receive the effects of (?:the opponent's )?Option cards"), "option_immunity"),
    (compile_re(r"(blue|red|gold) frame cards"), "frame:{0}"),
]
# A quoted card name, which may hold an apostrophe of its own ("'The Dark Aristocrat's Mansion'").
_CARD_ITEM = compile_re(r"'([A-Z0-9][^']*(?:'s [^']+)?)'")


def _protection(item: str) -> str | None:
    # The fan translation quotes with either mark: "invalidated" reads as 'invalidated'.
    item = re.sub(r'"([^"]*)"', r"'\1'", item)
    bare = item.strip().strip("'\"")
    for pattern, template in _PROTECTION_ITEMS:
        if hit := pattern.fullmatch(bare):
            return template.format(*[g.lower() for g in hit.groups()])
    if hit := _CARD_ITEM.fullmatch(item.strip()):
        return "card:" + hit.group(1)
    return None


def parse_protections(text: str) -> tuple[str, ...] | None:
    """ "cannot receive the effects of 'Infinity Tower'" -> ("card:Infinity Tower",)."""
    m = _PROTECTED.fullmatch(text)
    if not m:
        return None
    found: list[str] = []
    for item in re.split(r",? or |, (?:and )?(?:cannot receive the effects of )?", m.group(1)):
        protection = _protection(item)
        if protection is None:
            return None
        found.append(protection)
    return tuple(dict.fromkeys(found))


_LOST_WITH_SPECIALS = compile_re(
    r"\(?When your Digimon loses its special abilities, it loses the attack power addition as well\)?\.?\)?"
)
_CANNOT_DISCARD = compile_re(r"This card cannot be discarded by you")
_POWER_BOX = compile_re(
    r"(?:Send|Move) this card (?:face[- ](?:down|up) )?from"
    r" (?:your hand(?: or (?:Option )?slot)?|your (?:Option )?slot|its slot)"
    r" to (?:the |your )(?:Evolution Requirements? box|Power box)"
    r"(,? and send it to the Dark Area at the end of the turn)?"
)
_SLOT = compile_re(
    # "Ignore the effects of your Spirit and …": an exception to a Spirit's "you cannot place any
    # other cards in your slots 2 and 3 during appearance" (limit "ignores_spirit").
    r"(?:Ignore the effects of your Spirit and )?(?:place this card|This card can only be placed)"
    r" in (?:your )?(?:slot (\d)|(Option slot))"
)
# T-P6: the card is set face-up ("This card is set face-up during preparation phase and used during
# battle phase": the use phase is the timing column's).
_SET_FACE_UP = compile_re(
    r"(?:Send (?:out this card|this card out)|(?:you must )?play this card|Set this card) face-up"
    r"|This card is set face[- ]up during (?:your |the )?preparation phase,? and used during (?:your |the )?"
    r"(?:evolution|battle|point calculation) phase"
    r"|Set this card face-up during your preparation phase, and use it during your"
    r" (?:evolution|battle|point calculation) phase"
)
# A cost printed in the timing column (O-C1): "Send one Digimon card belonging to Nature Spirits
# from your hand to the Dark Area", "Choose 2 Digimon cards from your hand and send them to the Dark Area".
_NOUN_COST = compile_re(
    rf"(?:Send|Discard|Choose) {COUNT} (.+?) from your hand(?: and send (?:it|them))?(?: to the Dark Area)?"
)
_WHOLE_HAND_COST = compile_re(r"(?:Send|Discard) your (?:whole|entire) hand(?: to the Dark Area)?")
# E-3 (d): "This card is activated at the (very) end of your Evolution Phase, and cannot be used at
# any other timing": after the player's evolution step.
_AFTER_EVOLUTION_STEP = compile_re(
    r"This card is activated at the (?:very )?end of your Evolution Phase,? and cannot be used at any other"
    r" timing"
)
# "This card can be set even when Particle Worm No. 2 is in effect" (Bx-105, Sx-107, Bo-1085; Sx-27
# in brackets after another protection): Particle Worm No. 2's "the opponent cannot set any Option
# cards" does not reach this card, a protection from the named card (RULES 7.8).
_SET_DESPITE_WORM = r"[Tt]his card can be set even (?:if|when) Particle Worm No\. ?2 is in effect"
_SET_DESPITE = compile_re(_SET_DESPITE_WORM)
_SET_DESPITE_AFTER = compile_re(rf"(.+?) \({_SET_DESPITE_WORM}\)")
# The catalog names the card "Particle Worm No.2" (Bo-980), which is what a protection compares.
WORM_TWO = "card:Particle Worm No.2"
_USE_WHEN_SET = compile_re(r"You may activate this card immediately after (?:playing|setting) it")
# The same exception only for the second player of the turn (RULES 0.3, 後攻): "You may only activate
# this card immediately after setting when you are second to attack" (Bo-646, Bo-653), "You may activate
# this card immediately after it is set, only if you are second to attack" (St-818).
_USE_WHEN_SET_SECOND = compile_re(
    r"You may only activate this card immediately after setting when you are second to attack"
    r"|You may activate this card immediately after it is set, only if you are second to attack"
)
# O-1 by card text: "You may also directly send this card from your hand to an empty slot during
# battle phase" (Bx-104, Bx-133), "During the battle phase, you may directly send this card from your
# hand to an empty slot" (Bo-923): engine.hand_setting offers the setting in a B-4 window.
_SET_IN_BATTLE = compile_re(
    r"You may also (?:directly )?send this card from your hand to an empty slot during (?:the )?battle phase"
    r"|During the battle phase, you may directly send this card from your hand to an empty slot"
)


@dataclass(frozen=True)
class Activation:
    """What one part of an option's timing column says."""

    only_one: bool = False
    limits: tuple[Limit, ...] = ()
    costs: tuple[Cost, ...] = ()
    protections: tuple[str, ...] = ()


_EFFECT_COST = compile_re(
    rf"(?:Send|Discard) (?:the top )?{COUNT} (Digimon )?cards? (?:from|of) (?:the top of )?"
    r"your (hand|Net Ocean)"
    r"(?: to the Dark Area)?"
)


def parse_effect_cost(sentence: str) -> Cost | None:
    """A cost printed as its own sentence of the effect text, paid when the effect takes place (O-C2)."""
    m = _EFFECT_COST.fullmatch(sentence.strip().rstrip("."))
    if not m:
        return _named_cost(sentence)
    source: Literal["hand", "net_ocean"] = "hand" if m.group(3).lower() == "hand" else "net_ocean"
    return Cost(count(m.group(1)), source, "digimon" if m.group(2) else "any")


# "Send 1 red frame Omegamon card to the Dark Area." (Bx-36, Bx-132): a named card can only be
# chosen from the hand, the one place its owner sees and picks cards (O-C2).
_NAMED_COST = compile_re(rf"Send {COUNT} (.+?) cards? to the Dark Area")


def _named_cost(sentence: str) -> Cost | None:
    m = _NAMED_COST.fullmatch(sentence.strip().rstrip("."))
    card_filter = noun_filter(m.group(2)) if m else None
    if m is None or card_filter is None or "name:" not in card_filter:
        return None
    return Cost(count(m.group(1)), "hand", card_filter)


_NOT_INVALIDATED = compile_re(r"This card cannot be invalidated(?: after it has been used)?")


def parse_activation(part: str) -> Activation | None:
    """One part of the timing column's extra text, or None when it is not understood."""
    text = part.strip().rstrip("/").strip().rstrip(".").strip()
    if _SET_DESPITE.fullmatch(text):
        return Activation(protections=(WORM_TWO,))
    if (m := _SET_DESPITE_AFTER.fullmatch(text)) and (first := parse_activation(m.group(1))) is not None:
        return replace(first, protections=(*first.protections, WORM_TWO))
    if _ONLY_ONE_BUT_HYBRID.fullmatch(text):
        # Bo-792 POW Booster: O-U1/O-U2 do not bind a Hybrid level Digimon (options.why_not_usable).
        return Activation(only_one=True, limits=(ONLY_ONE_BUT_HYBRID,))
    if _ONLY_ONE.fullmatch(text):
        return Activation(only_one=True)
    if stacking_rule(text):
        # The stacking effect itself keeps to it (patterns/option_stacking.py).
        return Activation()
    if _NOT_INVALIDATED.fullmatch(text):
        return Activation(protections=("invalidation",))
    if _LOST_WITH_SPECIALS.fullmatch(text):
        # B-11.5: what the card gives counts as a special ability of the Digimon.
        return Activation(limits=("lost_with_specials",))
    if _CANNOT_DISCARD.fullmatch(text):
        return Activation(limits=("cannot_be_discarded",))
    if (protections := parse_protections(text)) is not None:
        return Activation(protections=protections)
    if m := _POWER_BOX.fullmatch(text):
        # EC-2: the card is paid into the Power Box as an evolution condition, not set in a slot.
        return Activation(limits=("paid_into_power_box",) + (("end_of_turn",) if m.group(1) else ()))
    if m := _SLOT.fullmatch(text):
        # RULES 1.1: a card that names a slot must use that slot and never moves; "your Option
        # slot" is any of them.
        slot: tuple[Limit, ...] = (f"slot:{m.group(1)}",) if m.group(1) else ()
        # "Ignore the effects of your Spirit and …": set even where a Spirit forbids it (spirits.py).
        return Activation(limits=slot + (("ignores_spirit",) if text.lower().startswith("ignore") else ()))
    if _AFTER_EVOLUTION_STEP.fullmatch(text):
        return Activation(limits=("after_evolution_step",))
    if _USE_WHEN_SET.fullmatch(text):
        # An exception to O-1: the card may be used right after it is set (engine.preparation).
        return Activation(limits=("use_when_set",))
    if _USE_WHEN_SET_SECOND.fullmatch(text):
        return Activation(limits=("use_when_set:second",))
    if _SET_FACE_UP.fullmatch(text):
        return Activation(limits=("set_face_up",))
    if _SET_IN_BATTLE.fullmatch(text):
        return Activation(limits=("set_in:battle",))
    if (paid := paid_face_up(text)) is not None:
        return Activation(limits=paid)
    if (cost := parse_effect_cost(text)) is not None:
        return Activation(costs=(cost,))
    if _WHOLE_HAND_COST.fullmatch(text):
        return Activation(costs=(Cost(0, "hand", "any", hand_all=True),))
    if (m := _NOUN_COST.fullmatch(text)) and (card_filter := noun_filter(m.group(2))) is not None:
        return Activation(costs=(Cost(count(m.group(1)), "hand", card_filter),))
    if (found := spirit_limits(text)) is not None:
        # A Spirit's placement, spirit evolution and restrictions (EC-7, E-10; option_spirit).
        return Activation(limits=found)
    return None
