"""Option-card boilerplate: limits (RULES 7.4), use requirements (7.3) and "only one" (7.5).

These sentences do not act on the game themselves; they become `limits`, the card's
`requirement` or `only_one` on the compiled text, which the engine enforces.
"""

from __future__ import annotations

import re

from gameplay.engine.effects.base import Condition, Cost, Limit
from gameplay.engine.effects.conditions.level_is import LevelIs
from gameplay.engine.effects.conditions.negation import Not
from gameplay.engine.effects.patterns import COUNT, compile_re, count
from gameplay.engine.effects.patterns.prefixes import read_prefixes
from gameplay.engine.effects.patterns.subjects import keyword_condition, parse_subject

# A limit sentence says when this card leaves play and nothing else.
_LIMIT_SHAPE = compile_re(
    r"(?:(?:However|Also),? )?(?:"
    r"(?:at the end of|immediately after|when|while|after)[^.]*?,? (?:send (?:this card|it) to the Dark Area"
    r"|stack (?:this card|it) onto your point gauge)"
    r"|(?:send|stack) this card (?:to the Dark Area|onto your point gauge)[^.]*"
    r"|this card (?:is sent|will be sent|is removed|remains|will remain|stays|will stay|continues"
    r"|is stacked)[^.]*"
    r"|(?:While )?this card remains in its slot[^.]*"
    r")"
)
# Words that would mean the sentence does more than end the card.
_NOT_A_LIMIT = compile_re(
    r"\b(?:attack|points? by|reduce|add|regain|double|halve|draw|gain|evolve (?:your|into))\b"
)

_LIMIT_WORDS: list[tuple[re.Pattern[str], Limit]] = [
    (compile_re(r"immediately"), "immediately"),
    (compile_re(r"end of the turn after the turn|end of the next turn"), "end_of_next_turn"),
    (compile_re(r"end of the battle phase"), "end_of_battle_phase"),
    (compile_re(r"end of the evolution phase"), "end_of_evolution_phase"),
    (compile_re(r"end of the preparation phase"), "end_of_preparation_phase"),
    (compile_re(r"end of the phase"), "end_of_phase"),
    (compile_re(r"end of (?:the|your) turn(?! after)"), "end_of_turn"),
    (compile_re(r"point gauge"), "to_point_gauge"),
    (compile_re(r"another Field"), "until_field_replaced"),
    (compile_re(r"loses (?:a|the) battle"), "until_digimon_loses"),
    (compile_re(r"your Digimon (?:is|gets) sent to the Dark Area|when it evolves"), "until_digimon_leaves"),
    (compile_re(r"lifespan|dies"), "until_lifespan"),
    (
        compile_re(r"until (?:you discard it|it is (?:discarded|invalidated|rendered))|remains in its slot"),
        "until_removed",
    ),
]
_AFTER_TURNS = compile_re(r"after (\d+|two|three|four) turns")


def parse_limit(sentence: str) -> tuple[Limit, ...] | None:
    """The limits a sentence states, or None when it is not a pure limit sentence."""
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
_IS_LEVEL = (LevelIs,)


def parse_requirement(sentence: str) -> tuple[Condition | None, Condition | None] | None:
    """A use requirement: (level requirement O-N1, situation condition O-N2), or None.

    A level limit stops the card being flipped; any other condition only delays its effect
    (O-N2), so it is kept apart and joins the condition of every ability.
    """
    text = sentence.strip().rstrip(".")
    m = _REQUIREMENT.fullmatch(text)
    if not m:
        return None
    negative = bool(m.group(1)) and "not" in m.group(1).lower()
    what = m.group(2)
    condition: Condition | None
    if sub := re.fullmatch(r"(?:your Digimon|you) (?:is|are) (?:a |an )?(.+?)", what):
        condition = parse_subject("self", sub.group(1).replace(", and is ", " ").replace(" and is ", " "))
    elif sub := re.fullmatch(r"(?:an? |your )(.+?) Digimon", what):
        condition = parse_subject("self", sub.group(1))
    elif sub := re.fullmatch(r"you have the abilit(?:y|ies) (.+)", what):
        condition = keyword_condition("self", sub.group(1), True)
    else:
        frame_and_rest = read_prefixes("When " + what + ", x")
        if frame_and_rest is None or frame_and_rest[1] != "x":
            return None
        condition = frame_and_rest[0].condition()
    if condition is None:
        return None
    if negative:
        condition = Not(condition)
    level_only = isinstance(condition, _IS_LEVEL) or (
        isinstance(condition, Not) and isinstance(condition.part, _IS_LEVEL)
    )
    return (condition, None) if level_only else (None, condition)


_ONLY_ONE = compile_re(
    r"You may only (?:place|use) one of this card (?:in your slots|on each of your Digimon|at a time)"
)
_PROTECTED = compile_re(
    r"(?:This card )?cannot (?:receive|be affected by) (?:the |any )?effects (?:of|caused by) "
    r"(?:Items being |Item cards being |Programs being |being )?[^.]*"
)
_CANNOT_DISCARD = compile_re(r"This card cannot be discarded by you")
_POWER_BOX = compile_re(
    r"Send this card face-down from your hand(?: or (?:Option )?slot)? to (?:the |your )"
    r"(?:Evolution Requirements? box|Power box|evolution requirements box)"
)
_COST = compile_re(
    rf"(?:Choose {COUNT} cards? from your hand and send (?:it|them) to the Dark Area"
    rf"|Send {COUNT} cards? from your hand to the Dark Area|Discard {COUNT} cards? from your hand)"
)


def parse_activation(part: str) -> tuple[bool, tuple[Limit, ...], tuple[Cost, ...]] | None:
    """One part of the timing column's extra text: (only one, limits, costs), or None."""
    text = part.strip().rstrip(".").strip()
    if _ONLY_ONE.fullmatch(text):
        return True, (), ()
    if _CANNOT_DISCARD.fullmatch(text):
        return False, ("cannot_be_discarded",), ()
    if _PROTECTED.fullmatch(text) and re.search(r"invalidated|Dark Area", text):
        # The card ignores negation / removal by the named kinds of card.
        return False, ("cannot_be_invalidated",), ()
    if _POWER_BOX.fullmatch(text):
        # EC-2: the card is paid into the Power Box as an evolution condition, not set in a slot.
        return False, ("paid_into_power_box",), ()
    if m := _COST.fullmatch(text):
        word = next(g for g in m.groups() if g)
        return False, (), (Cost(count(word)),)
    return None
